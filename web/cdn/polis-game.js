var _a=Object.defineProperty;var oe=(e,n)=>{for(var t in n)_a(e,t,{get:n[t],enumerable:!0})};function u(e,n={},...t){let o=document.createElement(e);for(let[r,s]of Object.entries(n))s==null||s===!1||(r==="class"?o.className=s:r==="text"?o.textContent=s:r==="children"?o.append(...s):r.startsWith("on")&&typeof s=="function"?o.addEventListener(r.slice(2),s):o.setAttribute(r,s===!0?"":String(s)));for(let r of t)r==null||r===!1||o.append(r instanceof Node?r:document.createTextNode(String(r)));return o}var Vo=()=>typeof matchMedia=="function"?matchMedia("(prefers-reduced-motion: reduce)"):{matches:!1};function y(e,n={}){let t=document.createElementNS("http://www.w3.org/2000/svg",e);for(let[o,r]of Object.entries(n))t.setAttribute(o,String(r));return t}var ja={new:"M12 4v16M4 12h16",undo:"M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11",hint:"M9 18h6M10 22h4M12 2a7 7 0 0 0-4 12.7V16h8v-1.3A7 7 0 0 0 12 2z",rules:"M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5v14zM4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5",pause:"M8 5v14M16 5v14",play:"M7 4l13 8-13 8z",first:"M6 5v14M18 5l-9 7 9 7z",prev:"M16 5l-9 7 9 7z",next:"M8 5l9 7-9 7z",last:"M18 5v14M6 5l9 7-9 7z",close:"M6 6l12 12M18 6 6 18",analyse:"M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM15.5 15.5 20 20M7.5 12l2-2.5 2 1.5 2-3",flip:"M7 4v14M4 15l3 3 3-3M17 20V6M14 9l3-3 3 3",resign:"M5 21V4M5 4h11l-2 4 2 4H5",sound:"M4 9v6h4l5 4V5L8 9zM16 9a4 4 0 0 1 0 6",theme:"M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z","copy-link":"M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1","copy-moves":"M9 9h10v11H9zM5 15V4h10",balance:"M12 3v18M5 7h14M5 7l-3 7a3 3 0 0 0 6 0zM19 7l-3 7a3 3 0 0 0 6 0z",computer:"M4 5h16v10H4zM9 19h6M12 15v4",tap:"M9 11V5a2 2 0 0 1 4 0v6M13 10a2 2 0 0 1 4 0v1a2 2 0 0 1 4 0v4a6 6 0 0 1-6 6h-1a6 6 0 0 1-5-3l-3-5a2 2 0 0 1 3-2l2 2"};function rn(e,n,t={}){let o=y("svg",{viewBox:e,"aria-hidden":"true",focusable:"false",...t});return o.append(...n),o}function ce(e){return rn("0 0 24 24",[y("path",{d:ja[e]})],{class:"icon"})}function Ct(e,n,t){if(e.textContent="",e.hidden=n.length===0,!n.length)return;let o=u("button",{type:"button",class:"btn btn-icon notice-close","aria-label":"Dismiss",text:"\xD7",onclick:()=>{n.length=0,Ct(e,n,t),t()}});e.append(o,...n.map(r=>u("p",{text:r})))}var Yo={};oe(Yo,{describe:()=>v,errorMessage:()=>Ba});function Bn(e){return e.length>40?e.slice(0,40)+"...":e}function v(e){try{if(e===null)return"null";switch(typeof e){case"undefined":return"undefined";case"string":return JSON.stringify(Bn(e));case"number":return Object.is(e,-0)?"-0":String(e);case"bigint":return Bn(`${e}n`);case"boolean":return String(e);case"symbol":return Bn(e.toString());case"function":return e.name?Bn(`a function ${e.name}`):"a function";default:return Array.isArray(e)?`an array of ${e.length}`:"an object"}}catch{return`a value of type ${typeof e}`}}function Ba(e){return e&&typeof e.message=="string"&&e.message?e.message:String(e)}var H=[{name:"novice",label:"Novice",description:"Looks at your reply but often plays carelessly, and can leave a dog to be taken: for a first game.",options:{exact:!0,depth:2,randomMargin:10}},{name:"beginner",label:"Beginner",description:"Grabs what it can this move without a thought for your reply, like the original game's computer.",options:{exact:!0,depth:1}},{name:"easy",label:"Easy",description:"Thinks about your reply, but often settles for a slightly weaker move.",options:{exact:!0,depth:2,randomMargin:7}},{name:"medium",label:"Medium",description:"Always weighs your best reply before it moves.",options:{exact:!0,depth:2}},{name:"tough",label:"Tough",description:"Looks 1\xBD moves ahead (its move, your reply, its next), but often settles for a slightly weaker move.",options:{depth:3,randomMargin:4,evaluation:"extended"}},{name:"hard",label:"Hard",description:"Looks 1\xBD moves ahead and judges positions well, but now and then settles for a slightly weaker move.",options:{depth:3,randomMargin:1,evaluation:"extended"}},{name:"strong",label:"Strong",description:"Looks 2 moves ahead, now and then settling for a slightly weaker move.",options:{depth:4,randomMargin:2,evaluation:"extended"}},{name:"skilled",label:"Skilled",description:"Looks 2\xBD moves ahead, now and then settling for a slightly weaker move.",options:{depth:5,randomMargin:3,evaluation:"extended"}},{name:"advanced",label:"Advanced",description:"Looks 2\xBD moves ahead and always plays the move it finds best.",options:{depth:5,evaluation:"extended"}},{name:"seasoned",label:"Seasoned",description:"Looks 3 moves ahead: sets traps and sees most of yours.",options:{depth:6,evaluation:"extended"}},{name:"expert",label:"Expert",description:"Thinks for a third of a second a move, usually 4\xBD to 5 moves ahead: a real challenge.",options:{timeMs:300,evaluation:"extended"},default:!0},{name:"master",label:"Master",description:"Thinks for most of a second a move.",options:{timeMs:800,evaluation:"extended"}},{name:"champion",label:"Champion",description:"Thinks for two seconds a move: the strongest.",options:{timeMs:2e3,evaluation:"extended"}}],q=H.find(e=>e.default).name;function E(e){let n=H.find(t=>t.name===e);if(!n)throw new Error(`unknown level ${v(e)}; known levels: ${H.map(t=>t.name).join(", ")}`);return n}function Pt(e){return e&&(e.name==="SecurityError"||/origin/i.test(String(e.message)))}function Ot(e){let n=`import ${JSON.stringify(String(e))};
`,t=URL.createObjectURL(new Blob([n],{type:"text/javascript"}));return new Worker(t,{type:"module"})}var Xo={};oe(Xo,{isBrowserWorker:()=>Da,isNode:()=>sn});var sn=globalThis.process?.versions?.node!=null&&typeof window>"u"&&typeof WorkerGlobalScope>"u",Da=typeof WorkerGlobalScope<"u"&&typeof self<"u"&&self instanceof WorkerGlobalScope;function Jo(e){let n=globalThis.polisEarlyWorker;if(!n||n.url!==String(e))return null;globalThis.polisEarlyWorker=null;let{worker:t,heard:o,keep:r}=n,s=t.addEventListener.bind(t),i=new Set;return t.addEventListener=(l,a,c)=>{if(s(l,a,c),l!=="message"&&l!=="error"||i.has(l))return;i.add(l),t.removeEventListener(l,r);let p=o.filter(d=>d.type===l);queueMicrotask(()=>p.forEach(d=>a(d)))},t}var je=new URL("../ai-start.js",import.meta.url).href,It="./ai-worker.bundle.js",Fa="./ai-worker.js";function Nt(e){let n=globalThis.document?document.baseURI:globalThis.location?location.href:je;return new URL(e,n)}function Ua(e){return e.busy=()=>{},e}function Ga(e){try{return new Worker(e,{type:"module"})}catch(n){if(!Pt(n))throw n;return Ot(e)}}var zt={};var Ha=()=>({type:"files",wasm:new URL("./polis.wasm",new URL("../ai-start.js",import.meta.url).href).href,engine:new URL("./engine-worker.bundle.js",new URL("../ai-start.js",import.meta.url).href).href});function Wa(){try{return new Worker(new URL("./ai-worker.bundle.js",new URL("../ai-start.js",import.meta.url).href),{type:"module"})}catch(e){if(!Pt(e))throw e;return Ot(new URL(It,je))}}function Ka(e){let n=e.workerUrl??zt.workerUrl,t=e.wasmUrl??zt.wasmUrl,o=zt.engineUrl;if(n==null&&t==null){let l=Jo(new URL(It,je));return l||(l=Wa()),l.postMessage(Ha()),l}let r=n==null?new URL(It,je):Nt(String(n)),s=new URLSearchParams;t!=null&&s.set("wasm",Nt(String(t)).href),o!=null&&s.set("engine",Nt(String(o)).href),r.hash=s.toString();let i=Ga(r);return i.postMessage({type:"files",wasm:null,engine:null}),i}function Va({workerUrl:e}){let{Worker:n}=globalThis.process.getBuiltinModule("node:worker_threads"),t=new n(e==null?new URL(Fa,je):new URL(String(e),je));return t.unref(),{addEventListener(o,r){o==="message"?t.on("message",s=>r({data:s})):o==="error"&&t.on("error",s=>r({message:s.message}))},postMessage:o=>t.postMessage(o),terminate:()=>t.terminate(),busy:o=>o?t.ref():t.unref()}}function Zo(e){if(sn)return Va(e);if(typeof Worker>"u")throw new Error("this browser has no Web Workers");return Ua(Ka(e))}async function Qo(e){let{pageWorker:n}=await import("./polis-game-lazy-engine-page-engine.js"),t=n(e);return t.busy=()=>{},t}var Ya="The AI needs three files of the package served with the page: web/ai-worker.bundle.js, web/engine-worker.bundle.js and web/polis.wasm (from node_modules/polis-game/). Copy them together to your site and give their addresses: the workerUrl and wasmUrl options of createAiClient (mountPolis takes the client as aiClient) or the worker-url and wasm-url attributes (<polis-game>); with esbuild, import 'polis-game/files' instead (docs/embedding.md).",er=!1;function Xa(e){!sn||er||(er=!0,console.warn(`polis-game: the AI runs on this thread (engine 'wasm-page'), blocking it during each search: ${e}. A server bundler (Next.js's among them) moved the package away from its worker's files: leave it unbundled (Next.js: serverExternalPackages: ['polis-game'] in next.config.js).`))}var Dn=class{constructor({workerUrl:n,wasmUrl:t,loadTimeoutMs:o},r){this.files={workerUrl:n,wasmUrl:t},this.loadTimeoutMs=o,this.events=r,this.worker=null,this.ready=null,this.settle=null,this.engineName=null,this.failure=null,this.generation=0,this.timer=null,this.listeners=new Set}emit(n){for(let t of this.listeners)try{t(n)}catch(o){console.error(o)}}fail(n){/cannot load the engine from|failed to load|did not load/.test(n.message)&&(n=new Error(`${n.message}. ${Ya}`)),console.error(`polis-game: ${n.message}`),this.failure=n,this.settle.reject(n),this.events.fail(n),this.emit({type:"failed",error:n})}ensure(){this.failure||!this.worker&&(!this.ready||this.engineName)&&(this.engineName=null,this.start())}start(){this.ready=new Promise((t,o)=>{this.settle={resolve:t,reject:o}}),this.ready.catch(()=>{});let n;try{n=Zo(this.files)}catch(t){this.inPage(`the AI worker could not be started: ${t.message}`);return}this.listen(n,t=>this.inPage(t))}inPage(n){Xa(n);let t=this.generation,o=r=>this.fail(new Error(`${n}; in the page: ${r}`));Qo({wasmUrl:this.files.wasmUrl}).then(r=>t===this.generation?this.listen(r,o):r.terminate(),r=>t===this.generation&&o(r.message))}listen(n,t){this.worker=n;let o=setTimeout(()=>r(`the AI engine did not load within ${this.loadTimeoutMs/1e3} s`),this.loadTimeoutMs);this.timer=o;let r=(s,i=!0)=>{clearTimeout(o),this.worker===n&&(n.terminate(),this.worker=null,i?t(s):this.fail(new Error(s)))};n.addEventListener("message",s=>{if(this.worker!==n)return;let i=s.data;!i||typeof i!="object"||(i.type==="ready"?(clearTimeout(o),this.engineName=i.engine,this.settle.resolve(i.engine),this.emit({type:"ready",engine:i.engine}),this.events.ready()):i.type==="error"&&i.fatal?r(i.message,!/cannot load the engine from/.test(i.message)):this.events.message(i))}),n.addEventListener("error",s=>this.crashed(n,s,r))}crashed(n,t,o){t.preventDefault&&t.preventDefault();let r=t.message||"the script or one of its imports failed to load";this.engineName?(n.terminate(),this.worker===n&&(this.worker=null),this.events.crash(new Error(`the AI worker crashed: ${r}`))):o(`the AI worker failed: ${r}`)}busy(n){this.worker&&this.worker.busy(n)}post(n){this.worker.postMessage(n)}terminate(){clearTimeout(this.timer),this.timer=null,this.worker&&this.worker.terminate(),this.worker=null,this.generation++,this.ready=null,this.engineName=null}};function _t(e="the search was cancelled"){let n=new Error(e);return n.name="AbortError",n}function nr(e){if(e==null&&(e=q),typeof e=="string"&&(e={level:e}),typeof e!="object")throw new TypeError("options must be a level name or an object");let{onProgress:n=null,...t}=e;if(n!==null&&typeof n!="function")throw new TypeError("onProgress must be a function");let o=null;return t.level!==void 0?o=E(t.level).name:t.depth===void 0&&t.timeMs===void 0&&(o=q),{search:t,level:o,onProgress:n}}function jt(e){if(!Array.isArray(e))throw new TypeError("board must be an 8x8 array");return e.map(n=>{if(!Array.isArray(n))throw new TypeError("board must be an 8x8 array");return n.map(t=>t?{team:t.team,type:t.type,stunned:!!t.stunned}:null)})}function Bt(e){if(e!=null){if(typeof e!="object"||Array.isArray(e))throw new TypeError("options must be an object like { timeMs }");return Object.fromEntries(Object.entries(e).filter(([,n])=>typeof n!="function"))}}function tr(e){return typeof e=="string"||e===null||typeof e!="object"?e:{fromR:e.fromR,fromC:e.fromC,toR:e.toR,toC:e.toC}}function qt(e,n,t){if(typeof e=="symbol"||typeof e=="function")return{path:n,value:e};if(e===null||typeof e!="object"||t.has(e))return null;t.add(e);let o=Object.getPrototypeOf(e);if(Array.isArray(e))for(let r=0;r<e.length;r++){let s=qt(e[r],`${n}[${r}]`,t);if(s)return s}else if(o===Object.prototype||o===null)for(let[r,s]of Object.entries(e)){let i=qt(s,`${n}.${r}`,t);if(i)return i}else try{structuredClone(e)}catch{return{path:n,value:e}}return null}function or(e){let n=null;try{for(let[t,o]of Object.entries(e))if(n=qt(o,t,new Set))break}catch(t){throw new TypeError(`the request cannot be sent to the AI worker: ${t.message}`)}if(n)throw new TypeError(`${n.path} cannot be sent to the AI worker, got ${v(n.value)} (only plain data: strings, numbers, booleans, arrays, plain objects)`)}var Fn=class{constructor(n){this.current=null,this.nextId=1,this.link=new Dn(n,{ready:()=>this.current&&this.send(this.current),message:t=>this.answer(t),crash:t=>this.failCurrent(t),fail:t=>this.failCurrent(t)})}failCurrent(n){if(!this.current)return;let t=this.current;this.current=null,this.link.busy(!1),t.reject(n)}answer(n){let t=this.current;if(!(!t||n.id!==t.id))if(n.type==="progress"){if(t.onProgress)try{t.onProgress({...n,engine:this.link.engineName})}catch(o){console.error(o)}}else n.type==="result"?(this.current=null,this.link.busy(!1),t.resolve(n)):n.type==="error"?this.failCurrent(new Error(n.message)):n.type==="cancelled"&&this.failCurrent(_t())}send(n){if(!(!this.link.engineName||!this.link.worker||n.sent)){n.sent=!0,this.link.busy(!0);try{this.link.post(n.message)}catch(t){this.failCurrent(new TypeError(`the request could not be sent to the AI worker: ${t.message}`))}}}abortInFlight(n){this.current&&(this.link.worker&&this.current.sent&&this.link.post({type:"cancel",id:this.current.id}),this.failCurrent(_t(n)))}request(n,t,{onProgress:o=null,map:r=s=>s}={}){if(or(t),this.abortInFlight("the request was overtaken by a newer one"),this.link.ensure(),this.link.failure)return Promise.reject(this.link.failure);let s=this.nextId++,i=new Promise((l,a)=>{this.current={id:s,resolve:c=>l(r(c)),reject:a,onProgress:o,message:{type:n,id:s,...t}}});return this.send(this.current),i}ready(){return this.link.ensure(),this.link.failure?Promise.reject(this.link.failure):this.link.ready}terminate(){this.abortInFlight("the AI client was shut down"),this.link.terminate()}};var Ja=2e4,Za=500;function Dt(e){try{return e()}catch(n){return Promise.reject(n)}}var rr=({type:e,id:n,kind:t,engine:o,...r})=>r;function Qa(e,n,t,o){let{search:r,level:s,onProgress:i}=nr(o),l=a=>({move:a.move,score:a.score,mateIn:a.mateIn,depth:a.depth,nodes:a.nodes,timeMs:a.timeMs,pv:a.pv,lines:a.lines??[],stoppedEarly:!!a.stoppedEarly,engine:a.engine||e.link.engineName,level:s,id:a.id});return e.request("search",{board:jt(n),player:t,options:r},{onProgress:i,map:l})}function el(e,n,t,o){let r={board:jt(n),player:t,options:Bt(o)};return e.request("analyse",r,{map:rr})}function nl(e,n,t){let{onProgress:o=null,...r}=t??{};if(o!==null&&typeof o!="function")throw new TypeError("onProgress must be a function");if(!Array.isArray(n))throw new TypeError("moves must be an array of moves");return e.request("review",{moves:n.map(tr),options:r},{onProgress:o,map:rr})}function tl(e){let n=(o,r,s)=>new TypeError(`createAiClient: ${o} must be ${r}, got ${v(s)}`);if(e===null||typeof e!="object"||Array.isArray(e))throw n("options","an object like { workerUrl } or nothing",e);for(let o of["workerUrl","wasmUrl"]){let r=e[o];if(r!==void 0&&typeof r!="string"&&!(r instanceof URL))throw n(`options.${o}`,"a URL or a string",r)}let t=e.loadTimeoutMs;if(t!==void 0&&!(typeof t=="number"&&t>0))throw n("options.loadTimeoutMs","a number of ms above 0",t)}function Be(e={}){tl(e);let{workerUrl:n,wasmUrl:t,loadTimeoutMs:o=Ja}=e,r=new Fn({workerUrl:n,wasmUrl:t,loadTimeoutMs:o}),{link:s}=r,i=(a,c,p)=>Dt(()=>Qa(r,a,c,p)),l=(a,c,p)=>Dt(()=>el(r,a,c,p));return{chooseMove:i,async chooseMoveRed(a,c="red",p){return(await i(a,c,p)).move},analyse:l,hint(a,c,p){let d=Bt(p)??{};return l(a,c,d.timeMs===void 0&&d.depth===void 0?{...d,timeMs:Za}:d)},reviewGame:(a,c)=>Dt(()=>nl(r,a,c)),cancel:()=>r.abortInFlight("the request was cancelled"),ready:()=>r.ready(),get busy(){return r.current!==null},get engine(){return s.engineName},get failure(){return s.failure},onStatus(a){return s.listeners.add(a),()=>s.listeners.delete(a)},terminate:()=>r.terminate()}}function sr(e,n){let t=y("g",{class:e});return t.append(...n),t}var ol=()=>rn("0 0 100 100",[sr("pc-mark",[y("ellipse",{cx:50,cy:60,rx:13.5,ry:11}),y("ellipse",{cx:33.5,cy:45,rx:5.6,ry:7.2,transform:"rotate(-22 33.5 45)"}),y("ellipse",{cx:43.5,cy:35.5,rx:5.6,ry:7.6,transform:"rotate(-8 43.5 35.5)"}),y("ellipse",{cx:56.5,cy:35.5,rx:5.6,ry:7.6,transform:"rotate(8 56.5 35.5)"}),y("ellipse",{cx:66.5,cy:45,rx:5.6,ry:7.2,transform:"rotate(22 66.5 45)"})])]);function rl(){let e=[];for(let n=0;n<8;n++){let t=n*Math.PI/4,o=(50+24*Math.cos(t)).toFixed(2),r=(50+24*Math.sin(t)).toFixed(2);e.push(y("line",{x1:50,y1:50,x2:o,y2:r}))}return e}var sl=()=>rn("0 0 100 100",[sr("pc-wheel",[y("circle",{cx:50,cy:50,r:24,fill:"none"}),...rl(),y("circle",{class:"pc-hub",cx:50,cy:50,r:7})])]),il=()=>rn("0 0 40 40",[y("path",{d:"M20 2 L24.5 13 L37 11 L28 20 L37 29 L24.5 27 L20 38 L15.5 27 L3 29 L12 20 L3 11 L15.5 13 Z"}),y("path",{class:"stun-bolt",d:"M22 9 L14 21 H20 L17 31 L26 18 H20 Z"})],{class:"stun-badge"});function al(e){let n=e.team==="blue"?"b":"r";return e.type==="chariot"?n.toUpperCase():n}function ir(e){return`${e.team} ${e.type}${e.stunned?", stunned":""}`}var ll={},Ft=(e,n)=>(ll[e]??=n()).cloneNode(!0);function Un(e){let n=document.createElement("div");return n.className=`pc pc-${e.team} pc-${e.type}`,n.dataset.piece=al(e),e.stunned&&(n.dataset.stunned="true",n.classList.add("pc-stunned")),n.append(e.type==="chariot"?Ft("chariot",sl):Ft("dog",ol)),e.stunned&&n.append(Ft("stun",il)),n}var ar={};oe(ar,{START_POSITION:()=>Ut,countPieces:()=>Gn,indexName:()=>ke,moveFrom:()=>$e,moveSquares:()=>pl,moveTo:()=>an,other:()=>w,squareAt:()=>cl,squareIndex:()=>k,stunnedChariots:()=>Y});var Ut="Bbbbbbbb/bbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR b",w=e=>e==="blue"?"red":"blue",k=(e,n)=>e*8+n,cl=e=>({r:e>>3,c:e&7}),ke=e=>"abcdefgh"[e&7]+((e>>3)+1),$e=e=>k(e.fromR,e.fromC),an=e=>k(e.toR,e.toC),pl=e=>({from:$e(e),to:an(e)});function Y(e){let n={blue:!1,red:!1};for(let t of e)for(let o of t)o&&o.type==="chariot"&&o.stunned&&(n[o.team]=!0);return n}function Gn(e){let n={blue:0,red:0};for(let t of e)for(let o of t)o&&n[o.team]++;return n}var ul=new Map,De=e=>!e.config.dests?.size&&!!e.config.premoveDests?.size,lr=e=>e.config.dests?.size?e.config.dests:e.config.premoveDests||ul,cn=(e,n)=>n===null?[]:lr(e).get(n)||[],ln=(e,n)=>cn(e,n).length>0,Gt=(e,n)=>e.selected!==null&&cn(e,e.selected).includes(n),cr=(e,n,t)=>!!e&&e.from===n&&e.to===t,he=e=>e.events.changed?.();function dl(e,n){e.config={...e.config,...n},e.selected!==null&&!ln(e,e.selected)?Fe(e):e.preview&&!cn(e,e.preview.from).includes(e.preview.to)&&(e.preview=null)}function Fe(e){e.selected=null,e.preview=null,e.touchPreview=!1}function Ht(e,n){e.selected=n,e.preview=null,e.touchPreview=!1}function Wt(e,n,t){e.preview=n===null?null:{from:e.selected,to:n},e.touchPreview=t,he(e)}function pr(e,n,t){let o=De(e);Fe(e),he(e),o?e.events.premove?.(n,t):e.events.move?.(n,t)}function ml(e,n,t="mouse"){if(e.events.input?.("square"),!lr(e).size)return he(e);if(Gt(e,n)){let{tapPlay:o,previews:r}=e.config;return t==="touch"&&!o&&r&&!De(e)&&!cr(e.preview,e.selected,n)?Wt(e,n,!0):pr(e,e.selected,n)}if(e.selected===n||!ln(e,n))return e.selected!==n&&e.events.miss?.(n),Fe(e),De(e)&&e.events.premove?.(null),he(e);Ht(e,n),he(e)}function fl(e,n){return De(e)||!e.config.previews||!Gt(e,n)?!1:(Wt(e,n,!0),!0)}function hl(e,n){if(!e.config.previews||De(e)||!e.config.dests?.size)return;let t=n!==null&&Gt(e,n)?n:null;(t===null?!e.preview:cr(e.preview,e.selected,t))||Wt(e,t,!1)}function gl(e,n){return e.events.input?.("drag"),ln(e,n)?(Ht(e,n),he(e),!0):!1}function vl(e,n,t){if(t!==null&&cn(e,n).includes(t))return pr(e,n,t);t!==n&&Fe(e),he(e)}function ur(e={}){let n={events:e,config:{dests:null,premoveDests:null,tapPlay:!1,previews:!1},selected:null,preview:null,touchPreview:!1};return{set:t=>dl(n,t),square:(t,o)=>ml(n,t,o),longPress:t=>fl(n,t),hover:t=>hl(n,t),dragStart:t=>gl(n,t),drop:(t,o)=>vl(n,t,o),escape(){Fe(n),he(n)},cancel:()=>Fe(n),select(t){ln(n,t)&&Ht(n,t)},destsFrom:t=>cn(n,t),canMove:t=>ln(n,t),get selected(){return n.selected},get preview(){return n.preview},get touchPreview(){return n.touchPreview},get planning(){return De(n)}}}var bl=190,wl=260,yl=320;function dr(e,n){return e.anims.add(n),n.finished.catch(()=>{}).finally(()=>e.anims.delete(n))}function mr(e,n,t,o,r){if(!n)return Promise.resolve();let s=e.target.squares[t].getBoundingClientRect(),i=e.target.squares[o].getBoundingClientRect();n.classList.add("pc-moving");let l=n.animate([{transform:`translate(${s.left-i.left}px, ${s.top-i.top}px)`},{transform:"translate(0, 0)"}],{duration:r,easing:"cubic-bezier(.25,.75,.35,1)"});return dr(e,l).then(()=>n.classList.remove("pc-moving"))}async function xl(e,n,t){let o=k(t.fromR,t.fromC),r=k(t.toR,t.toC),s=n.map(i=>i.slice());return s[t.toR][t.toC]=s[t.fromR][t.fromC],s[t.fromR][t.fromC]=null,e.target.drawPieces(s,new Set([r])),await mr(e,e.target.pieceAt(r),o,r,bl*e.k),s}async function kl(e,n,t){let o=n.map(i=>i.slice()),r=t.map(i=>[o[i.fromR][i.fromC],i]);for(let[,i]of r)o[i.fromR][i.fromC]=null;for(let[i,l]of r)o[l.toR][l.toC]=i;let s=i=>k(i.toR,i.toC);e.target.drawPieces(o,new Set(t.map(s))),await Promise.all(t.map(i=>mr(e,e.target.pieceAt(s(i)),k(i.fromR,i.fromC),s(i),wl*e.k)))}function $l(e,n){return Promise.all(n.map(t=>{let o=e.target.pieceAt(k(t.r,t.c));if(!o)return null;o.classList.add("pc-captured");let r=o.animate([{transform:"scale(1)",opacity:1},{transform:"scale(1.25)",opacity:.9,offset:.3},{transform:"scale(0.2)",opacity:0}],{duration:yl*e.k,easing:"ease-in",fill:"forwards"});return dr(e,r)}))}function fr(e,n){let t=null;async function o(s,i,l){t&&r();let a={target:e,anims:new Set,skip:!1,final:l.board,k:n()};t=a;try{if(!a.k)return;let c=await xl(a,s,i);if(a.skip||(l.hops.length&&await kl(a,c,l.hops),a.skip))return;l.captured.length&&await $l(a,l.captured)}finally{t===a&&(t=null,e.drawPieces(l.board))}}function r(){let s=t;if(s){t=null,s.skip=!0;for(let i of s.anims)try{i.finish()}catch{i.cancel()}e.drawPieces(s.final)}}return{play:o,finish:r,get running(){return t!==null}}}var Hn=e=>e.orientation==="blue";function Kt(e,n){let t=n>>3,o=n&7;return Hn(e)?[o,7-t]:[o,t]}var pn=(e,n,t)=>Hn(e)?(7-t)*8+n:t*8+n;function Ue(e,n){let[t,o]=Kt(e,n);return[t+.5,o+.5]}var El=["step","hop-blue","hop-red","hint","premove","last-hop"];function hr(e){let n=y("svg",{class:"polis-overlay",viewBox:"0 0 8 8","aria-hidden":"true"}),t=y("defs");for(let r of El){let s=y("marker",{id:`polis-arrow-${r}-${e}`,class:`arrowhead arrow-${r}`,viewBox:"0 0 10 10",refX:6,refY:5,markerWidth:3.2,markerHeight:3.2,orient:"auto-start-reverse"});s.append(y("path",{d:"M0 0 L10 5 L0 10 z"})),t.append(s)}let o=y("g",{class:"ov-layer"});return n.append(t,o),{overlay:n,layer:o}}function Wn(e,n,t,o){let[r,s]=Ue(e,n),[i,l]=Ue(e,t),a=Math.hypot(i-r,l-s),c=(i-r)/a,p=(l-s)/a,d=Math.min(o==="step"?.22:.32,a/3);o==="last-hop"&&(r+=c*(a/2+.3),s+=p*(a/2+.3),d=.16);let m={x1:r+c*d*.6,y1:s+p*d*.6,x2:i-c*d,y2:l-p*d},f=y("g",{class:`ov-arrow-group ov-group-${o}`});return f.append(y("line",{...m,class:"ov-halo"})),f.append(y("line",{...m,class:`ov-arrow ov-${o}`,"marker-end":`url(#polis-arrow-${o}-${e.id})`})),f}function Sl(e,n){let[t,o]=Ue(e,n),r=y("g",{class:"ov-capture"});return r.append(y("circle",{cx:t,cy:o,r:.4})),r.append(y("path",{d:`M${t-.2} ${o-.2} L${t+.2} ${o+.2} M${t+.2} ${o-.2} L${t-.2} ${o+.2}`})),r}function gr(e){let{layer:n,state:t}=e;n.textContent="";let o=t.overlay||{};for(let r of t.last?.hops||[])n.append(Wn(e,r.from,r.to,"last-hop"));t.hint&&n.append(Wn(e,t.hint.from,t.hint.to,"hint")),t.premove&&n.append(Wn(e,t.premove.from,t.premove.to,"premove"));for(let r of o.ghosts||[]){let[s,i]=Ue(e,r.at);n.append(y("circle",{cx:s,cy:i,r:.3,class:`ov-ghost ov-ghost-${r.team}`}))}for(let r of o.arrows||[])n.append(Wn(e,r.from,r.to,r.kind));for(let r of o.crosses||[])n.append(Sl(e,r));for(let r of o.rings||[]){let[s,i]=Ue(e,r.at);n.append(y("circle",{cx:s,cy:i,r:.46,class:`ov-stun ${r.on?"ov-stun-on":"ov-stun-off"}`}))}}var Ml=6,Rl=450,vr={ArrowUp:([e,n])=>[e,Math.max(0,n-1)],ArrowDown:([e,n])=>[e,Math.min(7,n+1)],ArrowLeft:([e,n])=>[Math.max(0,e-1),n],ArrowRight:([e,n])=>[Math.min(7,e+1),n],Home:([,e])=>[0,e],End:([,e])=>[7,e]};function un(e,n,t=!0){e.squares[e.focusIndex].tabIndex=-1,e.focusIndex=n,e.squares[n].tabIndex=0,t&&e.squares[n].focus()}function dn(e,n){let t=n.target.closest&&n.target.closest("[data-square]");return t&&e.board.contains(t)?Number(t.dataset.i):null}function wr(e,n,t){if(e.raw)return e.cb.onSquare(n,{pointerType:t});let o=e.input.selected;e.input.square(n,t),e.input.selected!==null&&e.input.selected!==o&&e.board.contains(document.activeElement)&&e.input.hover(e.focusIndex)}function yr(e){let{board:n,input:t}=e;n.addEventListener("keydown",o=>{if(dn(e,o)===null)return;if(o.key==="Enter"||o.key===" ")return o.preventDefault(),wr(e,e.focusIndex,"keyboard");if(o.key==="Escape")return t.escape(),e.cb.onEscape?.();if(!vr[o.key])return;o.preventDefault(),o.stopPropagation();let[r,s]=vr[o.key](Kt(e,e.focusIndex));un(e,pn(e,r,s))}),n.addEventListener("focusin",o=>{let r=dn(e,o);r!==null&&(r!==e.focusIndex&&un(e,r,!1),performance.now()-e.pointerDownAt>600&&t.hover(r))}),n.addEventListener("focusout",o=>{n.contains(o.relatedTarget)||t.hover(null)})}function xr(e){let{board:n,input:t}=e;n.addEventListener("click",o=>{if(e.suppressClick){e.suppressClick=!1;return}let r=dn(e,o);r!==null&&(un(e,r,!1),wr(e,r,e.pointerType))}),n.addEventListener("pointerover",o=>{if(o.pointerType==="touch"||e.drag)return;let r=dn(e,o);r!==null&&t.hover(r)}),n.addEventListener("pointerleave",o=>{o.pointerType==="touch"||e.drag||t.hover(n.contains(document.activeElement)?e.focusIndex:null)}),n.addEventListener("pointerdown",o=>Tl(e,o)),n.addEventListener("pointermove",o=>Al(e,o)),n.addEventListener("pointerup",o=>{clearTimeout(e.longPress),br(e,o,!0)}),n.addEventListener("pointercancel",o=>{clearTimeout(e.longPress),br(e,o,!1)}),n.addEventListener("contextmenu",o=>{e.pointerType==="touch"&&o.preventDefault()})}function Tl(e,n){if(e.pointerType=n.pointerType||"mouse",e.pointerDownAt=performance.now(),e.suppressClick=!1,n.button!==0)return;let t=dn(e,n);clearTimeout(e.longPress),e.pointerType==="touch"&&t!==null&&(e.longPress=setTimeout(()=>{!e.drag?.started&&!e.raw&&e.input.longPress(t)&&(e.suppressClick=!0)},Rl)),!(t===null||e.raw&&!e.cb.onDrag)&&(e.drag={from:t,x:n.clientX,y:n.clientY,started:!1,ghost:null,id:n.pointerId})}function Al(e,n){let t=e.drag;if(!t||n.pointerId!==t.id||!t.started&&(Math.hypot(n.clientX-t.x,n.clientY-t.y)<Ml||(clearTimeout(e.longPress),!Ll(e,t))))return;let o=e.frame.getBoundingClientRect();t.ghost.style.transform=`translate(${n.clientX-o.left-t.size/2}px, ${n.clientY-o.top-t.size/2}px)`;let r=Vt(e,n.clientX,n.clientY);for(let s of e.squares)s.classList.toggle("sq-drag-over",Number(s.dataset.i)===r);e.raw||e.input.hover(r)}function Ll(e,n){let t=e.raw||e.input.dragStart(n.from)?e.squares[n.from].querySelector(".pc"):null;if(!t)return e.drag=null,!1;n.started=!0;let o=e.squares[n.from].getBoundingClientRect(),r=t.cloneNode(!0);r.classList.add("pc-drag-ghost"),r.style.width=`${o.width*.82}px`,r.style.height=`${o.height*.82}px`,e.frame.append(r),n.ghost=r,n.size=o.width*.82,t.classList.add("pc-dragging");try{e.board.setPointerCapture(n.id)}catch{}return!0}function Vt(e,n,t){let o=e.board.getBoundingClientRect(),r=Math.floor((n-o.left)/o.width*8),s=Math.floor((t-o.top)/o.height*8);return r<0||s<0||r>7||s>7?null:pn(e,r,s)}function br(e,n,t){let o=e.drag;if(!o||n.pointerId!==o.id||(e.drag=null,!o.started))return;e.suppressClick=!0,setTimeout(()=>e.suppressClick=!1,0),o.ghost.remove();for(let s of e.squares)s.classList.remove("sq-drag-over");let r=e.squares[o.from].querySelector(".pc");if(r&&r.classList.remove("pc-dragging"),e.raw){t&&e.cb.onDrag(o.from,Vt(e,n.clientX,n.clientY));return}e.input.drop(o.from,t?Vt(e,n.clientX,n.clientY):null)}var Cl="abcdefgh",Pl=0;function Ol(e){let n=[],t=u("div",{class:"polis-board",role:"grid","aria-label":"Polis board"});for(let d=0;d<64;d++){let m=u("div",{class:`sq ${((d>>3)+(d&7))%2?"sq-dark":"sq-light"}`,role:"gridcell",tabindex:-1,"data-square":ke(d)});m.dataset.i=d,n.push(m)}let o=Array.from({length:8},()=>u("div",{class:"polis-row",role:"row"}));t.append(...o);let{overlay:r,layer:s}=hr(e);t.append(r);let i=u("div",{class:"polis-files","aria-hidden":"true"}),l=u("div",{class:"polis-ranks","aria-hidden":"true"}),a=u("div",{class:"balance-fill"}),c=u("div",{class:"polis-balance",role:"img",hidden:!0},a),p=u("div",{class:"polis-frame"},l,t,i,c);return n[0].tabIndex=0,{id:e,squares:n,board:t,rows:o,layer:s,files:i,ranks:l,balance:c,balanceFill:a,frame:p}}function Er(e,n){if(n!==e.orientation){e.orientation=n;for(let t=0;t<8;t++){e.rows[t].textContent="";for(let o=0;o<8;o++)e.rows[t].append(e.squares[pn(e,o,t)])}e.files.textContent="",e.ranks.textContent="";for(let t=0;t<8;t++)e.files.append(u("span",{text:Cl[t]}));for(let t=0;t<8;t++)e.ranks.append(u("span",{text:String(Hn(e)?8-t:t+1)}))}}var Nl=e=>e?`${e.team}${e.type}${e.stunned?"+":""}`:"";function Kn(e,n,t=null){for(let o=0;o<64;o++){let r=n[o>>3][o&7],s=Nl(r);if(e.shown[o]===s&&!(t&&t.has(o)))continue;let i=e.squares[o].querySelector(".pc");i&&i.remove(),r&&e.squares[o].append(Un(r)),e.shown[o]=s}}function zl(e){let n=e.input.selected;return n===null?{dests:new Map,captures:new Set}:e.state.movable?.marks?.(n)||{dests:new Map(e.input.destsFrom(n).map(o=>[o,"move"])),captures:new Set}}function kr(e,n,t){t?e.dataset[n]=t:delete e.dataset[n]}function Il(e){let{state:n,input:t}=e,{dests:o,captures:r}=zl(e),s=n.last||new Map,i=(l,a)=>!!l&&(l.from===a||l.to===a);for(let l=0;l<64;l++){let a=e.squares[l],c=o.get(l)||null,p=!!n.editable||t.canMove(l);a.classList.toggle("sq-selected",t.selected===l),a.classList.toggle("sq-dest",!!c),a.classList.toggle("sq-dest-capture",!!c&&r.has(l)),kr(a,"dest",c),kr(a,"last",s.get(l)||null),a.classList.toggle("sq-movable",p),a.classList.toggle("sq-hint",i(n.hint,l)),a.classList.toggle("sq-premove",i(n.premove,l));let d=n.pieces?n.pieces[l>>3][l&7]:null,m=`${ke(l)}, ${d?ir(d):"empty"}`;c?m+=c==="win"?", winning move":c==="loss"?", loses the game":", legal destination":p&&(m+=", can move"),a.setAttribute("aria-label",m),a.setAttribute("aria-selected",t.selected===l?"true":"false")}}function ql(e){let n=e.state.balance;e.balance.hidden=!n,n&&(e.balanceFill.style.height=`${Math.round(n.share*1e3)/10}%`,e.balance.dataset.share=n.share.toFixed(3),e.balance.setAttribute("aria-label",n.label),e.balance.title=n.label)}function $r(e,n){e.state={...e.state,...n},"movable"in n&&e.input.set({dests:null,premoveDests:null,...n.movable}),Er(e,e.state.orientation==="blue"?"blue":"red"),n.pieces&&(e.animator.running?e.pending=n.pieces:Kn(e,n.pieces)),Il(e),gr(e),ql(e)}async function _l(e,n,t,o){Yt(e),e.pending=null,Kn(e,n),await e.animator.play(n,t,o),e.animator.running||Sr(e)}function Sr(e){e.pending&&Kn(e,e.pending),e.pending=null}function Yt(e){e.animator.running&&(e.animator.finish(),Sr(e))}function Mr(e={}){let n=Ol(++Pl);Object.assign(n,{cb:e,raw:!!e.onSquare,state:{orientation:"red"},orientation:null,focusIndex:0,shown:new Array(64).fill(void 0),pending:null,pointerType:"mouse",pointerDownAt:-1/0,drag:null,suppressClick:!1,longPress:null}),n.input=ur({move:(o,r)=>e.onMove?.(o,r),premove:(o,r)=>e.onPremove?.(o,r),miss:o=>e.onMiss?.(o),input:o=>{Yt(n),e.onInput?.(o)},changed:()=>{$r(n,{}),e.onChange?.()}});let t={squares:n.squares,drawPieces:(o,r)=>Kn(n,o,r)};return t.pieceAt=o=>n.squares[o].querySelector(".pc"),n.animator=fr(t,()=>e.animationScale?e.animationScale():1),yr(n),xr(n),Er(n,"red"),{element:n.frame,board:n.board,squares:n.squares,update:o=>$r(n,o),animate:(o,r,s)=>_l(n,o,r,s),finishAnimation:()=>Yt(n),get animating(){return n.animator.running},input:n.input,pieceAt:t.pieceAt,get focusIndex(){return n.focusIndex},focus(o=n.focusIndex){un(n,o)},get state(){return n.state}}}function Rr({draw:e,effects:n=()=>{},position:t,board:o}){let r=!1,s,i=()=>{let m=t?.();m!==s&&(s=m,o?.()?.input.cancel())},l=!1,a=!1,c=0,p=!1;function d(){if(!a){if(c){p=!0;return}if(r){l=!0;return}r=!0;try{let m=0;do{if(l=!1,++m>8)throw new Error("the page kept changing while it was drawn (8 rounds)");i(),e(),a||n()}while(l&&!a)}finally{r=!1}}}return{changed:d,batch(m){c++;try{return m()}finally{--c===0&&p&&(p=!1,d())}},destroy(){a=!0},get destroyed(){return a}}}var Ee=null;function Tr(e="move"){try{let n=globalThis.AudioContext||globalThis.webkitAudioContext;if(!n)return;Ee||=new n,Ee.state==="suspended"&&Ee.resume();let t=Ee.currentTime,o=Ee.createOscillator(),r=Ee.createGain();o.type="triangle",o.frequency.setValueAtTime(e==="capture"?220:440,t),o.frequency.exponentialRampToValueAtTime(e==="capture"?110:300,t+.08),r.gain.setValueAtTime(1e-4,t),r.gain.exponentialRampToValueAtTime(.18,t+.005),r.gain.exponentialRampToValueAtTime(1e-4,t+(e==="capture"?.18:.1)),o.connect(r).connect(Ee.destination),o.start(t),o.stop(t+.2)}catch{}}var N={};oe(N,{applyMove:()=>we,applyMoveFor:()=>K,formatPosition:()=>j,initialBoard:()=>Le,legalMoves:()=>D,moveToString:()=>b,parseMove:()=>B,parsePosition:()=>ue,parseSquare:()=>be,perft:()=>Bl,squareName:()=>Ae,validateBoard:()=>Zn,winner:()=>F});var Ar={};oe(Ar,{AXES:()=>Vn,BLUE:()=>W,CHARIOT:()=>A,DIRS:()=>Xt,EMPTY:()=>O,RED:()=>X,SIZE:()=>R,STEP:()=>J,STUNNED:()=>_,TEAM:()=>S,TEAM_CODE:()=>mn,TEAM_NAME:()=>pe,checkCoord:()=>ge,checkMove:()=>Re,checkTeam:()=>Se,fromCells:()=>Me,isStunnedChariot:()=>ve,moveToStringUnchecked:()=>fn,squareNameUnchecked:()=>re,toCells:()=>ee});var R=8,O=0,W=1,X=2,S=3,A=4,_=8,Xt=[[-1,-1],[-1,0],[-1,1],[0,-1],[0,1],[1,-1],[1,0],[1,1]],Vn=[4,6,7,5],J=new Int8Array(512);for(let e=0;e<64;e++){let n=e>>3,t=e&7;for(let o=0;o<8;o++){let r=n+Xt[o][0],s=t+Xt[o][1];J[e*8+o]=r>=0&&r<R&&s>=0&&s<R?r*8+s:-1}}var mn={blue:W,red:X},pe=[null,"blue","red"];function ve(e){return(e&(A|_))===(A|_)}function Se(e){if(e!=="blue"&&e!=="red")throw new TypeError(`player must be 'blue' or 'red', got ${v(e)}`);return mn[e]}function ee(e){if(!Array.isArray(e)||e.length!==R)throw new TypeError("board must be an array of 8 rows of 8 cells");let n=new Int8Array(64),t=[0,0,0],o=[0,0,0];for(let r=0;r<R;r++){let s=e[r];if(!Array.isArray(s)||s.length!==R)throw new TypeError(`board must be an array of 8 rows of 8 cells (row ${r} is not an array of 8)`);for(let i=0;i<R;i++){let l=s[i];if(l===null)continue;let a=()=>`cell ${re(r,i)} (row ${r}, col ${i})`;if(typeof l!="object"||Array.isArray(l))throw new TypeError(`${a()} must be null or a piece object, got ${v(l)}`);let c=x=>Object.hasOwn(l,x)?l[x]:void 0,p=c("team"),d=c("type"),m=c("stunned");if(p!=="blue"&&p!=="red")throw new TypeError(`${a()} has unknown team ${v(p)} (expected 'blue' or 'red')`);let f=mn[p];if(d!=="dog"&&d!=="chariot")throw new TypeError(`${a()} has unknown type ${v(d)} (expected 'dog' or 'chariot')`);if(typeof m!="boolean")throw new TypeError(`${a()} has stunned ${v(m)}; stunned must be a boolean`);let h=f;if(d==="chariot")h|=A,m&&(h|=_),t[f]++;else if(m)throw new Error(`${a()} is a stunned dog; only chariots can be stunned`);n[r*8+i]=h,o[f]++}}for(let r of[W,X])if(t[r]!==1)throw new Error(t[r]===0?`${pe[r]} has no chariot (each side needs exactly one)`:`${pe[r]} has ${t[r]} chariots (each side needs exactly one)`);for(let r of[W,X])if(o[r]>16)throw new Error(`${pe[r]} has ${o[r]} pieces: more than 16 pieces (15 dogs and a chariot)`);return n}function Me(e){let n=[];for(let t=0;t<R;t++){let o=[];for(let r=0;r<R;r++){let s=e[t*8+r];o.push(s===O?null:{team:pe[s&S],type:s&A?"chariot":"dog",stunned:(s&_)!==0})}n.push(o)}return n}function ge(e,n){if(typeof e!="number"||!Number.isInteger(e))throw new TypeError(`${n} must be an integer, got ${v(e)}`);if(e<0||e>=R)throw new RangeError(`${n} = ${e} is off the board (must be 0..7)`);return e}function Re(e){if(typeof e=="string"){if(!/^[a-h][1-8][a-h][1-8]$/.test(e))throw new Error(`bad move ${v(e)}: expected from-square then to-square, like 'b2b3'`);return{fromR:e.charCodeAt(1)-49,fromC:e.charCodeAt(0)-97,toR:e.charCodeAt(3)-49,toC:e.charCodeAt(2)-97}}if(e===null||typeof e!="object"||Array.isArray(e))throw new TypeError(`move must be 'b2b3' or an object { fromR, fromC, toR, toC }, got ${v(e)}`);return{fromR:ge(e.fromR,"move.fromR"),fromC:ge(e.fromC,"move.fromC"),toR:ge(e.toR,"move.toR"),toC:ge(e.toC,"move.toC")}}function re(e,n){return String.fromCharCode(97+n)+String(e+1)}function fn(e){return re(e.fromR,e.fromC)+re(e.toR,e.toC)}function Lr(e){for(let n=0;n<64;n++){let t=e[n];if(!(t&A))continue;let o=S-(t&S),r=!1;for(let s=0;s<4&&!r;s++){let i=Vn[s],l=J[n*8+i],a=J[n*8+7-i];if(l<0||a<0)continue;let c=e[l],p=e[a];(c&S)===o&&(p&S)===o&&!(c&_)&&!(p&_)&&(r=!0)}e[n]=r?t|_:t&~_}}var Yn=new Int8Array(8),Jt=new Int8Array(8),Xn=new Int8Array(64);function Zt(e,n,t,o,r){o.set(e);let s=o[n];o[n]=O,o[t]=s;let i=S-(s&S),l=0;for(let p=0;p<8;p++){let d=J[t*8+p],m=J[t*8+7-p];if(d<0||m<0)continue;let f=o[d];if(!(f===O||o[m]!==O)&&!ve(f)){if((f&S)===i){let h=J[d*8+p];if(h>=0&&(o[h]&S)===i)continue}Yn[l]=d,Jt[l]=m,l++}}for(let p=0;p<l;p++)o[Jt[p]]=o[Yn[p]],o[Yn[p]]=O,r&&r.hops.push([Yn[p],Jt[p]]);Lr(o);let a=0;for(let p=0;p<64;p++){let d=o[p];if(d===O||d&A)continue;let m=S-(d&S);for(let f=0;f<4;f++){let h=Vn[f],x=J[p*8+h],M=J[p*8+7-h];if(x<0||M<0)continue;let $=o[x],I=o[M];if(($&S)===m&&(I&S)===m&&!ve($)&&!ve(I)){Xn[a++]=p;break}}}for(let p=0;p<a;p++)r&&r.captured.push([Xn[p],o[Xn[p]]]),o[Xn[p]]=O;Lr(o);let c=o[t];return c!==O&&!(c&_)}function Te(e){for(let n=0;n<R;n++){if(e[56+n]===(W|A)||e[56+n]===(W|A|_))return"blue";let t=e[n];if(t===(X|A)||t===(X|A|_))return"red"}return null}var Cr=new Int8Array(64);function Jn(e,n,t){let o=[];for(let r=0;r<64;r++){let s=e[r];if(!((s&S)!==n||ve(s)))for(let i=0;i<8;i++){let l=J[r*8+i];if(l<0||e[l]!==O)continue;let a=t?new Int8Array(64):Cr;Zt(e,r,l,a,null)&&(o.push(r,l),t&&t.push(a))}}return o}function jl(e,n){for(let t=0;t<64;t++){let o=e[t];if(!((o&S)!==n||ve(o)))for(let r=0;r<8;r++){let s=J[t*8+r];if(s>=0&&e[s]===O&&Zt(e,t,s,Cr,null))return!0}}return!1}function Qt(e,n,t){if(t===0)return 1;if(t===1)return Jn(e,n,null).length/2;let o=[];Jn(e,n,o);let r=S-n,s=0;for(let i of o)s+=Te(i)!==null?1:Qt(i,r,t-1);return s}function Pr(e,n){return{fromR:e>>3,fromC:e&7,toR:n>>3,toC:n&7}}function eo(e){return new Error(`the game is over: ${e} has already won (a chariot is on its goal row)`)}function no(e,n,t){let o=ee(e),r=Re(n),s=Te(o);if(s!==null)throw eo(s);let i=r.fromR*8+r.fromC,l=r.toR*8+r.toC,a=fn(r),c=o[i];if(c===O)throw new Error(`illegal move ${a}: the from-square ${re(r.fromR,r.fromC)} is empty`);let p=c&S;if(t!==void 0&&p!==mn[t])throw new Error(`illegal move ${a}: the piece on ${re(r.fromR,r.fromC)} is not ${t}'s (it is ${pe[p]}'s)`);let d=r.toR-r.fromR,m=r.toC-r.fromC;if(d===0&&m===0||Math.abs(d)>1||Math.abs(m)>1)throw new Error(`illegal move ${a}: the destination is not adjacent to the from-square`);if(o[l]!==O)throw new Error(`illegal move ${a}: the destination ${re(r.toR,r.toC)} is occupied`);if(ve(c))throw new Error(`illegal move ${a}: a stunned chariot cannot move`);let f=new Int8Array(64),h={hops:[],captured:[]};if(!Zt(o,i,l,f,h)){let $=f[l]===O?"the moved piece would be captured":"the moved chariot would be stunned";throw new Error(`illegal move ${a}: ${$}`)}let x=Te(f),M=x!==null?"chariot":null;return x===null&&!jl(f,S-p)&&(x=pe[p],M="no-moves"),{board:Me(f),hops:h.hops.map(([$,I])=>({fromR:$>>3,fromC:$&7,toR:I>>3,toC:I&7})),captured:h.captured.map(([$,I])=>({r:$>>3,c:$&7,team:pe[I&S],type:I&A?"chariot":"dog"})),winner:x,reason:M}}var Or={};oe(Or,{formatPosition:()=>j,moveToString:()=>b,parseMove:()=>B,parsePosition:()=>ue,parseSquare:()=>be,squareName:()=>Ae});function Ae(e,n){return re(ge(e,"row"),ge(n,"col"))}function be(e){if(typeof e!="string"||!/^[a-h][1-8]$/.test(e))throw new Error(`bad square ${v(e)}: expected a column letter a-h then a row number 1-8, like 'e4'`);return{r:e.charCodeAt(1)-49,c:e.charCodeAt(0)-97}}function b(e){return fn(Re(e))}function B(e){if(typeof e!="string"||!/^[a-h][1-8][a-h][1-8]$/.test(e))throw new Error(`bad move ${v(e)}: expected from-square then to-square, like 'b2b3'`);let n=be(e.slice(0,2)),t=be(e.slice(2,4));return{fromR:n.r,fromC:n.c,toR:t.r,toC:t.c}}function ue(e){if(typeof e!="string")throw new TypeError(`position must be a string, got ${v(e)}`);let n=a=>new Error(`bad position ${v(e)}: ${a}`),t=e.indexOf(" ");if(t<0)throw n("missing side to move (expected a space then 'b' or 'r' after the rows)");let o=e.slice(0,t),r=e.slice(t+1);if(r!=="b"&&r!=="r")throw n(`side to move must be exactly 'b' or 'r' after one space, with no extra text; got ${v(r)}`);let s=o.split("/");if(s.length!==R)throw n(`expected 8 rows separated by '/', got ${s.length}`);let i=new Int8Array(64);for(let a=0;a<R;a++){let c=s[a],p=0,d=!1;for(let m=0;m<c.length;m++){let f=c[m];if(f>="1"&&f<="8"){if(d)throw n(`row ${a+1} has two digits in a row (empty squares must be merged into one digit)`);p+=f.charCodeAt(0)-48,d=!0}else if(f==="+"){let h=m>0?c[m-1]:"";if(h!=="B"&&h!=="R")throw n(`row ${a+1}: '+' (stunned) must follow a chariot 'B' or 'R'${h?`, not '${h}'`:""}`);i[a*8+p-1]|=_,d=!1}else if(f==="b"||f==="B"||f==="r"||f==="R")p<R&&(i[a*8+p]=(f==="b"||f==="B"?W:X)|(f==="B"||f==="R"?A:0)),p+=1,d=!1;else throw n(`row ${a+1} has unknown character '${f}'`);if(p>R)throw n(`row ${a+1} describes more than 8 squares`)}if(p!==R)throw n(`row ${a+1} describes ${p} squares instead of 8`)}let l;try{l=Me(i),ee(l)}catch(a){throw n(a.message)}return{board:l,player:r==="b"?"blue":"red"}}function j(e,n){let t=ee(e);Se(n);let o=[];for(let r=0;r<R;r++){let s="",i=0;for(let l=0;l<R;l++){let a=t[r*8+l];if(a===O){i++;continue}i&&(s+=String(i)),i=0;let c=(a&S)===W?"b":"r";s+=a&A?c.toUpperCase()+(a&_?"+":""):c}i&&(s+=String(i)),o.push(s)}return o.join("/")+" "+(n==="blue"?"b":"r")}function Zn(e){ee(e)}function Le(){let e=new Int8Array(64);for(let n=0;n<16;n++)e[n]=W;for(let n=48;n<64;n++)e[n]=X;return e[0]=W|A,e[63]=X|A,Me(e)}function F(e){return Te(ee(e))}function D(e,n){let t=ee(e),o=Se(n),r=Te(t);if(r!==null)throw eo(r);let s=Jn(t,o,null),i=[];for(let l=0;l<s.length;l+=2)i.push(Pr(s[l],s[l+1]));return i}function we(e,n){return no(e,n,void 0)}function K(e,n,t){return Se(n),no(e,t,n)}var Nr=12;function Bl(e,n,t){let o=ee(e),r=Se(n);if(!Number.isInteger(t)||t<0||t>Nr)throw new RangeError(`perft depth must be an integer from 0 to ${Nr}, got ${v(t)}`);return Te(o)!==null?1:Qt(o,r,t)}var g={blue:"Blue",red:"Red"},C=(e,n)=>`${e} ${n}${e===1?"":"s"}`;var Dl=e=>encodeURIComponent(e).replace(/%2F/g,"/").replace(/%20/g,"_");var Fl=(e,n)=>{if(e!=null&&typeof e!="string")throw new Error(`${n}: the position must be a position string, got ${v(e)}`)},zr=()=>"?learn";function Ir({blue:e,red:n,level:t,position:o=null,moves:r=[]}){Fl(o,"gameHref");for(let[l,a]of[["blue",e],["red",n]])if(a!=="human"&&a!=="ai")throw new Error(`gameHref: ${l} must be 'human' or 'ai', got ${v(a)}`);if(typeof t!="string"||!t)throw new Error(`gameHref: the level must be a level's name, got ${v(t)}`);let s=typeof r=="string"?r:Array.isArray(r)?r.join(","):null;if(s===null)throw new Error(`gameHref: the moves must be a list or a text of moves, got ${v(r)}`);let i=`?blue=${e}&red=${n}&level=${encodeURIComponent(t)}`;return o&&(i+=`&position=${Dl(o)}`),s&&(i+=`&moves=${encodeURIComponent(s).replace(/%2C/g,",")}`),i}var qr=2e3;function L(e){if(!e)return{board:Le(),player:"blue",text:null};let n=ue(e);return{board:n.board,player:n.player,text:e}}function de(e,n){let t=String(e).split(/[\s,;]+/).filter(Boolean),o=[];if(t.length>qr)return{moves:o,error:`the list has ${t.length} moves; at most ${qr} are read`};let r=n.board,s=n.player;for(let[i,l]of t.entries()){let a=p=>({moves:o,error:`move ${i+1} ${v(l)} ${p}${o.length?`; the first ${o.length} move${o.length>1?"s were":" was"} kept`:""}`});if(F(r)||D(r,s).length===0)return a("comes after the end of the game");let c;try{c=B(l.toLowerCase())}catch{return a("is not a move like b2b3")}try{r=K(r,s,c).board}catch(p){return a(`is not allowed: ${p.message.replace(/^illegal move \S+: /,"")}`)}o.push(c),s=s==="blue"?"red":"blue"}return{moves:o,error:null}}var se=e=>e.map(n=>b(n)).join(",");function Qn(e,n){let t={...e,position:n.start.text,moves:n.plies.map(o=>o.move)};return n.over?.reason==="resign"&&(t.resigned=n.over.winner==="blue"?"red":"blue"),t}function _r(e,n){let{blue:t,red:o,level:r,position:s}=n;return new URL(Ir({blue:t,red:o,level:r,position:s,moves:se(n.moves)}),e).href}function Ul(e,n){let t=s=>j(L(s).board,L(s).player);if(t(e.position)!==t(n.start.text))return!1;let o=e.moves.map(b),r=n.moves.map(b);return(o.length>r.length||o.length===r.length&&!!e.resigned)&&r.every((s,i)=>s===o[i])}function jr(e,n,t){let o=null;if(e.position||e.moves){let r=L(null);try{r=L(e.position||null)}catch(a){t(a.message)}let s=Array.isArray(e.moves)?e.moves.map(a=>typeof a=="string"?a:b(a)).join(","):e.moves||"",{moves:i,error:l}=de(s,r);l&&t(`In the list of moves, ${l}.`),o={start:r,moves:i}}return n&&(!o||Ul(n,o))?{start:L(n.position),moves:n.moves,resigned:n.resigned,saved:n,linked:o}:{start:o?o.start:L(null),moves:o?o.moves:[],resigned:o&&(e.resigned==="blue"||e.resigned==="red")?e.resigned:null,saved:null,linked:o}}var Gl={aiClient:["chooseMove","cancel","ready","onStatus"],analysisClient:["analyse","hint","reviewGame"]},Hl={problems:"an array of strings",id:"a string",restore:"true or false",setup:"true or false",compact:"true or false",onMove:"a function",onAiState:"a function",onGameOver:"a function",onError:"a function",animationScale:"a number"},Wl={"an array of strings":e=>Array.isArray(e)&&e.every(n=>typeof n=="string"),"a string":e=>typeof e=="string","true or false":e=>typeof e=="boolean","a function":e=>typeof e=="function","a number":e=>typeof e=="number"&&e>=0},ye=(e,n,t)=>new TypeError(`${e} must be ${n}, got ${v(t)}`);function Br(e,n){for(let o of["blue","red"]){let r=e[o];if(r!==void 0&&typeof r!="string")throw ye(`${n}.${o}`,"'human' or 'ai'",r)}for(let o of["level","position"]){let r=e[o];if(r!=null&&typeof r!="string")throw ye(`${n}.${o}`,"a string",r)}let{moves:t}=e;if(t!=null&&typeof t!="string"&&!Array.isArray(t))throw ye(`${n}.moves`,"a string like 'b2b3,g7h6' or an array of moves",t)}function Dr(e,n,t){if(e===null||typeof e!="object"||Array.isArray(e))throw ye(n,t,e)}function Fr(e,n){if(!e||typeof e!="object"||e.nodeType!==1)throw ye("mountPolis: the container","an element",e);if(n!==void 0){Dr(n,"mountPolis: options","an object like { level: 'easy' } or nothing"),Br(n,"mountPolis: options");for(let[t,o]of Object.entries(Hl)){let r=n[t];if(r!==void 0&&!Wl[o](r))throw ye(`mountPolis: options.${t}`,o,r)}for(let[t,o]of Object.entries(Gl)){let r=n[t];if(r===void 0)continue;let s=o.filter(i=>typeof r?.[i]!="function");if(s.length)throw ye(`mountPolis: options.${t}`,`an AI client (createAiClient()) with ${s.join(", ")}`,r)}}}function Ur(e,n,{openSetup:t,destroy:o}){let r={element:e,newGame(i={}){Dr(i,"newGame: config","an object like { level: 'easy' } or nothing"),Br(i,"newGame: config");let l={};i.blue&&(l.blue=i.blue==="ai"?"ai":"human"),i.red&&(l.red=i.red==="ai"?"ai":"human"),i.level&&(l.level=E(i.level).name);let a=L(i.position||null),c=Array.isArray(i.moves)?i.moves.join(","):i.moves||"",{moves:p,error:d}=de(c,a);if(d)throw new Error(`bad moves: ${d}`);n.startGame(a,p,{players:l})},play(i){if(typeof i!="string"&&(i===null||typeof i!="object"))throw ye("play: the move","a move like 'b2b3' or { fromR, fromC, toR, toC }",i);let l=Re(i);return n.hostMove(l)},undo:()=>n.undoMove(),setLevel:i=>n.setLevel(i),openSetup:t,flip:()=>n.flip()},s=!1;for(let[i,l]of Object.entries(r))typeof l=="function"&&(r[i]=(...a)=>{if(s)throw new Error(`${i}: this game was destroyed (destroy() was called); mount a new one to play`);return l(...a)});return r.destroy=()=>{s||(s=!0,o())},Object.defineProperties(r,Object.getOwnPropertyDescriptors(Kl(n.game,()=>n.state.aiFailure)))}function Kl(e,n){return{get start(){return j(e.start.board,e.start.player)},get position(){let t=e.live();return j(t.board,t.player)},get history(){return e.plies.map(t=>b(t.move))},get moves(){return this.history},get over(){return e.over?{...e.over}:null},get settings(){return e.settings},get aiLog(){return e.aiLog.map(t=>({...t}))},get aiStatus(){return e.aiStatus},get aiFailure(){return n()?n().message:null}}}function Gr(e){let n="loading";return t=>{let{game:o,state:r}=t,s=o.aiStatus==="failed"?"failed":o.aiStatus!=="ready"?"loading":o.aiTask?"thinking":"ready";if(s===n)return;n=s;let i={state:s,engine:r.engine??null,player:null,level:null,error:null};s==="thinking"&&Object.assign(i,{player:o.aiTask.player,level:o.settings.level}),s==="failed"&&(i.error=r.aiFailure?r.aiFailure.message:"the AI could not load"),e(i)}}function Hr(e,n){return t=>{try{e[n]?.(t)}catch(o){console.error(`mountPolis: options.${n} threw`,o);try{e.onError?.(o,n)}catch(r){console.error("mountPolis: options.onError threw",r)}}}}function Wr(e){let n={blue:e.blue==="ai"?"ai":"human",red:e.red==="human"?"human":"ai",level:q},t=null;if(e.level)try{n.level=E(e.level).name}catch{t=String(e.level)}return{settings:n,badLevel:t}}function et(e){let n=F(e.board);return n?{winner:n,reason:"chariot"}:D(e.board,e.player).length===0?{winner:w(e.player),reason:"no-moves"}:null}var Kr=e=>e.legal,to=e=>`${e.fromR}${e.fromC}${e.toR}${e.toC}`,z=e=>e.plies.length?e.plies[e.plies.length-1].after:e.start,ie=(e,n)=>e.settings[n]==="ai"&&e.aiStatus!=="failed",oo=e=>!e.over&&!e.animating&&!ie(e,z(e).player),nt=e=>["blue","red"].filter(n=>!ie(e,n));function Ce(e){let n=z(e),t=e.over?[]:D(n.board,n.player);e.legal={moves:t,byFrom:Vl(t),results:new Map,player:n.player,board:n.board}}function Vl(e){let n=new Map;for(let t of e){let o=t.fromR*8+t.fromC;n.has(o)||n.set(o,[]),n.get(o).push(t)}return n}function Vr(e,n,t=z(e).board){if(t!==z(e).board)return we(t,n);let o=to(n),{results:r}=Kr(e);return r.has(o)||r.set(o,we(t,n)),r.get(o)}var ro=(e,n)=>Kr(e).moves.find(t=>to(t)===to(n))||null;var Yl=350,so=200,Xr=()=>typeof performance<"u"?performance.now():Date.now();function Jr(e){e.cancelTimer&&e.cancelTimer(),e.cancelTimer=null}var Zr=e=>!e.over&&!e.animating&&ie(e,z(e).player)&&!e.paused&&!e.aiTask&&!e.destroyed;function hn(e){if(Jr(e),!Zr(e)||e.aiStatus!=="ready")return;let n=ie(e,"blue")&&ie(e,"red")&&e.plies.length?Yl:0;n?e.cancelTimer=e.d.schedule(()=>Yr(e),n):Yr(e)}function Yr(e){if(e.cancelTimer=null,!Zr(e))return;let n=z(e),t=++e.aiToken,o=E(e.settings.level),r=e.aiTask={token:t,player:n.player,progress:null,startedAt:Xr()};e.d.changed();let s=()=>e.aiTask===r;e.d.ai.chooseMove(n.board,n.player,{...o.options,seed:Math.floor(Math.random()*4294967296),level:o.name,onProgress:i=>{s()&&(r.progress=i,e.d.aiProgress(r))}}).then(i=>s()&&Xl(e,r,i,o),i=>{s()&&(e.aiTask=null,i&&i.name==="AbortError"?e.d.changed():Qr(e,"noMove",i?.message))})}function Xl(e,n,t,o){e.aiTask=null;let r={engine:t.engine,depth:t.depth,score:t.score,mateIn:t.mateIn,nodes:t.nodes,timeMs:t.timeMs,elapsedMs:Math.round(Xr()-n.startedAt),level:o.name,pv:t.pv};e.aiLog.push({ply:e.plies.length+1,player:n.player,move:b(t.move),...r}),e.aiLog.length>so&&e.aiLog.splice(0,e.aiLog.length-so);try{e.commit(t.move,r)}catch(s){Qr(e,"badMove",s.message)}}function Qr(e,n,t){let o=z(e).player;e.settings[o]="human",e.d.aiFailed({kind:n,why:t,player:o}),Ce(e),e.d.changed()}function Pe(e){Jr(e),e.aiTask&&(e.aiTask=null,e.d.ai.cancel())}var Jl=(e,n)=>{let t=setTimeout(e,n);return()=>clearTimeout(t)};function es({ai:e,settings:n={},animate:t,changed:o,aiProgress:r=()=>{},moved:s=()=>{},aiFailed:i=()=>{},premoveDropped:l=()=>{},schedule:a=Jl}){let c={d:{ai:e,animate:t,changed:o,aiProgress:r,moved:s,aiFailed:i,premoveDropped:l,schedule:a},settings:{blue:"human",red:"ai",level:n.level,...n},start:{board:Le(),player:"blue",text:null},plies:[],over:null,legal:null,animating:!1,moveToken:0,movesPlayed:0,paused:!1,aiTask:null,aiToken:0,aiStatus:"loading",premove:null,cancelTimer:null,destroyed:!1,settle:null,aiLog:[],commit:(p,d)=>io(c,p,d)};return ic(c)}function ns(e,n,t){let o=z(e),r=K(o.board,o.player,n),s={player:o.player,move:{...n},result:r,after:{board:r.board,player:w(o.player)},ai:t};return e.plies.push(s),s}function Zl(e,n,t=[],{resigned:o=null,players:r=null}={}){Pe(e),r&&Object.assign(e.settings,r),e.moveToken++,e.animating=!1,e.settle=null,e.start={board:n.board,player:n.player,text:n.text||null},e.plies=[],e.over=null,e.paused=!1,e.premove=null;for(let s of t)if(ns(e,s,null),et(z(e)))break;(o==="blue"||o==="red")&&(e.over={winner:w(o),reason:"resign"}),ao(e)}function io(e,n,t=null){let o=z(e).board;e.premove=t?e.premove:null;let r=ns(e,n,t);e.legal=null,e.movesPlayed++,e.over=et(z(e)),e.animating=!0;let s=++e.moveToken,i=()=>{s!==e.moveToken||!e.animating||(e.animating=!1,e.settle=null,ao(e))};return e.settle=i,e.d.moved(r),e.d.changed(),Promise.resolve(e.d.animate(r,o)).catch(()=>{}).then(()=>{e.destroyed||i()})}function ao(e){if(e.over=et(z(e))||(e.over?.reason==="resign"?e.over:null),Ce(e),!e.over&&e.premove&&!ie(e,z(e).player)){let n=ro(e,e.premove),t=b(e.premove);if(e.premove=null,n){io(e,n);return}e.d.premoveDropped(t)}e.d.changed(),hn(e)}function Ql(e){if(e.plies.length===0)return!1;e.settle&&(e.moveToken++,e.animating=!1,e.settle=null),Pe(e),e.premove=null;let n=nt(e);if(n.length===1){let t=e.plies.map(o=>o.player).lastIndexOf(n[0]);if(t<0)return!1;e.plies=e.plies.slice(0,t)}else e.plies=e.plies.slice(0,-1),n.length===0&&(e.paused=!0);return e.over=null,ao(e),!0}function ec(e){if(e.over)return;let n=nt(e),t=n.length===1?n[0]:z(e).player;Pe(e),e.premove=null,e.over={winner:w(t),reason:"resign"},Ce(e),e.d.changed()}function nc(e,n){if(!oo(e))throw new Error("it is not a human player's turn");let t=ro(e,n);if(!t)throw new Error(`move ${b(n)} is not legal here`);return io(e,t)}function tc(e){e.paused=!e.paused,e.paused&&Pe(e),e.d.changed(),e.paused||hn(e)}function oc(e,n={}){for(let t of["blue","red","level"])n[t]&&(e.settings[t]=n[t]);e.aiTask&&!ie(e,e.aiTask.player)&&Pe(e),Ce(e),e.d.changed(),hn(e)}function rc(e,n){e.aiStatus=n,n==="failed"&&(e.aiTask=null),Ce(e),e.d.changed(),hn(e)}var sc=["start","plies","over","legal","animating","paused","aiTask","aiStatus","premove","aiLog","movesPlayed"];function ic(e){let n={newGame:(...t)=>Zl(e,...t),undo:()=>Ql(e),resign:()=>ec(e),finishAnimation:()=>e.settle&&e.settle(),resultOf:(t,o)=>Vr(e,t,o),live:()=>z(e),isAi:t=>ie(e,t),humanTurn:()=>oo(e),humans:()=>nt(e),play:t=>nc(e,t),setPremove(t){e.premove=t?{...t}:null,e.d.changed()},togglePause:()=>tc(e),setAiStatus:t=>rc(e,t),configure:t=>oc(e,t),get settings(){return{...e.settings}},destroy(){e.destroyed=!0,Pe(e)}};for(let t of sc)Object.defineProperty(n,t,{get:()=>e[t],enumerable:!0});return n}var cs={};oe(cs,{SEARCH_MAX_DEPTH:()=>lo,SEARCH_MAX_TIME_MS:()=>gn,WIN_BOUND:()=>as,WIN_SCORE:()=>tt,ownOption:()=>ls,ownTime:()=>yc,searchOptions:()=>gc});var ts={};oe(ts,{ERROR:()=>uc,EXPERIMENT_FLAG:()=>mc,EXPORTS:()=>fc,IO_SIZE:()=>ac,LIMITS:()=>Oe,LINE:()=>pc,OUT:()=>lc,SEARCH_FLAG:()=>dc,SR:()=>cc});var ac=4096,lc=Object.freeze({cells:0,nhops:64,hops:65,ncaptured:73,captured:74,winner:136,reason:137}),cc=Object.freeze({completed:0,done:4,depth:8,score:12,mate:16,pvLen:20,nodes:24,time:32,move:40,pv:42,nlines:300,lines:304}),pc=Object.freeze({score:0,mate:4,pvLen:8,pv:12,bytes:268}),uc=Object.freeze({CELL:-1,CHARIOTS:-2,STUNNED_DOG:-3,SIDE:-4,ROWS:-5,ROW_LENGTH:-6,CHAR:-7,SIDE_FIELD:-8,GAME_OVER:-9,SQUARE:-10,NO_PIECE:-11,NOT_ADJACENT:-12,OCCUPIED:-13,STUNNED_MOVER:-14,SELF_CAPTURE:-15,SELF_STUN:-16,DEPTH:-17,OPTION:-18,TOO_LONG:-19,TOO_MANY:-20,MEMORY:-21,TIME:-22}),dc=Object.freeze({EXACT:1,SEEDED:2,CLEAR_TT:4,EVAL_EXTENDED:65536}),mc=Object.freeze({NO_PVS:256,NO_NULL:512,NO_LMR:1024,NO_ASPIRATION:2048,QSEARCH:4096,NO_KILLERS:8192,NO_HISTORY:16384,NO_TT_ORDER:32768,STAGED_KILLERS:131072,STEP_LMR:262144,HISTORY_PENALTY:524288,NO_NULL_VERIFY:1048576}),Oe=Object.freeze({SEARCH_MAX_DEPTH:64,SEARCH_MAX_PLY:128,SEARCH_MAX_LINES:8,SCORE_WIN:3e4,SCORE_WIN_BOUND:29e3,TT_MAX_MB:1024}),fc=Object.freeze(["polis_io","polis_io_size","polis_message","polis_set_cells","polis_get_cells","polis_set_text","polis_get_text","polis_winner","polis_legal","polis_play","polis_perft","polis_perft_resolutions","polis_search_start","polis_search_iterate","polis_search_iterate_slice"]);var lo=Oe.SEARCH_MAX_DEPTH,gn=1e9,tt=Oe.SCORE_WIN,as=Oe.SCORE_WIN_BOUND,os=["depth","timeMs","exact","seed","randomMargin","clearHash","evaluation","level","onProgress","multiPv","hashMb"],rs=Oe.SEARCH_MAX_LINES,ss=Oe.TT_MAX_MB,is=["original","extended"],hc=e=>e.options.randomMargin!==void 0||!!e.options.exact;function Z(e,n,t){return new Error(`search option ${e} ${n}, got ${v(t)}`)}function gc(e){let n=bc(vc(e));return wc(n),n}function vc(e){if(e==null&&(e={}),typeof e!="object"||Array.isArray(e))throw new Error("search options must be an object like { depth, timeMs, exact, seed, level, onProgress }");let n=Object.create(null);for(let[t,o]of Object.entries(e)){if(!os.includes(t))throw new Error(`unknown search option ${v(t)}; known options: ${os.join(", ")}`);o!==void 0&&(n[t]=o)}return n}function bc(e){let n=e;if(e.level!==void 0){if(!H.some(o=>o.name===e.level))throw new Error(`search option level: unknown level ${v(e.level)}; known levels: ${H.map(o=>o.name).join(", ")}`);let t=E(e.level);n=Object.assign(Object.create(null),t.options,e),hc(t)&&n.seed===void 0&&e.randomMargin===void 0&&(n.seed=Math.floor(Math.random()*4294967296))}else e.depth===void 0&&e.timeMs===void 0&&(n=Object.assign(Object.create(null),E(q).options,e));return n}function wc(e){if(e.depth!==void 0&&(!Number.isInteger(e.depth)||e.depth<1||e.depth>lo))throw Z("depth",`must be an integer from 1 to ${lo}`,e.depth);if(e.timeMs!==void 0&&(typeof e.timeMs!="number"||!(e.timeMs>0&&e.timeMs<=gn)))throw Z("timeMs",`must be a number of milliseconds above 0 and at most ${gn}`,e.timeMs);for(let n of["exact","clearHash"])if(e[n]!==void 0&&typeof e[n]!="boolean")throw Z(n,"must be true or false",e[n]);if(e.exact&&e.depth===void 0)throw Z("exact","needs a depth (options.depth)",e.exact);if(e.evaluation!==void 0&&!is.includes(e.evaluation))throw Z("evaluation",`must be one of ${is.join(", ")}`,e.evaluation);if(e.exact&&e.evaluation==="extended")throw Z("evaluation","must be 'original' in exact mode (the original AI)",e.evaluation);if(e.seed!==void 0&&(!Number.isInteger(e.seed)||e.seed<0||e.seed>4294967295))throw Z("seed","must be an integer from 0 to 4294967295",e.seed);if(e.randomMargin!==void 0){if(!Number.isInteger(e.randomMargin)||e.randomMargin<0||e.randomMargin>1e4)throw Z("randomMargin","must be an integer number of tenths from 0 to 10000",e.randomMargin);if(e.seed===void 0)throw Z("randomMargin","needs a seed (options.seed)",e.randomMargin)}if(e.multiPv!==void 0&&(!Number.isInteger(e.multiPv)||e.multiPv<1||e.multiPv>rs))throw Z("multiPv",`must be an integer from 1 to ${rs}`,e.multiPv);if(e.hashMb!==void 0&&(!Number.isInteger(e.hashMb)||e.hashMb<1||e.hashMb>ss))throw Z("hashMb",`must be an integer number of megabytes from 1 to ${ss}`,e.hashMb);if(e.onProgress!==void 0&&typeof e.onProgress!="function")throw Z("onProgress","must be a function",e.onProgress)}var ls=(e,n)=>e!==null&&typeof e=="object"&&Object.hasOwn(e,n)?e[n]:void 0;function yc(e,n,t){if(e!=null&&typeof e!="object")throw new Error(`${t}s must be an object like { ${n} }, got ${v(e)}`);let o=ls(e,n);if(o!==void 0&&(typeof o!="number"||!(o>0&&o<=gn)))throw new Error(`${t} ${n} must be a number of milliseconds above 0 and at most ${gn}, got ${v(o)}`);return o}var us={};oe(us,{answers:()=>Ke,arrivals:()=>We,asMove:()=>ae,cameFrom:()=>Ge,dogSquares:()=>He,sq:()=>ne,threatCapture:()=>rt,threatWin:()=>ot});var ne=(e,n)=>Ae(e,n),ae=e=>typeof e=="string"?B(e):e;function He(e,n){return e.filter(t=>t.team===n).map(t=>ne(t.r,t.c)).sort()}function We(e){return new Map(e.hops.map(n=>[ne(n.toR,n.toC),ne(n.fromR,n.fromC)]))}var Ge=(e,...n)=>n.reduce((t,o)=>o.get(t)??t,e);function ps(e,n,...t){let o=ae(n),r=ne(o.fromR,o.fromC);return{type:e[o.fromR][o.fromC].type,from:r,to:ne(o.toR,o.toC),was:Ge(r,...t)}}function Ke(e,n){let t=null,o=null,r=new Set;for(let s of D(e,n)){let i=we(e,s);i.winner===n&&!o&&(o=b(s));let l=He(i.captured,w(n));for(let a of l)r.add(a);l.length>(t?t.squares.length:0)&&(t={move:b(s),squares:l,back:We(i)})}return{bestCapture:t,win:o,exposed:r}}var ot=(e,n,t,o)=>({kind:"threat-win",side:n,move:t,piece:ps(e,t,o)});function rt(e,n,{move:t,squares:o,back:r},s,i){let l=new Map([[ne(i.toR,i.toC),ne(i.fromR,i.fromC)]]),a=o.map(p=>Ge(p,r,s,l)),c=o.some(p=>l.has(Ge(p,r,s)));return{kind:"threat-capture",side:n,move:t,squares:o,from:a,...c?{stepped:c}:{},piece:ps(e,t,s)}}var ms=3,xc=2,kc=3;function Ve(e){let n={};for(let t=0;t<8;t++)for(let o=0;o<8;o++){let r=e[t][o];r&&r.type==="chariot"&&(n[r.team]={r:t,c:o,stunned:r.stunned})}return n}function ds(e){let n=Ve(e);return{blue:7-n.blue.r,red:n.red.r}}function vn(e,n,t){let o=ae(t),r=K(e,n,o),s=[],i=w(n);r.winner===n&&s.push({kind:"wins",side:n,how:r.reason}),r.winner===i&&s.push({kind:"hands-over",side:i});let l=We(r),a=f=>f.map(h=>Ge(h,l)),c=He(r.captured,i);c.length&&s.push({kind:"captures",side:n,squares:c,from:a(c)});let p=He(r.captured,n);p.length&&s.push({kind:"costs",side:n,squares:p,from:a(p)});let d=Ve(e),m=Ve(r.board);for(let f of[i,n]){let h=m[f];h.stunned&&!d[f].stunned&&s.push({kind:"stuns",side:f,square:ne(h.r,h.c),...f===i?{turns:1}:{}}),!h.stunned&&d[f].stunned&&s.push({kind:"frees",side:f,square:ne(h.r,h.c)})}return{res:r,facts:s}}function fs(e,n){let t=D(e,n).length;return t>0&&t<=xc?{kind:"mobility",side:n,count:t}:null}function co(e,n,t,o=!1){let r=ds(n),s=ds(e);if(!o&&r.blue===s.blue&&r.red===s.red&&Math.min(r.blue,r.red)>kc)return null;let i=r[t]<=r[w(t)]?t:w(t);return{kind:"race",blue:r.blue,red:r.red,toMove:t,ahead:i}}async function $c(e,n,t){for(let o=1;o<=ms;o++)if(await e(n,t,2*o-1)==="win")return o;return null}async function Ec(e,n,t){for(let o=2;o<=ms;o++)if(await e(n,t,2*o-2)==="loss")return o;return null}function Sc(e,n){let t=0;for(let o of e){if(!Ve(o)[n].stunned)break;t++}return t}function Mc(e,n,t){let o=[],r=e,s=n;for(let i of t){if(F(r))break;let l,a;try{l=ae(i),a=K(r,s,l)}catch{break}o.push({move:b(l),player:s,res:a}),r=a.board,s=w(s)}return o}async function Rc(e,n,t,o,r){let s=w(n),i=ae(t),{res:l,facts:a}=vn(e,n,i);if(l.winner)return{res:l,facts:a,threat:null};let c=null,p=o?await $c(o,l.board,s):null,{bestCapture:d,win:m}=Ke(l.board,s),f=We(l);m?a.push(ot(l.board,s,m,f)):p&&a.push({kind:"forced-loss",side:s,moves:p}),d&&(!r||d.squares.length>r.captureCount)&&(c=d,a.push(rt(l.board,s,d,f,i)));let h=co(e,l.board,s);h&&a.push(h);let x=fs(l.board,s);return x&&!m&&!p&&a.push(x),{res:l,facts:a,threat:c}}async function hs(e,n,t,o,r){let s=w(n),i=Mc(e,n,t);if(!i.length)return[];let l=i[0],{facts:a}=vn(e,n,l.move),c=l.res;if(c.winner)return a;let p=o?await Ec(o,c.board,s):null;p&&a.push({kind:"forced-win",side:n,moves:p});let d=a.find(h=>h.kind==="stuns"&&h.side===s);if(d){let h=[c.board];for(let x=2;x<i.length;x+=2)h.push(i[x].res.board);d.turns=Sc(h,s)}if(r){let{exposed:h}=Ke(c.board,s),x=$=>{let I=c.board[be($).r][be($).c];return I&&I.team===n&&I.type==="dog"},M=r.squares.filter($=>!h.has($)&&x($));M.length&&a.push({kind:"safe",side:n,squares:M})}if(i.length>=3&&!i[1].res.winner){let h=He(i[2].res.captured,s);h.length&&a.push({kind:"line-capture",side:n,answer:i[1].move,move:i[2].move,squares:h})}let m=co(e,c.board,s);m&&Ve(e)[n].r!==Ve(c.board)[n].r&&a.push(m);let f=fs(c.board,s);return f&&!p&&a.push(f),a}async function gs({board:e,player:n,move:t,line:o=null,prove:r=null}){let s=ae(t),i=o&&o.length?o:null,l=null;if(i){let f=K(e,n,ae(i[0]));l={captureCount:f.winner?1/0:Ke(f.board,w(n)).bestCapture?.squares.length??0}}let{facts:a,threat:c,res:p}=await Rc(e,n,s,r,l),d=i&&b(ae(i[0]))===b(s),m=i&&!d?await hs(e,n,i,r,c):[];return!a.length&&!m.length&&!p.winner&&a.push(co(e,p.board,w(n),!0)),{played:a,better:m}}async function vs({board:e,player:n,line:t,prove:o=null}){return hs(e,n,t,o,null)}function bs(e,n,t){let o=w(n),{res:r,facts:s}=vn(e,n,t);if(r.winner)return s.filter(p=>p.kind==="hands-over");let{bestCapture:i,win:l}=Ke(r.board,o),a=We(r),c=[];return l&&c.push(ot(r.board,o,l,a)),i&&c.push(rt(r.board,o,i,a,ae(t))),c}var st=null,it=null;function Tc(){return st||=import("./polis-game-lazy-engine.js").then(e=>e.createEngine()),st.catch(()=>{st=null}),st}function po(){return it||=Promise.all([import("./polis-game-lazy-explain-facts.js"),Tc()]).then(([e,n])=>e.exactProver(n)),it.catch(()=>{it=null}),it}var ws={blue:8,red:1},mo=e=>e.length===1?e[0]:`${e.slice(0,-1).join(", ")} and ${e[e.length-1]}`,Ne=(e,n)=>e===n?"your":`${g[e]}'s`,Ye=(e,n,t)=>`${Ne(e,t)} dog${n.length>1?"s":""} on ${mo(n)}`,ys=e=>`in ${C(e,"move")}`;function uo(e,n=e,t=!1){let o=e.map((a,c)=>[a,n[c]]).filter(([a,c])=>a!==c);if(!o.length)return"";let r=a=>t?a?"get":"gets":a?"hop":"hops",s=mo(o.map(([,a])=>a)),i=o.length>1;if(o.length===e.length)return` (${i?"they":"it"} ${r(i)} there from ${s})`;let l=mo(o.map(([a])=>a));return` (${i?`those on ${l}`:`the one on ${l}`} ${r(i)} there from ${s})`}function xs(e,n,t){let o=n.was!==n.from?` (it hops there from ${n.was})`:"";return`${Ne(e,t)} ${n.type} on ${n.from}${o} go to ${n.to}`}function Xe(e,n=null){let t=w(e.side);switch(e.kind){case"wins":return e.how==="no-moves"?`it leaves ${g[t]} no legal move, so ${g[e.side]} wins`:`${Ne(e.side,n)} chariot reaches row ${ws[e.side]} and wins`;case"hands-over":return`it carries ${Ne(e.side,n)} chariot to its far row, row ${ws[e.side]}: ${g[e.side]} wins`;case"captures":return`it captures ${Ye(t,e.squares,n)}${uo(e.squares,e.from)}`;case"costs":return`it loses ${Ye(e.side,e.squares,n)}${uo(e.squares,e.from)}`;case"stuns":return e.turns===void 0?`it leaves ${Ne(e.side,n)} chariot on ${e.square} stunned`:`it stuns ${Ne(e.side,n)} chariot on ${e.square} for ${e.turns===1?"a move":C(e.turns,"move")}`;case"frees":return`it frees ${Ne(e.side,n)} chariot on ${e.square}`;case"threat-win":return e.piece?`it lets ${xs(e.side,e.piece,n)} and win at once`:`it lets ${g[e.side]} win at once with ${e.move}`;case"threat-capture":return e.piece?`it lets ${xs(e.side,e.piece,n)} and capture ${Ye(t,e.squares,n)}${uo(e.squares,e.from,e.stepped)}`:`it lets ${g[e.side]} capture ${Ye(t,e.squares,n)} (${e.move})`;case"forced-loss":return`${g[e.side]} can then force a win ${ys(e.moves)}, whatever ${g[t]} does`;case"forced-win":return`it wins by force ${ys(e.moves)}`;case"safe":return`it keeps ${Ye(e.side,e.squares,n)} safe`;case"line-capture":return`if ${g[t]} answers ${e.answer}, ${e.move} captures ${Ye(t,e.squares,n)}`;case"race":{let o=e.ahead;return`${g.blue}'s chariot is ${C(e.blue,"row")} from row 8, ${g.red}'s ${C(e.red,"row")} from row 1: ${g[o]} is ahead in the race`}case"mobility":return`${g[e.side]} has only ${C(e.count,"legal move")} left`;default:return""}}var ks=e=>e.length?e.join("; ").replace(/^./,n=>n.toUpperCase())+".":"";function fo(e,n=null){return ks(e.map(t=>Xe(t,n)))}async function $s(e,n,t,o,r){let s=await gs({board:e,player:n,move:t,line:o,prove:await po()});return{played:fo(s.played,r),better:s.better.map(i=>Xe(i,r)).join("; ")}}async function Es(e,n,t,o){return(await vs({board:e,player:n,line:t,prove:await po()})).map(s=>Xe(s,o)).join("; ")}function Ss(e,n,t,o){return fo(bs(e,n,t),o)}function Ms(e,n,t){return vn(e,n,t).facts.map(o=>Xe(o,null)).join("; ")}var Is={};oe(Is,{ACCURACY_HALF_LOSS:()=>Ns,ANALYSIS_DEFAULT_MS:()=>As,REVIEW_CAP:()=>bn,REVIEW_DEFAULT_MS:()=>Ls,REVIEW_MAX_PLIES:()=>ho,REVIEW_THRESHOLDS:()=>wn,accuracy:()=>xn,analyse:()=>Pc,classify:()=>at,moveAccuracy:()=>zs,reviewGame:()=>zc,reviewSteps:()=>Ps,scoreText:()=>yn,summarise:()=>Os});var wn=Object.freeze({good:5,inaccuracy:15,mistake:30}),bn=1e3,ho=1e3,As=1e3,Ls=300,Rs=["timeMs","depth","multiPv","evaluation","hashMb","clearHash"];function Cs(e,n,t,o){if(e==null&&(e={}),typeof e!="object"||Array.isArray(e))throw new Error(`${o} options must be an object like { timeMs }, got ${v(e)}`);let r=Object.create(null),s=Object.create(null);for(let[i,l]of Object.entries(e))if(Rs.includes(i))r[i]=l;else if(n.includes(i))s[i]=l;else throw new Error(`unknown ${o} option ${v(i)}; known options: ${[...Rs,...n].join(", ")}`);return r.timeMs===void 0&&r.depth===void 0&&(r.timeMs=t),{search:r,rest:s}}function yn(e,n){if(n!=null){let o=Math.ceil(Math.abs(n)/2);return`${n>0?"win":"loss"} in ${o}`}let t=(e/10).toFixed(1);return e>0?`+${t}`:e<0?t:"0.0"}function Ac(e){return e==null?null:e>0?"win":"loss"}function Lc(e){return{move:e.move,moveText:b(e.move),score:e.score,mateIn:e.mateIn??null,text:yn(e.score,e.mateIn),pv:e.pv,pvText:e.pv.map(b)}}function Cc(e,n){let t=(e.lines&&e.lines.length?e.lines:[e]).map(Lc);return{player:n,score:e.score,mateIn:e.mateIn??null,outcome:Ac(e.mateIn),text:yn(e.score,e.mateIn),bestMove:e.move,bestMoveText:b(e.move),line:e.pv,lineText:e.pv.map(b),lines:t,depth:e.depth,nodes:e.nodes,timeMs:e.timeMs}}function Pc(e,n,t,o){let{search:r}=Cs(o,[],As,"analysis");Zn(n);let s=F(n);if(s)throw new Error(`the game is over: ${s} has already won`);let i=e.search(n,t,r);if(i.noMoves)throw new Error(`${t} has no legal move: the game is over, ${w(t)} has won`);return Cc(i,t)}function Oc(e,n){if(!Array.isArray(e))throw new Error(`moves must be an array of moves, got ${v(e)}`);if(e.length>ho)throw new Error(`a review takes at most ${ho} moves, got ${e.length}`);let t,o;if(n===void 0)t=Le(),o="blue";else if(typeof n=="string")({board:t,player:o}=ue(n));else if(n&&typeof n=="object"&&!Array.isArray(n)){if({board:t,player:o}=n,Zn(t),o!=="blue"&&o!=="red")throw new Error(`review option start.player must be 'blue' or 'red', got ${v(o)}`)}else throw new Error(`review option start must be a position string or { board, player }, got ${v(n)}`);let r=[{board:t,player:o,winner:F(t)}],s=[];for(let i=0;i<e.length;i++){let l=r[i];if(l.winner)throw new Error(`move ${i+1} comes after the end of the game (${l.winner} has won)`);let a=e[i];try{typeof a=="string"&&(a=B(a));let c=K(l.board,l.player,a);s.push({fromR:a.fromR,fromC:a.fromC,toR:a.toR,toC:a.toC}),r.push({board:c.board,player:w(l.player),winner:c.winner})}catch(c){throw new Error(`move ${i+1} (${l.player}): ${c.message}`)}}return{positions:r,played:s}}function Ts(e,n){return n!=null?n>0||n===0&&e>0?bn:-bn:Math.max(-bn+1,Math.min(bn-1,e))}function at({isBest:e,before:n,mateBefore:t=null,after:o,mateAfter:r=null}){let s=e?0:Math.max(0,Ts(n,t)-Ts(o,r)),i;if(e||s<=0){let l=t>0&&o>0&&r!==null&&r>=t;i=!e&&l?"good":"best"}else s<=wn.good?i="good":s<=wn.inaccuracy?i="inaccuracy":s<=wn.mistake?i="mistake":i="blunder";return{loss:s,classification:i}}function Nc(e,n,t,o,r){if(n.winner){let l=n.winner===t;return{after:l?tt:-tt,mateAfter:0,over:l?"won":"lost"}}let s={...r,depth:Math.max(1,o-1)};r.depth!==void 0&&r.timeMs===void 0&&delete s.timeMs;let i=e.search(n.board,n.player,s);return{after:-i.score,mateAfter:i.mateIn===null?null:-i.mateIn,over:null}}function*Ps(e,n,t){let{search:o,rest:r}=Cs(t,["start"],Ls,"review"),{positions:s,played:i}=Oc(n,r.start),l=[];for(let a=0;a<i.length;a++){let c=s[a],p=i[a],d=e.search(c.board,c.player,o),m=b(p),f=b(d.move)===m,{after:h,mateAfter:x,over:M}=f?{after:d.score,mateAfter:d.mateIn,over:s[a+1].winner?"won":null}:Nc(e,s[a+1],c.player,d.depth,o),{loss:$,classification:I}=at({isBest:f,before:d.score,mateBefore:d.mateIn,after:h,mateAfter:M?0:x});l.push({ply:a+1,player:c.player,move:p,moveText:m,bestMove:d.move,bestMoveText:b(d.move),bestLineText:d.pv.map(b),scoreBefore:d.score,mateBefore:d.mateIn,scoreAfter:h,mateAfter:M?0:x,textBefore:yn(d.score,d.mateIn),textAfter:M??yn(h,x),loss:$,classification:I,depth:d.depth}),yield{ply:a+1,of:i.length,entry:l[a]}}return Os(l)}function Os(e){let n={};for(let t of["blue","red"])n[t]={best:0,good:0,inaccuracy:0,mistake:0,blunder:0};for(let t of e)n[t.player][t.classification]++;return{plies:e,summary:n,thresholds:wn}}var Ns=20,zs=e=>100*2**(-Math.max(0,e)/Ns);function xn(e){if(!e.length)return null;let n=e.reduce((t,o)=>t+zs(o),0)/e.length;return Math.floor(n+1e-9)}function zc(e,n,t){let o=Ps(e,n,t);for(;;){let r=o.next();if(r.done)return r.value}}var Ic={timeMs:300},bo={timeMs:600},qc={timeMs:150},go={timeMs:2*bo.timeMs},qs=1e3;function _s(e,n){let t=e.mateIn!==null&&e.mateIn!==void 0?Math.sign(e.mateIn)*(qs-Math.abs(e.mateIn)):e.score;return n==="blue"?t:-t}function js({client:e,ownsClient:n=!0,changed:t}){let o={makeClient:e,client:null,changed:t,balance:null,pending:null,review:null,token:0};return{evaluate:(r,s,i)=>jc(o,r,s,i),fromProgress(r,s,i){typeof s.score=="number"&&(o.balance={key:r,blue:_s(s,i)})},hint:(r,s)=>Bc(o,r,s),review:(r,s)=>Dc(o,r,s),reset(){o.token++,Object.assign(o,{pending:null,review:null,balance:null})},destroy(){o.token++,o.client&&n&&o.client.terminate(),o.client=null,o.makeClient=()=>_c},get balance(){return o.balance},get reviewing(){return!!o.review&&!o.review.marks},get progress(){return o.review?{done:o.review.done,total:o.review.total}:null},get marks(){return o.review?o.review.marks:null}}}var kn=e=>e.client||=e.makeClient(),vo=()=>Promise.reject(new Error("the game has ended")),_c={analyse:vo,hint:vo,reviewGame:vo,terminate(){}};function jc(e,n,t,o){if(e.pending===n||e.balance&&e.balance.key===n)return;e.pending=n;let r=++e.token;kn(e).analyse(t,o,Ic).then(s=>{r===e.token&&(e.pending=null,e.balance={key:n,blue:_s(s,o)},e.changed())},()=>{r===e.token&&(e.pending=null)})}function Bc(e,n,t){return e.token++,e.pending=null,kn(e).hint(n,t,bo).then(o=>({move:o.bestMove,pv:o.lineText}))}async function Dc(e,n,t){let o=++e.token;e.pending=null;let r={done:0,total:t.length,marks:null};e.review=r,e.changed();let s;try{s=await kn(e).reviewGame(t.map(i=>i.move),{...qc,start:j(n.board,n.player),onProgress:i=>{o===e.token&&(r.done=Math.min(i.ply,r.total-1),e.changed())}})}catch{o===e.token&&(e.review=null),e.changed();return}o===e.token&&(r.marks=s.plies.map(Fc),r.done=r.total,e.changed(),await Uc(e,o,n,t,r.marks),o===e.token&&await Gc(e,o,n,t,r.marks))}var Fc=e=>({mark:e.classification,best:e.bestMoveText,line:(e.bestLineText||[]).slice(1,4),pv:e.bestLineText||[],loss:e.loss,player:e.player,scoreBefore:e.scoreBefore,mateBefore:e.mateBefore,scoreAfter:e.scoreAfter,mateAfter:e.mateAfter});async function Uc(e,n,t,o,r){for(let[s,i]of r.entries()){let l=o[s];if(!l.fromHint||i.mark==="best"||i.mark==="good"||l.result?.winner)continue;let a=s===0?t:o[s-1].after,c,p;try{c=await kn(e).analyse(a.board,a.player,go),p=c.bestMoveText===b(l.move)?null:await kn(e).analyse(l.after.board,l.after.player,go)}catch{continue}if(n!==e.token)return;let{loss:d,classification:m}=at({isBest:!p,before:c.score,mateBefore:c.mateIn,after:p?-p.score:c.score,mateAfter:p?p.mateIn===null?null:-p.mateIn:c.mateIn});Object.assign(i,{mark:m,loss:d,best:c.bestMoveText,pv:c.lineText,line:c.lineText.slice(1,4)}),m!=="best"&&m!=="good"&&Object.assign(i,{rechecked:go.timeMs/1e3,hintSeconds:bo.timeMs/1e3}),e.changed()}}async function Gc(e,n,t,o,r){for(let[s,i]of r.entries()){if(i.mark!=="mistake"&&i.mark!=="blunder")continue;let l=s===0?t:o[s-1].after;try{i.why=await $s(l.board,l.player,o[s].move,i.pv,null)}catch{continue}if(n!==e.token)return;e.changed()}}function wo(e,n,t){if(!e)return{share:.5,label:"Balance: not known yet"};let o=Math.abs(e.blue)>=qs-200?e.blue>0?1:0:.5+.5*Math.tanh(e.blue/30);return{share:n==="blue"?o:1-o,label:`Balance: ${t(e.blue,null,"blue")}`}}function lt(e,n,t){let o=e&&t>0?e[t-1]:null;if(!o||o.mark==="best")return null;let r=t===1?n.start:n.plies[t-2].after;return{mark:o,before:r,better:o.best?B(o.best):null}}function Bs(e,n,{found:t,why:o,failed:r}){e.hint(n.board,n.player).then(s=>{t(s)&&Es(n.board,n.player,s.pv,n.player).then(o,()=>{})},r)}function yo(e,n,t=D(e,n)){let o=new Map;for(let r of t){let s=$e(r);o.has(s)||o.set(s,[]),o.get(s).push(an(r))}return o}var ct=(e,n,t)=>e.find(o=>$e(o)===n&&an(o)===t)||null;function Ds(e,n,t){let o=new Map,r=new Set;for(let s of e){let i=n(s),l=k(s.toR,s.toC);o.set(l,!i||!i.winner?"move":i.winner===t?"win":"loss"),i&&i.captured.some(a=>a.team!==t)&&r.add(l)}return{dests:o,captures:r}}function pt(e){let n=new Map,t=(o,r)=>n.set(o,n.has(o)?`${n.get(o)} ${r}`:r);t(k(e.move.fromR,e.move.fromC),"from"),t(k(e.move.toR,e.move.toC),"to");for(let o of e.result.hops)t(k(o.fromR,o.fromC),"hop-from"),t(k(o.toR,o.toC),"hop-to");for(let o of e.result.captured)t(k(o.r,o.c),"captured");return n.hops=e.result.hops.map(o=>({from:k(o.fromR,o.fromC),to:k(o.toR,o.toC)})),n}function Fs(e,n,t){let o=[{from:k(n.fromR,n.fromC),to:k(n.toR,n.toC),kind:"step"}],r=[];for(let a of t.hops){let c=e[a.fromR][a.fromC].team;r.push({at:k(a.toR,a.toC),team:c}),o.push({from:k(a.fromR,a.fromC),to:k(a.toR,a.toC),kind:`hop-${c}`})}let s=t.captured.map(a=>k(a.r,a.c)),i=Y(e),l=[];for(let a=0;a<8;a++)for(let c=0;c<8;c++){let p=t.board[a][c];p&&p.type==="chariot"&&p.stunned!==i[p.team]&&l.push({at:k(a,c),on:p.stunned})}return{arrows:o,ghosts:r,crosses:s,rings:l}}function Us(e,n){let t=n.plies.at(-1);t&&e.hint?.move&&b(e.hint.move)===b(t.move)&&(t.fromHint=!0),e.hint=null,["colours","aborted"].includes(e.flash?.key)&&!n.humans().includes(t?.player)||(e.flash=null),e.browse=null,e.announce={n:n.plies.length,ply:n.plies.at(-1),start:n.start.player,dropped:null}}var xo=e=>!!(e.marks||e.reviewing);function Gs(e){let{game:n,state:t,deps:o}=e,r=()=>{let i=n.humans();return i.length===1&&!n.over&&t.browse===null&&n.live().player!==i[0]},s=i=>i===null?[]:n.humanTurn()&&t.browse===null?n.legal.byFrom.get(i)||[]:r()?D(n.live().board,n.humans()[0]).filter(l=>$e(l)===i):[];return{premoveMode:r,movesFrom:s,movable(){let i=t.browse===null&&!n.over,l=i&&n.humanTurn(),a=n.live().player;return{dests:l?yo(null,a,n.legal.moves):null,premoveDests:i&&!l&&r()?yo(n.live().board,n.humans()[0]):null,tapPlay:t.tapPlay,previews:!0,marks:c=>Ds(s(c),p=>n.humanTurn()?n.resultOf(p):null,a)}},get preview(){let i=o.board.preview;return i&&ct(s(i.from),i.from,i.to)},get selected(){return o.board.selected},get touchPreview(){return o.board.touchPreview},userMove(i,l){let a=ct(s(i),i,l);a&&n.play(a),o.changed()},planMove(i,l){if(i===null){n.premove&&!n.humanTurn()&&n.setPremove(null);return}let a=ct(s(i),i,l);a&&n.setPremove(a)},miss(i){let l=n.live().board[i>>3][i&7];if(!l||!n.humanTurn()||l.team!==n.live().player)return;if(l.type!=="chariot"||!l.stunned)return void(t.flash={key:"stuck"});let a=Hc(n.live().board,i>>3,i&7,w(l.team));t.flash={key:"stunned",by:a,enemy:w(l.team)}},pressed(i){e.finishAnimation(),i==="square"&&(Object.assign(t,{flash:null,resignArmed:!1}),xo(o.advice)||(t.browse=null))},finishAnimation(){o.board.finishAnimation(),n.animating&&n.finishAnimation()}}}function Hc(e,n,t,o){for(let[r,s]of[[0,1],[1,0],[1,1],[1,-1]]){let i=e[n+r]?.[t+s],l=e[n-r]?.[t-s];if(i?.team===o&&l?.team===o)return[ke(k(n-r,t-s)),ke(k(n+r,t+s))].sort()}return null}var $n=e=>e.state.browse===null?e.game.plies.length:e.state.browse;function Hs(e){let n=$n(e);return n===0?e.game.start:e.game.plies[n-1].after}function Ws(e){let n=e.game.humans();return e.state.flipped!==(n.length===1&&n[0]==="red")?"red":"blue"}var En=e=>`${e.plies.length}:${e.over?.reason}`;var Sn=(e,n,t,{restored:o=!1,resigned:r=null,players:s=null,chosen:i=!1}={})=>{let l=e.state;i&&s?.level&&(l.chosenLevel=s.level),Object.assign(l,{browse:null,hint:null,flipped:!1,flash:null,resultShown:null}),l.setUp++,e.deps.advice.reset(),e.deps.rating.started(!o||t.length===0,t.length),l.quiet=o,l.opened=!0,e.game.newGame(n,t,{resigned:r,players:s}),l.quiet=!1,o&&e.game.over&&(l.resultShown=En(e.game)),l.closeResult++},Ks=(e,n=e.humans())=>e.plies.some(t=>t.player===n[0]),ko=({game:e})=>!e.over&&e.humans().length===1&&!Ks(e);function Vs(e){let n=e.state;if(ko(e)){let{blue:t,red:o,level:r}=e.game.settings;Sn(e,e.game.start,[],{players:{blue:t,red:o,level:r}}),n.flash={key:"aborted"};return}n.resignArmed=!n.resignArmed,!n.resignArmed&&(e.state.setUp++,e.game.resign())}function Ys(e){!e.game.over&&e.deps.rating.helped?.(e.game.settings,"undo")&&(e.state.flash={key:"unrated",why:"undo"}),e.state.browse=null,e.state.setUp++,e.state.closeResult++,e.deps.advice.reset(),e.game.undo()}function Xs(e,n,t){let{game:o,state:r}=e;e.finishAnimation(),Sn(e,t,n.moves,{restored:!0,resigned:n.resigned,players:{blue:n.blue,red:n.red,level:n.level}}),r.following=!o.over&&o.isAi(o.live().player),r.following&&o.togglePause(),r.flash={key:"movedElsewhere"}}function $o(e,n){let{game:t,deps:o,state:r}=e,s=E(n).name,i=t.humans().length===1&&!t.over&&Ks(t);return s!==t.settings.level&&o.rating.levelChanged(i)&&(r.flash={key:"unrated",why:"level"}),t.configure({level:s}),s}function Js(e,n){let{game:t,state:o}=e,{blue:r,red:s}=t.settings,i=t.humans();Sn(e,t.start,[],{players:n?{blue:r,red:s}:{blue:s,red:r}}),i.length===1&&(o.flash={key:"colours",side:n?i[0]:w(i[0]),first:t.start.player})}function Zs(e){let{prefs:n,changed:t}=e,o={browse:null,flash:null,hint:null,flipped:!1,resignArmed:!1,resultShown:null,closeResult:0,chosenLevel:null,setUp:0,quiet:!1,following:!1,notices:[...e.notices||[]],aiFailure:null,noticeKind:null,engine:null,announce:null,sound:n.get("sound","off")==="on",balanceOn:n.get("balance","off")==="on",tapPlay:n.get("tap","off")==="on",theme:e.theme||"light",thinking:null,opened:!1,destroyed:!1},r={state:o,deps:e,game:null};r.game=es({ai:e.ai,settings:e.settings,schedule:e.schedule,animate:(s,i)=>e.animate(s,i),changed:()=>t(),moved:()=>Us(o,r.game),aiProgress:s=>e.aiProgress?.(s),aiFailed:s=>So(r,{key:"aiTakenOver",...s}),premoveDropped:s=>{o.flash={key:"premoveGone",move:s},o.announce={...o.announce||{n:0},dropped:s}}});for(let s of[Xc(r),Gs(r)])Object.defineProperties(r,Object.getOwnPropertyDescriptors(s));return r}function So(e,n){e.state.notices=[...e.state.notices,n]}function Mo(e,n){e.finishAnimation();let t=$n(e),o=e.game.plies.length,r=n==="prev"?t-1:n==="next"?t+1:n==="end"?o:n,s=Math.max(0,Math.min(o,r));e.state.browse=s===o?null:s,e.state.setUp++}function Wc(e,n,t){let o=e.deps.advice.marks;if(!o)return;let r=[];if(o.forEach((i,l)=>i&&i.player===n&&i.mark===t&&r.push(l+1)),!r.length)return;let s=$n(e);Mo(e,r.find(i=>i>s)??r[0])}function Kc(e){e.deps.advice.reset(),e.state.resultShown=null,e.game.undo()}function Vc(e){let{game:n,deps:t}=e;if(!n.humanTurn()||n.aiStatus!=="ready")return;let o=e.state,r=!!t.rating.helped?.(n.settings,"hint"),s=n.live(),i={pending:!0,move:null,pv:[],unrated:r};o.hint=i;let l=a=>c=>o.hint!==i||n.live()!==s?!1:(a(c),t.changed(),!0);Bs(t.advice,s,{found:l(a=>o.hint=i={pending:!1,move:a.move,pv:a.pv,unrated:r}),why:l(a=>i.why=a),failed:l(a=>{o.hint=null,a&&a.name==="AbortError"||(o.flash={key:"noHint",why:a.message})})})}var Eo={sound:"sound",balance:"balanceOn",tap:"tapPlay"};function Yc(e,n){return(o,r=!1,s=r==="event")=>(...i)=>{r||(e.resignArmed=!1),s||(e.flash=null);let l=o(...i);return n.changed(),l}}function Xc(e){let{game:n,state:t,deps:o}=e,r=Yc(t,o);return{shownPly:()=>$n(e),shownPosition:()=>Hs(e),orientation:()=>Ws(e),humans:()=>n.humans(),startGame:r((s,i,l)=>Sn(e,s,i,l)),browse:r(s=>Mo(e,s)),flip:r(()=>t.flipped=!t.flipped),resign:r(()=>Vs(e),!0),undo:r(()=>Ys(e)),undoResult:r(()=>Kc(e)),hint:r(()=>Vc(e)),togglePause:r(()=>n.togglePause()),setLevel:r(s=>$o(e,s)),chooseLevel:r(s=>t.chosenLevel=$o(e,s)),canAbort:()=>ko(e),rematch:r((s=!1)=>Js(e,s)),review:r(()=>{o.advice.review(n.start,n.plies),Mo(e,0)}),reviewStep:r((s,i)=>Wc(e,s,i)),toggle:r(s=>{s==="theme"?t.theme=t.theme==="dark"?"light":"dark":t[Eo[s]]=!t[Eo[s]];let i=s==="theme"?t.theme:t[Eo[s]]?"on":"off";o.prefs.set(s,i)}),say:r(s=>t.flash=s,!0),notice:r(s=>So(e,s),"event"),dismissNotices:()=>t.notices=[],follow:r((s,i)=>Xs(e,s,i)),followedLeft:r(()=>{t.following&&n.paused&&n.togglePause(),t.following=!1},"event"),aiReady:r(s=>{n.aiStatus!=="ready"&&(t.engine=s,n.setAiStatus("ready"))},"event"),undoMove:r(()=>n.undo()),hostMove:s=>(t.setUp++,n.play(s)),resultSeen:s=>{t.resultShown=s},aiFailedToLoad:r(s=>{t.aiFailure=s,t.noticeKind="error",So(e,{key:"aiNotLoaded",why:s.message}),n.configure({blue:"human",red:"human"}),n.setAiStatus("failed")},"event"),aiProgress:s=>{if(t.thinking=s,!t.balanceOn||t.browse!==null||!s.progress)return;let i=n.live();o.advice.fromProgress(j(i.board,i.player),s.progress,s.player)},destroy(){t.destroyed=!0,n.destroy()}}}var Jc=0;function Zc(e,n,t){let o=`polis-keys-${++Jc}`,r=l=>u("th",{scope:"row"},...l.flatMap((a,c)=>[c?` ${n.or} `:null,u("kbd",{text:a})])),s=u("tbody",{},...e.map(l=>u("tr",{"data-key-id":l.id},r(l.keys),u("td",{text:l.does})))),i=u("thead",{},u("tr",{},u("th",{scope:"col",text:n.keyLabel}),u("th",{scope:"col",text:n.doesLabel})));return u("dialog",{class:"polis-dialog polis-keys","aria-labelledby":o},u("h2",{id:o,text:n.title}),u("table",{class:"keys-table"},i,s),u("p",{class:"keys-note",text:n.board}),u("div",{class:"dialog-buttons"},u("button",{type:"button",class:"btn","data-action":"keys-close",text:n.close,onclick:t})))}function Qs(e,{rows:n,words:t}){let o=null,r=()=>s.open&&s.close(),s=Zc(n,t,r);s.addEventListener("keydown",a=>{a.key==="?"&&(a.preventDefault(),r()),a.stopPropagation()}),s.addEventListener("close",()=>{let a=o;o=null,a?.isConnected&&a.focus()}),e.append(s);let i=()=>{if(s.open)return;let a=e.getRootNode().activeElement??document.activeElement;o=a&&a!==document.body?a:null,s.showModal()},l=a=>{if(a.key!=="?"||a.defaultPrevented||a.ctrlKey||a.metaKey||a.altKey||!e.isConnected||s.open)return;let c=a.composedPath?a.composedPath()[0]:a.target;c?.closest?.("input, textarea, select, [contenteditable]")||(!c||c===document.body||c===document.documentElement?!e.closest("body.polis-page"):!e.contains(c))||e.querySelector("dialog[open]")||(a.preventDefault(),i())};return document.addEventListener("keydown",l),{open:i,isOpen:()=>s.open,destroy(){document.removeEventListener("keydown",l),s.remove()}}}var Qc={help:{keys:["?"],does:"Show this list of keys (Escape closes it)"},flip:{keys:["F"],does:"Turn the board around"},prev:{keys:["\u2190"],does:"Back one move"},next:{keys:["\u2192"],does:"Forward one move"},first:{keys:["Home"],does:"Go to the start"},last:{keys:["End"],does:"Go to the last move"},square:{keys:["\u2190 \u2191 \u2192 \u2193"],does:"On the board: go from square to square"},pick:{keys:["Enter","Space"],does:"On the board: pick a piece, then the square it goes to"},drop:{keys:["Escape"],does:"On the board: put the picked piece back"},place:{keys:["Enter","Space"],does:"On the board: put the chosen piece on the square, or take it off"}},Mn=(...e)=>e.map(n=>({id:n,...Qc[n]})),Ro={title:"Keyboard keys",open:"Keys",close:"Close",board:"Tab reaches the board.",keyLabel:"Key",doesLabel:"What it does",or:"or",modes:{play:Mn("flip","prev","next","first","last","square","pick","drop","help"),analysis:Mn("flip","prev","next","first","last","square","pick","drop","help"),learn:Mn("square","pick","drop","help"),puzzle:Mn("square","pick","drop","help"),editor:Mn("square","place","help")}};function ei(e,n){e.dataset.theme=n,e.closest("body.polis-page")&&(document.body.dataset.theme=n)}var ni=e=>e?"Pick a piece, then a square next to it, or drag it.":"No moves yet.",ut=e=>`Planned move ${e} is no longer possible.`,dt={badMove:e=>`The computer chose a move that is not allowed (${e}).`,noMove:e=>`The computer could not move: ${e}`,takenOver:(e,n)=>`${e} ${g[n]} is now played by a human.`,notLoaded:e=>`The computer player could not be loaded (${e}). You can still play: both sides are played by humans on this screen.`},ti="This game went on in another tab: here it is as it stands there.",To={close:"Close"},mt={sound:{label:"Sound",short:"Sound",title:"Sound: a click for every move"},theme:{label:"Dark theme",short:"Dark",title:"Dark theme (off: light)"},balance:{label:"Balance bar",short:"Balance",title:"Balance bar: who stands better, beside the board"},tap:{label:"Play on first tap",short:"First tap",title:"Play on first tap: a tap on a destination plays the move (hold to preview it)"}},ft={computer:"Computer",you:"You",human:"Human"},ze={idle:"Resign",title:"Give up this game",armed:"Confirm",armedTitle:"Press again to give up this game, or anywhere else to go on",abort:"Abort",abortTitle:"End this game unrated and start it again: you have not moved yet"},oi="Game aborted: it was not rated. The same game starts again.",ri=(e,n)=>`You play ${g[e]}; ${e===n?"you move":"the computer moves"} first.`,xe={plain:"Rematch",plainSame:"Play again",swap:e=>`Rematch as ${g[e]}`,same:e=>`Play ${g[e]} again`};function si(e,n,t){return`There is no level "${e.length>24?`${e.slice(0,24)}\u2026`:e}"; the game uses ${t?"the default level, ":"level "}${n}.`}var ii=e=>`No hint this time: ${e}`,Ao={stunned:(e,n)=>e?`This chariot is stunned: ${n}'s pieces on ${e[0]} and ${e[1]} stand on either side of it, so it cannot move this turn.`:"This chariot is stunned and cannot move.",stuck:"This piece has no legal move."},ai={link:"Link to this game copied.",moves:"Moves copied."};var li={partial:"Part of the game saved on this device could not be read: the moves that could be read are back on the board, and the saved game is kept as it was.",unreadable:"The game saved on this device could not be read. It is kept as it was, and a new game starts.",previousKept:'The link started its own game. The game you had saved here is kept: "Resume the previous game" brings it back.',resumePrevious:"Resume the previous game",notKept:"This browser is not keeping anything for this page (its storage is full or blocked): this game will be lost when the page is reloaded.",puzzleNotKept:"This browser is not keeping anything for this page (its storage is full or blocked): your puzzle progress and rating will be lost when the page is reloaded."};var ep=100,np=e=>e>ep?` Give or take ${Math.round(2*e)}: your rating is still uncertain; after a few more games it settles.`:` Give or take ${Math.round(2*e)}.`,tp=e=>{let n=Math.round(e);return n===0?"\xB10":n>0?`+${n}`:`\u2212${-n}`},op="A game against the computer is rated unless you take a hint, take a move back or change the level after your first move.",Q={rated:e=>{let n=e.suggestion==="up"?" A stronger level would suit you now.":e.suggestion==="down"?" A weaker level would suit you better for now.":"";return`Your rating: ${Math.round(e.after.rating)} (${tp(e.change)}) against ${e.level.label}, rated ${e.level.rating}.${np(e.after.rd)}${n}`},unrated:e=>({"two-humans":"Not rated: two players on one screen.",undo:"Not rated: a move was taken back.",hint:"Not rated: a hint was taken.",level:"Not rated: the level changed during the game.","no-human":"",done:"Not rated again: this game was rated when it first ended."})[e]??"",nowUnrated:{hint:"Hints make this game unrated.",undo:"Taking a move back makes this game unrated.",level:"Changing the level after your first move makes this game unrated."},summary:e=>`${e.games?`Your rating: ${Math.round(e.rating)}, give or take ${Math.round(2*e.rd)}, after ${C(e.games,"rated game")}.`:"No rating yet: each finished game against the computer rates you."} ${op}`,reset:"Forget my rating",resetAgain:"Press again to forget it",resetDone:"Your rating is forgotten: the next rated game starts a new one."};var rp={premoveGone:e=>ut(e.move),movedElsewhere:()=>ti,noHint:e=>ii(e.why),stunned:e=>Ao.stunned(e.by,e.by&&g[e.enemy]),stuck:()=>Ao.stuck,copied:e=>ai[e.what],aiTakenOver:e=>dt.takenOver(dt[e.kind](e.why),e.player),aiNotLoaded:e=>dt.notLoaded(e.why),storage:e=>li[e.problem],unknownLevel:e=>si(e.given,e.used,e.isDefault),unrated:e=>Q.nowUnrated[e.why],aborted:()=>oi,colours:e=>ri(e.side,e.first)};function Lo(e){return e==null?null:typeof e=="string"?e:rp[e.key](e)}function Co(e,n){let t=[];e.hops.length&&t.push(C(e.hops.length,"hop"));let o={blue:0,red:0};for(let r of e.captured)o[r.team]++;for(let r of[w(n),n])o[r]&&t.push(`captures ${o[r]} ${g[r]} dog${o[r]>1?"s":""}`);return t}function ci(e){let n=[];return e.hops.length&&n.push(C(e.hops.length,"hop")),e.captured.length&&n.push(`\xD7${e.captured.length}`),n}function ht(e,n){return Math.floor((n-1+(e==="red"?1:0))/2)+1}function U(e,n,t){return`${ht(e,n)}${t.player==="blue"?".":"\u2026"} ${b(t.move)}`}function Po(e,n,t){let o=Co(t.result,t.player),r=Y(t.after.board);for(let s of["blue","red"])r[s]&&o.push(`${g[s]}'s chariot is stunned`);return`${g[t.player]} played ${U(e,n,t)}${o.length?": "+o.join(", "):""}.`}function Rn(e){let n=Math.floor(e/2);return`${e%2?`${n||""}\xBD`:String(n)} ${e>2?"moves":"move"}`}function di(e,n,t,o){let r=o.line.length?`, then ${o.line.join(" ")}`:"",s=U(e,n,t);if(o.mark==="good")return`${s} was good. The computer's own choice: ${o.best}${r}.`;let i=`${s} was ${o.mark==="inaccuracy"?"an inaccuracy":`a ${o.mark}`}.`,l=o.rechecked?` It was the hint's move; looked at again for ${o.rechecked} s (the hint looked ${o.hintSeconds} s), another move is better.`:"",a=o.why||{played:"",better:""};return`${i}${l}${a.played?` ${a.played}`:""} Better: ${o.best}${a.better?` (${a.better})`:""}${r}.`}function mi(e,n,t,o=""){return e===0?`The better line: ${Rn(n)}`:`${t} (${e}/${n})${o?`: ${o}`:""}`}var pi={inaccuracy:"inaccuracy",mistake:"mistake",blunder:"blunder"},ui={inaccuracy:"inaccuracies",mistake:"mistakes",blunder:"blunders"},te={title:"Summary of the review",accuracy:"Accuracy",kind:e=>ui[e].replace(/^./,n=>n.toUpperCase()),percent:e=>e===null?"\u2013":`${e}%`,count:(e,n)=>`${e} ${e===1?pi[n]:ui[n]}`,step:(e,n,t)=>n?`${e}'s ${te.count(n,t)}: show the next one`:`${e} made no ${pi[t]}`,accuracyTip:"Accuracy: 100% for moves as good as the computer\u2019s best, less for each move that gave something away (a move that lost two dogs\u2019 worth counts half)."};function fi({changed:e}){let n={changed:e,offered:null,step:-1};return n.el=sp(n),{element:n.el.element,offer:(t,o,r,s)=>lp(n,t,o,r,s),get active(){return Oo(n)},get shown(){return hi(n)},key:t=>cp(n,t),draw:(t,o)=>up(n,t,o),leave(){n.step=-1}}}function sp(e){let n=(o,r,s,i)=>u("button",{type:"button",class:"btn btn-line","data-action":o,"aria-label":s,title:s,onclick:()=>{i(),e.changed()}},r),t={show:n("line-show","Show better line","Show the better line on the board",()=>e.step=0),back:n("line-back","\u25C0","Step back in the better line",()=>gt(e,-1)),fwd:n("line-next","\u25B6","Step forward in the better line",()=>gt(e,1)),leave:n("line-leave","Back to the game","Back to the game",()=>e.step=-1),where:u("span",{class:"polis-line-step",role:"status"})};return t.element=u("div",{class:"polis-line",role:"group","aria-label":"Better line",hidden:!0},t.show,t.back,t.where,t.fwd,t.leave),t}function gt(e,n){e.offered&&(e.step=Math.max(0,Math.min(e.offered.positions.length-1,e.step+n)))}var Oo=e=>!!e.offered&&e.step>=0;function ip(e,n){let t=[{board:e.board,player:e.player,ply:null}],{board:o,player:r}=e;for(let s of n){if(F(o))break;let i,l;try{i=B(s),l=K(o,r,i)}catch{break}let a=Ms(o,r,i);o=l.board,t.push({board:o,player:w(r),ply:{player:r,move:i,result:l},text:s,why:a}),r=w(r)}return t}var ap=e=>`${e.game.plies.length}:${e.shownPly()}`;function vt(e){let{game:n}=e,t=e.shownPly(),o=lt(e.deps.advice.marks,n,t);return{key:ap(e),start:o?.before,moves:o?.better?o.mark.pv:null,label:(r,s)=>U(n.start.player,t+r-1,s)}}function lp(e,n,t,o,r=(s,i)=>b(i.move)){if(!o||!o.length){if(!e.offered&&e.step===-1)return;e.offered=null}else if(!e.offered||e.offered.key!==n)e.offered={key:n,positions:ip(t,o),label:r};else return;e.step=-1,e.changed()}function hi(e){if(!Oo(e))return null;let n=e.offered.positions[e.step],t=e.offered.positions[e.step+1];return{board:n.board,ply:n.ply,step:e.step,next:t?t.ply.move:null}}function cp(e,n){if(!Oo(e))return!1;if(n==="ArrowLeft")gt(e,-1);else if(n==="ArrowRight")gt(e,1);else if(n==="Home")e.step=0;else if(n==="End")e.step=e.offered.positions.length-1;else if(n==="Escape")e.step=-1;else return!1;return e.changed(),!0}function pp(e){let{offered:n,step:t}=e,{element:o,show:r,back:s,fwd:i,leave:l,where:a}=e.el;if(o.hidden=!n,!n)return;let c=n.positions.length-1,p=t>=0;o.dataset.moves=n.positions.slice(1).map(m=>m.text).join(","),o.dataset.step=p?String(t):"",o.classList.toggle("active",p),r.hidden=p;for(let m of[s,i,l,a])m.hidden=!p;s.disabled=t<=0,i.disabled=t>=c;let d=n.positions[t];a.textContent=p?mi(t,c,t>0?n.label(t,d.ply):"",t>0?d.why:""):""}function up(e,n,t){pp(e);let o=hi(e);if(!o||e.offered.key!==t)return;let r=o.next&&{from:k(o.next.fromR,o.next.fromC),to:k(o.next.toR,o.next.toC)};n.update({pieces:o.board,last:o.ply?pt(o.ply):new Map,hint:r})}var bt=["inaccuracy","mistake","blunder"],No=["blue","red"];function dp(e){let n={};for(let t of No){let o=e.filter(r=>r.player===t);n[t]={accuracy:xn(o.map(r=>r.loss??0))};for(let r of bt)n[t][r]=o.filter(s=>s.mark===r).length}return n}function gi({pick:e}){let n=u("section",{class:"polis-summary","aria-label":te.title,hidden:!0});n.append(u("span",{class:"summary-head"}),u("span",{class:"summary-head",title:te.accuracyTip},te.accuracy),...bt.map(r=>u("span",{class:"summary-head"},te.kind(r))));let t={};for(let r of No){let s=u("span",{class:`summary-side summary-${r}`},g[r]),i=u("span",{class:"summary-accuracy",title:te.accuracyTip}),l={};for(let a of bt)l[a]=u("button",{type:"button",class:`btn summary-count summary-${a}`,"data-action":"review-step","data-side":r,"data-kind":a,"aria-label":te.step(g[r],0,a),onclick:()=>e(r,a)});t[r]={acc:i,buttons:l},n.append(s,i,...Object.values(l))}let o=null;return{element:n,draw(r){let s=!!r&&r.every(Boolean);n.hidden=!s;let i=s&&r.map(a=>`${a.mark}:${a.loss}`).join(",");if(!s||o===i)return;o=i;let l=dp(r);for(let a of No){let{acc:c,buttons:p}=t[a];c.textContent=te.percent(l[a].accuracy),c.dataset.accuracy=String(l[a].accuracy??"");for(let d of bt){let m=l[a][d];p[d].textContent=String(m),p[d].disabled=m===0,p[d].setAttribute("aria-label",te.step(g[a],m,d)),p[d].title=te.step(g[a],m,d),p[d].dataset.count=String(m)}}}}}function vi(e,n,t,o){let r=g[e.winner],s=o.length===1?e.winner===o[0]?"You win!":`${r} wins`:`${r} wins`,i=n.length?n[n.length-1]:null,l=i?` on move ${ht(t,n.length)}`:"",a;return e.reason==="resign"?a=`${g[w(e.winner)]} resigned${l}.`:e.reason==="no-moves"?a=`${g[w(e.winner)]} has no legal move left.`:i&&i.player!==e.winner?a=`${g[i.player]}'s move ${b(i.move)} carried ${r}'s chariot to its far row, row ${e.winner==="blue"?8:1}.`:a=`${r}'s chariot reached row ${e.winner==="blue"?8:1}${l}.`,{title:s,text:a}}function bi(e,n,t){let o=e.live(),r=n.browse===null?e.plies.length:n.browse;if(n.browse!==null)return r===0?"Viewing the start of the game":`Viewing move ${U(e.start.player,r,e.plies[r-1])}`;if(e.over){let l=e.over;return`${g[l.winner]} wins: ${l.reason==="chariot"?"chariot on the far row":l.reason==="resign"?`${g[w(l.winner)]} resigned`:`${g[w(l.winner)]} cannot move`}`}let i=t.length===1&&!e.isAi(o.player)?`Your move (${g[o.player]})`:`${g[o.player]} to move`;return e.isAi(o.player)&&e.paused&&(i+=" \xB7 paused"),e.isAi(o.player)&&e.aiStatus==="loading"&&(i+=" \xB7 the computer is getting ready"),Y(o.board)[o.player]&&(i+=" \xB7 chariot stunned"),i}function mp(e){return e.inReview?e.touch?"Tap \u23ED to go to the end of the game.":"Press End or click \u23ED to go to the end of the game.":e.touch?"Tap the board to go back to the game.":"Click the board or press End to go back to the game."}function zo(e,n,t=null){if(n.reviewing&&n.reviewing.done<n.reviewing.total)return`Reviewing the game\u2026 ${n.reviewing.done} of ${n.reviewing.total} positions`;if(n.reviewNote)return n.reviewNote;if(n.browse!==null)return mp(n);if(n.flash)return n.flash;if(n.preview&&e.humanTurn()){let o=n.preview,r=e.resultOf(o),s=e.live().board[o.fromR][o.fromC],i=Co(r,e.live().player),l=Y(e.live().board),a=Y(r.board);for(let d of["blue","red"])a[d]!==l[d]&&i.push(`${g[d]}'s chariot ${a[d]?"is stunned":"is freed"}`);r.winner===e.live().player&&i.push(`${g[r.winner]} wins`);let c=r.winner&&r.winner!==e.live().player;c&&i.push(r.reason==="chariot"?`it carries ${g[r.winner]}'s chariot to its far row, so ${g[r.winner]} wins`:`${g[r.winner]} wins`);let p=!c&&n.previewWhy?` Careful! ${n.previewWhy}`:"";return`${c?"Careful! ":""}${s.type==="chariot"?"Chariot":"Dog"} ${b(o)}: ${i.length?i.join(", "):"no jumps, no captures"}.${p}${n.touchPreview?" Tap again to play.":""}`}if(n.hint){let o=n.hint.unrated?` ${Q.nowUnrated.hint}`:"";if(n.hint.pending)return`Looking for a good move\u2026${o}`;let r=n.hint.pv.slice(1,4),s=n.hint.why?` Why: ${n.hint.why}.`:"";return`Hint: ${b(n.hint.move)}${r.length?`, expecting ${r.join(" ")}`:""}.${s}${o}`}return e.premove?`Planned: ${b(e.premove)}, played as soon as it is your turn.`:n.selected!==null?e.humanTurn()?"Choose where to move.":"Plan a move to play as soon as it is your turn.":t?`${t.label} (the bar left of the board).`:"Goal: Blue\u2019s chariot to row 8, Red\u2019s chariot to row 1."}function Ie(e,n,t){if(n!=null){let s=Math.ceil(Math.abs(n)/2);return n>0?`${g[t]} can force a win in ${C(s,"move")}`:`${g[w(t)]} can force a win in ${C(s,"move")}`}if(typeof e!="number")return"";let o=Math.abs(e),r=g[e>0?t:w(t)];return o<5?"about even":o<15?`${r} slightly better`:o<40?`${r} better`:`${r} much better`}function wi(e){let n=[`${g[e.player]} is thinking`],t=e.progress;if(t&&typeof t.depth=="number"&&n.push(`${Rn(t.depth)} ahead`),t){let o=Ie(t.score,t.mateIn,e.player);o&&n.push(o)}return n.join(" \xB7 ")}function yi(e,n,{board:t,panel:o,dialogs:r,line:s,dismiss:i,pick:l=()=>{}}){e.classList.add("polis"),e.textContent="";let a=u("div",{class:"polis-notice",role:"alert",hidden:!0}),c=u("p",{class:"polis-announce","aria-live":"polite"}),p=u("p",{class:"polis-preview"}),d=gi({pick:l}),m=u("div",{class:"polis-boardcol"},t.element,u("div",{class:"polis-under"},p,s.element)),f=o.element.querySelector(".polis-moves-wrap");f?f.before(d.element):m.append(d.element);let h=u("div",{class:"polis-main"},m,o.element);e.append(a,h,c),r.attach(e);let x=Qs(e,{rows:Ro.modes.play,words:Ro}),M={container:e,info:o.element.querySelector(".polis-info"),board:t,panel:o,line:s,summary:d,notice:a,announce:c,previewLine:p,dismiss:i,drawn:{}},$=e.ownerDocument.defaultView?.matchMedia?.("(hover: none)").matches;return M.pointer=$?"touch":"mouse",h.addEventListener("pointerdown",I=>M.pointer=I.pointerType||"mouse",!0),{board:t,draw:()=>vp(M,n),drawThinking:()=>kp(M,n),destroy:()=>{x.destroy(),e.textContent=""}}}var Io=e=>e&&{from:k(e.fromR,e.fromC),to:k(e.toR,e.toC)};function fp(e,n){let{game:t,state:o}=n,r=n.shownPosition(),s=n.shownPly(),i=o.browse===null,l=n.orientation(),a=i&&o.hint&&o.hint.move?o.hint.move:null,c=i&&t.humanTurn()?n.preview:null;e.board.update({movable:n.movable()}),e.board.update({pieces:r.board,orientation:l,last:s>0?pt(t.plies[s-1]):new Map,hint:Io(a),premove:Io(t.premove),overlay:c?Fs(t.live().board,c,t.resultOf(c)):null,balance:o.balanceOn?wo(n.deps.advice.balance,l,Ie):null});let p=lt(n.deps.advice.marks,t,s);return p?.better&&e.board.update({hint:Io(p.better)}),e.line.draw(e.board,vt(n).key),e.summary.draw(n.deps.advice.marks),{reviewed:p,n:s,live:i,preview:c,orientation:l}}function hp(e){return e.animating?"animating":e.over?"over":e.aiTask?"thinking":e.isAi(e.live().player)?e.paused?"paused":"waiting":"human"}function gp(e,n,{reviewed:t,n:o,live:r,preview:s}){let{game:i,state:l}=n,a=i.live();return{browse:l.browse,reviewing:n.deps.advice.progress,reviewNote:t&&di(i.start.player,o,i.plies[o-1],t.mark),flash:Lo(l.flash),preview:s,previewWhy:r&&s?Ss(a.board,a.player,s,a.player):null,touchPreview:n.touchPreview,touch:e.pointer==="touch",inReview:xo(n.deps.advice),hint:l.hint,selected:n.selected}}function vp(e,n){let{game:t,state:o}=n;if(o.destroyed)return;let r=fp(e,n),s=t.live(),{blue:i,red:l,level:a}=t.settings;Object.assign(e.container.dataset,{state:hp(t),turn:s.player,plies:String(t.plies.length),view:r.live?"live":String(r.n),ai:t.aiStatus,blue:i,red:l,level:a,orientation:r.orientation}),o.engine&&(e.container.dataset.engine=o.engine),ei(e.container,o.theme);let c=gp(e,n,r),p=o.balanceOn&&e.board.state.balance,d=zo(t,c,p),m=c.preview&&!c.touch&&bp(e)&&zo(t,{...c,preview:null},p),f=m&&m!==d?d:null;e.previewLine.textContent=f?m:d,wp(e,n,c,f),yp(e,n),xp(e,o.announce)}var bp=e=>!!e.info&&getComputedStyle(e.info).getPropertyValue("--says-preview").trim()==="1";function wp(e,n,t,o){let{game:r,state:s}=n,i=n.shownPly(),l=n.shownPosition();e.panel.draw({game:r,settings:r.settings,shown:i,browsing:s.browse!==null,humans:n.humans(),aiReady:r.aiStatus==="ready",sound:s.sound,theme:s.theme,resignArmed:s.resignArmed,canAbort:n.canAbort(),tapPlay:s.tapPlay,shownBoard:l.board,shownPlayer:l.player,status:bi(r,t,n.humans()),balance:s.balanceOn,marks:n.deps.advice.marks,info:i?Po(r.start.player,i,r.plies[i-1]):ni(r.humanTurn()),hover:o})}function yp(e,n){let{notices:t,noticeKind:o}=n.state;e.drawn.notices!==t&&(e.drawn.notices=t,Ct(e.notice,t.map(Lo),e.dismiss),o&&(e.notice.dataset.kind=o))}function xp(e,n){if(!n||e.drawn.announce===n)return;e.drawn.announce=n;let t=n.n?Po(n.start,n.n,n.ply):e.announce.textContent;e.announce.textContent=n.dropped?`${t} ${ut(n.dropped)}`:t}function kp(e,n){let t=n.state;t.destroyed||!t.thinking||(e.panel.drawThinking(t.thinking),!(!t.balanceOn||t.browse!==null||!t.thinking.progress)&&e.board.update({balance:wo(n.deps.advice.balance,e.board.state.orientation,Ie)}))}function xi(e,n){let t={movesPlayed:null,closeResult:0,saved:null,chosenLevel:null,destroyed:!1,reviewed:null};return{run:()=>{t.destroyed||e.state.destroyed||!e.state.opened||($p(t,e,n),Sp(e,n),Mp(e),n.rating.seen(e.game.plies.length),Rp(e,n),Tp(t,e,n),Ap(t,e,n),Ep(t,e,n),Lp(t,e,n))},follow:r=>ki(t,e,r),destroy:()=>t.destroyed=!0}}function $p(e,n,t){let{game:o,state:r}=n,s=e.movesPlayed===null;if(e.movesPlayed===o.movesPlayed)return;e.movesPlayed=o.movesPlayed;let i=o.plies.at(-1);s||!i||(r.sound&&t.sound?.(i.result.captured.length?"capture":"move"),t.onMove?.({ply:o.plies.length,player:i.player,move:b(i.move),position:j(i.after.board,i.after.player)}))}function Ep(e,n,t){let o=n.deps.advice.marks;if(!o||e.reviewed===o||!t.store?.reviewed)return;e.reviewed=o;let r=s=>xn(o.filter(i=>i.player===s).map(i=>i.loss??0));t.store.reviewed({blue:r("blue"),red:r("red")})}function Sp(e,n){let{key:t,start:o,moves:r,label:s}=vt(e);n.line?.offer(t,o,r,s)}function Mp(e){let{game:n,state:t}=e,o=e.deps.advice;if(!t.balanceOn)return;let r=!n.aiTask&&!n.animating&&!(t.hint&&t.hint.pending)&&!o.reviewing&&n.aiStatus==="ready",s=e.shownPosition();r&&!F(s.board)&&!(n.over&&t.browse===null)&&o.evaluate(j(s.board,s.player),s.board,s.player)}function Rp(e,n){let{game:t}=e,o=e.humans();n.title?.(!t.over&&t.humanTurn()&&o.length===1?"Your move \xB7 Polis":"Polis")}function Tp(e,n,t){let{game:o,state:r}=n;if(e.closeResult!==r.closeResult&&(e.closeResult=r.closeResult,t.dialogs.closeResult()),!o.over||o.animating||r.resultShown===En(o)||(n.resultSeen(En(o)),r.quiet))return;let s=n.humans(),i=vi(o.over,o.plies,o.start.player,s);s.length===1&&(i.rematch={swap:xe.swap(w(s[0])),same:xe.same(s[0])}),t.dialogs.showResult(o.over,t.rating.finished(o.settings,o.over,i)),t.onGameOver?.({...o.over})}function Ap(e,n,t){let o=Qn(n.game.settings,n.game),r=JSON.stringify(o);if(r===e.saved)return;let s=t.store.save(o);e.saved=r,s||queueMicrotask(()=>ki(e,n,t.store.load()))}function Lp(e,n,t){let o=n.state.chosenLevel;o!==e.chosenLevel&&(e.chosenLevel=o,o&&t.rememberLevel?.(o))}function ki(e,n,t){n.state.destroyed||!t||JSON.stringify(t)===e.saved||(e.saved=JSON.stringify(t),n.follow(t,L(t.position)))}var Je={label:"The game\u2019s course: who stood better after each move. Arrows go through the moves.",title:"Course of the game",point:(e,n,t)=>`${e}: ${n}${t&&t!=="best"&&t!=="good"?`, ${t==="inaccuracy"?"an inaccuracy":`a ${t}`}`:""}`,start:"Start of the game",won:e=>`${e} has won`};var An=300,Ln=52,Cn=6,Cp=["inaccuracy","mistake","blunder"];function $i(e,n,t){let r=n!=null?Math.sign(n===0?e:n):Math.tanh(e/30);return t==="blue"?r:-r}function Pp(e){if(!e||!e.length)return[];let n=e[0],t=[{ply:0,share:$i(n.scoreBefore,n.mateBefore,n.player),score:n.scoreBefore,mate:n.mateBefore,player:n.player,mark:null}];return e.forEach((o,r)=>t.push({ply:r+1,share:$i(o.scoreAfter,o.mateAfter,o.player),score:o.scoreAfter,mate:o.mateAfter,player:o.player,mark:o.mark})),t}function Ei(e){return e.mate===0?Je.won(g[e.score>0?e.player:e.player==="blue"?"red":"blue"]):Ie(e.score,e.mate,e.player)}function Mi({onPick:e}){let n=y("svg",{class:"polis-graph",viewBox:`0 0 ${An} ${Ln}`,preserveAspectRatio:"none",role:"slider",tabindex:"0","aria-label":Je.label,"aria-valuemin":"0"});n.setAttribute("hidden","");let t={element:n,onPick:e,points:[],shown:0,drawn:{marks:null,shown:-1}};return n.addEventListener("click",o=>Op(t,o)),n.addEventListener("keydown",o=>Np(t,o)),{element:n,draw:o=>Ip(t,o)}}var Tn=(e,n)=>Cn+(e.points.length>1?n*(An-2*Cn)/(e.points.length-1):0),Si=e=>Ln/2-e*(Ln/2-Cn);function Op(e,n){let{points:t,element:o}=e;if(!t.length)return;let r=o.getBoundingClientRect(),s=(n.clientX-r.left)/r.width*An,i=(An-2*Cn)/Math.max(1,t.length-1);e.onPick(Math.max(0,Math.min(t.length-1,Math.round((s-Cn)/i))))}function Np(e,n){let{points:t,shown:o}=e,r=t.length-1,s={ArrowLeft:o-1,ArrowDown:o-1,ArrowRight:o+1,ArrowUp:o+1,Home:0,End:r,PageUp:o+10,PageDown:o-10}[n.key];s===void 0||!t.length||(n.preventDefault(),n.stopPropagation(),e.onPick(Math.max(0,Math.min(r,s))))}function zp(e){let{element:n,points:t}=e;n.textContent="";let o=Ln/2,r=t.map(l=>[Tn(e,l.ply),Si(l.share)]),s=l=>`M${Tn(e,0)} ${o} ${r.map(([a,c])=>`L${a.toFixed(1)} ${l(c,o).toFixed(1)}`).join(" ")} L${Tn(e,t.length-1)} ${o} Z`;n.append(y("title",{}),y("path",{class:"graph-blue",d:s(Math.min)}),y("path",{class:"graph-red",d:s(Math.max)}),y("line",{class:"graph-mid",x1:0,y1:o,x2:An,y2:o}),y("polyline",{class:"graph-line",points:r.map(([l,a])=>`${l.toFixed(1)},${a.toFixed(1)}`).join(" ")})),n.firstChild.textContent=Je.title;for(let l of t){let a=Cp.includes(l.mark),c=y("path",{class:`graph-point${a?` graph-mark graph-mark-${l.mark}`:""}`,d:`M${Tn(e,l.ply).toFixed(2)} ${Si(l.share).toFixed(2)}h0.01`,"data-ply":l.ply,"data-share":l.share.toFixed(3)});a&&(c.dataset.mark=l.mark),n.append(c)}let i=Tn(e,e.shown);n.append(y("line",{class:"graph-cursor",x1:i,y1:2,x2:i,y2:Ln-2}))}function Ip(e,n){let{element:t}=e;if(n.marks===e.drawn.marks&&n.shown===e.drawn.shown)return;n.marks!==e.drawn.marks&&(e.points=Pp(n.marks)),e.drawn={marks:n.marks,shown:n.shown};let o=e.points;if(e.shown=Math.min(n.shown,Math.max(0,o.length-1)),t.parentNode?.classList.toggle("has-graph",o.length>0),!o.length){t.setAttribute("hidden",""),t.textContent="";return}t.removeAttribute("hidden");let r=s=>s===0?`${Je.start}: ${Ei(o[0])}`:Je.point(U(n.startPlayer,s,n.plies[s-1]),Ei(o[s]),o[s].mark);t.dataset.plies=String(o.length-1),t.setAttribute("aria-valuemax",String(o.length-1)),t.setAttribute("aria-valuenow",String(e.shown)),t.setAttribute("aria-valuetext",r(e.shown)),zp(e)}function Ri(e){let n=u("ol",{class:"polis-moves","aria-label":"Moves"}),t=u("div",{class:"polis-moves-wrap"},n),o=Mi({onPick:s=>e(s)});t.append(o.element),n.addEventListener("click",s=>{let i=s.target.closest("[data-ply]");i&&e(Number(i.dataset.ply))});let r={moveList:n,moveListWrap:t,graph:o,listed:{plies:null,count:-1,start:null}};return{wrap:t,list:n,draw:s=>qp(r,s)}}function qp(e,n){let{moveList:t,moveListWrap:o,graph:r}=e,s=e.listed;if(s.plies!==n.plies||s.count!==n.plies.length||s.start!==n.startPlayer){t.textContent="";let i=null;n.plies.forEach((l,a)=>{if(!i||l.player==="blue"){let d=U(n.startPlayer,a+1,l);i=u("li",{class:"move-row"},u("span",{class:"move-no",text:d.slice(0,d.search(/[.\u2026]/)+1)})),t.append(i),a===0&&l.player==="red"&&i.append(u("span",{class:"move move-gap",text:"\u2026"}))}let c=ci(l.result),p=u("button",{type:"button",class:`move move-${l.player}`,"data-ply":a+1,"data-move":b(l.move),title:`${g[l.player]}: ${U(n.startPlayer,a+1,l)}${c.length?", "+c.join(", ").replace("\xD7","captured "):""}`},u("span",{class:"move-text",text:b(l.move)}),...c.map(d=>u("span",{class:"move-tag",text:d})));i.append(p)}),s=e.listed={plies:n.plies,count:n.plies.length,start:n.startPlayer,current:null,marks:null},n.plies.length&&requestAnimationFrame(()=>{o.scrollTop=o.scrollHeight})}if(s.marks!==n.marks){for(let i of t.querySelectorAll(".move[data-ply]")){let l=n.marks&&n.marks[Number(i.dataset.ply)-1];l?i.dataset.review=l.mark:delete i.dataset.review,i.setAttribute("aria-description",l?l.mark:"")}s.marks=n.marks}if(r.draw({marks:n.marks,plies:n.plies,startPlayer:n.startPlayer,shown:n.shown}),s.current!==n.shown){for(let i of t.querySelectorAll(".move[data-ply]")){let l=Number(i.dataset.ply)===n.shown;i.classList.toggle("current",l),l?i.setAttribute("aria-current","true"):i.removeAttribute("aria-current"),l&&n.browsing&&i.scrollIntoView({block:"nearest"})}s.current=n.shown}}function Ti(e){return u("div",{class:`player player-${e}`,"data-side":e},u("span",{class:`player-chip pc-${e}`,"aria-hidden":"true"}),u("div",{class:"player-text"},u("span",{class:"player-name"},u("strong",{text:g[e]}),u("span",{class:"player-count",title:"pieces on the board"},u("span",{class:"count"}),u("span",{class:"player-stun",text:"\u2605",title:"chariot stunned"}))),u("span",{class:"player-who"})))}function _p(e){let n=(o,r,s={})=>u("button",{type:"button",class:`btn btn-${o}`,"data-action":o,children:[ce(o),u("span",{text:r})],onclick:()=>e[o](),...s});return{new:n("new","New game"),undo:n("undo","Undo"),hint:n("hint","Hint"),resign:n("resign","Resign"),pause:n("pause","Pause"),flip:n("flip","Flip",{title:"Turn the board around (F)"})}}function jp(e){let n=u("select",{class:"panel-level","aria-label":"Computer level","data-action":"level"},...H.map(s=>u("option",{value:s.name,text:s.label})));n.addEventListener("change",()=>{e.level(n.value)});let t=s=>u("button",{type:"button",class:`btn btn-toggle toggle-${s}`,"data-action":s,"aria-pressed":"false",title:mt[s].title,children:[ce(s),u("span",{class:"toggle-name","aria-hidden":"true",text:mt[s].short}),u("span",{class:"visually-hidden",text:mt[s].label}),u("span",{class:"toggle-light","aria-hidden":"true"})],onclick:()=>e[s]()}),o={sound:t("sound"),theme:t("theme"),balance:t("balance"),tap:t("tap")},r=u("div",{class:"polis-settings"},u("label",{class:"level-label"},u("span",{class:"visually-hidden",text:"Level"}),n),o.sound,o.theme,o.balance,o.tap);return{levelSelect:n,t:o,settingsRow:r}}function Bp(e){let n=(a,c,p)=>u("button",{type:"button",class:`btn btn-icon nav-${a}`,"data-action":`history-${a}`,"aria-label":c,title:c,children:[ce(a)],onclick:p}),t=n("first","Start of the game",()=>e.browse(0)),o=n("prev","Previous move",()=>e.browse("prev")),r=n("next","Next move",()=>e.browse("next")),s=n("last","Current position",()=>e.browse("end")),i=u("span",{class:"nav-label"}),l=u("div",{class:"polis-history"},t,o,i,r,s);return{navFirst:t,navPrev:o,navNext:r,navLast:s,navLabel:i,historyNav:l}}function Dp(e){let n=(o,r)=>u("button",{type:"button",class:"btn btn-quiet","data-action":o,title:r,children:[ce(o),u("span",{text:r})],onclick:()=>e[o]()}),t=u("div",{class:"polis-extra"},n("rules","Rules"),n("copy-link","Copy link"),n("copy-moves","Copy moves"));return t.addEventListener("focusin",o=>{t.scrollWidth>t.clientWidth&&o.target.scrollIntoView({block:"nearest",inline:"nearest"})}),t}function Ai({compact:e=!1,actions:n}){let t={blue:Ti("blue"),red:Ti("red")},o=u("p",{class:"polis-status"}),r=u("p",{class:"polis-info"}),s=_p(n),i=u("div",{class:"polis-controls"},...Object.values(s)),{levelSelect:l,t:a,settingsRow:c}=jp(n),p=Bp(n),d=p.historyNav,m=Ri($=>n.browse($)),f=m.wrap,h=Dp(n),x=u("aside",{class:"polis-side"},u("div",{class:"polis-players"},t.blue,t.red),o,r,i,c,e?null:d,e?null:f,h),M={cards:t,status:o,info:r,b:s,levelSelect:l,t:a,nav:p,moves:m,compact:e};return{element:x,draw:$=>Gp(M,$),drawThinking:$=>Li(M,$),buttons:s,moveList:m.list}}var wt=(e,n)=>e.setAttribute("aria-disabled",n?"true":"false");function Fp(e,n){let{game:t,settings:o}=n,r=Gn(n.shownBoard),s=Y(n.shownBoard),i=E(o.level);for(let l of["blue","red"]){let a=e.cards[l],c=a.querySelector(".player-who"),p=t.isAi(l)?`${ft.computer} \xB7 ${i.label}`:n.humans.length===1?ft.you:ft.human;if(c.title!==p){c.title=p;let d=[ce("computer"),u("span",{"aria-hidden":"true",text:i.label})];c.replaceChildren(...t.isAi(l)?d:[],u("span",{class:t.isAi(l)?"visually-hidden":void 0,text:p}))}a.querySelector(".count").textContent=String(r[l]),a.classList.toggle("to-move",!t.over&&n.shownPlayer===l),a.classList.toggle("is-stunned",s[l]),a.classList.toggle("is-winner",!!t.over&&!n.browsing&&t.over.winner===l)}}function Up(e,n){let{game:t,settings:o}=n,r=e.b,s=t.isAi("blue")||t.isAi("red"),i=t.isAi("blue")&&t.isAi("red");r.undo.disabled=t.plies.length===0||n.humans.length===1&&!t.plies.some(c=>c.player===n.humans[0]),r.hint.disabled=!(n.aiReady&&!n.browsing&&t.humanTurn()),r.resign.disabled=!!t.over||n.humans.length===0;let l=!!n.resignArmed&&!r.resign.disabled;r.resign.classList.toggle("btn-armed",l),r.resign.dataset.abort=String(!!n.canAbort),r.resign.querySelector("span").textContent=n.canAbort?ze.abort:l?ze.armed:ze.idle,r.resign.title=n.canAbort?ze.abortTitle:l?ze.armedTitle:ze.title,r.pause.classList.toggle("btn-unused",!i),r.pause.disabled=!!t.over||!i;let a=t.paused?"Resume":"Pause";r.pause.textContent!==a&&r.pause.replaceChildren(ce(t.paused?"play":"pause"),u("span",{text:a})),e.levelSelect.value=o.level,e.levelSelect.disabled=!s&&!n.aiReady,e.t.sound.setAttribute("aria-pressed",String(n.sound)),e.t.balance.setAttribute("aria-pressed",String(n.balance)),e.t.theme.setAttribute("aria-pressed",String(n.theme==="dark")),e.t.tap.setAttribute("aria-pressed",String(!!n.tapPlay))}function Gp(e,n){let{game:t}=n;Fp(e,n),e.status.textContent=n.status,e.status.title=n.status,n.hover?(e.info.textContent=n.hover,e.info.dataset.kind="preview"):t.aiTask?Li(e,t.aiTask):(e.info.textContent=n.info,e.info.dataset.kind="last"),Up(e,n);let o=n.shown,{navFirst:r,navPrev:s,navNext:i,navLast:l,navLabel:a,historyNav:c}=e.nav;wt(r,o===0),wt(s,o===0),wt(i,o===t.plies.length),wt(l,o===t.plies.length),a.textContent=o===0?"Start":`Move ${U(t.start.player,o,t.plies[o-1])}`,c.classList.toggle("browsing",n.browsing),!e.compact&&e.moves.draw({plies:t.plies,startPlayer:t.start.player,shown:o,browsing:n.browsing,marks:n.marks})}function Li(e,n){e.info.textContent=wi(n),e.info.dataset.kind="thinking"}var yt={hop:{position:"7B/8/1b1r4/2b5/8/8/8/R7 b",move:"b3c3",rows:[1,3],cols:[0,4],caption:"Blue steps from b3 to c3: the Red dog beside it jumps across to b3, the Blue dog above jumps down to c2."},defence:{position:"7B/8/1b1rr3/2b5/8/8/8/R7 b",move:"b3c3",rows:[1,3],cols:[0,4],caption:"The same step, but a second Red dog stands behind the first: it is defended and stays. The Blue dog still jumps."},capture:{position:"7B/8/1br1b3/3b4/8/8/8/R7 b",move:"d4d3",rows:[1,3],cols:[0,4],caption:"Blue steps to d3. The Red dog on c3 cannot jump (e3 is taken) and is caught between two Blue pieces: captured."},stun:{position:"7B/8/1bR1b3/3b4/8/8/8/8 b",move:"d4d3",rows:[1,3],cols:[0,4],caption:"The same with Red\u2019s chariot: it is never captured, it is stunned (star) and cannot move until freed."}};function Ci(e,{rows:n,cols:t},o){let r=u("div",{class:"mini-board","aria-hidden":"true"});r.style.gridTemplateColumns=`repeat(${t[1]-t[0]+1}, 1fr)`;for(let s=n[1];s>=n[0];s--)for(let i=t[0];i<=t[1];i++){let l=u("div",{class:`mini-sq ${(s+i)%2?"sq-dark":"sq-light"}`,"data-mini-square":Ae(s,i)});o.has(s*8+i)&&l.classList.add("mini-mark");let a=e[s][i];a&&l.append(Un(a)),r.append(l)}return r}function xt(e){let{board:n}=ue(e.position),t=B(e.move),o=we(n,t).board,r=t.fromR*8+t.fromC,s=t.toR*8+t.toC;return u("figure",{class:"rules-diagram"},u("div",{class:"mini-pair"},Ci(n,e,new Set([r])),u("span",{class:"mini-arrow","aria-hidden":"true",text:"\u2192"}),Ci(o,e,new Set([s]))),u("figcaption",{text:e.caption}))}var me=e=>u("p",{html:e}),Hp=[{key:"win",attrs:{class:"sq sq-light mark-dest mark-win"},text:"a gold ring on a destination: this move wins"},{key:"loss",attrs:{class:"sq sq-light mark-dest mark-loss"},text:"a red striped square on a destination: this move gives your opponent the game"},{key:"from",attrs:{class:"sq sq-light mark-from"},text:"the last move: where the piece came from"},{key:"to",attrs:{class:"sq sq-light mark-to"},text:"\u2026 and where it went"},{key:"hop",hop:!0,text:"a short thin arrow: a piece jumped to this square (over the square behind)"},{key:"captured",attrs:{class:"sq sq-light mark-captured"},text:"a cross: a dog was captured there"}];function Wp(){let e=y("svg",{class:"legend-hop",viewBox:"0 0 2 1","aria-hidden":"true"}),n=y("g",{class:"ov-group-last-hop"}),t={x1:.85,y1:.5,x2:1.55,y2:.5};n.append(y("line",{...t,class:"ov-halo"}),y("line",{...t,class:"ov-arrow ov-last-hop"}));let o=y("g",{class:"arrow-last-hop"});return o.append(y("path",{d:"M1.5 0.36 L1.75 0.5 L1.5 0.64 z"})),e.append(n,o),u("span",{class:"legend-sq legend-pair"},u("span",{class:"sq sq-light"}),u("span",{class:"sq sq-dark"}),e)}function Kp(){return u("ul",{class:"rules-legend"},...Hp.map(e=>u("li",{"data-legend":e.key},e.hop?Wp():u("span",{class:"legend-sq"},u("span",e.attrs)),u("span",{text:e.text}))))}function Pi(){return u("div",{class:"rules-body"},me('Two sides, <b class="t-blue">Blue</b> (moves first) and <b class="t-red">Red</b>, each start with fifteen <em>dogs</em> and one <em>chariot</em> (the piece with the wheel) on their two home rows.'),u("h3",{text:"Goal"}),me("Bring your chariot to the far row: Blue to row 8, Red to row 1. It may even be carried there by a jump, during either side\u2019s move. You also win when your opponent has no legal move."),u("h3",{text:"Moving"}),me("Move one of your pieces one square in any of the eight directions onto an empty square. You may not pass. Select a piece to see where it can go; point at a destination (on a touch screen: tap it once) to see what would happen, then click or tap it again to play. You can also drag the piece. On a touch screen the switch Play on first tap plays a move with one tap on its destination; hold the destination to see what would happen."),u("h3",{text:"Jumps"}),me("When your piece lands, every piece touching it jumps over it to the empty square straight across, if there is one. All jumps happen at once."),xt(yt.hop),me("Your own pieces always jump. An enemy piece with another enemy piece right behind it on the same line is <em>defended</em> and stays put."),xt(yt.defence),u("h3",{text:"Captures and stuns"}),me("After the jumps, a dog caught between two enemy pieces in a straight line (a row, a column or a diagonal) is captured."),xt(yt.capture),me("A chariot caught the same way is <em>stunned</em> instead: it cannot move or jump, and it does not count as one side of a sandwich, until it is freed."),xt(yt.stun),me("A move is not allowed if the piece you moved would be captured, or if your moved chariot would end up stunned."),u("h3",{text:"Reading the board"}),me("Squares are named by column a\u2013h and row 1\u20138, and a move by its two squares, like b2b3. The board marks:"),Kp())}var Vp=0,qo=e=>`${e}-${++Vp}`;function Ze(e,n,...t){let o=qo("polis-dlg"),r=u("h2",{id:o,text:n});return{d:u("dialog",{class:`polis-dialog ${e}`,"aria-labelledby":o},r,...t),h:r}}function Qe(e,n){e.opener=document.activeElement&&document.activeElement!==document.body?document.activeElement:null;try{n.showModal()}catch{n.setAttribute("open","")}}function en(e){let n=e.opener,t=n&&n.isConnected&&!n.disabled&&n.getAttribute("aria-disabled")!=="true"?n:null;e.opener=null,setTimeout(()=>t?t.focus():e.returnFocus(),0)}function Yp(){let e=u("select",{name:"level",id:qo("polis-level")},...H.map(t=>u("option",{value:t.name,text:t.label}))),n=u("p",{class:"setup-desc"});return e.addEventListener("change",()=>n.textContent=E(e.value).description),{select:e,desc:n}}var Oi=e=>u("fieldset",{class:`setup-side setup-${e}`},u("legend",{},u("span",{class:`player-chip pc-${e}`,"aria-hidden":"true"}),g[e]),...["human","ai"].map(n=>u("label",{},u("input",{type:"radio",name:e,value:n}),n==="human"?"Human":"Computer")));function Xp(e,n){let t=u("span",{class:"setup-rating-text","aria-live":"polite"}),o=u("button",{type:"button",class:"btn btn-quiet setup-rating-reset","data-action":"rating-reset",onclick:()=>{if(o.dataset.armed!=="true"){o.dataset.armed="true",o.textContent=Q.resetAgain;return}n.reset(),zi(e,!0),e.level.select.focus()}});return e.rating={keeper:n,text:t,reset:o},u("p",{class:"setup-desc setup-rating"},t," ",o)}function zi(e,n=!1){let{keeper:t,text:o,reset:r}=e.rating,s=t.current();o.textContent=n?Q.resetDone:Q.summary(s),r.dataset.armed="false",r.textContent=Q.reset,r.hidden=n||!s.games}var Ni=(e,n)=>u(e,{...n,spellcheck:"false",autocomplete:"off"});function Jp(e){return e.position=Ni("input",{type:"text",name:"position",placeholder:"the usual start"}),e.moves=Ni("textarea",{name:"moves",rows:2,placeholder:"b2b3, g7g6, ..."}),u("details",{class:"setup-more"},u("summary",{text:"Start from a position or replay moves"}),u("label",{class:"setup-row"},"Position",e.position),u("p",{class:"setup-desc",text:'Rows 1 to 8 separated by "/", then b or r for the side to move.'}),u("label",{class:"setup-row"},"Moves to replay",e.moves),u("p",{class:"setup-desc",text:"Moves like b2b3, separated by commas, from the position above."}))}function Ii(e,{onStart:n,rating:t}){let o={level:Yp(),rating:null};o.more=Jp(o),o.error=u("p",{class:"setup-error",role:"alert"}),o.form=u("form",{method:"dialog"},u("div",{class:"setup-sides"},Oi("blue"),Oi("red")),u("label",{class:"setup-row",for:o.level.select.id},"Computer level"),o.level.select,o.level.desc,...t?[Xp(o,t)]:[],o.more,o.error,u("div",{class:"dialog-buttons"},u("button",{type:"button",class:"btn",text:"Cancel",onclick:()=>o.d.close()}),u("button",{type:"submit",class:"btn btn-primary",value:"start",text:"Start game"}))),o.d=Ze("polis-setup","New game",o.form).d,o.d.addEventListener("close",()=>en(e)),o.form.addEventListener("submit",r=>{r.preventDefault(),Zp(o,n)}),e.setup=o}function Zp(e,n){let t=new FormData(e.form),o=n({blue:t.get("blue")==="ai"?"ai":"human",red:t.get("red")==="ai"?"ai":"human",level:e.level.select.value,position:String(t.get("position")||"").trim(),moves:String(t.get("moves")||"").trim()});if(o){e.error.textContent=o;return}e.error.textContent="",e.d.close()}function qi(e,n,t){let o=e.setup;for(let r of["blue","red"])for(let s of o.form.querySelectorAll(`input[name="${r}"]`))s.checked=s.value===n[r],s.disabled=s.value==="ai"&&t;o.level.select.value=n.level,o.level.select.disabled=t,o.level.desc.textContent=t?"The computer player is not available.":E(n.level).description,o.position.value="",o.moves.value="",o.more.open=!1,o.error.textContent="",o.rating&&zi(o),e.result?.d.open&&e.result.d.close(),Qe(e,o.d)}var _i=600;function ji(e,{onReview:n,onUndo:t,onRematch:o}){let r={openedAt:0,pressedOutside:!1};r.place=()=>eu(e);let s=(l,a,c,p=!1)=>u("button",{type:"button",class:`btn${p?" btn-primary":""}`,"data-action":l,text:a,onclick:()=>{r.d.close(),c()}}),i=u("button",{type:"button",class:"btn btn-icon result-close","data-action":"result-close","aria-label":To.close,title:To.close,children:[ce("close")],onclick:()=>r.d.close()});r.text=u("p",{class:"result-text"}),Object.assign(r,Ze("polis-result","",i,r.text,u("div",{class:"dialog-buttons"},s("review","Review the game",n),s("result-undo","Undo",t),s("rematch",xe.plain,()=>o(!1),!0),s("rematch-same",xe.plainSame,()=>o(!0))))),r.d.prepend(u("div",{class:"result-emblem","aria-hidden":"true"})),r.d.addEventListener("close",()=>{removeEventListener("resize",r.place),en(e)}),Qp(r),e.result=r}function Qp(e){let n=t=>{let o=e.d.getBoundingClientRect();return t.target===e.d&&(t.clientX<o.left||t.clientX>o.right||t.clientY<o.top||t.clientY>o.bottom)};e.d.addEventListener("pointerdown",t=>{e.pressedOutside=n(t)&&performance.now()-e.openedAt>=_i}),e.d.addEventListener("click",t=>{e.pressedOutside&&n(t)&&e.d.close(),e.pressedOutside=!1})}function eu(e){let n=e.result.d;n.style.left=n.style.top=n.style.maxWidth=n.style.width="",n.classList.remove("placed","narrow","in-side");let t=e.avoid&&e.avoid();if(!t||!t.isConnected||nu(n,t))return;let o=t.getBoundingClientRect(),r=document.documentElement.clientWidth,s=document.documentElement.clientHeight,i=8,{width:l,height:a}=n.getBoundingClientRect(),c=Math.max(r-o.right,o.left)-2*i;s-o.bottom-2*i<a&&c<l&&c>=240&&(n.classList.add("narrow"),n.style.maxWidth=`${Math.floor(c)}px`,{width:l,height:a}=n.getBoundingClientRect());let p=(f,h)=>Math.max(i,Math.min(r-l-i,(f+h-l)/2)),d=(f,h)=>Math.max(i,Math.min(s-a-i,(f+h-a)/2)),m=null;if(s-o.bottom-2*i>=a)m=[p(0,r),Math.max(o.bottom+i,s-a-i)];else if(r-o.right-2*i>=l&&s-2*i>=a)m=[o.right+(r-o.right-l)/2,d(0,s)];else if(o.left-2*i>=l&&s-2*i>=a)m=[(o.left-l)/2,d(0,s)];else if(o.top-2*i>=a)m=[p(0,r),i];else{let f=t.querySelector(`[data-piece="${n.dataset.winner==="blue"?"B":"R"}"]`),h=f?f.getBoundingClientRect():o;m=[p(0,r),h.top+h.height/2<s/2?s-a-i:i]}n.classList.add("placed"),n.style.left=`${Math.round(m[0])}px`,n.style.top=`${Math.round(m[1])}px`}function nu(e,n){let t=n.closest(".polis"),[o,r,s]=[".polis-side",".polis-players",".polis-moves-wrap"].map(h=>t&&t.querySelector(h));if(!o||!r||!s)return!1;let[i,l,a,c]=[o,r,s,n].map(h=>h.getBoundingClientRect());if(i.width<280||i.left<c.right&&i.top<c.bottom)return!1;let p=6;e.classList.add("placed","in-side"),e.style.width=`${Math.floor(i.width)}px`,e.style.maxWidth="none";let d=e.getBoundingClientRect().height,m=Math.min(a.top,document.documentElement.clientHeight)-p,f=[l.bottom+p,i.top].find(h=>h>=0&&m-h>=d);return f===void 0?(e.classList.remove("placed","in-side"),e.style.width=e.style.maxWidth="",!1):(e.style.left=`${Math.round(i.left)}px`,e.style.top=`${Math.round(f)}px`,!0)}function Bi(e,n,t){let o=e.result;o.d.dataset.winner=n.winner,o.d.dataset.reason=n.reason,o.h.textContent=t.title,o.text.textContent=t.text;let[r,s]=["rematch","rematch-same"].map(i=>o.d.querySelector(`[data-action="${i}"]`));r.textContent=t.rematch?t.rematch.swap:xe.plain,s.textContent=t.rematch?t.rematch.same:xe.plainSame,s.hidden=!t.rematch,o.d.open||(o.openedAt=performance.now(),o.pressedOutside=!1,Qe(e,o.d),addEventListener("resize",o.place)),o.place()}function tu(e){let n=Ze("polis-rules","How to play Polis",Pi(),u("form",{method:"dialog",class:"dialog-buttons"},u("button",{class:"btn btn-primary",text:"Got it"})));n.d.addEventListener("close",()=>en(e)),e.rules=n}function Di({onStart:e,onRematch:n,onUndo:t,onReview:o,returnFocus:r,avoid:s,rating:i=null}){let l={opener:null,returnFocus:r,avoid:s,setup:null,rules:null,result:null},a=[],c=null,p={setup:()=>Ii(l,{onStart:e,rating:i}),rules:()=>tu(l),result:()=>ji(l,{onReview:o,onUndo:t,onRematch:n})},d=m=>(l[m]||(p[m](),a.push(l[m].d),c?.append(l[m].d)),l[m]);return{attach(m){c=m,m.append(...a)},openSetup:(m,f)=>(d("setup"),qi(l,m,f)),openRules(){Qe(l,d("rules").d),l.rules.d.scrollTop=0},showResult:(m,f)=>(d("result"),Bi(l,m,f)),closeResult(){l.result?.d.open&&l.result.d.close()},get anyOpen(){return a.some(m=>m.open)}}}var Pn=[],kt=[];function ou(e){let n=kt.findLast(t=>t.isConnected&&Pn.includes(t));return n?n===e:!!e.closest("body.polis-page")&&Pn.find(t=>t.isConnected)===e}var Fi=e=>{let n=kt.indexOf(e);n>=0&&kt.splice(n,1)};function Ui(e,n){return{onMove:(t,o)=>e.userMove(t,o),onPremove:(t,o)=>e.planMove(t,o),onMiss:t=>e.miss(t),onInput(t){e.pressed(t),n().update({movable:e.movable()})},onChange:()=>e.deps.changed()}}function Gi(e,{container:n,line:t,isOpen:o,flip:r,browse:s}){let i=()=>{Fi(n),kt.push(n)};Pn.push(n),n.addEventListener("pointerdown",i,!0),n.addEventListener("focusin",i);let l=a=>{if(a.defaultPrevented||a.ctrlKey||a.metaKey||a.altKey||o())return;let c=a.composedPath?a.composedPath()[0]:a.target;if(c&&(c.closest?.("input, textarea, select")||c!==document.body&&!n.contains(c))||(!c||c===document.body)&&!ou(n))return;let p=e.board.contains(c);if((!p||a.key==="Escape")&&t.key(a.key))return a.preventDefault();let d={ArrowLeft:"prev",ArrowRight:"next",Home:0,End:"end"};if(a.key==="f"||a.key==="F")r();else if(!p&&a.key in d)s(d[a.key]);else return;a.preventDefault()};return l.destroy=()=>{let a=Pn.indexOf(n);a>=0&&Pn.splice(a,1),n.removeEventListener("pointerdown",i,!0),n.removeEventListener("focusin",i),Fi(n)},l}var On={show:"Show me",retry:"Start the step again",next:"Next",exit:"Play a game",choose:"Choose a lesson",howTo:"Pick a blue piece, then a square next to it (or drag it).",wrong:"Not quite.",right:"Well done!",reply:(e,n)=>`Red answered ${e}. Now win in ${C(n,"move")}.`,goalLeft:e=>`Keep going: win in ${C(e,"move")}.`,count:(e,n,t,o)=>`Step ${e} of ${n} \xB7 ${t} of ${o} lessons done`,lessonDone:(e,n)=>`Well done! You finished \u201C${e}\u201D.${n?"":" That was the last lesson: time for a game."}`,doneMark:"Lesson done",nextLesson:e=>`Next lesson: ${e}`,tapAgain:"Tap the square again to play this move, or pick another.",legend:"Yellow squares: the move you tried, taken back. Green squares and the arrow: a move that works.",welcome:"New to Polis?",welcomeLearn:"Learn it in 8 short lessons",welcomeOr:"or",welcomePlay:"play an easy game",learn:"Learn"};function Hi(e,n,t){let o=n===0?`the gentlest of ${t} levels`:n===t-1?`the strongest of ${t} levels`:`level ${n+1} of ${t}, the weakest first`;return`Your opponent, ${e.label}, is ${o} (rated ${e.rating}).`}var Wi=[[196,29],[288,34],[241,31],[354,39],[252,31],[235,30],[200,29],[319,35],[282,33],[346,38],[200,29],[121,26]],ru=800,Vi={rating:1200,rd:350,games:0},su=40,iu=350,Nn=Math.LN10/400,fe=(()=>{let e=ru,n=0;return H.map((t,o)=>(o>0&&(e+=Wi[o-1][0],n+=Wi[o-1][1]**2),{name:t.name,label:t.label,rating:e,rd:Math.round(Math.sqrt(n))}))})();function au(e){let n=fe.find(t=>t.name===e);if(!n)throw new Error(`unknown level ${v(e)}`);return n}var Yi=e=>1/Math.sqrt(1+3*Nn*Nn*e*e/(Math.PI*Math.PI));function lu(e,n){return 1/(1+10**(-Yi(n.rd)*(e.rating-n.rating)/400))}function cu(e,n){$t(e);let t=0,o=0;for(let{opponent:s,score:i}of n){if(i!==0&&i!==.5&&i!==1)throw new Error(`score must be 0, 0.5 or 1, got ${v(i)}`);if(Xi(s,"opponent"),s.rd<0)throw new Error(`opponent.rd must be 0 or more, got ${v(s.rd)}`);let l=Yi(s.rd),a=lu(e,s);t+=Nn*Nn*l*l*a*(1-a),o+=l*(i-a)}let r=1/(e.rd*e.rd)+t;return{rating:e.rating+Nn/r*o,rd:Math.min(iu,Math.max(su,Math.sqrt(1/r))),games:e.games+n.length}}var Ki=200;function pu(e,n,t){let o=cu(e,[{opponent:n,score:t}]),r=Math.max(-Ki,Math.min(Ki,o.rating-e.rating));return{...o,rating:e.rating+r}}function Xi(e,n,t=["rating","rd"]){if(e===null||typeof e!="object")throw new Error(`${n} must be { ${t.join(", ")} }, got ${v(e)}`);for(let o of t)if(!Object.hasOwn(e,o)||!Number.isFinite(e[o]))throw new Error(`${n}.${o} must be a number, got ${v(e[o])}`)}function $t(e){if(Xi(e,"rating",["rating","rd","games"]),e.rd<=0)throw new Error(`rating.rd must be above 0, got ${v(e.rd)}`)}function Ji(e,n){let t=["blue","red"].filter(c=>n[c]==="human");if(t.length!==1)return{rated:!1,why:t.length?"two-humans":"no-human"};if(n.undos>0)return{rated:!1,why:"undo"};let o=au(n.level),r=pu(e,o,n.winner===t[0]?1:0),s=fe.indexOf(o),i=fe.reduce((c,p)=>Math.abs(p.rating-r.rating)<Math.abs(c.rating-r.rating)?p:c),l=fe.indexOf(i),a=r.rd>150||l===s?null:l>s?"up":"down";return{rated:!0,before:e,after:r,change:r.rating-e.rating,level:o,suggestion:a}}var uu=e=>!!e&&(e.moves?.length>0||!!e.position||!!e.start?.text||!!e.resigned);function du(e){let n=fe.findIndex(r=>r.name===e.dataset.level);if(n<0||![e.dataset.blue,e.dataset.red].includes("ai"))return null;let t=fe.length,o=Hi(fe[n],n,t);return u("span",{class:"welcome-opponent","data-level":e.dataset.level,text:` ${o}`})}function Zi(e,{saved:n,asked:t,onShown:o,onPlayEasy:r}){let s=e.closest("body.polis-page")&&document.querySelector(".page-header p");if(!s||uu(n)||t)return()=>{};let i=[...s.childNodes];s.classList.add("polis-welcome"),s.replaceChildren(`${On.welcome} `,u("a",{href:zr(),class:"welcome-learn","data-action":"welcome-learn"},On.welcomeLearn),` ${On.welcomeOr} `,u("button",{type:"button",class:"welcome-play","data-action":"welcome-play",onclick:()=>{s.classList.remove("polis-welcome"),s.replaceChildren(...i),r()}},On.welcomePlay),".",du(e));let l=s.closest("header")??s;if(typeof IntersectionObserver!="function")return()=>{};let a=new IntersectionObserver(([c])=>{a.disconnect();let p=c.boundingClientRect;c.isIntersecting&&p.width>1&&p.height>1&&o()});return a.observe(l),()=>a.disconnect()}var Qi=":backup";function G(){try{return typeof localStorage<"u"&&localStorage?localStorage:null}catch{return null}}function P(e,n=G()){try{let t=n?n.getItem(e):null;return typeof t=="string"?t:null}catch{return null}}var nn={yes:!1,listeners:new Set};function mu(){if(!nn.yes){nn.yes=!0;for(let e of nn.listeners)e()}}function na(e){let n=!1,t=()=>{n||(n=!0,e())};return nn.yes?queueMicrotask(t):nn.listeners.add(t),()=>nn.listeners.delete(t)}function qe(){let e=typeof location<"u"?location.pathname:"";return e.endsWith("/")?`${e}index.html`:e}var Et=(e=qe())=>e.endsWith("/index.html")?e.slice(0,-10):null,le=new Map,ta=e=>le.set(e,"guard");function T(e,n,t=G()){try{if(!t)throw new Error("no storage");if(le.has(e))throw new Error("a record that could not be kept aside");return t.setItem(e,n),!0}catch{return mu(),!1}}function V(e,n=G()){try{n?.removeItem(e)}catch{}}function _o(e,n,t=G()){for(let o=1;o<100;o++){let r=o===1?`${e}${Qi}`:`${e}${Qi}:${o}`,s=P(r,t);if(s===n)return r;if(s===null)return T(r,n,t)?r:null}return null}function _e(e,n,t=G()){let o=P(e,t);if(o===null&&le.get(e)==="unread"&&le.delete(e),o===null)return{value:null,text:o,problem:null,backup:null};let r;try{r=n(JSON.parse(o))}catch{return ea(e,{value:null,text:o,problem:"unreadable"},t)}return r.lost?.length?ea(e,{value:r.value,text:o,problem:"partial",lost:r.lost},t):(le.get(e)==="unread"&&le.delete(e),{value:r.value,text:o,problem:null,backup:null})}function ea(e,n,t){let o=_o(e,n.text,t);return!o&&!le.has(e)&&le.set(e,"unread"),o&&le.get(e)==="unread"&&le.delete(e),{...n,backup:o}}var St=e=>`polis:pref:${e}`,tn=e=>`polis:rating:${e}`,ra="polis:puzzle:progress",sa="polis:puzzle:choice",zn=(e=qe())=>`polis:games:${e}`,oa={[ra]:["polis-puzzles"],[sa]:["polis-puzzle-choice"],[tn("games")]:["polis-rating-games"],[tn("puzzles")]:["polis-rating-puzzles"]};function fu(e){if(oa[e])return oa[e];let n=Et();return n&&e===zn()?[zn(n)]:[]}function Mt(e,n,{area:t=G(),fold:o=null,write:r=JSON.stringify}={}){for(let s of fu(e)){let i=P(s,t);if(i===null)continue;let l=P(e,t);if(l===null||l===i){if(l===i||T(e,i,t))V(s,t);else return _e(s,n,t);continue}let a=_e(e,n,t),c=hu(i,n);if(o&&c&&!a.problem){let p=o(a.value,c);return T(e,r(p),t)&&V(s,t),{...a,value:p}}_o(e,i,t)&&V(s,t)}return _e(e,n,t)}function hu(e,n){try{let t=n(JSON.parse(e));return t.lost?.length?null:t.value}catch{return null}}var jo=e=>typeof e=="string"&&e.trim()!==""?Number(e):e;function gu(e){let n=e&&typeof e.rating=="object"&&e.rating?e.rating:e;if(!n||typeof n!="object")throw new Error("not a rating");let t={rating:jo(n.rating),rd:jo(n.rd),games:jo(n.games??0)};if(!Number.isFinite(t.rating)||!(t.rd>0)||!Number.isFinite(t.games))throw new Error("not a rating");return{value:t,lost:[]}}var vu=(e,n)=>n.games>e.games?n:e,ia=(e,n)=>Mt(e,gu,{area:n,fold:vu}).value;function Rt(e,n="games"){let t=ia(tn(n),e??null);try{return $t(t),{rating:t.rating,rd:t.rd,games:t.games}}catch{return{...Vi}}}function aa(e,n,t="games"){$t(n),T(tn(t),JSON.stringify(n),e??null)}function la(e,n="games"){V(tn(n),e??null)}function on(e,n){return P(St(e))??n}function ca(){let e=typeof matchMedia=="function"&&matchMedia("(prefers-color-scheme: light)").matches;return on("theme",e?"light":"dark")}function In(e,n){T(St(e),String(n))}var pa="novice";function ua(e){In("level",e)}function da(e){let n=G(),t=`${e}:unrated`,o=()=>P(t,n)??"",r=c=>c?T(t,c,n):V(t,n),s=o(),i=0,l=c=>s?!1:(s=c,r(c),!0);return{started(c,p){c?(s="",r("")):s=o(),i=p},seen(c){c<i&&l("undo"),i=c},levelChanged:c=>c&&l("level"),helped:(c,p)=>c.blue!==c.red&&l(p),finished(c,p,d){let m=a(c,p);return m?{...d,text:`${d.text} ${m}`}:d},current:()=>Rt(n),reset:()=>la(n)};function a(c,p){let d=Rt(n),m=s&&c.blue!==c.red?{rated:!1,why:s}:Ji(d,{...c,winner:p.winner,undos:0});return l("done"),m.rated?(aa(n,m.after),Q.rated(m)):Q.unrated(m.why)}}var ma=2;function fa(e){return JSON.stringify({version:ma,...e,position:e.position??null,moves:se(e.moves)})}function bu(e){if(typeof e=="string")return e;if(e&&typeof e=="object"){if(typeof e.from=="string"&&typeof e.to=="string")return e.from+e.to;try{return b(e)}catch{return"?"}}return"?"}function wu(e,n){if(!e)return L(null);try{return L(String(e))}catch{let[t,o]=String(e).trim().split(/\s+/),r=L(`${t} ${o}`);return n.push("position"),r}}function Tt(e){if(!e||typeof e!="object"||Array.isArray(e))throw new Error("not a saved game");let n=[];Number.isInteger(e.version)&&e.version>ma&&n.push("version");let t=wu(e.position,n),o=Array.isArray(e.moves)?e.moves.map(bu).join(","):String(e.moves??""),{moves:r,error:s}=de(o,t);s&&n.push("moves");let i=q;try{i=E(e.level??q).name}catch{n.push("level")}return{value:{blue:e.blue==="ai"?"ai":"human",red:e.red==="human"?"human":"ai",level:i,position:t.text,moves:r,resigned:["blue","red"].includes(e.resigned)?e.resigned:null},lost:n}}var Lt=":previous",ha=1,qn=new Map,At=e=>`polis:game:${e}:`,ga=(e="main")=>`${At(qe())}${e||"main"}`;function yu(e){if(e&&Array.isArray(e.previous)){let n=e.previous.filter(o=>typeof o=="string"),t=Number.isInteger(e.version)&&e.version>ha;return{value:n,lost:n.length<e.previous.length||t?["previous"]:[]}}return Tt(e),{value:[JSON.stringify(e)],lost:[]}}function Bo(e){let n=_e(`${e}${Lt}`,yu);return n.problem&&!n.backup?null:n.value??[]}var xu=(e,n)=>T(`${e}${Lt}`,JSON.stringify({version:ha,previous:n}));function Do(e,n){let t=Bo(e);return t?t.includes(n)||xu(e,[n,...t]):!1}function ku(e){let n=Et();if(!n||!e.startsWith(At(qe())))return e;let t=At(n)+e.slice(At(qe()).length);for(let i of Bo(t)??[])if(!Do(e,i))return e;P(`${t}${Lt}`)!==null&&Bo(t)&&V(`${t}${Lt}`);let o=P(t);if(o===null)return e;let r=P(e),s=r===null?T(e,o):r===o||Do(e,o);return s&&V(t),s||r!==null?e:t}function Fo(e){let n=_e(ku(e),Tt);return qn.set(e,P(e)),{record:n.value,problem:n.problem,text:n.text}}var va=e=>Fo(e).record;function ba(e,n){if(qn.has(e)&&P(e)!==qn.get(e))return!1;let t=fa(n);return T(e,t)&&qn.set(e,t),!0}function wa(e,n){let t=Do(e,n);return t||ta(e),t}function ya(e,n,{left:t=()=>{},following:o=()=>!1}={}){let r=G();if(typeof window>"u"||!r)return()=>{};let s=`${e}:left`,i=a=>{if(a.storageArea!==r||(a.key===s&&a.newValue&&t(),a.key!==e))return;qn.set(e,a.newValue);let c=null;try{c=a.newValue===null?null:Tt(JSON.parse(a.newValue)).value}catch{}c&&n(c)},l=()=>o()||T(s,String(Date.now()),r);return window.addEventListener("storage",i),window.addEventListener("pagehide",l),()=>{window.removeEventListener("storage",i),window.removeEventListener("pagehide",l)}}async function xa(e){try{return await navigator.clipboard.writeText(e),!0}catch{return!1}}var ka=1,$u=500,$a=["blue","red"],Eu=["chariot","no-moves","resign"];var Su=/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/,Ea=e=>new Date(e).toISOString().replace(/\.\d{3}Z$/,"Z"),Mu=0,Sa=(e=Date.now())=>`${e.toString(36)}-${(Mu++).toString(36)}${Math.floor(Math.random()*1296).toString(36)}`,_n=e=>typeof e=="number"&&Number.isFinite(e)?e:null,Ma=e=>$a.includes(e)?e:null;function Ru(e){if(!e||typeof e!="object")return null;let n=_n(e.blue),t=_n(e.red);return n===null&&t===null?null:{blue:n,red:t}}function Tu(e){return!e||typeof e!="object"||!Ma(e.me)?null:{me:e.me,name:typeof e.name=="string"?e.name.slice(0,40):""}}function Uo(e){if(!e||typeof e!="object")throw new Error("a game is not an object");if(typeof e.id!="string"||!/^[A-Za-z0-9-]{1,40}$/.test(e.id))throw new Error(`bad id ${String(e.id)}`);if(typeof e.date!="string"||!Su.test(e.date))throw new Error(`bad date ${String(e.date)}`);for(let l of $a)if(e[l]!=="human"&&e[l]!=="ai")throw new Error(`bad ${l} player ${String(e[l])}`);let n=E(e.level).name,t=L(e.position??null),{moves:o,error:r}=de(e.moves??"",t);if(r)throw new Error(`bad moves: ${r}`);let s=e.result===null||e.result===void 0?null:Ma(e.result);if(s===null&&e.result!=null)throw new Error(`bad result ${String(e.result)}`);let i=s&&Eu.includes(e.why)?e.why:null;if(s&&!i)throw new Error(`bad reason ${String(e.why)}`);return{id:e.id,date:e.date,blue:e.blue,red:e.red,level:n,position:t.text,moves:se(o),result:s,why:i,rated:e.rated===!0,change:_n(e.change),rating:_n(e.rating),rd:_n(e.rd),accuracy:Ru(e.accuracy),friend:Tu(e.friend)}}function Au(e){if(!e||typeof e!="object"||!Array.isArray(e.games))throw new Error("not a games record");let n=[];Number.isInteger(e.version)&&e.version>ka&&n.push("version");let t=[],o=new Set;for(let[r,s]of e.games.entries())try{let i=Uo(s);if(o.has(i.id))throw new Error("the same id twice");o.add(i.id),t.push(i)}catch{n.push(`game ${r+1}`)}return{value:Go(t),lost:n}}var Go=e=>[...e].sort((n,t)=>n.date===t.date?n.id<t.id?1:-1:n.date<t.date?1:-1),Ra=e=>JSON.stringify({version:ka,games:e}),Lu=(e,n)=>Go([...e,...n.filter(t=>!e.some(o=>o.id===t.id))]);function Ho(e=G()){if(!e)return{games:[],problem:null,writable:!1};let n=Mt(zn(),Au,{area:e,fold:Lu,write:Ra});return{games:n.value||[],problem:n.problem,writable:!n.problem||!!n.backup}}function Cu(e,n){return n?T(zn(),Ra(e),n)?{kept:!0,why:null}:{kept:!1,why:"full"}:{kept:!1,why:"blocked"}}function Wo(e,n=G()){let t=Uo(e),{games:o,writable:r}=Ho(n);if(!n)return{kept:!1,why:"blocked"};if(!r)return{kept:!1,why:"guarded"};let s=o.filter(i=>i.id!==t.id);return s.length===o.length&&o.length>=$u?{kept:!1,why:"bound"}:Cu(Go([t,...s]),n)}function Ta({id:e,date:n,settings:t,record:o,over:r,rating:s=null,accuracy:i=null,friend:l=null}){return Uo({id:e,date:n,blue:t.blue,red:t.red,level:t.level,position:o.position??null,moves:typeof o.moves=="string"?o.moves:se(o.moves),result:r?r.winner:null,why:r?r.reason:null,rated:!!s,change:s?s.change:null,rating:s?s.rating:null,rd:s?s.rd:null,accuracy:i,friend:l})}var Pu=e=>`${e}:games-entry`;function Aa(e,{rating:n,told:t=()=>{}}){let o=Pu(e),r=!1,s=()=>{try{let i=JSON.parse(P(o)??"null");return i&&typeof i.id=="string"?i:null}catch{return null}};return{reviewed(i){let l=s(),a=l?.done?Ho().games.find(c=>c.id===l.id):null;a&&JSON.stringify(a.accuracy)!==JSON.stringify(i)&&Wo({...a,accuracy:i})},saved(i,l,a){let c=s();if(!l.moves.length&&!l.resigned){c&&V(o);return}if(c?.done&&c.moves===l.moves.length)return;if(!c||c.done){let m=n();c={id:Sa(),date:Ea(Date.now()),before:m}}let p=null;if(a){let m=n();c.before&&m.games>c.before.games&&(p={change:Math.round((m.rating-c.before.rating)*10)/10,rating:Math.round(m.rating*10)/10,rd:Math.round(m.rd)})}T(o,JSON.stringify({...c,moves:l.moves.length,done:!!a}));let d=Wo(Ta({id:c.id,date:c.date,settings:i,record:l,over:a,rating:p}));!d.kept&&(d.why==="bound"||d.why==="guarded")&&!r&&(r=!0,t(d.why))}}}var La={entry:"Your games",title:"Your games",back:"Back to the game",none:"No games yet: the games you play here are kept in this list.",noneShown:"No game matches these choices.",filterResult:"Result",filterOpponent:"Opponent",all:"All",won:"Won",lost:"Lost",going:"Going on",computer:"The computer",friend:"A friend",review:"Review",analyse:"Analyse",remove:"Delete",undo:"Undo",removed:"The game was deleted.",exportAll:"Save all to a file",exportOne:"Save to a file",importFile:"Open a game file",imported:(e,n)=>`${e} game${e===1?"":"s"} added${n?`; ${n} already in the list`:""}.`,importFailed:e=>`Nothing was added: the file could not be read (${e}).`,notKept:{full:"Your games could not keep this game: the browser has no room left for this page. Save your games to a file and delete some to make room.",bound:"Your games holds as many games as it can keep: save them to a file and delete the oldest to keep new ones. Nothing was deleted.",guarded:"Your games could not be read in full and could not be kept aside, so nothing new is written to it.",blocked:"This browser keeps nothing for this page, so Your games stays empty."},result:{chariot:"chariot home","no-moves":"no move left",resign:"resigned"},vs:e=>e.friend?`a friend${e.friend.name?` (${e.friend.name})`:""}`:e.blue===e.red?"two players":`the computer (${e.level})`,rated:e=>`rated, ${e>0?"+":""}${e}`,unrated:"not rated",accuracy:e=>`accuracy ${[e.blue,e.red].map(n=>n===null?"-":`${Math.round(n)}%`).join(" / ")}`,history:"Rating history",current:e=>`Rating ${Math.round(e)}`,peak:e=>`peak ${Math.round(e)}`,ratedGames:e=>`${e} rated game${e===1?"":"s"}`,noHistory:"No rated game yet."};function Ou(e){return{get selected(){return e.board.input.selected},get preview(){return e.board.input.preview},get touchPreview(){return e.board.input.touchPreview},finishAnimation:()=>e.board.finishAnimation()}}function Nu(e,n,{settings:t,storeKey:o}){n.reducedMotion=Vo(),n.ai=e.aiClient||Be(),n.rating=da(o),e.keepGames&&(n.games=Aa(o,{rating:()=>n.rating.current(),told:s=>r.notice(La.notKept[s])})),n.advice=js({client:()=>e.analysisClient||Be(),ownsClient:!e.analysisClient,changed:()=>n.loop.changed()});let r=Zs({ai:n.ai,advice:n.advice,rating:n.rating,board:Ou(n),prefs:{get:on,set:In},theme:ca(),settings:t,notices:e.problems||[],animate:(s,i)=>n.board.animate(i,s.move,s.result),aiProgress:s=>{r.aiProgress(s),n.view.drawThinking()},changed:()=>n.loop.changed()});return r}function zu(e,n,t){let o=i=>l=>{i(l);let a=document.activeElement;(!a||a===document.body||a.disabled)&&n.board.focus()},r=(i,l)=>xa(i).then(a=>e.say(a?{key:"copied",what:l}:i)),s=()=>Qn(e.game.settings,e.game);return{new:()=>t(),undo:o(e.undo),hint:o(e.hint),resign:o(e.resign),pause:o(e.togglePause),flip:o(e.flip),rules:()=>n.dialogs.openRules(),level:o(e.chooseLevel),browse:o(e.browse),"copy-link":()=>r(_r(location.href,s()),"link"),"copy-moves":()=>r(se(e.game.plies.map(i=>i.move)),"moves"),sound:o(()=>e.toggle("sound")),theme:o(()=>e.toggle("theme")),balance:o(()=>e.toggle("balance")),tap:o(()=>e.toggle("tap"))}}function Iu(e,n){let t;try{t=L(n.position||null)}catch(l){return l.message}let{moves:o,error:r}=de(n.moves||"",t);if(r)return`In the list of moves, ${r}.`;let i=e.game.aiStatus==="failed"?{blue:"human",red:"human"}:{blue:n.blue,red:n.red};return e.startGame(t,o,{players:{...i,level:n.level},chosen:!0}),null}function qu(e,n,t,o){let r=()=>o.dialogs.openSetup(t.game.settings,t.game.aiStatus==="failed");o.line=fi({changed:()=>o.loop.changed()}),o.board=Mr({...Ui(t,()=>o.board),onEscape:()=>{o.line.leave(),o.loop.changed()},animationScale:()=>o.reducedMotion.matches?0:n.animationScale??1});let s=Ai({compact:!!n.compact,actions:zu(t,o,r)});o.dialogs=Di({onStart:l=>Iu(t,l),onRematch:t.rematch,onUndo:t.undoResult,onReview:t.review,returnFocus:()=>o.board.focus(),avoid:()=>o.board.board,rating:o.rating});let i=()=>{t.dismissNotices(),o.board.focus()};return o.view=yi(e,t,{board:o.board,panel:s,dialogs:o.dialogs,line:o.line,dismiss:i,pick:t.reviewStep}),r}var _u=(e,n,t)=>(e.games?.saved(n.game.settings,t,n.game.over),!0);function ju(e,n,t,o,r){let[s,i,l]=["onMove","onGameOver","onAiState"].map(c=>Hr(n,c));o.effects=xi(t,{store:{save:c=>ba(r,c)&&_u(o,t,c),load:()=>va(r),reviewed:c=>o.games?.reviewed(c)},rememberLevel:ua,dialogs:o.dialogs,line:o.line,rating:o.rating,onMove:c=>s({...c,by:t.game.settings[c.player]}),onGameOver:i,sound:Tr,title:c=>{typeof document<"u"&&e.closest("body.polis-page")&&(document.title=c)}});let a=Gr(l);o.loop=Rr({draw:()=>o.view.draw(),position:()=>t.state.setUp,board:()=>o.board,effects:()=>{o.effects.run(),a(t)}})}var Bu=(e,n)=>!!e?.moves.length&&!n.saved&&!(e.position===n.start.text&&se(e.moves)===se(n.moves));function Du(e,n,{storeKey:t,badLevel:o}){let r=[],s=c=>r.push(c),i=e.restore===!1?{record:null}:Fo(t);i.problem&&s({key:"storage",problem:i.problem});let l=jr(e,e.fromLink?null:i.record,s);Bu(i.record,l)&&wa(t,i.text)&&s({key:"storage",problem:"previousKept"});let a=null;if(l.saved){let{blue:c,red:p,level:d}=l.saved;a={blue:c,red:p,level:e.level&&!o?n.game.settings.level:d}}if(n.startGame(l.start,l.moves,{restored:!0,resigned:l.resigned,players:a}),e.review&&n.game.over&&n.review(),o){let c=n.game.settings.level;s({key:"unknownLevel",given:o,used:E(c).label,isDefault:c===q})}for(let c of r)n.notice(c);return l}function Ca(e,n){Fr(e,n),n??={};let{settings:t,badLevel:o}=Wr(n),r=ga(n.id),s={},i=Nu(n,s,{settings:t,storeKey:r}),l=qu(e,n,i,s);ju(e,n,i,s,r);let a=Gi(s.board,{container:e,line:s.line,isOpen:()=>s.dialogs.anyOpen,flip:()=>i.flip(),browse:x=>i.browse(x)});document.addEventListener("keydown",a);let c=s.ai.onStatus(x=>{x.type==="ready"?i.aiReady(x.engine):x.type==="failed"&&i.aiFailedToLoad(x.error)});s.ai.ready().catch(()=>{});let p=s.loop.batch(()=>Du(n,i,{storeKey:r,badLevel:o})),d=na(()=>i.notice({key:"storage",problem:"notKept"}));n.setup&&l();let m=Zi(e,{saved:p.saved||p.linked,asked:!!(on("welcomed","")||on("learn-done","")),onShown:()=>In("welcomed","yes"),onPlayEasy:()=>i.startGame(L(null),[],{players:{level:pa}})}),f=n.restore===!1?()=>{}:ya(r,x=>s.effects.follow(x),{following:()=>i.state.following&&i.game.paused,left:()=>i.followedLeft()});return Ur(e,i,{openSetup:l,destroy:()=>{s.loop.destroy(),s.effects.destroy(),i.destroy(),s.advice.destroy(),n.aiClient||s.ai.terminate();for(let x of[c,f,d,m])x();document.removeEventListener("keydown",a),a.destroy(),s.view.destroy()}})}function Pa(e,n={}){return Ca(e,n)}var Oa=`/* Polis game styles. Everything the game draws is scoped under .polis, so the board can sit in
   any page; the custom properties below are the knobs a host page may override. Two themes:
   data-theme="dark" (the default) and "light" on the .polis element. */

.polis {
  --polis-bg: #1c2130;
  --polis-panel: #252b3c;
  --polis-panel-2: #2e3549;
  --polis-line: #3a425a;
  --polis-text: #ece8df;
  --polis-muted: #b1b8c8;
  --polis-accent: #f0c14b;
  --polis-accent-text: #f0c14b;
  --sq-light: #efe2c4;
  --sq-dark: #d8c29a;
  --frame: #5d4331;
  --frame-text: #f3e6cc;
  --blue-hi: #7fb0ff;
  --blue-lo: #1f4eb4;
  --blue-edge: #163a88;
  --blue-mark: #e6efff;
  --red-hi: #ff9b7c;
  --red-lo: #b02f24;
  --red-edge: #7d1f18;
  --red-mark: #fff0ea;
  --move-blue: #b9d1ff;
  --move-red: #ffc2b1;
  --select: #1fb5a0;
  --danger: #d8342a;
  --error-text: #ffb3b3;
  --coord: calc(1.1 * var(--polis-rem, 1rem));
  --gap: 16px;
  /* Room the page keeps above and below the board (header, preview line, paddings). */
  --reserve: calc(5.5 * var(--polis-rem, 1rem));

  /* The layout follows the width of the game's own box, not the window's, so the game fits
     wherever it is embedded. */
  container: polis / inline-size;

  position: relative;
  box-sizing: border-box;
  color: var(--polis-text);
  background: var(--polis-bg);
  font: 15px/1.45 system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
  border-radius: 18px;
  padding: 12px;
  -webkit-tap-highlight-color: transparent;
}
.polis[data-theme='light'] {
  --polis-bg: #f6f3ec;
  --polis-panel: #ffffff;
  --polis-panel-2: #efe9dc;
  --polis-line: #cbc2ae;
  --polis-text: #1d212b;
  --polis-muted: #4e5566;
  --polis-accent-text: #7a5000;
  --frame: #7a5a40;
  --frame-text: #fff8ea;
  --move-blue: #1c4aa8;
  --move-red: #a3281e;
  --error-text: #a3140b;
}
.polis *,
.polis *::before,
.polis *::after {
  box-sizing: border-box;
}
.polis [hidden] {
  display: none !important;
}
.polis-announce,
.polis .visually-hidden {
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  margin: 0;
}

/* ------------------------------------------------------------------ layout */
/* Narrow boxes (phones, sidebars): the panel goes under the board. */
.polis-main {
  --board-size: max(200px, min(640px, calc(100cqi - var(--coord) - 10px), calc(100dvh - var(--reserve) - calc(2 * var(--polis-rem, 1rem)))));
  display: flex;
  flex-direction: column;
  gap: 10px;
  align-items: center;
}
.polis-boardcol {
  flex: 0 0 auto;
  display: flex;
  flex-direction: column;
  align-items: center;
}
.polis-side {
  width: 100%;
  max-width: calc(var(--board-size) + var(--coord) + 8px);
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-height: 0;
}
/* The rank numbers stand left of the board and the frame's edge right of it is thinner: in a
   narrow box the frame is moved left by half the difference, so the board itself is centred. */
.polis-main > .polis-boardcol > .polis-frame {
  left: calc((3px - var(--coord)) / 2);
}
/* With the balance bar's strip on the left, the frame's sides are about even: not moved. */
.polis-main > .polis-boardcol > .polis-frame:has(.polis-balance:not([hidden])) {
  left: 0;
}
/* Wide boxes: board and panel side by side, the panel as tall as the board. */
@container polis (min-width: 600px) {
  .polis-main {
    --board-size: max(240px, min(680px, calc(100cqi - var(--coord) - 330px), calc(100dvh - var(--reserve))));
    flex-direction: row;
    align-items: flex-start;
    justify-content: center;
    gap: var(--gap);
  }
  .polis-main > .polis-boardcol > .polis-frame {
    left: 0;
  }
  .polis-side {
    flex: 0 1 360px;
    min-width: 290px;
    max-width: 380px;
    /* As tall as the board, taller where the board is small (a narrow window): the move list
       keeps two rows. */
    min-height: calc(var(--board-size) + var(--coord) + 8px);
  }
  .polis .polis-side .polis-moves-wrap {
    min-height: calc(2 * 1.9 * 0.86 * var(--polis-rem, 1rem) + 8px);
  }
}
@supports not (container-type: inline-size) {
  .polis-main {
    --board-size: min(560px, calc(100vw - var(--coord) - 40px), calc(100vh - calc(10 * var(--polis-rem, 1rem))));
  }
}

/* ------------------------------------------------------------------ notices */
/* Notices float over the game (top), so they never push the board down; \xD7 dismisses them.
   Presses go through them to the board: one may appear mid-game (the computer failed) just as
   the player reaches for a piece under it, and that press must not be lost. */
.polis-notice {
  pointer-events: none;
  position: absolute;
  z-index: 30;
  top: 8px;
  left: 50%;
  transform: translateX(-50%);
  width: min(96%, 640px);
  max-height: 40%;
  overflow-y: auto;
  padding: 10px 44px 10px 14px;
  border-radius: 10px;
  background: #4a3b16;
  border: 1px solid #8b6d22;
  color: #fff3cf;
  box-shadow: 0 10px 30px rgba(0, 0, 0, 0.4);
}
.polis-notice[data-kind='error'] {
  background: #4d1f22;
  border-color: #9b3b3f;
  color: #ffe2e2;
}
.polis-notice p {
  margin: 0.15em 0;
}
.polis .notice-close {
  pointer-events: auto;
  position: absolute;
  top: 6px;
  right: 6px;
  min-height: 30px;
  width: 30px;
  padding: 0;
  font-size: calc(1.2 * var(--polis-rem, 1rem));
  background: transparent;
  border-color: transparent;
  color: inherit;
}

/* ------------------------------------------------------------------ board */
.polis-frame {
  position: relative;
  display: grid;
  grid-template-columns: var(--coord) var(--board-size);
  grid-template-rows: var(--board-size) var(--coord);
  background-color: var(--frame);
  background-image: linear-gradient(145deg, rgba(255, 255, 255, 0.08), transparent 45%, rgba(0, 0, 0, 0.12));
  border-radius: 10px;
  padding: 4px 6px 2px 2px;
  box-shadow: 0 14px 32px rgba(0, 0, 0, 0.35), inset 0 1px 0 rgba(255, 255, 255, 0.12);
  user-select: none;
  -webkit-user-select: none;
}
.polis-files,
.polis-ranks {
  display: grid;
  color: var(--frame-text);
  font-size: calc(0.75 * var(--polis-rem, 1rem));
  font-weight: 600;
}
.polis-ranks {
  grid-row: 1;
  grid-column: 1;
  grid-template-rows: repeat(8, 1fr);
}
.polis-files {
  grid-row: 2;
  grid-column: 2;
  grid-template-columns: repeat(8, 1fr);
}
.polis-files span,
.polis-ranks span {
  display: flex;
  align-items: center;
  justify-content: center;
}
.polis-board {
  grid-row: 1;
  grid-column: 2;
  position: relative;
  display: grid;
  grid-template-columns: repeat(8, 1fr);
  grid-template-rows: repeat(8, 1fr);
  width: var(--board-size);
  height: var(--board-size);
  border-radius: 3px;
  overflow: hidden;
  box-shadow: 0 0 0 2px rgba(0, 0, 0, 0.35);
  /* Drag and drop with a finger: the board does not scroll the page. */
  touch-action: none;
}
.polis-row {
  display: contents;
}
.sq {
  position: relative;
  background: var(--sq-light);
  outline: none;
}
.sq-dark {
  background: var(--sq-dark);
}
.sq::before {
  content: '';
  position: absolute;
  inset: 0;
  pointer-events: none;
}
/* The balance bar: the share of the side at the bottom fills from the bottom. */
.polis-balance {
  position: absolute;
  left: 2px;
  top: 4px;
  width: 9px;
  height: var(--board-size);
  border-radius: 3px;
  overflow: hidden;
  background: var(--red-lo);
  display: flex;
  flex-direction: column-reverse;
}
.polis[data-orientation='red'] .polis-balance {
  background: var(--blue-lo);
}
/* A mark at the middle: even. */
.polis-balance::after {
  content: '';
  position: absolute;
  left: 0;
  right: 0;
  top: 50%;
  height: 2px;
  margin-top: -1px;
  background: rgba(255, 255, 255, 0.85);
}
.balance-fill {
  background: var(--blue-hi);
  transition: height 0.4s ease;
}
.polis[data-orientation='red'] .balance-fill {
  background: var(--red-hi);
}
/* The bar has its own strip left of the rank numbers: the frame's edge widens for it, so the
   numbers keep their whole column and nothing covers them. */
.polis-frame:has(.polis-balance:not([hidden])) {
  padding-left: 14px;
}
/* The last move's marks (data-last tokens; the mark-* classes draw the same in the rules' legend). */
.sq[data-last~='from']::before,
.sq.mark-from::before {
  background: rgba(255, 205, 60, 0.3);
}
.sq[data-last~='to']::before,
.sq.mark-to::before {
  background: rgba(255, 190, 40, 0.5);
}
/* The last move's jumps: thin arrows (the overlay), not frames on both squares. */
.ov-group-last-hop .ov-halo {
  stroke-width: 0.1;
  stroke: rgba(255, 255, 255, 0.55);
}
.ov-last-hop {
  stroke: rgba(40, 60, 110, 0.75);
  stroke-width: 0.05;
}
.arrow-last-hop path {
  fill: rgba(40, 60, 110, 0.75);
}
.sq[data-last~='captured'],
.sq.mark-captured {
  background-image: linear-gradient(45deg, transparent 44%, rgba(200, 40, 30, 0.55) 44% 56%, transparent 56%),
    linear-gradient(-45deg, transparent 44%, rgba(200, 40, 30, 0.55) 44% 56%, transparent 56%);
  background-size: 60% 60%;
  background-position: center;
  background-repeat: no-repeat;
}
.sq-hint::before {
  background: rgba(60, 200, 120, 0.4);
}
.sq-premove::before {
  background: rgba(70, 140, 255, 0.38);
}
.sq-selected::before {
  background: rgba(31, 181, 160, 0.35);
  box-shadow: inset 0 0 0 3px var(--select);
}
.sq-movable {
  cursor: pointer;
}
@media (hover: hover) {
  .sq-movable:hover::before {
    background: rgba(255, 255, 255, 0.28);
  }
  .sq-dest:hover::before {
    background: rgba(31, 181, 160, 0.3);
  }
}
.sq-drag-over::before {
  background: rgba(31, 181, 160, 0.4);
}
.sq-dest {
  cursor: pointer;
}
.sq-dest::after,
.sq.mark-dest::after {
  content: '';
  position: absolute;
  left: 50%;
  top: 50%;
  width: 28%;
  height: 28%;
  transform: translate(-50%, -50%);
  border-radius: 50%;
  background: rgba(20, 120, 110, 0.6);
  pointer-events: none;
  z-index: 3;
}
.sq-dest-capture::after {
  width: 56%;
  height: 56%;
  background: transparent;
  border: 4px solid rgba(20, 120, 110, 0.8);
}
.sq[data-dest='win']::after,
.sq.mark-win::after {
  width: 62%;
  height: 62%;
  background: rgba(240, 193, 75, 0.35);
  border: 4px solid var(--polis-accent);
}
.sq[data-dest='loss']::after,
.sq.mark-loss::after {
  width: 62%;
  height: 62%;
  background: repeating-linear-gradient(45deg, rgba(216, 52, 42, 0.45) 0 4px, transparent 4px 8px);
  border: 4px solid var(--danger);
  border-radius: 20%;
}
.sq:focus-visible {
  z-index: 2;
  box-shadow: inset 0 0 0 3px #ffffff, inset 0 0 0 5px #1c2130;
}

/* ------------------------------------------------------------------ pieces */
.pc {
  position: absolute;
  inset: 9%;
  border-radius: 50%;
  pointer-events: none;
}
.pc svg {
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  overflow: visible;
}
.pc-blue {
  background: radial-gradient(circle at 34% 28%, var(--blue-hi), var(--blue-lo) 68%);
  box-shadow: 0 3px 0 var(--blue-edge), 0 6px 10px rgba(0, 0, 0, 0.35), inset 0 0 0 2px rgba(255, 255, 255, 0.18);
  color: var(--blue-mark);
}
.pc-red {
  background: radial-gradient(circle at 34% 28%, var(--red-hi), var(--red-lo) 68%);
  box-shadow: 0 3px 0 var(--red-edge), 0 6px 10px rgba(0, 0, 0, 0.35), inset 0 0 0 2px rgba(255, 255, 255, 0.18);
  color: var(--red-mark);
}
.pc-mark {
  fill: currentColor;
  opacity: 0.92;
}
.pc-chariot {
  inset: 4%;
}
.pc-chariot.pc-blue {
  box-shadow: 0 3px 0 var(--blue-edge), 0 7px 12px rgba(0, 0, 0, 0.4), inset 0 0 0 4px var(--polis-accent),
    inset 0 0 0 6px rgba(0, 0, 0, 0.25);
}
.pc-chariot.pc-red {
  box-shadow: 0 3px 0 var(--red-edge), 0 7px 12px rgba(0, 0, 0, 0.4), inset 0 0 0 4px var(--polis-accent),
    inset 0 0 0 6px rgba(0, 0, 0, 0.25);
}
.pc-wheel {
  stroke: currentColor;
  stroke-width: 6;
  stroke-linecap: round;
  fill: none;
}
.pc-wheel .pc-hub {
  fill: var(--polis-accent);
  stroke: none;
}
.pc-moving {
  z-index: 5;
}
.pc-dragging {
  opacity: 0.35;
}
.polis .pc-drag-ghost {
  inset: auto;
  top: 0;
  left: 0;
  z-index: 50;
  will-change: transform;
}
.pc-stunned {
  filter: saturate(0.45) brightness(0.92);
}
.pc-stunned::after {
  content: '';
  position: absolute;
  inset: -3%;
  border-radius: 50%;
  border: 3px dashed var(--polis-accent);
  animation: polis-spin 7s linear infinite;
}
.stun-badge {
  inset: auto !important;
  /* Inside the square, so that a stunned chariot on an edge stays inside the frame. */
  top: -8% !important;
  right: -8% !important;
  width: 42% !important;
  height: 42% !important;
  filter: drop-shadow(0 1px 1px rgba(0, 0, 0, 0.5));
}
.stun-badge path {
  fill: var(--polis-accent);
  stroke: #6a4b00;
  stroke-width: 1.5;
  stroke-linejoin: round;
}
.stun-badge .stun-bolt {
  fill: #3b2a00;
  stroke: none;
}

/* ------------------------------------------------------------------ overlay (preview, hint) */
.polis-overlay {
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  pointer-events: none;
  z-index: 6;
}
.ov-arrow {
  stroke-width: 0.085;
  stroke-linecap: round;
  fill: none;
}
.ov-halo {
  stroke: rgba(255, 255, 255, 0.75);
  stroke-width: 0.16;
  stroke-linecap: round;
}
.ov-group-step .ov-arrow {
  stroke-width: 0.11;
}
.ov-group-hint .ov-arrow {
  stroke-width: 0.13;
}
.ov-step {
  stroke: rgba(20, 30, 45, 0.85);
}
.arrow-step path {
  fill: rgba(20, 30, 45, 0.85);
}
.ov-hop-blue {
  stroke: #1d58d6;
}
.arrow-hop-blue path {
  fill: #1d58d6;
}
.ov-hop-red {
  stroke: #c7362b;
}
.arrow-hop-red path {
  fill: #c7362b;
}
.ov-hint {
  stroke: rgba(30, 160, 90, 0.9);
}
.ov-premove {
  stroke: rgba(50, 110, 230, 0.85);
}
.arrow-premove path {
  fill: rgba(50, 110, 230, 0.85);
}
.arrow-hint path {
  fill: rgba(30, 160, 90, 0.9);
}
.ov-ghost {
  stroke-width: 0.05;
  stroke-dasharray: 0.1 0.07;
}
.ov-ghost-blue {
  fill: rgba(45, 100, 230, 0.5);
  stroke: #1d58d6;
}
.ov-ghost-red {
  fill: rgba(215, 70, 45, 0.5);
  stroke: #c7362b;
}
.ov-capture circle {
  fill: rgba(0, 0, 0, 0.12);
  stroke: #e0281e;
  stroke-width: 0.07;
}
.ov-capture path {
  stroke: #e0281e;
  stroke-width: 0.09;
  stroke-linecap: round;
}
.ov-stun {
  fill: none;
  stroke-width: 0.06;
  stroke-dasharray: 0.12 0.08;
}
.ov-stun-on {
  stroke: var(--polis-accent);
}
.ov-stun-off {
  stroke: #38c172;
}
.polis-preview {
  height: 2.6em;
  margin: 6px 0 0;
  width: calc(var(--board-size) + var(--coord));
  overflow: hidden auto;
  color: var(--polis-muted);
  font-size: calc(0.88 * var(--polis-rem, 1rem));
  line-height: 1.3em;
  text-align: center;
}

/* ------------------------------------------------------------------ side panel */
/* Fixed rows: players, status (one line), info (two lines), buttons (two rows of three),
   settings, browsing, the move list (takes what is left, scrolls), links. */
.polis-players {
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 8px;
  flex: 0 0 auto;
}
.player {
  min-width: 0;
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 7px 10px;
  border-radius: 12px;
  background: var(--polis-panel);
  border: 2px solid transparent;
}
.player.to-move {
  background: var(--polis-panel-2);
}
.player-blue.to-move {
  border-color: var(--blue-hi);
}
.player-red.to-move {
  border-color: var(--red-hi);
}
.player.is-winner {
  border-color: var(--polis-accent);
}
.player-chip {
  flex: 0 0 auto;
  width: 20px;
  height: 20px;
  border-radius: 50%;
}
.player-chip.pc-blue,
.player-chip.pc-red {
  position: static;
  box-shadow: 0 2px 0 rgba(0, 0, 0, 0.3);
}
.player-text {
  flex: 1 1 auto;
  display: flex;
  flex-direction: column;
  line-height: 1.2;
  min-width: 0;
}
.player-who {
  display: flex;
  align-items: center;
  gap: 4px;
  color: var(--polis-muted);
  font-size: calc(0.8 * var(--polis-rem, 1rem));
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
}
.player-name {
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: 6px;
}
.player-count {
  flex: 0 0 auto;
  display: flex;
  align-items: baseline;
  gap: 2px;
  font-variant-numeric: tabular-nums;
  font-weight: 700;
  font-size: calc(1 * var(--polis-rem, 1rem));
}
/* The star keeps its place when hidden, so nothing moves when a chariot is stunned. */
.player-stun {
  visibility: hidden;
  color: var(--polis-accent-text);
  font-size: calc(0.85 * var(--polis-rem, 1rem));
}
.player.is-stunned .player-stun {
  visibility: visible;
}
.polis-status {
  flex: 0 0 auto;
  margin: 0;
  height: 1.5em;
  font-size: calc(1.02 * var(--polis-rem, 1rem));
  font-weight: 600;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
}
.polis-info {
  flex: 0 0 auto;
  margin: 0;
  height: 2.7em;
  line-height: 1.35em;
  overflow: hidden;
  color: var(--polis-muted);
  font-size: calc(0.88 * var(--polis-rem, 1rem));
  font-variant-numeric: tabular-nums;
}
.polis-info[data-kind='thinking'],
.polis-info[data-kind='preview'] {
  color: var(--polis-text);
}
/* Beside the board, the info line also says what a move under the mouse would do, in three lines
   at most (a warning's reason is long); where the screen is short, that stays under the board.
   web/play/view.js reads --says-preview. */
@container polis (min-width: 600px) {
  @media (min-height: 521px) {
    .polis-info {
      --says-preview: 1;
      height: 4.05em;
    }
  }
}
.polis-controls {
  flex: 0 0 auto;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 6px;
}
.polis-settings {
  flex: 0 0 auto;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-auto-flow: column;
  grid-auto-columns: minmax(48px, auto);
  gap: 6px;
  align-items: stretch;
}
.polis .btn-unused {
  visibility: hidden;
}
/* A switch: its icon over its short name, and a light in its corner, on while the setting is on. */
.polis .btn-toggle {
  position: relative;
  flex-direction: column;
  gap: 0;
  padding: 2px 6px;
}
.toggle-name {
  font-size: calc(0.7 * var(--polis-rem, 1rem));
  line-height: 1.1;
}
.toggle-light {
  position: absolute;
  top: 4px;
  right: 4px;
  width: 7px;
  height: 7px;
  border-radius: 50%;
  border: 1px solid var(--polis-muted);
}
.btn-toggle[aria-pressed='true'] .toggle-light {
  background: var(--polis-accent);
  border-color: var(--polis-accent);
}
/* Play on first tap only matters on a touch screen. */
.polis .btn.toggle-tap {
  display: none;
}
@media (any-pointer: coarse) {
  .polis .btn.toggle-tap {
    display: inline-flex;
  }
}
.level-label {
  display: flex;
  align-items: center;
  gap: 6px;
  color: var(--polis-muted);
  font-size: calc(0.85 * var(--polis-rem, 1rem));
  min-width: 0;
}
.panel-level {
  flex: 1 1 auto;
}
.panel-level,
.polis .lesson-list,
.polis .editor-side {
  min-width: 0;
  min-height: 34px;
  padding: 4px 6px;
  border-radius: 8px;
  border: 1px solid var(--polis-line);
  background: var(--polis-panel);
  color: var(--polis-text);
  font: inherit;
  font-size: calc(0.88 * var(--polis-rem, 1rem));
}
.polis-extra {
  flex: 0 0 auto;
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 4px;
}
/* The page's row of links (with the lessons and puzzles, web/page/route.js) takes two lines
   where the copy buttons' words need them: the buttons keep their words (issue 30). */
.polis-extra:has(.learn-entry) {
  justify-content: flex-start;
}
/* A phone's row holds the page's four entries too: there it is one line that slides sideways,
   every button with its words, so the page needs no scrolling (tests/browser/page-layout.test.mjs).
   Its right edge fades while more is to come; the end padding lets the last entry leave the fade
   (a swipe or the keys slide it: tests/journeys/where-the-eye-is.test.mjs). */
@media (max-width: 480px) {
  .polis-extra:has(.learn-entry) {
    flex-wrap: nowrap;
    overflow-x: auto;
    scrollbar-width: none;
    padding-right: 28px;
    -webkit-mask-image: linear-gradient(to right, #000 calc(100% - 28px), transparent);
    mask-image: linear-gradient(to right, #000 calc(100% - 28px), transparent);
    /* An entry reached by the keys is slid clear of the fade. */
    scroll-padding-right: 28px;
  }
  .polis-extra:has(.learn-entry) > * {
    flex: 0 0 auto;
  }
}
.polis .btn {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-width: 0;
  min-height: 36px;
  padding: 6px 8px;
  white-space: nowrap;
  overflow: hidden;
  border-radius: 9px;
  border: 1px solid var(--polis-line);
  background: var(--polis-panel);
  color: var(--polis-text);
  font: inherit;
  font-size: calc(0.88 * var(--polis-rem, 1rem));
  cursor: pointer;
}
.polis .btn:hover:not(:disabled) {
  background: var(--polis-panel-2);
}
.polis .btn:focus-visible,
.panel-level:focus-visible,
.polis .lesson-list:focus-visible,
.polis .editor-side:focus-visible {
  outline: 2px solid var(--polis-accent);
  outline-offset: 2px;
}
.polis .btn:disabled,
.polis .btn[aria-disabled='true'] {
  opacity: 0.45;
  cursor: default;
}
.polis .btn-quiet {
  background: transparent;
  border-color: transparent;
  color: var(--polis-muted);
  min-height: 30px;
  padding: 4px 6px;
}
.polis .btn-toggle[aria-pressed='true'] {
  border-color: var(--polis-accent);
}
.polis .btn-primary {
  background: #c7962a;
  border-color: #e0b040;
  color: #1d1606;
  font-weight: 600;
}
.polis .btn-primary:hover:not(:disabled) {
  background: #ddaa38;
}
.polis .icon {
  flex: 0 0 auto;
  width: 16px;
  height: 16px;
  fill: none;
  stroke: currentColor;
  stroke-width: 2.2;
  stroke-linecap: round;
  stroke-linejoin: round;
}
.nav-first .icon path,
.nav-prev .icon path,
.nav-next .icon path,
.nav-last .icon path,
.btn-pause .icon path[d^='M7'] {
  fill: currentColor;
}
.btn-icon {
  padding: 6px 9px;
}
.polis-history {
  flex: 0 0 auto;
  display: flex;
  align-items: center;
  gap: 6px;
}
.nav-label {
  flex: 1 1 auto;
  min-width: 0;
  text-align: center;
  color: var(--polis-muted);
  font-size: calc(0.88 * var(--polis-rem, 1rem));
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  font-variant-numeric: tabular-nums;
}
.polis-history.browsing .nav-label {
  color: var(--polis-accent-text);
  font-weight: 600;
}
.polis-moves-wrap {
  flex: 1 1 0;
  min-height: 2.5em;
  overflow-y: auto;
  border-radius: 10px;
  background: var(--polis-panel);
  padding: 4px;
}
.polis-moves {
  list-style: none;
  margin: 0;
  padding: 0;
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
  font-size: calc(0.86 * var(--polis-rem, 1rem));
}
.polis-moves:empty::before {
  content: 'No moves yet.';
  display: block;
  padding: 4px 8px;
  color: var(--polis-muted);
  font-family: system-ui, sans-serif;
}
.move-row {
  display: grid;
  grid-template-columns: 2.6em 1fr 1fr;
  align-items: center;
  border-radius: 6px;
}
.move-row:nth-child(odd) {
  background: rgba(128, 128, 128, 0.07);
}
.move-no {
  color: var(--polis-muted);
  text-align: right;
  padding-right: 6px;
}
.polis .move {
  display: flex;
  align-items: baseline;
  gap: 5px;
  min-width: 0;
  font: inherit;
  text-align: left;
  border: 0;
  background: none;
  padding: 3px 6px;
  border-radius: 6px;
  cursor: pointer;
}
.move-blue {
  color: var(--move-blue) !important;
}
.move-red {
  color: var(--move-red) !important;
}
.move-tag {
  color: var(--polis-muted);
  font-family: system-ui, sans-serif;
  font-size: calc(0.75 * var(--polis-rem, 1rem));
  white-space: nowrap;
}
.polis .move.current .move-tag,
.polis .move.current .move-no {
  color: inherit;
}
.polis .move[data-review]::after {
  font-family: system-ui, sans-serif;
  font-weight: 700;
  font-size: calc(0.8 * var(--polis-rem, 1rem));
}
.polis .move[data-review='inaccuracy']::after {
  content: '?!';
  color: var(--polis-accent-text);
}
.polis .move[data-review='mistake']::after {
  content: '?';
  color: var(--error-text);
}
.polis .move[data-review='blunder']::after {
  content: '??';
  color: var(--error-text);
}
.polis .move[data-review='best']::after {
  content: '\\2713';
  color: var(--polis-muted);
}
.move-gap {
  color: var(--polis-muted);
  cursor: default;
}
.polis .move:hover {
  background: rgba(128, 128, 128, 0.14);
}
.polis .move.current {
  background: rgba(240, 193, 75, 0.25);
  font-weight: 700;
}

/* The rules' diagrams. */
.rules-diagram {
  margin: 8px 0 12px;
}
.mini-pair {
  display: flex;
  align-items: center;
  gap: 10px;
}
.mini-board {
  display: grid;
  border: 3px solid var(--frame);
  border-radius: 4px;
}
.mini-sq {
  position: relative;
  /* Two 5-square boards, an arrow and the dialog's paddings fit a phone's width. */
  width: min(30px, calc((92vw - 90px) / 10));
  height: min(30px, calc((92vw - 90px) / 10));
  background: var(--sq-light);
}
.mini-sq.sq-dark {
  background: var(--sq-dark);
}
.mini-sq.mini-mark {
  box-shadow: inset 0 0 0 3px var(--select);
}
.mini-arrow {
  font-size: calc(1.4 * var(--polis-rem, 1rem));
  color: var(--polis-muted);
}
.rules-diagram figcaption {
  margin-top: 4px;
  color: var(--polis-muted);
  font-size: calc(0.86 * var(--polis-rem, 1rem));
}
/* ------------------------------------------------------------------ dialogs */
.polis-dialog {
  border: 1px solid var(--polis-line);
  border-radius: 16px;
  padding: 22px 24px;
  background: var(--polis-panel);
  color: var(--polis-text);
  box-shadow: 0 24px 60px rgba(0, 0, 0, 0.55);
  max-width: min(92vw, 520px);
  font: 15px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
}
.polis-dialog::backdrop {
  background: rgba(10, 12, 20, 0.55);
}
.polis-dialog h2 {
  margin: 0 0 12px;
  font-size: calc(1.35 * var(--polis-rem, 1rem));
}
.polis-dialog h3 {
  margin: 14px 0 4px;
  font-size: calc(1 * var(--polis-rem, 1rem));
  color: var(--polis-accent-text);
}
.polis-dialog p {
  margin: 0.4em 0;
}
.dialog-buttons {
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 18px;
}
.polis-rules {
  max-height: 88vh;
  overflow-y: auto;
}
@media (max-width: 480px) {
  .polis-dialog.polis-rules {
    padding: 18px 14px;
  }
}
.rules-note {
  color: var(--polis-muted);
  font-size: calc(0.9 * var(--polis-rem, 1rem));
}
.t-blue {
  color: var(--move-blue);
}
.t-red {
  color: var(--move-red);
}
/* The keyboard help (web/lib/key-help.js): each key beside what it does. */
.polis-keys .keys-table {
  border-collapse: collapse;
  width: 100%;
}
.polis-keys th,
.polis-keys td {
  padding: 5px 8px;
  text-align: left;
  vertical-align: top;
  border-bottom: 1px solid var(--polis-line);
}
.polis-keys thead th {
  color: var(--polis-muted);
  font-weight: 600;
}
.polis-keys tbody th {
  font-weight: 400;
}
.polis-keys kbd {
  display: inline-block;
  min-width: 1.6em;
  padding: 0 5px;
  border: 1px solid var(--polis-line);
  border-radius: 5px;
  background: rgba(255, 255, 255, 0.08);
  font: inherit;
  text-align: center;
  white-space: nowrap;
}
.polis-keys .keys-note {
  color: var(--polis-muted);
}
.polis-dialog code {
  background: rgba(255, 255, 255, 0.08);
  padding: 1px 5px;
  border-radius: 4px;
}
.setup-sides {
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 10px;
}
.setup-side {
  border: 1px solid var(--polis-line);
  border-radius: 12px;
  padding: 8px 12px 10px;
  margin: 0;
}
.setup-side legend {
  display: flex;
  align-items: center;
  gap: 6px;
  font-weight: 600;
  padding: 0 4px;
}
.setup-side legend .player-chip {
  width: 16px;
  height: 16px;
}
.setup-side label {
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 3px 0;
  cursor: pointer;
}
.setup-row {
  display: block;
  margin: 14px 0 4px;
  font-weight: 600;
}
.polis-setup select,
.polis-setup textarea,
.polis-setup input[type='text'] {
  width: 100%;
  padding: 8px 10px;
  border-radius: 8px;
  border: 1px solid var(--polis-line);
  background: var(--polis-bg);
  color: var(--polis-text);
  font: inherit;
}
.polis-setup textarea,
.polis-setup input[type='text'] {
  font-family: ui-monospace, Menlo, Consolas, monospace;
  font-size: calc(0.85 * var(--polis-rem, 1rem));
  margin-top: 4px;
}
.setup-desc {
  color: var(--polis-muted);
  font-size: calc(0.88 * var(--polis-rem, 1rem));
}
.setup-more {
  margin-top: 12px;
}
.setup-more summary {
  cursor: pointer;
  color: var(--polis-muted);
}
.setup-error {
  color: var(--error-text);
  min-height: 1em;
}
.polis-result {
  text-align: center;
  min-width: min(86vw, 340px);
}
.polis-result .dialog-buttons {
  justify-content: center;
}
.result-emblem {
  width: 64px;
  height: 64px;
  margin: 0 auto 10px;
  border-radius: 50%;
  box-shadow: 0 4px 0 rgba(0, 0, 0, 0.3), inset 0 0 0 5px var(--polis-accent);
}
.polis-result[data-winner='blue'] .result-emblem {
  background: radial-gradient(circle at 34% 28%, var(--blue-hi), var(--blue-lo) 68%);
}
.polis-result[data-winner='red'] .result-emblem {
  background: radial-gradient(circle at 34% 28%, var(--red-hi), var(--red-lo) 68%);
}

/* ------------------------------------------------------------------ animation */
@keyframes polis-spin {
  to {
    transform: rotate(360deg);
  }
}
@keyframes polis-pulse {
  50% {
    background: rgba(60, 200, 120, 0.7);
  }
}
@media (prefers-reduced-motion: reduce) {
  .polis *,
  .polis *::before,
  .polis *::after {
    animation-duration: 0.001ms !important;
    animation-iteration-count: 1 !important;
    transition-duration: 0.001ms !important;
  }
}

/* ------------------------------------------------------------------ small screens */
@media (max-width: 480px) {
  /* The game's buttons on one row, each name under its icon, and closer rows: the move list
     keeps four rows. */
  .polis-side {
    gap: 5px;
  }
  .polis-controls {
    grid-template-columns: none;
    grid-auto-flow: column;
    grid-auto-columns: minmax(0, 1fr);
    gap: 4px;
  }
  .polis .polis-controls .btn {
    flex-direction: column;
    gap: 1px;
    padding: 3px 2px;
    font-size: calc(0.72 * var(--polis-rem, 1rem));
    line-height: 1.15;
    white-space: normal;
    text-align: center;
  }
  /* A button unused in this game gives its room to the others here. */
  .polis .polis-controls .btn-unused {
    display: none;
  }
  .polis {
    --coord: calc(0.95 * var(--polis-rem, 1rem));
    padding: 6px;
    border-radius: 0;
  }
  .polis-frame {
    padding: 3px 4px 1px 1px;
    border-radius: 6px;
  }
  .setup-sides {
    grid-template-columns: 1fr;
  }
  /* The balance bar thinner, its strip narrower: the board keeps its size. */
  .polis-balance {
    left: 1px;
    width: 5px;
  }
  .polis-frame:has(.polis-balance:not([hidden])) {
    padding-left: 8px;
  }
}
/* Short screens (a phone held sideways): smaller rows, the buttons' words hidden (they stay
   the buttons' names), so the board can use the whole height. */
@media (max-height: 520px) {
  .polis,
  body.polis-page .polis {
    --reserve: calc(4.8 * var(--polis-rem, 1rem));
    padding: 6px;
  }
  .polis-side {
    gap: 5px;
  }
  .polis .btn {
    min-height: 30px;
    padding: 3px 6px;
  }
  .polis-controls .btn span,
  .polis-extra .btn span {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
  .polis-controls {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
  .polis-extra {
    justify-content: flex-start;
  }
  .polis-preview {
    height: 1.3em;
  }
  .player {
    padding: 4px 8px;
  }
}

/* ------------------------------------------------------------------ the standalone page */
body.polis-page {
  margin: 0;
  background: #151925;
  background-image: radial-gradient(ellipse at top, #283049, #151925 70%);
  color: #ece8df;
  font: 15px/1.45 system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
}
body.polis-page[data-theme='light'] {
  background: #e9e4d8;
  background-image: radial-gradient(ellipse at top, #fbf8f1, #e6e0d2 70%);
  color: #1d212b;
}
.page-header {
  display: flex;
  align-items: baseline;
  justify-content: center;
  gap: 14px;
  flex: 0 0 auto;
  height: calc(2.3 * var(--polis-rem, 1rem));
  padding: 6px 16px 0;
}
.page-header h1 {
  margin: 0;
  font-size: calc(1.35 * var(--polis-rem, 1rem));
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: #f0c14b;
}
.page-header p {
  margin: 0;
  color: #b1b8c8;
}
body.polis-page[data-theme='light'] .page-header h1 {
  color: #7a5000;
}
body.polis-page[data-theme='light'] .page-header p {
  color: #4e5566;
}
/* The header's links read on either theme (the browser's blue was 1.4:1 on the dark one). */
.page-header a {
  color: #a9c8ff;
}
body.polis-page[data-theme='light'] .page-header a {
  color: #1f4fae;
}
/* On the game's own page everything fits the window: the move list takes what is left. */
body.polis-page {
  height: 100dvh;
  display: flex;
  flex-direction: column;
}
body.polis-page .polis {
  --reserve: calc(8.4 * var(--polis-rem, 1rem));
  flex: 1 1 auto;
  min-height: 0;
  width: 100%;
  max-width: 1120px;
  margin: 0 auto;
  display: flex;
  flex-direction: column;
  background: transparent;
}
body.polis-page .polis-main {
  flex: 1 1 auto;
  min-height: 0;
}
body.polis-page .polis-side {
  flex: 1 1 auto;
}
/* The move list keeps at least its first line ("No moves yet." or a row of moves) where the
   screen is tall enough: the page grows rather than cutting it (a first visit's longer header). */
body.polis-page .polis-moves-wrap {
  min-height: 2.5em;
}
@media (max-height: 520px) {
  body.polis-page .polis-moves-wrap {
    min-height: 0;
  }
}
.boot-message {
  text-align: center;
  padding: calc(3 * var(--polis-rem, 1rem)) calc(1 * var(--polis-rem, 1rem));
  color: #b1b8c8;
}
/* A phone held upright: the board and the panel need every line, the tab has the title. The
   header is kept for screen readers (the page's heading), out of sight; a newcomer's offer of
   the lessons (web/play/welcome.js) is shown in it on its own, above the game. */
@media (max-width: 480px), (max-height: 520px) {
  .page-header {
    position: absolute;
    width: 1px;
    height: 1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
}
@media (max-width: 480px) {
  body.polis-page .polis {
    --reserve: calc(2 * var(--polis-rem, 1rem));
  }
  .page-header:has(.polis-welcome) {
    position: static;
    display: block;
    width: auto;
    height: auto;
    padding: 6px 12px 0;
    overflow: visible;
    clip: auto;
    white-space: normal;
    text-align: center;
  }
  .page-header:has(.polis-welcome) h1 {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
  body.polis-page:has(.polis-welcome) .polis {
    --reserve: calc(2 * var(--polis-rem, 1rem) + 3.2em);
  }
}
@media (max-height: 520px) {
  body.polis-page .polis {
    --reserve: calc(4.4 * var(--polis-rem, 1rem));
  }
}

/* Under the board: the preview line and the better line of a reviewed move: its "Show" button
   beside the review's note, then, while the line is on the board, its steps in place of the
   note. The slot keeps at least its two lines (so a short line moves nothing below it) and grows
   to show every word of a long one: a review's reason or a hint is never cut. */
.polis-under {
  display: flex;
  align-items: center;
  gap: 8px;
  width: calc(var(--board-size) + var(--coord));
  min-height: calc(2.6 * 0.88 * var(--polis-rem, 1rem));
  margin-top: 6px;
}
.polis-under .polis-preview {
  flex: 1 1 auto;
  min-width: 0;
  width: auto;
  height: auto;
  min-height: 0;
  margin: 0;
  overflow: visible;
  white-space: normal;
}
.polis-line {
  flex: 0 0 auto;
  display: flex;
  gap: 6px;
  align-items: center;
  justify-content: center;
}
.polis-line.active {
  flex: 1 1 auto;
  min-width: 0;
  flex-wrap: wrap;
}
.polis-under:has(> .polis-line.active) > .polis-preview {
  display: none;
}
.polis-line[hidden],
.polis-line [hidden] {
  display: none;
}
.polis .btn-line {
  flex: 0 0 auto;
  min-height: 30px;
  padding: 2px 10px;
}
/* The step's words between the buttons, wrapped (two lines fit the slot's height); where they
   have less than a few words' room they take a row of their own: all of them are shown. */
.polis-line-step {
  flex: 1 1 9em;
  min-width: 0;
  line-height: 1.3em;
  text-align: center;
  color: var(--polis-muted);
  font-size: calc(0.88 * var(--polis-rem, 1rem));
  font-variant-numeric: tabular-nums;
}
.player-who span {
  overflow: hidden;
  text-overflow: ellipsis;
}
.polis .player-who .icon {
  width: 14px;
  height: 14px;
}
/* Short screens: the slot under the board keeps one line, or the better line's buttons. */
@media (max-height: 520px) {
  .polis-under {
    min-height: 30px;
    margin-top: 3px;
  }
}

/* The review's summary (web/play/review-summary.js), in the panel above the moves (under the
   board in a compact panel): a table of each side's accuracy and its counts, each count a
   button to the next move of its kind. */
.polis-summary {
  width: calc(var(--board-size) + var(--coord));
  margin-top: 6px;
  display: grid;
  grid-template-columns: auto auto repeat(3, minmax(min-content, 1fr));
  align-items: center;
  gap: 3px 8px;
  font-size: calc(0.86 * var(--polis-rem, 1rem));
}
.polis-side > .polis-summary {
  width: auto;
  margin-top: 0;
}
.summary-head {
  color: var(--polis-muted);
  font-size: 0.92em;
  text-align: center;
}
.summary-side {
  font-weight: 600;
}
.summary-accuracy {
  text-align: center;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
}
.polis .summary-count {
  min-height: 30px;
  padding: 2px 8px;
  font-size: inherit;
  font-weight: 700;
  border-left-width: 4px;
}
.polis .summary-inaccuracy {
  border-left-color: var(--polis-accent);
}
.polis .summary-mistake {
  border-left-color: #e0803a;
}
.polis .summary-blunder {
  border-left-color: var(--danger);
}
/* In a narrow box (the panel under the board), what a review adds under the board makes the page
   longer rather than squeezing the move list: it keeps two rows (and the graph its least). */
.polis:has(.polis-summary:not([hidden])) .polis-moves-wrap {
  min-height: calc(2 * 1.9 * 0.86 * var(--polis-rem, 1rem) + 32px);
}

/* The rules' legend of the board's marks (drawn by the board's own styles). */
.rules-legend {
  list-style: none;
  margin: 6px 0;
  padding: 0;
  display: grid;
  gap: 6px;
}
.rules-legend li {
  display: flex;
  align-items: center;
  gap: 10px;
  font-size: calc(0.9 * var(--polis-rem, 1rem));
}
.legend-sq {
  flex: 0 0 auto;
  position: relative;
  display: flex;
  width: 64px;
  height: 32px;
  justify-content: center;
}
.legend-sq > .sq {
  display: block;
  width: 32px;
  height: 32px;
  border-radius: 2px;
}
.legend-hop {
  position: absolute;
  inset: 0;
  width: 64px;
  height: 32px;
  overflow: visible;
}

/* The Resign button armed by a first press: it asks for the confirmation itself. */
.polis .btn-resign.btn-armed,
.polis .btn-resign.btn-armed:hover:not(:disabled) {
  background: var(--danger);
  border-color: #ff8a80;
  color: #ffffff;
  font-weight: 700;
}

/* The result dialog: placed beside the board by the page (web/play/dialogs.js), so the final
   position stays in view; the backdrop only dims it a little. */
.polis-result.placed {
  position: fixed;
  inset: auto;
  margin: 0;
}
.polis-result::backdrop {
  background: rgba(10, 12, 20, 0.25);
}
.polis-result .result-close {
  position: absolute;
  top: 8px;
  right: 8px;
  min-height: 36px;
  width: 36px;
  padding: 0;
  background: transparent;
  border-color: transparent;
}
.polis-result.narrow {
  min-width: 0;
  padding: 16px 14px;
}
/* In the side column (between the scores and the move list): as wide as the column, the
   emblem beside the heading, so that it fits the room over the status and the controls. */
.polis-result.in-side {
  min-width: 0;
  box-sizing: border-box;
  padding: 12px 14px;
  font-size: 14px;
}
.polis-result.in-side .result-emblem {
  display: inline-block;
  vertical-align: middle;
  width: 40px;
  height: 40px;
  margin: 0 10px 0 0;
}
.polis-result.in-side h2 {
  display: inline-block;
  vertical-align: middle;
  margin: 0;
}
.polis-result.in-side .result-text {
  margin: 6px 0 0;
}
.polis-result.in-side .dialog-buttons {
  margin-top: 10px;
  gap: 6px;
}
@media (max-height: 520px) {
  .polis-result {
    padding: 14px 16px;
  }
  .polis-result .result-emblem {
    width: 40px;
    height: 40px;
    margin-bottom: 6px;
  }
  .polis-result h2 {
    margin-bottom: 4px;
  }
  .polis-result .dialog-buttons {
    margin-top: 10px;
  }
}

/* The analysis board on a phone: with nothing to say under the board, its slot takes no room,
   so the panel follows the board (a blank band was left between them). */
@container polis (max-width: 599.98px) {
  .polis[data-mode='analysis'] .polis-under:has(> .an-said:empty) {
    display: none;
  }
}

/* ------------------------------------------------------------------ Learn mode and welcome */
.lesson-side h2,
.lesson-side p {
  margin: 0;
}
.lesson-intro,
.lesson-count {
  color: var(--polis-muted);
}
.lesson-task {
  font-weight: 600;
}
/* A lesson's answer is read whole: it grows to its lines (the slot keeps two at least). It
   stands in the lesson's panel under the task; where the panel is under the board (a narrow
   box), it comes first, right under the board. */
.polis .lesson-answer {
  order: -1;
  width: auto;
  height: auto;
  min-height: 2.6em;
  margin: 0;
  overflow: visible;
  white-space: normal;
  text-align: center;
}
@container polis (min-width: 600px) {
  .polis .lesson-answer {
    order: 0;
    color: var(--polis-text);
    font-size: var(--polis-rem, 1rem);
    text-align: left;
  }
}
.lesson-legend {
  width: calc(var(--board-size) + var(--coord));
  margin: 4px 0 0;
  color: var(--polis-muted);
  font-size: calc(0.82 * var(--polis-rem, 1rem));
  text-align: center;
}
.lesson-side .lesson-done {
  padding: 6px 10px;
  border-radius: 9px;
  border-left: 5px solid var(--polis-accent);
  background: var(--polis-panel);
  color: var(--polis-accent-text);
  font-weight: 700;
}
.lesson-controls {
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
}
.polis-welcome button {
  font: inherit;
  color: inherit;
  text-decoration: underline;
  background: none;
  border: 0;
  padding: 0;
  cursor: pointer;
}

/* The puzzle mode (web/puzzle/mode.js): the panel's rows keep their places whatever is said. */
.puzzle-panel .puzzle-title {
  margin: 0;
  font-size: 1.15em;
}
/* A side's line (the puzzle's goal, the analysis board's side to move), in its colour. */
.puzzle-panel .puzzle-goal,
.an-panel .an-status {
  margin: 0;
  padding: 8px 10px;
  border-radius: 9px;
  border-left: 5px solid var(--polis-blue, #3d7be0);
  background: var(--polis-panel);
  font-weight: 600;
}
.puzzle-panel .puzzle-goal {
  min-height: 3.2em;
}
.puzzle-panel .puzzle-goal[data-side="red"],
.an-panel .an-status[data-side="red"] {
  border-left-color: var(--polis-red, #c8402f);
}
.puzzle-panel .puzzle-feedback {
  margin: 0;
  min-height: 4.2em;
}
.puzzle-controls {
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 6px;
}
/* What to train (web/puzzle/choice-view.js): one button that says the choice, opening a list of
   themes (name, a line on it, the count solved) and a row of difficulty bands. */
.puzzle-choice-box .puzzle-choose {
  width: 100%;
  text-align: left;
  white-space: normal;
}
.puzzle-choice {
  margin-top: 6px;
}
.puzzle-choice[hidden] {
  display: none;
}
.puzzle-choice .puzzle-choice-label {
  margin: 6px 0 4px;
  font-weight: 600;
}
.puzzle-themes {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 6px;
}
.polis .puzzle-theme {
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: 6px 8px;
  border: 1px solid var(--polis-line, rgba(127, 127, 127, 0.4));
  border-radius: 9px;
  background: var(--polis-panel);
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
}
.puzzle-theme .puzzle-theme-name {
  font-weight: 600;
}
.puzzle-theme .puzzle-theme-about,
.puzzle-theme .puzzle-theme-count {
  font-size: 0.85em;
  color: var(--polis-muted, inherit);
}
.puzzle-theme .puzzle-theme-count:empty {
  display: none;
}
.puzzle-bands {
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 6px;
}
.polis .puzzle-theme[aria-pressed="true"],
.polis .puzzle-band[aria-pressed="true"] {
  border-color: var(--polis-accent);
  box-shadow: inset 0 0 0 2px var(--polis-accent);
}
.polis .puzzle-theme:focus-visible {
  outline: 3px solid var(--polis-accent);
  outline-offset: 2px;
}
.puzzle-panel .puzzle-stats,
.puzzle-panel .puzzle-level {
  margin: 0;
  min-height: 1.3em;
  color: var(--polis-muted, inherit);
  font-size: 0.92em;
}
.polis a.btn {
  text-decoration: none;
}
.puzzle-panel .puzzle-back {
  align-self: start;
}

/* The position editor (web/editor/mode.js). */
.editor-tools {
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 6px;
}
.polis .editor-tool[aria-pressed="true"] {
  border-color: var(--polis-accent);
  box-shadow: inset 0 0 0 2px var(--polis-accent);
}
.editor-row {
  display: flex;
  gap: 6px;
  align-items: center;
}
.editor-text {
  flex: 1 1 auto;
  min-width: 0;
  min-height: 32px;
  font: inherit;
  font-family: ui-monospace, monospace;
  font-size: 0.85em;
}
.editor-status {
  margin: 0;
  min-height: 3em;
}
.editor-status[data-kind="error"] {
  color: #e0614f;
}
/* Pieces dragged from the tools (web/editor/drag.js): a finger on a tool drags, never scrolls. */
.polis .editor-tool {
  touch-action: none;
}
.polis .pc.editor-drag-ghost {
  position: fixed;
  inset: auto;
  top: 0;
  left: 0;
  z-index: 60;
  pointer-events: none;
}
.editor-panel .editor-howto {
  margin: 0;
  color: var(--polis-muted, inherit);
  font-size: 0.92em;
}
.editor-play-setup {
  display: grid;
  gap: 6px;
  padding: 8px;
  border-radius: 9px;
  background: var(--polis-panel);
}
.editor-play-setup[hidden] {
  display: none;
}
.editor-play-setup label > span {
  flex: 1 1 auto;
}

/* The analysis board (web/analysis/mode.js): rows of fixed height, so the lines arriving deeper and
   deeper never move the controls. */
.an-panel .an-head {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
}
.an-panel .an-status {
  padding: 6px 10px;
}
.an-engine {
  border-radius: 10px;
  background: var(--polis-panel);
  padding: 6px 8px;
}
.an-engine-head {
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 8px;
}
.an-engine-head h3 {
  margin: 0;
  font-size: 0.95em;
}
.an-depth,
.an-note {
  color: var(--polis-muted);
  font-size: 0.85em;
}
.an-note {
  margin: 0;
}
.an-lines {
  list-style: none;
  margin: 4px 0;
  padding: 0;
}
.an-line {
  min-height: 1.9em;
}
.polis .an-line-play {
  display: flex;
  gap: 8px;
  width: 100%;
  min-height: 1.9em;
  align-items: baseline;
  font: inherit;
  color: inherit;
  text-align: left;
  border: 0;
  border-radius: 6px;
  background: none;
  padding: 2px 4px;
  cursor: pointer;
}
.polis .an-line-play:hover:not(:disabled) {
  background: rgba(128, 128, 128, 0.14);
}
.an-score {
  flex: 0 0 auto;
  min-width: 3.6em;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
}
.an-pv {
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
  font-size: 0.86em;
}
.an-best {
  margin: 0;
  min-height: 4.1em; /* three lines of reasons: the rows below stay put when they arrive */
  font-size: 0.9em;
}
.an-nav {
  display: grid;
  grid-template-columns: auto auto 1fr auto auto;
  gap: 6px;
}
.an-moves {
  position: relative;
  flex: 1 1 0;
  min-height: 4.5em;
  max-height: 14em;
  overflow-y: auto;
  border-radius: 10px;
  background: var(--polis-panel);
  padding: 4px;
  display: flex;
  flex-wrap: wrap;
  align-content: flex-start;
  gap: 0 2px;
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
  font-size: calc(0.86 * var(--polis-rem, 1rem));
}
.an-moves:empty::before {
  content: 'No moves yet.';
  padding: 4px 8px;
  color: var(--polis-muted);
  font-family: system-ui, sans-serif;
}
.polis .an-move {
  display: inline-flex;
  gap: 4px;
}
.an-move .move-no {
  padding-right: 0;
}
/* A reviewed game's marks after its moves (as in the game's move list). */
.an-glyph {
  font-family: system-ui, sans-serif;
  font-weight: 700;
  color: var(--error-text);
}
.an-move[data-mark='inaccuracy'] .an-glyph {
  color: var(--polis-accent-text);
}
.an-variation {
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 2px;
  padding: 0 4px;
  border-left: 2px solid var(--polis-line);
  border-radius: 4px;
  background: rgba(128, 128, 128, 0.08);
  font-size: 0.95em;
}
.an-variation::before {
  content: '(';
  color: var(--polis-muted);
}
.an-variation::after {
  content: ')';
  color: var(--polis-muted);
}
.an-said {
  margin: 0;
}
/* A link's problem at the start (web/analysis/view.js): the slot under the board grows to say it
   in full, on a short screen too. */
.polis .polis-under:has(> .an-said[data-problem]) {
  height: auto;
  overflow: visible;
}

/* The evaluation graph under the move list (web/play/graph.js), inside the list's box: the box
   keeps its size and place when a review adds the graph (nothing moves); the list scrolls above
   it, the graph gives up height first on a small screen (drawn to stretch: strokes and dots keep
   their widths). Blue's share above the middle line. */
.polis-moves-wrap.has-graph {
  display: flex;
  flex-direction: column;
  gap: 4px;
  overflow: hidden;
}
.polis-moves-wrap.has-graph .polis-moves {
  flex: 1 1 0;
  min-height: calc(1.9 * 0.86 * var(--polis-rem, 1rem)); /* a phone's box: one row and the graph */
  overflow-y: auto;
}
.polis-graph {
  display: block;
  flex: 0 1 60px;
  width: 100%;
  height: 60px;
  min-height: 24px;
  border-radius: 8px;
  background: rgba(128, 128, 128, 0.07);
  cursor: pointer;
}
.polis-graph:focus-visible {
  outline: 2px solid var(--polis-accent);
  outline-offset: -2px;
}
.polis-graph[hidden] {
  display: none;
}
.polis-graph * {
  vector-effect: non-scaling-stroke;
}
.graph-mid {
  stroke: var(--polis-line);
  stroke-width: 1;
}
.graph-blue {
  fill: var(--move-blue);
  opacity: 0.5;
}
.graph-red {
  fill: var(--move-red);
  opacity: 0.5;
}
.graph-line {
  fill: none;
  stroke: var(--polis-text);
  stroke-width: 1.5;
}
.graph-cursor {
  stroke: var(--polis-accent);
  stroke-width: 2;
}
.graph-point {
  fill: none;
  stroke: none;
  stroke-linecap: round;
}
.graph-mark {
  stroke-width: 9;
}
.graph-mark-inaccuracy {
  stroke: var(--polis-accent);
}
.graph-mark-mistake {
  stroke: #e0803a;
}
.graph-mark-blunder {
  stroke: var(--danger);
}

/* The rating's line in the New game dialog: its reset reads as a link beside the sentence. */
.polis .setup-rating-reset {
  min-height: 0;
  padding: 0 2px;
  border: 0;
  background: none;
  text-decoration: underline;
  font-size: inherit;
}
.polis .setup-rating-reset[data-armed='true'] {
  color: #e0614f;
  font-weight: 600;
}

/* Your games (issue 31): web/games/ */
.polis-games { max-width: 60rem; margin: 0 auto; padding: 0.5rem; }
.polis-friend .friend-head { display: flex; gap: 0.75rem; align-items: center; flex-wrap: wrap; padding: 0.5rem; }
/* The friend's game has its heading above the board: the board keeps room for it, so it stays whole
   on a laptop's screen. */
.polis-friend { --reserve: calc(5.5 * var(--polis-rem, 1rem) + 120px); }
.polis-friend .friend-choose { max-width: 40rem; margin: 0 auto; padding: 0.5rem; display: grid; gap: 0.75rem; }
.polis-friend .friend-link { width: 100%; }
.polis-friend .polis-moves { display: flex; flex-wrap: wrap; gap: 0.25rem 0.75rem; padding-left: 1.5rem; }
.polis-games .games-tools { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
.polis-games .games-body { display: grid; gap: 1rem; grid-template-columns: 1fr; }
@media (min-width: 50rem) { .polis-games .games-body { grid-template-columns: 2fr 1fr; } }
.polis-games .games-list { list-style: none; padding: 0; margin: 0; }
.polis-games .games-list li { display: flex; flex-wrap: wrap; gap: 0.25rem 0.75rem; padding: 0.5rem 0; border-bottom: 1px solid currentColor; }
.polis-games .rating-history { width: 100%; height: auto; }
.polis-games .rating-band { fill: currentColor; opacity: 0.15; }
.polis-games .rating-line { fill: none; stroke: currentColor; stroke-width: 2; }

/* The menu of a move in the analysis board's list (web/analysis/move-menu.js), under the list, and
   Copy link with what came of it. */
.an-move-menu {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  padding: 6px;
  border-radius: 10px;
  border: 1px solid var(--polis-accent);
  background: var(--polis-panel);
}
.an-move-menu[hidden] {
  display: none;
}
.an-move-menu .an-menu-title {
  flex: 1 0 100%;
  margin: 0;
  font-weight: 600;
}
.an-share {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
}
.an-share .an-share-note {
  margin: 0;
  flex: 1 1 12em;
  font-size: 0.9em;
}
.an-share .an-share-link {
  flex: 1 0 100%;
}
/* Back and Forward through a puzzle's solution once shown (web/puzzle/view.js). */
.puzzle-steps {
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: 6px;
}
.puzzle-steps[hidden] {
  display: none;
}
.puzzle-steps .puzzle-step-at {
  text-align: center;
}
`;var Na=["blue","red","level","position","moves"],za=["worker-url","wasm-url"],Fu={blue:"human",red:"ai",level:q,position:null,moves:null},Uu=":host { all: initial; display: block; --polis-rem: 16px; } :host([hidden]) { display: none; }",Ia=new Map;function qa(e){let n=Ia.get(e);return n||(n=new CSSStyleSheet,n.replaceSync(e),Ia.set(e,n)),n}var jn=new Set;function Gu(e,n=null){if(e.id)return e.id;if(n!==null&&!jn.has(n))return jn.add(n),n;let t=e.getRootNode(),o=t.querySelectorAll?[...t.querySelectorAll("polis-game")].filter(i=>!i.id).indexOf(e):0,r=Math.max(0,o),s=i=>i===0?"polis-game":`polis-game-${i+1}`;for(;jn.has(s(r));)r++;return jn.add(s(r)),s(r)}var Hu=globalThis.HTMLElement??class{constructor(){throw new Error("polis-game: <polis-game> needs a page (a DOM); there is none here (a server?)")}},Ko=class extends Hu{static get observedAttributes(){return[...Na,"compact",...za]}#o;#e=null;#t=null;#r=null;#s=!1;#n=null;#p=null;#i=null;constructor(){super();let n=this.attachShadow({mode:"open"});n.adoptedStyleSheets=[qa(Uu),qa(Oa)],this.#o=document.createElement("div"),this.#o.setAttribute("part","game"),n.append(this.#o)}connectedCallback(){this.#e||this.#a(this.#i),this.#i=null}disconnectedCallback(){setTimeout(()=>{if(this.isConnected||!this.#e)return;let{start:n,moves:t,settings:o}=this.#e;this.#i={start:n,moves:t,settings:o},this.#l(),this.#n!==null&&this.#n!==this.id&&jn.delete(this.#n),this.#p=this.#n,this.#n=null})}attributeChangedCallback(n,t,o){if(!(t===o||!this.#e)){if(n==="level"&&!this.#s)try{this.#e.setLevel(o===null||o.trim()===""?q:o.trim());return}catch{}if(n==="compact"||za.includes(n)){let{start:r,moves:s,settings:i}=this.#e;this.#l(),this.#a({start:r,moves:s,settings:i});return}this.#s||(this.#s=!0,queueMicrotask(()=>{if(this.#s=!1,!!this.#e)try{this.#e.newGame({...Fu,...this.#u()})}catch{this.#l(),this.#a(null)}}))}}get game(){return this.#e}get level(){return this.#e?this.#e.settings.level:this.getAttribute("level")||q}set level(n){this.setAttribute("level",E(n).name)}get position(){return this.#e?this.#e.position:null}get history(){return this.#e?this.#e.history:[]}get moves(){return this.history}get over(){return this.#e?this.#e.over:null}#u(){let n={};for(let t of Na){let o=this.getAttribute(t);o!==null&&o.trim()!==""&&(n[t]=o.trim())}return n}#a(n){let t={workerUrl:this.getAttribute("worker-url")??void 0,wasmUrl:this.getAttribute("wasm-url")??void 0};this.#t=Be(t);let o={...this.#u(),compact:this.hasAttribute("compact"),restore:this.getAttribute("restore")!=="false",id:this.#n??=Gu(this,this.#p),aiClient:this.#t,analysisClient:t.workerUrl||t.wasmUrl?this.#r=Be(t):void 0,onMove:r=>this.#c("polis-move",r),onAiState:r=>this.#c("polis-ai",r),onGameOver:r=>this.#c("polis-gameover",{...r,moves:this.moves,position:this.position})};n&&(Object.assign(o,n.settings,{moves:n.moves}),n.start!==Ut&&(o.position=n.start)),this.#e=Pa(this.#o,o)}#l(){this.#e&&this.#e.destroy(),this.#t&&this.#t.terminate(),this.#r&&this.#r.terminate(),this.#e=null,this.#t=null,this.#r=null}#c(n,t){this.dispatchEvent(new CustomEvent(n,{detail:t,bubbles:!0,composed:!0}))}};globalThis.customElements&&!customElements.get("polis-game")&&customElements.define("polis-game",Ko);export{Ko as PolisGameElement,Is as __p0,cs as __p1,ts as __p2,us as __p3,Yo as __p4,Xo as __p5,N as __p6,Ar as __p7,Or as __p8,ar as __p9};
//# sourceMappingURL=polis-game.js.map
