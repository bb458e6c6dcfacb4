var el=Object.defineProperty;var O=(e,n)=>{for(var t in n)el(e,t,{get:n[t],enumerable:!0})};var ar={};O(ar,{artwork:()=>Ue,drawNoticeBox:()=>Wn,el:()=>m,icon:()=>le,motionScale:()=>Nt,onOwnPage:()=>oe,reducedMotion:()=>ir,svgEl:()=>S});function m(e,n={},...t){let o=document.createElement(e);for(let[r,s]of Object.entries(n))s==null||s===!1||(r==="class"?o.className=s:r==="text"?o.textContent=s:r==="children"?o.append(...s):r.startsWith("on")&&typeof s=="function"?o.addEventListener(r.slice(2),s):o.setAttribute(r,s===!0?"":String(s)));for(let r of t)r==null||r===!1||o.append(r instanceof Node?r:document.createTextNode(String(r)));return o}var oe=e=>typeof document<"u"&&!!e?.closest?.("body.polis-page"),ir=()=>typeof matchMedia=="function"?matchMedia("(prefers-reduced-motion: reduce)"):{matches:!1};function Nt(e){let n=ir();return()=>n.matches?0:e??1}function S(e,n={}){let t=document.createElementNS("http://www.w3.org/2000/svg",e);for(let[o,r]of Object.entries(n))t.setAttribute(o,String(r));return t}var nl={new:"M12 4v16M4 12h16",undo:"M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11",hint:"M9 18h6M10 22h4M12 2a7 7 0 0 0-4 12.7V16h8v-1.3A7 7 0 0 0 12 2z",rules:"M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5v14zM4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5",pause:"M8 5v14M16 5v14",play:"M7 4l13 8-13 8z",first:"M6 5v14M18 5l-9 7 9 7z",prev:"M16 5l-9 7 9 7z",next:"M8 5l9 7-9 7z",last:"M18 5v14M6 5l9 7-9 7z",close:"M6 6l12 12M18 6 6 18",analyse:"M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM15.5 15.5 20 20M7.5 12l2-2.5 2 1.5 2-3",flip:"M7 4v14M4 15l3 3 3-3M17 20V6M14 9l3-3 3 3",resign:"M5 21V4M5 4h11l-2 4 2 4H5",sound:"M4 9v6h4l5 4V5L8 9zM16 9a4 4 0 0 1 0 6",theme:"M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z","copy-link":"M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1","copy-moves":"M9 9h10v11H9zM5 15V4h10",balance:"M12 3v18M5 7h14M5 7l-3 7a3 3 0 0 0 6 0zM19 7l-3 7a3 3 0 0 0 6 0z",computer:"M4 5h16v10H4zM9 19h6M12 15v4",tap:"M9 11V5a2 2 0 0 1 4 0v6M13 10a2 2 0 0 1 4 0v1a2 2 0 0 1 4 0v4a6 6 0 0 1-6 6h-1a6 6 0 0 1-5-3l-3-5a2 2 0 0 1 3-2l2 2"};function Ue(e,n,t={}){let o=S("svg",{viewBox:e,"aria-hidden":"true",focusable:"false",...t});return o.append(...n),o}function le(e){return Ue("0 0 24 24",[S("path",{d:nl[e]})],{class:"icon"})}function Wn(e,n,t){if(e.textContent="",e.hidden=n.length===0,!n.length)return;let o=m("button",{type:"button",class:"btn btn-icon notice-close","aria-label":"Dismiss",text:"\xD7",onclick:()=>{n.length=0,Wn(e,n,t),t()}});e.append(o,...n.map(r=>m("p",{text:r})))}var cr={};O(cr,{DEFAULT_LEVEL:()=>z,LEVELS:()=>J,levelByName:()=>E});var lr={};O(lr,{describe:()=>w,errorMessage:()=>tl});function Kn(e){return e.length>40?e.slice(0,40)+"...":e}function w(e){try{if(e===null)return"null";switch(typeof e){case"undefined":return"undefined";case"string":return JSON.stringify(Kn(e));case"number":return Object.is(e,-0)?"-0":String(e);case"bigint":return Kn(`${e}n`);case"boolean":return String(e);case"symbol":return Kn(e.toString());case"function":return e.name?Kn(`a function ${e.name}`):"a function";default:return Array.isArray(e)?`an array of ${e.length}`:"an object"}}catch{return`a value of type ${typeof e}`}}function tl(e){return e&&typeof e.message=="string"&&e.message?e.message:String(e)}var J=[{name:"novice",label:"Novice",description:"Looks at your reply but often plays carelessly, and can leave a dog to be taken: for a first game.",options:{exact:!0,depth:2,randomMargin:10}},{name:"beginner",label:"Beginner",description:"Grabs what it can this move without a thought for your reply, like the original game's computer.",options:{exact:!0,depth:1}},{name:"easy",label:"Easy",description:"Thinks about your reply, but often settles for a slightly weaker move.",options:{exact:!0,depth:2,randomMargin:7}},{name:"medium",label:"Medium",description:"Always weighs your best reply before it moves.",options:{exact:!0,depth:2}},{name:"tough",label:"Tough",description:"Looks 1\xBD moves ahead (its move, your reply, its next), but often settles for a slightly weaker move.",options:{depth:3,randomMargin:4,evaluation:"extended"}},{name:"hard",label:"Hard",description:"Looks 1\xBD moves ahead and judges positions well, but now and then settles for a slightly weaker move.",options:{depth:3,randomMargin:1,evaluation:"extended"}},{name:"strong",label:"Strong",description:"Looks 2 moves ahead, now and then settling for a slightly weaker move.",options:{depth:4,randomMargin:2,evaluation:"extended"}},{name:"skilled",label:"Skilled",description:"Looks 2\xBD moves ahead, now and then settling for a slightly weaker move.",options:{depth:5,randomMargin:3,evaluation:"extended"}},{name:"advanced",label:"Advanced",description:"Looks 2\xBD moves ahead and always plays the move it finds best.",options:{depth:5,evaluation:"extended"}},{name:"seasoned",label:"Seasoned",description:"Looks 3 moves ahead: sets traps and sees most of yours.",options:{depth:6,evaluation:"extended"}},{name:"expert",label:"Expert",description:"Thinks for a third of a second a move, usually 4\xBD to 5 moves ahead: a real challenge.",options:{timeMs:300,evaluation:"extended"},default:!0},{name:"master",label:"Master",description:"Thinks for most of a second a move.",options:{timeMs:800,evaluation:"extended"}},{name:"champion",label:"Champion",description:"Thinks for two seconds a move: the strongest.",options:{timeMs:2e3,evaluation:"extended"}}],z=J.find(e=>e.default).name;function E(e){let n=J.find(t=>t.name===e);if(!n)throw new Error(`unknown level ${w(e)}; known levels: ${J.map(t=>t.name).join(", ")}`);return n}function zt(e){return e&&(e.name==="SecurityError"||/origin/i.test(String(e.message)))}function It(e){let n=`import ${JSON.stringify(String(e))};
`,t=URL.createObjectURL(new Blob([n],{type:"text/javascript"}));return new Worker(t,{type:"module"})}var ur={};O(ur,{isBrowserWorker:()=>ol,isNode:()=>ln});var ln=globalThis.process?.versions?.node!=null&&typeof window>"u"&&typeof WorkerGlobalScope>"u",ol=typeof WorkerGlobalScope<"u"&&typeof self<"u"&&self instanceof WorkerGlobalScope;function pr(e){let n=globalThis.polisEarlyWorker;if(!n||n.url!==String(e))return null;globalThis.polisEarlyWorker=null;let{worker:t,heard:o,keep:r}=n,s=t.addEventListener.bind(t),i=new Set;return t.addEventListener=(a,l,c)=>{if(s(a,l,c),a!=="message"&&a!=="error"||i.has(a))return;i.add(a),t.removeEventListener(a,r);let u=o.filter(p=>p.type===a);queueMicrotask(()=>u.forEach(p=>l(p)))},t}var Be=new URL("../ai-start.js",import.meta.url).href,qt="./ai-worker.bundle.js",rl="./ai-worker.js";function _t(e){let n=globalThis.document?document.baseURI:globalThis.location?location.href:Be;return new URL(e,n)}function sl(e){return e.busy=()=>{},e}function il(e){try{return new Worker(e,{type:"module"})}catch(n){if(!zt(n))throw n;return It(e)}}var jt={};var al=()=>({type:"files",wasm:new URL("./polis.wasm",new URL("../ai-start.js",import.meta.url).href).href,engine:new URL("./engine-worker.bundle.js",new URL("../ai-start.js",import.meta.url).href).href});function ll(){try{return new Worker(new URL("./ai-worker.bundle.js",new URL("../ai-start.js",import.meta.url).href),{type:"module"})}catch(e){if(!zt(e))throw e;return It(new URL(qt,Be))}}function cl(e){let n=e.workerUrl??jt.workerUrl,t=e.wasmUrl??jt.wasmUrl,o=jt.engineUrl;if(n==null&&t==null){let a=pr(new URL(qt,Be));return a||(a=ll()),a.postMessage(al()),a}let r=n==null?new URL(qt,Be):_t(String(n)),s=new URLSearchParams;t!=null&&s.set("wasm",_t(String(t)).href),o!=null&&s.set("engine",_t(String(o)).href),r.hash=s.toString();let i=il(r);return i.postMessage({type:"files",wasm:null,engine:null}),i}function ul({workerUrl:e}){let{Worker:n}=globalThis.process.getBuiltinModule("node:worker_threads"),t=new n(e==null?new URL(rl,Be):new URL(String(e),Be));return t.unref(),{addEventListener(o,r){o==="message"?t.on("message",s=>r({data:s})):o==="error"&&t.on("error",s=>r({message:s.message}))},postMessage:o=>t.postMessage(o),terminate:()=>t.terminate(),busy:o=>o?t.ref():t.unref()}}function dr(e){if(ln)return ul(e);if(typeof Worker>"u")throw new Error("this browser has no Web Workers");return sl(cl(e))}async function mr(e){let{pageWorker:n}=await import("./polis-game-lazy-engine-page-engine.js"),t=n(e);return t.busy=()=>{},t}var pl="The AI needs three files of the package served with the page: web/ai-worker.bundle.js, web/engine-worker.bundle.js and web/polis.wasm (from node_modules/polis-game/). Copy them together to your site and give their addresses: the workerUrl and wasmUrl options of createAiClient (mountPolis takes the client as aiClient) or the worker-url and wasm-url attributes (<polis-game>); with esbuild, import 'polis-game/files' instead (docs/embedding.md).",fr=!1;function dl(e){!ln||fr||(fr=!0,console.warn(`polis-game: the AI runs on this thread (engine 'wasm-page'), blocking it during each search: ${e}. A server bundler (Next.js's among them) moved the package away from its worker's files: leave it unbundled (Next.js: serverExternalPackages: ['polis-game'] in next.config.js).`))}var Vn=class{constructor({workerUrl:n,wasmUrl:t,loadTimeoutMs:o},r){this.files={workerUrl:n,wasmUrl:t},this.loadTimeoutMs=o,this.events=r,this.worker=null,this.ready=null,this.settle=null,this.engineName=null,this.failure=null,this.generation=0,this.timer=null,this.listeners=new Set}emit(n){for(let t of this.listeners)try{t(n)}catch(o){console.error(o)}}fail(n){/cannot load the engine from|failed to load|did not load/.test(n.message)&&(n=new Error(`${n.message}. ${pl}`)),console.error(`polis-game: ${n.message}`),this.failure=n,this.settle.reject(n),this.events.fail(n),this.emit({type:"failed",error:n})}ensure(){this.failure||!this.worker&&(!this.ready||this.engineName)&&(this.engineName=null,this.start())}start(){this.ready=new Promise((t,o)=>{this.settle={resolve:t,reject:o}}),this.ready.catch(()=>{});let n;try{n=dr(this.files)}catch(t){this.inPage(`the AI worker could not be started: ${t.message}`);return}this.listen(n,t=>this.inPage(t))}inPage(n){dl(n);let t=this.generation,o=r=>this.fail(new Error(`${n}; in the page: ${r}`));mr({wasmUrl:this.files.wasmUrl}).then(r=>t===this.generation?this.listen(r,o):r.terminate(),r=>t===this.generation&&o(r.message))}listen(n,t){this.worker=n;let o=setTimeout(()=>r(`the AI engine did not load within ${this.loadTimeoutMs/1e3} s`),this.loadTimeoutMs);this.timer=o;let r=(s,i=!0)=>{clearTimeout(o),this.worker===n&&(n.terminate(),this.worker=null,i?t(s):this.fail(new Error(s)))};n.addEventListener("message",s=>{if(this.worker!==n)return;let i=s.data;!i||typeof i!="object"||(i.type==="ready"?(clearTimeout(o),this.engineName=i.engine,this.settle.resolve(i.engine),this.emit({type:"ready",engine:i.engine}),this.events.ready()):i.type==="error"&&i.fatal?r(i.message,!/cannot load the engine from/.test(i.message)):this.events.message(i))}),n.addEventListener("error",s=>this.crashed(n,s,r))}crashed(n,t,o){t.preventDefault&&t.preventDefault();let r=t.message||"the script or one of its imports failed to load";this.engineName?(n.terminate(),this.worker===n&&(this.worker=null),this.events.crash(new Error(`the AI worker crashed: ${r}`))):o(`the AI worker failed: ${r}`)}busy(n){this.worker&&this.worker.busy(n)}post(n){this.worker.postMessage(n)}terminate(){clearTimeout(this.timer),this.timer=null,this.worker&&this.worker.terminate(),this.worker=null,this.generation++,this.ready=null,this.engineName=null}};function Dt(e="the search was cancelled"){let n=new Error(e);return n.name="AbortError",n}function hr(e){if(e==null&&(e=z),typeof e=="string"&&(e={level:e}),typeof e!="object")throw new TypeError("options must be a level name or an object");let{onProgress:n=null,...t}=e;if(n!==null&&typeof n!="function")throw new TypeError("onProgress must be a function");let o=null;return t.level!==void 0?o=E(t.level).name:t.depth===void 0&&t.timeMs===void 0&&(o=z),{search:t,level:o,onProgress:n}}function Ut(e){if(!Array.isArray(e))throw new TypeError("board must be an 8x8 array");return e.map(n=>{if(!Array.isArray(n))throw new TypeError("board must be an 8x8 array");return n.map(t=>t?{team:t.team,type:t.type,stunned:!!t.stunned}:null)})}function Bt(e){if(e!=null){if(typeof e!="object"||Array.isArray(e))throw new TypeError("options must be an object like { timeMs }");return Object.fromEntries(Object.entries(e).filter(([,n])=>typeof n!="function"))}}function gr(e){return typeof e=="string"||e===null||typeof e!="object"?e:{fromR:e.fromR,fromC:e.fromC,toR:e.toR,toC:e.toC}}function Ft(e,n,t){if(typeof e=="symbol"||typeof e=="function")return{path:n,value:e};if(e===null||typeof e!="object"||t.has(e))return null;t.add(e);let o=Object.getPrototypeOf(e);if(Array.isArray(e))for(let r=0;r<e.length;r++){let s=Ft(e[r],`${n}[${r}]`,t);if(s)return s}else if(o===Object.prototype||o===null)for(let[r,s]of Object.entries(e)){let i=Ft(s,`${n}.${r}`,t);if(i)return i}else try{structuredClone(e)}catch{return{path:n,value:e}}return null}function vr(e){let n=null;try{for(let[t,o]of Object.entries(e))if(n=Ft(o,t,new Set))break}catch(t){throw new TypeError(`the request cannot be sent to the AI worker: ${t.message}`)}if(n)throw new TypeError(`${n.path} cannot be sent to the AI worker, got ${w(n.value)} (only plain data: strings, numbers, booleans, arrays, plain objects)`)}var Yn=class{constructor(n){this.current=null,this.nextId=1,this.link=new Vn(n,{ready:()=>this.current&&this.send(this.current),message:t=>this.answer(t),crash:t=>this.failCurrent(t),fail:t=>this.failCurrent(t)})}failCurrent(n){if(!this.current)return;let t=this.current;this.current=null,this.link.busy(!1),t.reject(n)}answer(n){let t=this.current;if(!(!t||n.id!==t.id))if(n.type==="progress"){if(t.onProgress)try{t.onProgress({...n,engine:this.link.engineName})}catch(o){console.error(o)}}else n.type==="result"?(this.current=null,this.link.busy(!1),t.resolve(n)):n.type==="error"?this.failCurrent(new Error(n.message)):n.type==="cancelled"&&this.failCurrent(Dt())}send(n){if(!(!this.link.engineName||!this.link.worker||n.sent)){n.sent=!0,this.link.busy(!0);try{this.link.post(n.message)}catch(t){this.failCurrent(new TypeError(`the request could not be sent to the AI worker: ${t.message}`))}}}abortInFlight(n){this.current&&(this.link.worker&&this.current.sent&&this.link.post({type:"cancel",id:this.current.id}),this.failCurrent(Dt(n)))}request(n,t,{onProgress:o=null,map:r=s=>s}={}){if(vr(t),this.abortInFlight("the request was overtaken by a newer one"),this.link.ensure(),this.link.failure)return Promise.reject(this.link.failure);let s=this.nextId++,i=new Promise((a,l)=>{this.current={id:s,resolve:c=>a(r(c)),reject:l,onProgress:o,message:{type:n,id:s,...t}}});return this.send(this.current),i}ready(){return this.link.ensure(),this.link.failure?Promise.reject(this.link.failure):this.link.ready}terminate(){this.abortInFlight("the AI client was shut down"),this.link.terminate()}};var ml=2e4,fl=500;function Gt(e){try{return e()}catch(n){return Promise.reject(n)}}var wr=({type:e,id:n,kind:t,engine:o,...r})=>r;function hl(e,n,t,o){let{search:r,level:s,onProgress:i}=hr(o),a=l=>({move:l.move,score:l.score,mateIn:l.mateIn,depth:l.depth,nodes:l.nodes,timeMs:l.timeMs,pv:l.pv,lines:l.lines??[],stoppedEarly:!!l.stoppedEarly,engine:l.engine||e.link.engineName,level:s,id:l.id});return e.request("search",{board:Ut(n),player:t,options:r},{onProgress:i,map:a})}function gl(e,n,t,o){let r={board:Ut(n),player:t,options:Bt(o)};return e.request("analyse",r,{map:wr})}function vl(e,n,t){let{onProgress:o=null,...r}=t??{};if(o!==null&&typeof o!="function")throw new TypeError("onProgress must be a function");if(!Array.isArray(n))throw new TypeError("moves must be an array of moves");return e.request("review",{moves:n.map(gr),options:r},{onProgress:o,map:wr})}function wl(e){let n=(o,r,s)=>new TypeError(`createAiClient: ${o} must be ${r}, got ${w(s)}`);if(e===null||typeof e!="object"||Array.isArray(e))throw n("options","an object like { workerUrl } or nothing",e);for(let o of["workerUrl","wasmUrl"]){let r=e[o];if(r!==void 0&&typeof r!="string"&&!(r instanceof URL))throw n(`options.${o}`,"a URL or a string",r)}let t=e.loadTimeoutMs;if(t!==void 0&&!(typeof t=="number"&&t>0))throw n("options.loadTimeoutMs","a number of ms above 0",t)}function Ge(e={}){wl(e);let{workerUrl:n,wasmUrl:t,loadTimeoutMs:o=ml}=e,r=new Yn({workerUrl:n,wasmUrl:t,loadTimeoutMs:o}),{link:s}=r,i=(l,c,u)=>Gt(()=>hl(r,l,c,u)),a=(l,c,u)=>Gt(()=>gl(r,l,c,u));return{chooseMove:i,async chooseMoveRed(l,c="red",u){return(await i(l,c,u)).move},analyse:a,hint(l,c,u){let p=Bt(u)??{};return a(l,c,p.timeMs===void 0&&p.depth===void 0?{...p,timeMs:fl}:p)},reviewGame:(l,c)=>Gt(()=>vl(r,l,c)),cancel:()=>r.abortInFlight("the request was cancelled"),ready:()=>r.ready(),get busy(){return r.current!==null},get engine(){return s.engineName},get failure(){return s.failure},onStatus(l){return s.listeners.add(l),()=>s.listeners.delete(l)},terminate:()=>r.terminate()}}var yr={};O(yr,{createPiece:()=>Kt,pieceCode:()=>br,pieceName:()=>Wt});function bl(e,n){let t=S("g",{class:e});return t.append(...n),t}function yl(e,n,t,o,r){let s=r*Math.PI/180,i=+(t*Math.cos(s)).toFixed(3),a=+(t*Math.sin(s)).toFixed(3),l=`A${t} ${o} ${r} 1 1`;return`M${e+i} ${n+a}${l} ${e-i} ${n-a}${l} ${e+i} ${n+a}Z`}var xl=[[50,60,13.5,11,0],[33.5,45,5.6,7.2,-22],[43.5,35.5,5.6,7.6,-8],[56.5,35.5,5.6,7.6,8],[66.5,45,5.6,7.2,22]],kl=()=>Ue("0 0 100 100",[S("path",{class:"pc-mark",d:xl.map(e=>yl(...e)).join("")})]);function $l(){let e="";for(let n=0;n<8;n++){let t=n*Math.PI/4;e+=`M50 50L${(50+24*Math.cos(t)).toFixed(2)} ${(50+24*Math.sin(t)).toFixed(2)}`}return S("path",{d:e})}var Sl=()=>Ue("0 0 100 100",[bl("pc-wheel",[S("circle",{cx:50,cy:50,r:24,fill:"none"}),$l(),S("circle",{class:"pc-hub",cx:50,cy:50,r:7})])]),El=()=>Ue("0 0 40 40",[S("path",{d:"M20 2 L24.5 13 L37 11 L28 20 L37 29 L24.5 27 L20 38 L15.5 27 L3 29 L12 20 L3 11 L15.5 13 Z"}),S("path",{class:"stun-bolt",d:"M22 9 L14 21 H20 L17 31 L26 18 H20 Z"})],{class:"stun-badge"});function br(e){let n=e.team==="blue"?"b":"r";return e.type==="chariot"?n.toUpperCase():n}function Wt(e){return`${e.team} ${e.type}${e.stunned?", stunned":""}`}var Ml={},Ht=(e,n)=>(Ml[e]??=n()).cloneNode(!0);function Kt(e){let n=document.createElement("div");return n.className=`pc pc-${e.team} pc-${e.type}`,n.dataset.piece=br(e),e.stunned&&(n.dataset.stunned="true",n.classList.add("pc-stunned")),n.append(e.type==="chariot"?Ht("chariot",Sl):Ht("dog",kl)),e.stunned&&n.append(Ht("stun",El)),n}var xr={};O(xr,{START_POSITION:()=>Vt,countPieces:()=>Xn,indexName:()=>Ee,moveFrom:()=>I,moveSquares:()=>me,moveTo:()=>_,other:()=>b,squareAt:()=>Tl,squareIndex:()=>Z,stunnedChariots:()=>Q});var Vt="Bbbbbbbb/bbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR b",b=e=>e==="blue"?"red":"blue",Z=(e,n)=>e*8+n,Tl=e=>({r:e>>3,c:e&7}),Ee=e=>"abcdefgh"[e&7]+((e>>3)+1),I=e=>Z(e.fromR,e.fromC),_=e=>Z(e.toR,e.toC),me=e=>({from:I(e),to:_(e)});function Q(e){let n={blue:!1,red:!1};for(let t of e)for(let o of t)o&&o.type==="chariot"&&o.stunned&&(n[o.team]=!0);return n}function Xn(e){let n={blue:0,red:0};for(let t of e)for(let o of t)o&&n[o.team]++;return n}var Al=new Map,He=e=>!e.config.dests?.size&&!!e.config.premoveDests?.size,kr=e=>e.config.dests?.size?e.config.dests:e.config.premoveDests||Al,un=(e,n)=>n===null?[]:kr(e).get(n)||[],cn=(e,n)=>un(e,n).length>0,Yt=(e,n)=>e.selected!==null&&un(e,e.selected).includes(n),Xt=(e,n,t)=>!!e&&e.from===n&&e.to===t,ge=e=>e.events.changed?.();function Rl(e,n){e.config={...e.config,...n},e.selected!==null&&!cn(e,e.selected)?We(e):e.preview&&!un(e,e.preview.from).includes(e.preview.to)&&(e.preview=null)}function We(e){e.selected=null,e.preview=null,e.touchPreview=!1}function Jt(e,n){e.selected=n,e.preview=null,e.touchPreview=!1}function Zt(e,n,t){e.preview=n===null?null:{from:e.selected,to:n},e.touchPreview=t,ge(e)}function $r(e,n,t){let o=He(e);We(e),ge(e),o?e.events.premove?.(n,t):e.events.move?.(n,t)}function Ll(e,n,t="mouse"){if(e.events.input?.("square"),!kr(e).size)return ge(e);if(Yt(e,n)){let{tapPlay:o,previews:r}=e.config;return t==="touch"&&!o&&r&&!He(e)&&!Xt(e.preview,e.selected,n)?Zt(e,n,!0):$r(e,e.selected,n)}if(e.selected===n||!cn(e,n))return e.selected!==n&&e.events.miss?.(n),We(e),He(e)&&e.events.premove?.(null),ge(e);Jt(e,n),ge(e)}function Pl(e,n){return He(e)||!e.config.previews||!Yt(e,n)||e.touchPreview&&Xt(e.preview,e.selected,n)?!1:(Zt(e,n,!0),!0)}function Cl(e,n){if(!e.config.previews||He(e)||!e.config.dests?.size)return;let t=n!==null&&Yt(e,n)?n:null;(t===null?!e.preview:Xt(e.preview,e.selected,t))||Zt(e,t,!1)}function Ol(e,n){return e.events.input?.("drag"),cn(e,n)?(Jt(e,n),ge(e),!0):!1}function Nl(e,n,t){if(t!==null&&un(e,n).includes(t))return $r(e,n,t);t!==n&&We(e),ge(e)}function Sr(e={}){let n={events:e,config:{dests:null,premoveDests:null,tapPlay:!1,previews:!1},selected:null,preview:null,touchPreview:!1};return{set:t=>Rl(n,t),square:(t,o)=>Ll(n,t,o),longPress:t=>Pl(n,t),hover:t=>Cl(n,t),dragStart:t=>Ol(n,t),drop:(t,o)=>Nl(n,t,o),escape(){We(n),ge(n)},cancel:()=>We(n),select(t){cn(n,t)&&Jt(n,t)},destsFrom:t=>un(n,t),canMove:t=>cn(n,t),get selected(){return n.selected},get preview(){return n.preview},get touchPreview(){return n.touchPreview},get planning(){return He(n)}}}var zl=190,Il=260,_l=320;function Er(e,n){return e.anims.add(n),n.finished.catch(()=>{}).finally(()=>e.anims.delete(n))}function Mr(e,n,t,o,r){if(!n)return Promise.resolve();let[s,i]=e.target.place(t),[a,l]=e.target.place(o),[c,u]=e.cell??=e.target.cell();n.classList.add("pc-moving");let p=n.animate([{transform:`translate(${(s-a)*c}px, ${(i-l)*u}px)`},{transform:"translate(0, 0)"}],{duration:r,easing:"cubic-bezier(.25,.75,.35,1)"});return Er(e,p).then(()=>n.classList.remove("pc-moving"))}async function jl(e,n,t){let o=I(t),r=_(t),s=n.map(i=>i.slice());return s[t.toR][t.toC]=s[t.fromR][t.fromC],s[t.fromR][t.fromC]=null,e.target.drawPieces(s,new Set([r])),await Mr(e,e.target.pieceAt(r),o,r,zl*e.k),s}async function ql(e,n,t){let o=n.map(s=>s.slice()),r=t.map(s=>[o[s.fromR][s.fromC],s]);for(let[,s]of r)o[s.fromR][s.fromC]=null;for(let[s,i]of r)o[i.toR][i.toC]=s;e.target.drawPieces(o,new Set(t.map(_))),await Promise.all(t.map(s=>Mr(e,e.target.pieceAt(_(s)),I(s),_(s),Il*e.k)))}function Fl(e,n){return Promise.all(n.map(t=>{let o=e.target.pieceAt(Z(t.r,t.c));if(!o)return null;o.classList.add("pc-captured");let r=o.animate([{transform:"scale(1)",opacity:1},{transform:"scale(1.25)",opacity:.9,offset:.3},{transform:"scale(0.2)",opacity:0}],{duration:_l*e.k,easing:"ease-in",fill:"forwards"});return Er(e,r)}))}function Tr(e,n){let t=null;async function o(s,i,a){t&&r();let l={target:e,anims:new Set,skip:!1,final:a.board,k:n()};t=l;try{if(!l.k)return;let c=await jl(l,s,i);if(l.skip||(a.hops.length&&await ql(l,c,a.hops),l.skip))return;a.captured.length&&await Fl(l,a.captured)}finally{t===l&&(t=null,e.drawPieces(a.board))}}function r(){let s=t;if(s){t=null,s.skip=!0;for(let i of s.anims)try{i.finish()}catch{i.cancel()}e.drawPieces(s.final)}}return{play:o,finish:r,get running(){return t!==null}}}var Jn=e=>e.orientation==="blue";function pn(e,n){let t=n>>3,o=n&7;return Jn(e)?[o,7-t]:[o,t]}var dn=(e,n,t)=>Jn(e)?(7-t)*8+n:t*8+n;function Ke(e,n){let[t,o]=pn(e,n);return[t+.5,o+.5]}var Dl=["step","hop-blue","hop-red","hint","premove","last-hop"];function Ar(e){let n=S("svg",{class:"polis-overlay",viewBox:"0 0 8 8","aria-hidden":"true"}),t=S("defs");for(let r of Dl){let s=S("marker",{id:`polis-arrow-${r}-${e}`,class:`arrowhead arrow-${r}`,viewBox:"0 0 10 10",refX:6,refY:5,markerWidth:3.2,markerHeight:3.2,orient:"auto-start-reverse"});s.append(S("path",{d:"M0 0 L10 5 L0 10 z"})),t.append(s)}let o=S("g",{class:"ov-layer"});return n.append(t,o),{overlay:n,layer:o}}function Zn(e,n,t,o){let[r,s]=Ke(e,n),[i,a]=Ke(e,t),l=Math.hypot(i-r,a-s),c=(i-r)/l,u=(a-s)/l,p=Math.min(o==="step"?.22:.32,l/3);o==="last-hop"&&(r+=c*(l/2+.3),s+=u*(l/2+.3),p=.16);let d={x1:r+c*p*.6,y1:s+u*p*.6,x2:i-c*p,y2:a-u*p},f=S("g",{class:`ov-arrow-group ov-group-${o}`});return f.append(S("line",{...d,class:"ov-halo"})),f.append(S("line",{...d,class:`ov-arrow ov-${o}`,"marker-end":`url(#polis-arrow-${o}-${e.id})`})),f}function Ul(e,n){let[t,o]=Ke(e,n),r=S("g",{class:"ov-capture"});return r.append(S("circle",{cx:t,cy:o,r:.4})),r.append(S("path",{d:`M${t-.2} ${o-.2} L${t+.2} ${o+.2} M${t+.2} ${o-.2} L${t-.2} ${o+.2}`})),r}function Rr(e){let{layer:n,state:t}=e;n.textContent="";let o=t.overlay||{};for(let r of t.last?.hops||[])n.append(Zn(e,r.from,r.to,"last-hop"));t.hint&&n.append(Zn(e,t.hint.from,t.hint.to,"hint")),t.premove&&n.append(Zn(e,t.premove.from,t.premove.to,"premove"));for(let r of o.ghosts||[]){let[s,i]=Ke(e,r.at);n.append(S("circle",{cx:s,cy:i,r:.3,class:`ov-ghost ov-ghost-${r.team}`}))}for(let r of o.arrows||[])n.append(Zn(e,r.from,r.to,r.kind));for(let r of o.crosses||[])n.append(Ul(e,r));for(let r of o.rings||[]){let[s,i]=Ke(e,r.at);n.append(S("circle",{cx:s,cy:i,r:.46,class:`ov-stun ${r.on?"ov-stun-on":"ov-stun-off"}`}))}}var Bl=6,Gl=450,Lr={ArrowUp:([e,n])=>[e,Math.max(0,n-1)],ArrowDown:([e,n])=>[e,Math.min(7,n+1)],ArrowLeft:([e,n])=>[Math.max(0,e-1),n],ArrowRight:([e,n])=>[Math.min(7,e+1),n],Home:([,e])=>[0,e],End:([,e])=>[7,e]};function mn(e,n,t=!0){e.squares[e.focusIndex].tabIndex=-1,e.focusIndex=n,e.squares[n].tabIndex=0,t&&e.squares[n].focus()}function fn(e,n){let t=n.target.closest&&n.target.closest("[data-square]");return t&&e.board.contains(t)?Number(t.dataset.i):null}function Cr(e,n,t){if(e.raw)return e.cb.onSquare(n,{pointerType:t});let o=e.input.selected;e.input.square(n,t),e.input.selected!==null&&e.input.selected!==o&&e.board.contains(document.activeElement)&&e.input.hover(e.focusIndex)}function Or(e){let{board:n,input:t}=e;n.addEventListener("keydown",o=>{if(fn(e,o)===null)return;if(o.key==="Enter"||o.key===" ")return o.preventDefault(),Cr(e,e.focusIndex,"keyboard");if(o.key==="Escape")return t.escape(),e.cb.onEscape?.();if(!Lr[o.key])return;o.preventDefault(),o.stopPropagation();let[r,s]=Lr[o.key](pn(e,e.focusIndex));mn(e,dn(e,r,s))}),n.addEventListener("focusin",o=>{let r=fn(e,o);r!==null&&(r!==e.focusIndex&&mn(e,r,!1),Hl(e,o.target)&&t.hover(r))}),n.addEventListener("focusout",o=>{n.contains(o.relatedTarget)||t.hover(null)})}function Hl(e,n){try{return n.matches(":focus-visible")}catch{return performance.now()-e.pointerDownAt>600}}function Nr(e){let{board:n,input:t}=e;n.addEventListener("click",o=>{if(e.suppressClick){e.suppressClick=!1;return}let r=fn(e,o);r!==null&&(mn(e,r,!1),Cr(e,r,e.pointerType))}),n.addEventListener("pointerover",o=>{if(o.pointerType==="touch"||e.drag)return;let r=fn(e,o);r!==null&&t.hover(r)}),n.addEventListener("pointerleave",o=>{o.pointerType==="touch"||e.drag||t.hover(n.contains(document.activeElement)?e.focusIndex:null)}),n.addEventListener("pointerdown",o=>Wl(e,o)),n.addEventListener("pointermove",o=>Kl(e,o)),n.addEventListener("pointerup",o=>{clearTimeout(e.longPress),Pr(e,o,!0)}),n.addEventListener("pointercancel",o=>{clearTimeout(e.longPress),Pr(e,o,!1)}),n.addEventListener("contextmenu",o=>{e.pointerType==="touch"&&o.preventDefault()})}function Wl(e,n){if(e.pointerType=n.pointerType||"mouse",e.pointerDownAt=performance.now(),e.suppressClick=!1,n.button!==0)return;let t=fn(e,n);clearTimeout(e.longPress),e.pointerType==="touch"&&t!==null&&(e.longPress=setTimeout(()=>{!e.drag?.started&&!e.raw&&e.input.longPress(t)&&(e.suppressClick=!0)},Gl)),!(t===null||e.raw&&!e.cb.onDrag)&&(e.drag={from:t,x:n.clientX,y:n.clientY,started:!1,ghost:null,id:n.pointerId})}function Kl(e,n){let t=e.drag;if(!t||n.pointerId!==t.id||!t.started&&(Math.hypot(n.clientX-t.x,n.clientY-t.y)<Bl||(clearTimeout(e.longPress),!Vl(e,t))))return;let o=e.frame.getBoundingClientRect();t.ghost.style.transform=`translate(${n.clientX-o.left-t.size/2}px, ${n.clientY-o.top-t.size/2}px)`;let r=Qt(e,n.clientX,n.clientY);for(let s of e.squares)s.classList.toggle("sq-drag-over",Number(s.dataset.i)===r);e.raw||e.input.hover(r)}function Vl(e,n){let t=e.raw||e.input.dragStart(n.from)?e.squares[n.from].querySelector(".pc"):null;if(!t)return e.drag=null,!1;n.started=!0;let o=e.squares[n.from].getBoundingClientRect(),r=t.cloneNode(!0);r.classList.add("pc-drag-ghost"),r.style.width=`${o.width*.82}px`,r.style.height=`${o.height*.82}px`,e.frame.append(r),n.ghost=r,n.size=o.width*.82,t.classList.add("pc-dragging");try{e.board.setPointerCapture(n.id)}catch{}return!0}function Qt(e,n,t){let o=e.board.getBoundingClientRect(),r=Math.floor((n-o.left)/o.width*8),s=Math.floor((t-o.top)/o.height*8);return r<0||s<0||r>7||s>7?null:dn(e,r,s)}function Pr(e,n,t){let o=e.drag;if(!o||n.pointerId!==o.id||(e.drag=null,!o.started))return;e.suppressClick=!0,setTimeout(()=>e.suppressClick=!1,0),o.ghost.remove();for(let s of e.squares)s.classList.remove("sq-drag-over");let r=e.squares[o.from].querySelector(".pc");if(r&&r.classList.remove("pc-dragging"),e.raw){t&&e.cb.onDrag(o.from,Qt(e,n.clientX,n.clientY));return}e.input.drop(o.from,t?Qt(e,n.clientX,n.clientY):null)}var Yl="abcdefgh",Xl=0;function Jl(e){let n=[],t=m("div",{class:"polis-board",role:"grid","aria-label":"Polis board"});for(let p=0;p<64;p++){let d=m("div",{class:`sq ${((p>>3)+(p&7))%2?"sq-dark":"sq-light"}`,role:"gridcell",tabindex:-1,"data-square":Ee(p)});d.dataset.i=p,n.push(d)}let o=Array.from({length:8},()=>m("div",{class:"polis-row",role:"row"}));t.append(...o);let{overlay:r,layer:s}=Ar(e);t.append(r);let i=m("div",{class:"polis-files","aria-hidden":"true"}),a=m("div",{class:"polis-ranks","aria-hidden":"true"}),l=m("div",{class:"balance-fill"}),c=m("div",{class:"polis-balance",role:"img",hidden:!0},l),u=m("div",{class:"polis-frame"},a,t,i,c);return n[0].tabIndex=0,{id:e,squares:n,board:t,rows:o,layer:s,files:i,ranks:a,balance:c,balanceFill:l,frame:u}}function _r(e,n){if(n===e.orientation)return;e.orientation=n;let t=e.squares.indexOf(e.board.getRootNode().activeElement);for(let o=0;o<8;o++){e.rows[o].textContent="";for(let r=0;r<8;r++)e.rows[o].append(e.squares[dn(e,r,o)])}e.files.textContent="",e.ranks.textContent="";for(let o=0;o<8;o++)e.files.append(m("span",{text:Yl[o]}));for(let o=0;o<8;o++)e.ranks.append(m("span",{text:String(Jn(e)?8-o:o+1)}));t>=0&&e.squares[t].focus({preventScroll:!0})}var Zl=e=>e?`${e.team}${e.type}${e.stunned?"+":""}`:"";function Qn(e,n,t=null){for(let o=0;o<64;o++){let r=n[o>>3][o&7],s=Zl(r);if(e.shown[o]===s&&!(t&&t.has(o)))continue;let i=e.squares[o].querySelector(".pc");i&&i.remove(),r&&e.squares[o].append(Kt(r)),e.shown[o]=s}}function Ql(e){let n=e.input.selected;return n===null?{dests:new Map,captures:new Set}:e.state.movable?.marks?.(n)||{dests:new Map(e.input.destsFrom(n).map(o=>[o,"move"])),captures:new Set}}function zr(e,n,t){t?e.dataset[n]=t:delete e.dataset[n]}function ec(e){let{state:n,input:t}=e,{dests:o,captures:r}=Ql(e),s=n.last||new Map,i=(a,l)=>!!a&&(a.from===l||a.to===l);for(let a=0;a<64;a++){let l=e.squares[a],c=o.get(a)||null,u=!!n.editable||t.canMove(a);l.classList.toggle("sq-selected",t.selected===a),l.classList.toggle("sq-dest",!!c),l.classList.toggle("sq-dest-capture",!!c&&r.has(a)),zr(l,"dest",c),zr(l,"last",s.get(a)||null),l.classList.toggle("sq-movable",u),l.classList.toggle("sq-hint",i(n.hint,a)),l.classList.toggle("sq-premove",i(n.premove,a));let p=n.pieces?n.pieces[a>>3][a&7]:null,d=`${Ee(a)}, ${p?Wt(p):"empty"}`;c?d+=c==="win"?", winning move":c==="loss"?", loses the game":", legal destination":u&&(d+=", can move"),l.setAttribute("aria-label",d),l.setAttribute("aria-selected",t.selected===a?"true":"false")}}function nc(e){let n=e.state.balance;e.balance.hidden=!n,n&&(e.balanceFill.style.height=`${Math.round(n.share*1e3)/10}%`,e.balance.dataset.share=n.share.toFixed(3),e.balance.setAttribute("aria-label",n.label),e.balance.title=n.label)}function Ir(e,n){e.state={...e.state,...n},"movable"in n&&e.input.set({dests:null,premoveDests:null,...n.movable}),_r(e,e.state.orientation==="blue"?"blue":"red"),n.pieces&&(e.animator.running?e.pending=n.pieces:Qn(e,n.pieces)),ec(e),Rr(e),nc(e)}async function tc(e,n,t,o){eo(e),e.pending=null,Qn(e,n),await e.animator.play(n,t,o),e.animator.running||jr(e)}function jr(e){e.pending&&Qn(e,e.pending),e.pending=null}function eo(e){e.animator.running&&(e.animator.finish(),jr(e))}function qr(e={}){let n=Jl(++Xl);Object.assign(n,{cb:e,raw:!!e.onSquare,state:{orientation:"red"},orientation:null,focusIndex:0,shown:new Array(64).fill(void 0),pending:null,pointerType:"mouse",pointerDownAt:-1/0,drag:null,suppressClick:!1,longPress:null}),n.input=Sr({move:(o,r)=>e.onMove?.(o,r),premove:(o,r)=>e.onPremove?.(o,r),miss:o=>e.onMiss?.(o),input:o=>{eo(n),e.onInput?.(o)},changed:()=>{Ir(n,{}),e.onChange?.()}});let t={drawPieces:(o,r)=>Qn(n,o,r),pieceAt:o=>n.squares[o].querySelector(".pc"),place:o=>pn(n,o),cell:()=>[n.board.clientWidth/8,n.board.clientHeight/8]};return n.animator=Tr(t,()=>e.animationScale?e.animationScale():1),Or(n),Nr(n),_r(n,"red"),{element:n.frame,board:n.board,squares:n.squares,update:o=>Ir(n,o),animate:(o,r,s)=>tc(n,o,r,s),finishAnimation:()=>eo(n),get animating(){return n.animator.running},input:n.input,pieceAt:t.pieceAt,get focusIndex(){return n.focusIndex},focus(o=n.focusIndex){mn(n,o)},get state(){return n.state}}}function Fr({draw:e,effects:n=()=>{},position:t,board:o}){let r=!1,s,i=()=>{let d=t?.();d!==s&&(s=d,o?.()?.input.cancel())},a=!1,l=!1,c=0,u=!1;function p(){if(!l){if(c){u=!0;return}if(r){a=!0;return}r=!0;try{let d=0;do{if(a=!1,++d>8)throw new Error("the page kept changing while it was drawn (8 rounds)");i(),e(),l||n()}while(a&&!l)}finally{r=!1}}}return{changed:p,batch(d){c++;try{return d()}finally{--c===0&&u&&(u=!1,p())}},destroy(){l=!0},get destroyed(){return l}}}var Me=null;function Dr(e="move"){try{let n=globalThis.AudioContext||globalThis.webkitAudioContext;if(!n)return;Me||=new n,Me.state==="suspended"&&Me.resume();let t=Me.currentTime,o=Me.createOscillator(),r=Me.createGain();o.type="triangle",o.frequency.setValueAtTime(e==="capture"?220:440,t),o.frequency.exponentialRampToValueAtTime(e==="capture"?110:300,t+.08),r.gain.setValueAtTime(1e-4,t),r.gain.exponentialRampToValueAtTime(.18,t+.005),r.gain.exponentialRampToValueAtTime(1e-4,t+(e==="capture"?.18:.1)),o.connect(r).connect(Me.destination),o.start(t),o.stop(t+.2)}catch{}}var q={};O(q,{applyMove:()=>Ve,applyMoveFor:()=>U,formatPosition:()=>P,initialBoard:()=>Ce,legalMoves:()=>B,moveToString:()=>v,parseMove:()=>Y,parsePosition:()=>Pe,parseSquare:()=>be,perft:()=>rc,squareName:()=>vn,validateBoard:()=>rt,winner:()=>H});var Ur={};O(Ur,{AXES:()=>et,BLUE:()=>V,CHARIOT:()=>L,DIRS:()=>no,EMPTY:()=>j,RED:()=>ee,SIZE:()=>T,STEP:()=>ne,STUNNED:()=>D,TEAM:()=>M,TEAM_CODE:()=>hn,TEAM_NAME:()=>fe,checkCoord:()=>ve,checkMove:()=>Re,checkTeam:()=>Te,fromCells:()=>Ae,isStunnedChariot:()=>we,moveToStringUnchecked:()=>gn,squareNameUnchecked:()=>ce,toCells:()=>re});var T=8,j=0,V=1,ee=2,M=3,L=4,D=8,no=[[-1,-1],[-1,0],[-1,1],[0,-1],[0,1],[1,-1],[1,0],[1,1]],et=[4,6,7,5],ne=new Int8Array(512);for(let e=0;e<64;e++){let n=e>>3,t=e&7;for(let o=0;o<8;o++){let r=n+no[o][0],s=t+no[o][1];ne[e*8+o]=r>=0&&r<T&&s>=0&&s<T?r*8+s:-1}}var hn={blue:V,red:ee},fe=[null,"blue","red"];function we(e){return(e&(L|D))===(L|D)}function Te(e){if(e!=="blue"&&e!=="red")throw new TypeError(`player must be 'blue' or 'red', got ${w(e)}`);return hn[e]}function re(e){if(!Array.isArray(e)||e.length!==T)throw new TypeError("board must be an array of 8 rows of 8 cells");let n=new Int8Array(64),t=[0,0,0],o=[0,0,0];for(let r=0;r<T;r++){let s=e[r];if(!Array.isArray(s)||s.length!==T)throw new TypeError(`board must be an array of 8 rows of 8 cells (row ${r} is not an array of 8)`);for(let i=0;i<T;i++){let a=s[i];if(a===null)continue;let l=()=>`cell ${ce(r,i)} (row ${r}, col ${i})`;if(typeof a!="object"||Array.isArray(a))throw new TypeError(`${l()} must be null or a piece object, got ${w(a)}`);let c=$=>Object.hasOwn(a,$)?a[$]:void 0,u=c("team"),p=c("type"),d=c("stunned");if(u!=="blue"&&u!=="red")throw new TypeError(`${l()} has unknown team ${w(u)} (expected 'blue' or 'red')`);let f=hn[u];if(p!=="dog"&&p!=="chariot")throw new TypeError(`${l()} has unknown type ${w(p)} (expected 'dog' or 'chariot')`);if(typeof d!="boolean")throw new TypeError(`${l()} has stunned ${w(d)}; stunned must be a boolean`);let h=f;if(p==="chariot")h|=L,d&&(h|=D),t[f]++;else if(d)throw new Error(`${l()} is a stunned dog; only chariots can be stunned`);n[r*8+i]=h,o[f]++}}for(let r of[V,ee])if(t[r]!==1)throw new Error(t[r]===0?`${fe[r]} has no chariot (each side needs exactly one)`:`${fe[r]} has ${t[r]} chariots (each side needs exactly one)`);for(let r of[V,ee])if(o[r]>16)throw new Error(`${fe[r]} has ${o[r]} pieces: more than 16 pieces (15 dogs and a chariot)`);return n}function Ae(e){let n=[];for(let t=0;t<T;t++){let o=[];for(let r=0;r<T;r++){let s=e[t*8+r];o.push(s===j?null:{team:fe[s&M],type:s&L?"chariot":"dog",stunned:(s&D)!==0})}n.push(o)}return n}function ve(e,n){if(typeof e!="number"||!Number.isInteger(e))throw new TypeError(`${n} must be an integer, got ${w(e)}`);if(e<0||e>=T)throw new RangeError(`${n} = ${e} is off the board (must be 0..7)`);return e}function Re(e){if(typeof e=="string"){if(!/^[a-h][1-8][a-h][1-8]$/.test(e))throw new Error(`bad move ${w(e)}: expected from-square then to-square, like 'b2b3'`);return{fromR:e.charCodeAt(1)-49,fromC:e.charCodeAt(0)-97,toR:e.charCodeAt(3)-49,toC:e.charCodeAt(2)-97}}if(e===null||typeof e!="object"||Array.isArray(e))throw new TypeError(`move must be 'b2b3' or an object { fromR, fromC, toR, toC }, got ${w(e)}`);return{fromR:ve(e.fromR,"move.fromR"),fromC:ve(e.fromC,"move.fromC"),toR:ve(e.toR,"move.toR"),toC:ve(e.toC,"move.toC")}}function ce(e,n){return String.fromCharCode(97+n)+String(e+1)}function gn(e){return ce(e.fromR,e.fromC)+ce(e.toR,e.toC)}function Br(e){for(let n=0;n<64;n++){let t=e[n];if(!(t&L))continue;let o=M-(t&M),r=!1;for(let s=0;s<4&&!r;s++){let i=et[s],a=ne[n*8+i],l=ne[n*8+7-i];if(a<0||l<0)continue;let c=e[a],u=e[l];(c&M)===o&&(u&M)===o&&!(c&D)&&!(u&D)&&(r=!0)}e[n]=r?t|D:t&~D}}var nt=new Int8Array(8),to=new Int8Array(8),tt=new Int8Array(64);function oo(e,n,t,o,r){o.set(e);let s=o[n];o[n]=j,o[t]=s;let i=M-(s&M),a=0;for(let u=0;u<8;u++){let p=ne[t*8+u],d=ne[t*8+7-u];if(p<0||d<0)continue;let f=o[p];if(!(f===j||o[d]!==j)&&!we(f)){if((f&M)===i){let h=ne[p*8+u];if(h>=0&&(o[h]&M)===i)continue}nt[a]=p,to[a]=d,a++}}for(let u=0;u<a;u++)o[to[u]]=o[nt[u]],o[nt[u]]=j,r&&r.hops.push([nt[u],to[u]]);Br(o);let l=0;for(let u=0;u<64;u++){let p=o[u];if(p===j||p&L)continue;let d=M-(p&M);for(let f=0;f<4;f++){let h=et[f],$=ne[u*8+h],k=ne[u*8+7-h];if($<0||k<0)continue;let y=o[$],x=o[k];if((y&M)===d&&(x&M)===d&&!we(y)&&!we(x)){tt[l++]=u;break}}}for(let u=0;u<l;u++)r&&r.captured.push([tt[u],o[tt[u]]]),o[tt[u]]=j;Br(o);let c=o[t];return c!==j&&!(c&D)}function Le(e){for(let n=0;n<T;n++){if(e[56+n]===(V|L)||e[56+n]===(V|L|D))return"blue";let t=e[n];if(t===(ee|L)||t===(ee|L|D))return"red"}return null}var Gr=new Int8Array(64);function ot(e,n,t){let o=[];for(let r=0;r<64;r++){let s=e[r];if(!((s&M)!==n||we(s)))for(let i=0;i<8;i++){let a=ne[r*8+i];if(a<0||e[a]!==j)continue;let l=t?new Int8Array(64):Gr;oo(e,r,a,l,null)&&(o.push(r,a),t&&t.push(l))}}return o}function oc(e,n){for(let t=0;t<64;t++){let o=e[t];if(!((o&M)!==n||we(o)))for(let r=0;r<8;r++){let s=ne[t*8+r];if(s>=0&&e[s]===j&&oo(e,t,s,Gr,null))return!0}}return!1}function ro(e,n,t){if(t===0)return 1;if(t===1)return ot(e,n,null).length/2;let o=[];ot(e,n,o);let r=M-n,s=0;for(let i of o)s+=Le(i)!==null?1:ro(i,r,t-1);return s}function Hr(e,n){return{fromR:e>>3,fromC:e&7,toR:n>>3,toC:n&7}}function so(e){return new Error(`the game is over: ${e} has already won (a chariot is on its goal row)`)}function io(e,n,t){let o=re(e),r=Re(n),s=Le(o);if(s!==null)throw so(s);let i=I(r),a=_(r),l=gn(r),c=o[i];if(c===j)throw new Error(`illegal move ${l}: the from-square ${ce(r.fromR,r.fromC)} is empty`);let u=c&M;if(t!==void 0&&u!==hn[t])throw new Error(`illegal move ${l}: the piece on ${ce(r.fromR,r.fromC)} is not ${t}'s (it is ${fe[u]}'s)`);let p=r.toR-r.fromR,d=r.toC-r.fromC;if(p===0&&d===0||Math.abs(p)>1||Math.abs(d)>1)throw new Error(`illegal move ${l}: the destination is not adjacent to the from-square`);if(o[a]!==j)throw new Error(`illegal move ${l}: the destination ${ce(r.toR,r.toC)} is occupied`);if(we(c))throw new Error(`illegal move ${l}: a stunned chariot cannot move`);let f=new Int8Array(64),h={hops:[],captured:[]};if(!oo(o,i,a,f,h)){let y=f[a]===j?"the moved piece would be captured":"the moved chariot would be stunned";throw new Error(`illegal move ${l}: ${y}`)}let $=Le(f),k=$!==null?"chariot":null;return $===null&&!oc(f,M-u)&&($=fe[u],k="no-moves"),{board:Ae(f),hops:h.hops.map(([y,x])=>({fromR:y>>3,fromC:y&7,toR:x>>3,toC:x&7})),captured:h.captured.map(([y,x])=>({r:y>>3,c:y&7,team:fe[x&M],type:x&L?"chariot":"dog"})),winner:$,reason:k}}var Wr={};O(Wr,{formatPosition:()=>P,moveToString:()=>v,parseMove:()=>Y,parsePosition:()=>Pe,parseSquare:()=>be,squareName:()=>vn});function vn(e,n){return ce(ve(e,"row"),ve(n,"col"))}function be(e){if(typeof e!="string"||!/^[a-h][1-8]$/.test(e))throw new Error(`bad square ${w(e)}: expected a column letter a-h then a row number 1-8, like 'e4'`);return{r:e.charCodeAt(1)-49,c:e.charCodeAt(0)-97}}function v(e){return gn(Re(e))}function Y(e){if(typeof e!="string"||!/^[a-h][1-8][a-h][1-8]$/.test(e))throw new Error(`bad move ${w(e)}: expected from-square then to-square, like 'b2b3'`);let n=be(e.slice(0,2)),t=be(e.slice(2,4));return{fromR:n.r,fromC:n.c,toR:t.r,toC:t.c}}function Pe(e){if(typeof e!="string")throw new TypeError(`position must be a string, got ${w(e)}`);let n=l=>new Error(`bad position ${w(e)}: ${l}`),t=e.indexOf(" ");if(t<0)throw n("missing side to move (expected a space then 'b' or 'r' after the rows)");let o=e.slice(0,t),r=e.slice(t+1);if(r!=="b"&&r!=="r")throw n(`side to move must be exactly 'b' or 'r' after one space, with no extra text; got ${w(r)}`);let s=o.split("/");if(s.length!==T)throw n(`expected 8 rows separated by '/', got ${s.length}`);let i=new Int8Array(64);for(let l=0;l<T;l++){let c=s[l],u=0,p=!1;for(let d=0;d<c.length;d++){let f=c[d];if(f>="1"&&f<="8"){if(p)throw n(`row ${l+1} has two digits in a row (empty squares must be merged into one digit)`);u+=f.charCodeAt(0)-48,p=!0}else if(f==="+"){let h=d>0?c[d-1]:"";if(h!=="B"&&h!=="R")throw n(`row ${l+1}: '+' (stunned) must follow a chariot 'B' or 'R'${h?`, not '${h}'`:""}`);i[l*8+u-1]|=D,p=!1}else if(f==="b"||f==="B"||f==="r"||f==="R")u<T&&(i[l*8+u]=(f==="b"||f==="B"?V:ee)|(f==="B"||f==="R"?L:0)),u+=1,p=!1;else throw n(`row ${l+1} has unknown character '${f}'`);if(u>T)throw n(`row ${l+1} describes more than 8 squares`)}if(u!==T)throw n(`row ${l+1} describes ${u} squares instead of 8`)}let a;try{a=Ae(i),re(a)}catch(l){throw n(l.message)}return{board:a,player:r==="b"?"blue":"red"}}function P(e,n){let t=re(e);Te(n);let o=[];for(let r=0;r<T;r++){let s="",i=0;for(let a=0;a<T;a++){let l=t[r*8+a];if(l===j){i++;continue}i&&(s+=String(i)),i=0;let c=(l&M)===V?"b":"r";s+=l&L?c.toUpperCase()+(l&D?"+":""):c}i&&(s+=String(i)),o.push(s)}return o.join("/")+" "+(n==="blue"?"b":"r")}function rt(e){re(e)}function Ce(){let e=new Int8Array(64);for(let n=0;n<16;n++)e[n]=V;for(let n=48;n<64;n++)e[n]=ee;return e[0]=V|L,e[63]=ee|L,Ae(e)}function H(e){return Le(re(e))}function B(e,n){let t=re(e),o=Te(n),r=Le(t);if(r!==null)throw so(r);let s=ot(t,o,null),i=[];for(let a=0;a<s.length;a+=2)i.push(Hr(s[a],s[a+1]));return i}function Ve(e,n){return io(e,n,void 0)}function U(e,n,t){return Te(n),io(e,t,n)}var Kr=12;function rc(e,n,t){let o=re(e),r=Te(n);if(!Number.isInteger(t)||t<0||t>Kr)throw new RangeError(`perft depth must be an integer from 0 to ${Kr}, got ${w(t)}`);return Le(o)!==null?1:ro(o,r,t)}var Vr={};O(Vr,{NAME:()=>g,plural:()=>C});var g={blue:"Blue",red:"Red"},C=(e,n)=>`${e} ${n}${e===1?"":"s"}`;var sc=e=>encodeURIComponent(e).replace(/%2F/g,"/").replace(/%20/g,"_");var ic=(e,n)=>{if(e!=null&&typeof e!="string")throw new Error(`${n}: the position must be a position string, got ${w(e)}`)},Yr=()=>"?learn";function Xr({blue:e,red:n,level:t,position:o=null,moves:r=[]}){ic(o,"gameHref");for(let[a,l]of[["blue",e],["red",n]])if(l!=="human"&&l!=="ai")throw new Error(`gameHref: ${a} must be 'human' or 'ai', got ${w(l)}`);if(typeof t!="string"||!t)throw new Error(`gameHref: the level must be a level's name, got ${w(t)}`);let s=typeof r=="string"?r:Array.isArray(r)?r.join(","):null;if(s===null)throw new Error(`gameHref: the moves must be a list or a text of moves, got ${w(r)}`);let i=`?blue=${e}&red=${n}&level=${encodeURIComponent(t)}`;return o&&(i+=`&position=${sc(o)}`),s&&(i+=`&moves=${encodeURIComponent(s).replace(/%2C/g,",")}`),i}var Jr=2e3;function A(e){if(!e)return{board:Ce(),player:"blue",text:null};let n=Pe(e);return{board:n.board,player:n.player,text:e}}var Oe=null;function Zr(){if(!Oe){let{board:e,player:n,text:t}=A(null),o=Object.freeze(e.map(r=>Object.freeze(r.map(s=>s&&Object.freeze(s)))));Oe={start:Object.freeze({board:o,player:n,text:t}),from:P(e,n)}}return Oe.start}var Ye=new Map,ac=1500;function ye(e,n){let t=es(e,n);return{moves:t.moves.map(o=>({...o})),error:t.error}}function Qr(e,n){let t=es(e,n);return{text:t.text??=ue(t.moves),error:t.error}}function es(e,n){let t=String(e),o=Oe!==null&&n===Oe.start,r=o?Ye.get(`${Oe.from} ${t}`):void 0;if(r)return r;let s=t.split(/[\s,;]+/).filter(Boolean);if(s.length>Jr)return{moves:[],error:`the list has ${s.length} moves; at most ${Jr} are read`};if(!s.length)return{moves:[],error:null};let i=o?Oe.from:P(n.board,n.player),a=c=>`${i} ${s.slice(0,c).join(",")}`,l=a(s.length);return Ye.get(l)??lc(s,n,a,l)}function lc(e,n,t,o){let r=n.board,s=n.player,i=[],a=0;for(let c of[e.length-1,e.length-2]){let u=c>0?Ye.get(t(c)):null;if(u&&!u.error){({board:r,player:s}=u),i=u.moves.slice(),a=c;break}}let l=c=>{Ye.size>=ac&&Ye.clear();let u={moves:i,error:c,board:r,player:s};return Ye.set(o,u),u};for(;a<e.length;a++){let c=e[a],u=f=>l(`move ${a+1} ${w(c)} ${f}${i.length?`; the first ${i.length} move${i.length>1?"s were":" was"} kept`:""}`),p=()=>B(r,s).length===0;if(H(r))return u("comes after the end of the game");let d;try{d=Y(c.toLowerCase())}catch{return u(p()?"comes after the end of the game":"is not a move like b2b3")}try{r=U(r,s,d).board}catch(f){return u(p()?"comes after the end of the game":`is not allowed: ${f.message.replace(/^illegal move \S+: /,"")}`)}i.push(d),s=s==="blue"?"red":"blue"}return l(null)}var ue=e=>e.map(n=>v(n)).join(",");function st(e,n){let t={...e,position:n.start.text,moves:n.plies.map(o=>o.move)};return n.over?.reason==="resign"&&(t.resigned=n.over.winner==="blue"?"red":"blue"),t}function ns(e,n){let{blue:t,red:o,level:r,position:s}=n;return new URL(Xr({blue:t,red:o,level:r,position:s,moves:ue(n.moves)}),e).href}function cc(e,n){let t=s=>P(A(s).board,A(s).player);if(t(e.position)!==t(n.start.text))return!1;let o=e.moves.map(v),r=n.moves.map(v);return(o.length>r.length||o.length===r.length&&!!e.resigned)&&r.every((s,i)=>s===o[i])}function ts(e,n,t){let o=null;if(e.position||e.moves){let r=A(null);try{r=A(e.position||null)}catch(l){t(l.message)}let s=Array.isArray(e.moves)?e.moves.map(l=>typeof l=="string"?l:v(l)).join(","):e.moves||"",{moves:i,error:a}=ye(s,r);a&&t(`In the list of moves, ${a}.`),o={start:r,moves:i}}return n&&(!o||cc(n,o))?{start:A(n.position),moves:n.moves,resigned:n.resigned,saved:n,linked:o}:{start:o?o.start:A(null),moves:o?o.moves:[],resigned:o&&(e.resigned==="blue"||e.resigned==="red")?e.resigned:null,saved:null,linked:o}}var os=(e,n)=>!!e?.moves.length&&!n.saved&&!(e.position===n.start.text&&ue(e.moves)===ue(n.moves));function rs(e,n){if(!n?.played.length)return e.moves;let{board:t,player:o}=e.start;for(let s of e.moves)t=U(t,o,s).board,o=o==="blue"?"red":"blue";if(P(t,o)!==n.after)return e.moves;let r=[...e.moves.map(v),...n.played].join(",");return ye(r,e.start).moves}var uc={aiClient:["chooseMove","cancel","ready","onStatus"],analysisClient:["analyse","hint","reviewGame"]},pc={problems:"an array of strings",id:"a string",restore:"true or false",setup:"true or false",compact:"true or false",onMove:"a function",onAiState:"a function",onGameOver:"a function",onError:"a function",animationScale:"a number"},dc={"an array of strings":e=>Array.isArray(e)&&e.every(n=>typeof n=="string"),"a string":e=>typeof e=="string","true or false":e=>typeof e=="boolean","a function":e=>typeof e=="function","a number":e=>typeof e=="number"&&e>=0},xe=(e,n,t)=>new TypeError(`${e} must be ${n}, got ${w(t)}`);function ss(e,n){for(let o of["blue","red"]){let r=e[o];if(r!==void 0&&typeof r!="string")throw xe(`${n}.${o}`,"'human' or 'ai'",r)}for(let o of["level","position"]){let r=e[o];if(r!=null&&typeof r!="string")throw xe(`${n}.${o}`,"a string",r)}let{moves:t}=e;if(t!=null&&typeof t!="string"&&!Array.isArray(t))throw xe(`${n}.moves`,"a string like 'b2b3,g7h6' or an array of moves",t)}function is(e,n,t){if(e===null||typeof e!="object"||Array.isArray(e))throw xe(n,t,e)}function as(e,n){if(!e||typeof e!="object"||e.nodeType!==1)throw xe("mountPolis: the container","an element",e);if(n!==void 0){is(n,"mountPolis: options","an object like { level: 'easy' } or nothing"),ss(n,"mountPolis: options");for(let[t,o]of Object.entries(pc)){let r=n[t];if(r!==void 0&&!dc[o](r))throw xe(`mountPolis: options.${t}`,o,r)}for(let[t,o]of Object.entries(uc)){let r=n[t];if(r===void 0)continue;let s=o.filter(i=>typeof r?.[i]!="function");if(s.length)throw xe(`mountPolis: options.${t}`,`an AI client (createAiClient()) with ${s.join(", ")}`,r)}}}function ls(e,n,{openSetup:t,destroy:o}){let r={element:e,newGame(i={}){is(i,"newGame: config","an object like { level: 'easy' } or nothing"),ss(i,"newGame: config");let a={};i.blue&&(a.blue=i.blue==="ai"?"ai":"human"),i.red&&(a.red=i.red==="ai"?"ai":"human"),i.level&&(a.level=E(i.level).name);let l=A(i.position||null),c=Array.isArray(i.moves)?i.moves.join(","):i.moves||"",{moves:u,error:p}=ye(c,l);if(p)throw new Error(`bad moves: ${p}`);n.startGame(l,u,{players:a})},play(i){if(typeof i!="string"&&(i===null||typeof i!="object"))throw xe("play: the move","a move like 'b2b3' or { fromR, fromC, toR, toC }",i);let a=Re(i);return n.hostMove(a)},undo:()=>n.undoMove(),setLevel:i=>n.setLevel(i),openSetup:t,flip:()=>n.flip()},s=!1;for(let[i,a]of Object.entries(r))typeof a=="function"&&(r[i]=(...l)=>{if(s)throw new Error(`${i}: this game was destroyed (destroy() was called); mount a new one to play`);return a(...l)});return r.destroy=()=>{s||(s=!0,o())},Object.defineProperties(r,Object.getOwnPropertyDescriptors(mc(n.game,()=>n.state.aiFailure)))}function mc(e,n){return{get start(){return P(e.start.board,e.start.player)},get position(){let t=e.live();return P(t.board,t.player)},get history(){return e.plies.map(t=>v(t.move))},get moves(){return this.history},get over(){return e.over?{...e.over}:null},get settings(){return e.settings},get aiLog(){return e.aiLog.map(t=>({...t}))},get aiStatus(){return e.aiStatus},get aiFailure(){return n()?n().message:null}}}function cs(e){let n="loading";return t=>{let{game:o,state:r}=t,s=o.aiStatus==="failed"?"failed":o.aiStatus!=="ready"?"loading":o.aiTask?"thinking":"ready";if(s===n)return;n=s;let i={state:s,engine:r.engine??null,player:null,level:null,error:null};s==="thinking"&&Object.assign(i,{player:o.aiTask.player,level:o.settings.level}),s==="failed"&&(i.error=r.aiFailure?r.aiFailure.message:"the AI could not load"),e(i)}}function us(e,n){return t=>{try{e[n]?.(t)}catch(o){console.error(`mountPolis: options.${n} threw`,o);try{e.onError?.(o,n)}catch(r){console.error("mountPolis: options.onError threw",r)}}}}function ps(e){let n={blue:e.blue==="ai"?"ai":"human",red:e.red==="human"?"human":"ai",level:z},t=null;if(e.level)try{n.level=E(e.level).name}catch{t=String(e.level)}return{settings:n,badLevel:t}}function it(e){let n=H(e.board);return n?{winner:n,reason:"chariot"}:B(e.board,e.player).length===0?{winner:b(e.player),reason:"no-moves"}:null}var ds=e=>e.legal,ao=e=>`${e.fromR}${e.fromC}${e.toR}${e.toC}`,F=e=>e.plies.length?e.plies[e.plies.length-1].after:e.start,pe=(e,n)=>e.settings[n]==="ai"&&e.aiStatus!=="failed",lo=e=>!e.over&&!e.animating&&!pe(e,F(e).player),at=e=>["blue","red"].filter(n=>!pe(e,n));function Ne(e){let n=F(e),t=e.over?[]:B(n.board,n.player);e.legal={moves:t,byFrom:fc(t),results:new Map,player:n.player,board:n.board}}function fc(e){let n=new Map;for(let t of e){let o=I(t);n.has(o)||n.set(o,[]),n.get(o).push(t)}return n}function ms(e,n,t=F(e).board){if(t!==F(e).board)return Ve(t,n);let o=ao(n),{results:r}=ds(e);return r.has(o)||r.set(o,Ve(t,n)),r.get(o)}var co=(e,n)=>ds(e).moves.find(t=>ao(t)===ao(n))||null;var hc=350,uo=200,hs=()=>typeof performance<"u"?performance.now():Date.now();function gs(e){e.cancelTimer&&e.cancelTimer(),e.cancelTimer=null}var vs=e=>!e.over&&!e.animating&&pe(e,F(e).player)&&!e.paused&&!e.aiTask&&!e.destroyed;function wn(e){if(gs(e),!vs(e)||e.aiStatus!=="ready")return;let n=pe(e,"blue")&&pe(e,"red")&&e.plies.length?hc:0;n?e.cancelTimer=e.d.schedule(()=>fs(e),n):fs(e)}function fs(e){if(e.cancelTimer=null,!vs(e))return;let n=F(e),t=++e.aiToken,o=E(e.settings.level),r=e.aiTask={token:t,player:n.player,progress:null,startedAt:hs()};e.d.changed();let s=()=>e.aiTask===r;e.d.ai.chooseMove(n.board,n.player,{...o.options,seed:Math.floor(Math.random()*4294967296),level:o.name,onProgress:i=>{s()&&(r.progress=i,e.d.aiProgress(r))}}).then(i=>s()&&gc(e,r,i,o),i=>{s()&&(e.aiTask=null,i&&i.name==="AbortError"?e.d.changed():ws(e,"noMove",i?.message))})}function gc(e,n,t,o){e.aiTask=null;let r={engine:t.engine,depth:t.depth,score:t.score,mateIn:t.mateIn,nodes:t.nodes,timeMs:t.timeMs,elapsedMs:Math.round(hs()-n.startedAt),level:o.name,pv:t.pv};e.aiLog.push({ply:e.plies.length+1,player:n.player,move:v(t.move),...r}),e.aiLog.length>uo&&e.aiLog.splice(0,e.aiLog.length-uo);try{e.commit(t.move,r)}catch(s){ws(e,"badMove",s.message)}}function ws(e,n,t){let o=F(e).player;e.settings[o]="human",e.d.aiFailed({kind:n,why:t,player:o}),Ne(e),e.d.changed()}function ze(e){gs(e),e.aiTask&&(e.aiTask=null,e.d.ai.cancel())}var vc=(e,n)=>{let t=setTimeout(e,n);return()=>clearTimeout(t)};function bs({ai:e,settings:n={},animate:t,changed:o,aiProgress:r=()=>{},moved:s=()=>{},aiFailed:i=()=>{},premoveDropped:a=()=>{},schedule:l=vc}){let c={d:{ai:e,animate:t,changed:o,aiProgress:r,moved:s,aiFailed:i,premoveDropped:a,schedule:l},settings:{blue:"human",red:"ai",level:n.level,...n},start:{board:Ce(),player:"blue",text:null},plies:[],over:null,legal:null,animating:!1,moveToken:0,movesPlayed:0,paused:!1,aiTask:null,aiToken:0,aiStatus:"loading",premove:null,cancelTimer:null,destroyed:!1,settle:null,aiLog:[],commit:(u,p)=>po(c,u,p)};return Mc(c)}function ys(e,n,t){let o=F(e),r=U(o.board,o.player,n),s={player:o.player,move:{...n},result:r,after:{board:r.board,player:b(o.player)},ai:t};return e.plies.push(s),s}function wc(e,n,t=[],{resigned:o=null,players:r=null}={}){ze(e),r&&Object.assign(e.settings,r),e.moveToken++,e.animating=!1,e.settle=null,e.start={board:n.board,player:n.player,text:n.text||null},e.plies=[],e.over=null,e.paused=!1,e.premove=null;for(let s of t)if(ys(e,s,null),it(F(e)))break;(o==="blue"||o==="red")&&(e.over={winner:b(o),reason:"resign"}),mo(e)}function po(e,n,t=null){let o=F(e).board;e.premove=t?e.premove:null;let r=ys(e,n,t);e.legal=null,e.movesPlayed++,e.over=it(F(e)),e.animating=!0;let s=++e.moveToken,i=()=>{s!==e.moveToken||!e.animating||(e.animating=!1,e.settle=null,mo(e))};return e.settle=i,e.d.moved(r),e.d.changed(),Promise.resolve(e.d.animate(r,o)).catch(()=>{}).then(()=>{e.destroyed||i()})}function mo(e){if(e.over=it(F(e))||(e.over?.reason==="resign"?e.over:null),Ne(e),!e.over&&e.premove&&!pe(e,F(e).player)){let n=co(e,e.premove),t=v(e.premove);if(e.premove=null,n){po(e,n);return}e.d.premoveDropped(t)}e.d.changed(),wn(e)}function bc(e){if(e.plies.length===0)return!1;e.settle&&(e.moveToken++,e.animating=!1,e.settle=null),ze(e),e.premove=null;let n=at(e);if(n.length===1){let t=e.plies.map(o=>o.player).lastIndexOf(n[0]);if(t<0)return!1;e.plies=e.plies.slice(0,t)}else e.plies=e.plies.slice(0,-1),n.length===0&&(e.paused=!0);return e.over=null,mo(e),!0}function yc(e){if(e.over)return;let n=at(e),t=n.length===1?n[0]:F(e).player;ze(e),e.premove=null,e.over={winner:b(t),reason:"resign"},Ne(e),e.d.changed()}function xc(e,n){if(!lo(e))throw new Error("it is not a human player's turn");let t=co(e,n);if(!t)throw new Error(`move ${v(n)} is not legal here`);return po(e,t)}function kc(e){e.paused=!e.paused,e.paused&&ze(e),e.d.changed(),e.paused||wn(e)}function $c(e,n={}){for(let t of["blue","red","level"])n[t]&&(e.settings[t]=n[t]);e.aiTask&&!pe(e,e.aiTask.player)&&ze(e),Ne(e),e.d.changed(),wn(e)}function Sc(e,n){e.aiStatus=n,n==="failed"&&(e.aiTask=null),Ne(e),e.d.changed(),wn(e)}var Ec=["start","plies","over","legal","animating","paused","aiTask","aiStatus","premove","aiLog","movesPlayed"];function Mc(e){let n={newGame:(...t)=>wc(e,...t),undo:()=>bc(e),resign:()=>yc(e),finishAnimation:()=>e.settle&&e.settle(),resultOf:(t,o)=>ms(e,t,o),live:()=>F(e),isAi:t=>pe(e,t),humanTurn:()=>lo(e),humans:()=>at(e),play:t=>xc(e,t),setPremove(t){e.premove=t?{...t}:null,e.d.changed()},togglePause:()=>kc(e),setAiStatus:t=>Sc(e,t),configure:t=>$c(e,t),get settings(){return{...e.settings}},destroy(){e.destroyed=!0,ze(e)}};for(let t of Ec)Object.defineProperty(n,t,{get:()=>e[t],enumerable:!0});return n}var As={};O(As,{SEARCH_MAX_DEPTH:()=>fo,SEARCH_MAX_TIME_MS:()=>bn,WIN_BOUND:()=>Ms,WIN_SCORE:()=>lt,ownOption:()=>Ts,ownTime:()=>Fc,searchOptions:()=>Ic});var xs={};O(xs,{ERROR:()=>Pc,EXPERIMENT_FLAG:()=>Oc,EXPORTS:()=>Nc,IO_SIZE:()=>Tc,LIMITS:()=>Ie,LINE:()=>Lc,OUT:()=>Ac,SEARCH_FLAG:()=>Cc,SR:()=>Rc});var Tc=4096,Ac=Object.freeze({cells:0,nhops:64,hops:65,ncaptured:73,captured:74,winner:136,reason:137}),Rc=Object.freeze({completed:0,done:4,depth:8,score:12,mate:16,pvLen:20,nodes:24,time:32,move:40,pv:42,nlines:300,lines:304}),Lc=Object.freeze({score:0,mate:4,pvLen:8,pv:12,bytes:268}),Pc=Object.freeze({CELL:-1,CHARIOTS:-2,STUNNED_DOG:-3,SIDE:-4,ROWS:-5,ROW_LENGTH:-6,CHAR:-7,SIDE_FIELD:-8,GAME_OVER:-9,SQUARE:-10,NO_PIECE:-11,NOT_ADJACENT:-12,OCCUPIED:-13,STUNNED_MOVER:-14,SELF_CAPTURE:-15,SELF_STUN:-16,DEPTH:-17,OPTION:-18,TOO_LONG:-19,TOO_MANY:-20,MEMORY:-21,TIME:-22}),Cc=Object.freeze({EXACT:1,SEEDED:2,CLEAR_TT:4,EVAL_EXTENDED:65536}),Oc=Object.freeze({NO_PVS:256,NO_NULL:512,NO_LMR:1024,NO_ASPIRATION:2048,QSEARCH:4096,NO_KILLERS:8192,NO_HISTORY:16384,NO_TT_ORDER:32768,STAGED_KILLERS:131072,STEP_LMR:262144,HISTORY_PENALTY:524288,NO_NULL_VERIFY:1048576}),Ie=Object.freeze({SEARCH_MAX_DEPTH:64,SEARCH_MAX_PLY:128,SEARCH_MAX_LINES:8,SCORE_WIN:3e4,SCORE_WIN_BOUND:29e3,TT_MAX_MB:1024}),Nc=Object.freeze(["polis_io","polis_io_size","polis_message","polis_set_cells","polis_get_cells","polis_set_text","polis_get_text","polis_winner","polis_legal","polis_play","polis_perft","polis_perft_resolutions","polis_search_start","polis_search_iterate","polis_search_iterate_slice"]);var fo=Ie.SEARCH_MAX_DEPTH,bn=1e9,lt=Ie.SCORE_WIN,Ms=Ie.SCORE_WIN_BOUND,ks=["depth","timeMs","exact","seed","randomMargin","clearHash","evaluation","level","onProgress","multiPv","hashMb"],$s=Ie.SEARCH_MAX_LINES,Ss=Ie.TT_MAX_MB,Es=["original","extended"],zc=e=>e.options.randomMargin!==void 0||!!e.options.exact;function te(e,n,t){return new Error(`search option ${e} ${n}, got ${w(t)}`)}function Ic(e){let n=jc(_c(e));return qc(n),n}function _c(e){if(e==null&&(e={}),typeof e!="object"||Array.isArray(e))throw new Error("search options must be an object like { depth, timeMs, exact, seed, level, onProgress }");let n=Object.create(null);for(let[t,o]of Object.entries(e)){if(!ks.includes(t))throw new Error(`unknown search option ${w(t)}; known options: ${ks.join(", ")}`);o!==void 0&&(n[t]=o)}return n}function jc(e){let n=e;if(e.level!==void 0){if(!J.some(o=>o.name===e.level))throw new Error(`search option level: unknown level ${w(e.level)}; known levels: ${J.map(o=>o.name).join(", ")}`);let t=E(e.level);n=Object.assign(Object.create(null),t.options,e),zc(t)&&n.seed===void 0&&e.randomMargin===void 0&&(n.seed=Math.floor(Math.random()*4294967296))}else e.depth===void 0&&e.timeMs===void 0&&(n=Object.assign(Object.create(null),E(z).options,e));return n}function qc(e){if(e.depth!==void 0&&(!Number.isInteger(e.depth)||e.depth<1||e.depth>fo))throw te("depth",`must be an integer from 1 to ${fo}`,e.depth);if(e.timeMs!==void 0&&(typeof e.timeMs!="number"||!(e.timeMs>0&&e.timeMs<=bn)))throw te("timeMs",`must be a number of milliseconds above 0 and at most ${bn}`,e.timeMs);for(let n of["exact","clearHash"])if(e[n]!==void 0&&typeof e[n]!="boolean")throw te(n,"must be true or false",e[n]);if(e.exact&&e.depth===void 0)throw te("exact","needs a depth (options.depth)",e.exact);if(e.evaluation!==void 0&&!Es.includes(e.evaluation))throw te("evaluation",`must be one of ${Es.join(", ")}`,e.evaluation);if(e.exact&&e.evaluation==="extended")throw te("evaluation","must be 'original' in exact mode (the original AI)",e.evaluation);if(e.seed!==void 0&&(!Number.isInteger(e.seed)||e.seed<0||e.seed>4294967295))throw te("seed","must be an integer from 0 to 4294967295",e.seed);if(e.randomMargin!==void 0){if(!Number.isInteger(e.randomMargin)||e.randomMargin<0||e.randomMargin>1e4)throw te("randomMargin","must be an integer number of tenths from 0 to 10000",e.randomMargin);if(e.seed===void 0)throw te("randomMargin","needs a seed (options.seed)",e.randomMargin)}if(e.multiPv!==void 0&&(!Number.isInteger(e.multiPv)||e.multiPv<1||e.multiPv>$s))throw te("multiPv",`must be an integer from 1 to ${$s}`,e.multiPv);if(e.hashMb!==void 0&&(!Number.isInteger(e.hashMb)||e.hashMb<1||e.hashMb>Ss))throw te("hashMb",`must be an integer number of megabytes from 1 to ${Ss}`,e.hashMb);if(e.onProgress!==void 0&&typeof e.onProgress!="function")throw te("onProgress","must be a function",e.onProgress)}var Ts=(e,n)=>e!==null&&typeof e=="object"&&Object.hasOwn(e,n)?e[n]:void 0;function Fc(e,n,t){if(e!=null&&typeof e!="object")throw new Error(`${t}s must be an object like { ${n} }, got ${w(e)}`);let o=Ts(e,n);if(o!==void 0&&(typeof o!="number"||!(o>0&&o<=bn)))throw new Error(`${t} ${n} must be a number of milliseconds above 0 and at most ${bn}, got ${w(o)}`);return o}var Ps={};O(Ps,{answerFact:()=>ho});var Ls={};O(Ls,{answers:()=>Qe,arrivals:()=>Ze,asMove:()=>G,cameFrom:()=>Xe,dogSquares:()=>Je,sq:()=>se,threatCapture:()=>ut,threatWin:()=>ct});var se=(e,n)=>vn(e,n),G=e=>typeof e=="string"?Y(e):e;function Je(e,n){return e.filter(t=>t.team===n).map(t=>se(t.r,t.c)).sort()}function Ze(e){return new Map(e.hops.map(n=>[se(n.toR,n.toC),se(n.fromR,n.fromC)]))}var Xe=(e,...n)=>n.reduce((t,o)=>o.get(t)??t,e);function Rs(e,n,...t){let o=G(n),r=se(o.fromR,o.fromC);return{type:e[o.fromR][o.fromC].type,from:r,to:se(o.toR,o.toC),was:Xe(r,...t)}}function Qe(e,n){let t=null,o=null,r=new Set;for(let s of B(e,n)){let i=Ve(e,s);i.winner===n&&!o&&(o=v(s));let a=Je(i.captured,b(n));for(let l of a)r.add(l);a.length>(t?t.squares.length:0)&&(t={move:v(s),squares:a,back:Ze(i)})}return{bestCapture:t,win:o,exposed:r}}var ct=(e,n,t,o)=>({kind:"threat-win",side:n,move:t,piece:Rs(e,t,o)});function ut(e,n,{move:t,squares:o,back:r},s,i){let a=new Map([[se(i.toR,i.toC),se(i.fromR,i.fromC)]]),l=o.map(u=>Xe(u,r,s,a)),c=o.some(u=>a.has(Xe(u,r,s)));return{kind:"threat-capture",side:n,move:t,squares:o,from:l,...c?{stepped:c}:{},piece:Rs(e,t,s)}}var Dc=["wins","captures","stuns"];function ho(e,n,t,o){if(!t||!t.length)return null;let r=e;for(let s=0;s<Math.min(t.length,3);s+=2){let i=v(G(t[s])),{res:a,facts:l}=o(r,n,i),c=l.filter(p=>p.kind==="wins"),u=c.length?c:l.filter(p=>Dc.includes(p.kind)&&(p.kind!=="stuns"||p.side!==n));if(u.length)return{kind:"answer",side:n,move:s?v(G(t[0])):i,does:u,...s?{after:[v(G(t[1])),i]}:{}};if(a.winner||t.length<s+3)return null;r=U(a.board,b(n),G(t[s+1])).board}return null}var Os=3,Uc=2,Bc=3;function en(e){let n={};for(let t=0;t<8;t++)for(let o=0;o<8;o++){let r=e[t][o];r&&r.type==="chariot"&&(n[r.team]={r:t,c:o,stunned:r.stunned})}return n}function Cs(e){let n=en(e);return{blue:7-n.blue.r,red:n.red.r}}function nn(e,n,t){let o=G(t),r=U(e,n,o),s=[],i=b(n);r.winner===n&&s.push({kind:"wins",side:n,how:r.reason}),r.winner===i&&s.push({kind:"hands-over",side:i});let a=Ze(r),l=f=>f.map(h=>Xe(h,a)),c=Je(r.captured,i);c.length&&s.push({kind:"captures",side:n,squares:c,from:l(c)});let u=Je(r.captured,n);u.length&&s.push({kind:"costs",side:n,squares:u,from:l(u)});let p=en(e),d=en(r.board);for(let f of[i,n]){let h=d[f];h.stunned&&!p[f].stunned&&s.push({kind:"stuns",side:f,square:se(h.r,h.c),...f===i?{turns:1}:{}}),!h.stunned&&p[f].stunned&&s.push({kind:"frees",side:f,square:se(h.r,h.c)})}return{res:r,facts:s}}function Ns(e,n){let t=B(e,n).length;return t>0&&t<=Uc?{kind:"mobility",side:n,count:t}:null}function go(e,n,t,o=!1){let r=Cs(n),s=Cs(e);if(!o&&r.blue===s.blue&&r.red===s.red&&Math.min(r.blue,r.red)>Bc)return null;let i=r[t]<=r[b(t)]?t:b(t);return{kind:"race",blue:r.blue,red:r.red,toMove:t,ahead:i}}async function Gc(e,n,t){for(let o=1;o<=Os;o++)if(await e(n,t,2*o-1)==="win")return o;return null}async function Hc(e,n,t){for(let o=2;o<=Os;o++)if(await e(n,t,2*o-2)==="loss")return o;return null}function Wc(e,n){let t=0;for(let o of e){if(!en(o)[n].stunned)break;t++}return t}function Kc(e,n,t){let o=[],r=e,s=n;for(let i of t){if(H(r))break;let a,l;try{a=G(i),l=U(r,s,a)}catch{break}o.push({move:v(a),player:s,res:l}),r=l.board,s=b(s)}return o}async function Vc(e,n,t,o,r){let s=b(n),i=G(t),{res:a,facts:l}=nn(e,n,i);if(a.winner)return{res:a,facts:l,threat:null};let c=null,u=o?await Gc(o,a.board,s):null,{bestCapture:p,win:d}=Qe(a.board,s),f=Ze(a);d?l.push(ct(a.board,s,d,f)):u&&l.push({kind:"forced-loss",side:s,moves:u}),p&&(!r||p.squares.length>r.captureCount)&&(c=p,l.push(ut(a.board,s,p,f,i)));let h=go(e,a.board,s);h&&l.push(h);let $=Ns(a.board,s);return $&&!d&&!u&&l.push($),{res:a,facts:l,threat:c}}async function zs(e,n,t,o,r){let s=b(n),i=Kc(e,n,t);if(!i.length)return[];let a=i[0],{facts:l}=nn(e,n,a.move),c=a.res;if(c.winner)return l;let u=o?await Hc(o,c.board,s):null;u&&l.push({kind:"forced-win",side:n,moves:u});let p=l.find(h=>h.kind==="stuns"&&h.side===s);if(p){let h=[c.board];for(let $=2;$<i.length;$+=2)h.push(i[$].res.board);p.turns=Wc(h,s)}if(r){let{exposed:h}=Qe(c.board,s),$=y=>{let x=c.board[be(y).r][be(y).c];return x&&x.team===n&&x.type==="dog"},k=r.squares.filter(y=>!h.has(y)&&$(y));k.length&&l.push({kind:"safe",side:n,squares:k})}if(i.length>=3&&!i[1].res.winner){let h=Je(i[2].res.captured,s);h.length&&l.push({kind:"line-capture",side:n,answer:i[1].move,move:i[2].move,squares:h})}let d=go(e,c.board,s);d&&en(e)[n].r!==en(c.board)[n].r&&l.push(d);let f=Ns(c.board,s);return f&&!u&&l.push(f),l}async function Is({board:e,player:n,move:t,line:o=null,answer:r=null,prove:s=null}){let i=G(t),a=o&&o.length?o:null,l=null;if(a){let x=U(e,n,G(a[0]));l={captureCount:x.winner?1/0:Qe(x.board,b(n)).bestCapture?.squares.length??0}}let{facts:c,threat:u,res:p}=await Vc(e,n,i,s,l),d=p.winner?null:ho(p.board,b(n),r,nn),f=d?d.does.map(x=>`threat-${x.kind==="wins"?"win":"capture"}`):[],h=d?[...c.filter(x=>!f.includes(x.kind)&&x.kind!=="race"),d]:c,$=a&&v(G(a[0]))===v(i),k=h.some(x=>x.kind==="race"),y=(a&&!$?await zs(e,n,a,s,u):[]).filter(x=>!k||x.kind!=="race");return!h.length&&!y.length&&!p.winner&&h.push(go(e,p.board,b(n),!0)),{played:h,better:y}}async function _s({board:e,player:n,line:t,prove:o=null}){return zs(e,n,t,o,null)}function js(e,n,t){let o=b(n),{res:r,facts:s}=nn(e,n,t);if(r.winner)return s.filter(u=>u.kind==="hands-over");let{bestCapture:i,win:a}=Qe(r.board,o),l=Ze(r),c=[];return a&&c.push(ct(r.board,o,a,l)),i&&c.push(ut(r.board,o,i,l,G(t))),c}var pt=null,dt=null;function Yc(){return pt||=import("./polis-game-lazy-engine.js").then(e=>e.createEngine()),pt.catch(()=>{pt=null}),pt}function vo(){return dt||=Promise.all([import("./polis-game-lazy-explain-facts.js"),Yc()]).then(([e,n])=>e.exactProver(n)),dt.catch(()=>{dt=null}),dt}var qs={blue:8,red:1},bo=e=>e.length===1?e[0]:`${e.slice(0,-1).join(", ")} and ${e[e.length-1]}`,ke=(e,n)=>e===n?"your":`${g[e]}'s`,tn=(e,n,t)=>`${ke(e,t)} dog${n.length>1?"s":""} on ${bo(n)}`,Fs=e=>`in ${C(e,"move")}`;function wo(e,n=e,t=!1){let o=e.map((a,l)=>[a,n[l]]).filter(([a,l])=>a!==l);if(!o.length)return"";let r=t?"moved":"hopped",s=bo(o.map(([,a])=>a));if(o.length===e.length)return` (${r} from ${s})`;let i=bo(o.map(([a])=>a));return` (${o.length>1?`those on ${i}`:`the one on ${i}`} ${r} from ${s})`}function Ds(e,n,t){let o=n.was!==n.from?` (hopped from ${n.was})`:"";return`${ke(e,t)} ${n.type} on ${n.from}${o} go to ${n.to}`}function _e(e,n=null){let t=b(e.side);switch(e.kind){case"wins":return e.how==="no-moves"?`it leaves ${g[t]} no legal move, so ${g[e.side]} wins`:`${ke(e.side,n)} chariot reaches row ${qs[e.side]} and wins`;case"hands-over":return`it carries ${ke(e.side,n)} chariot to its far row, row ${qs[e.side]}: ${g[e.side]} wins`;case"captures":return`it captures ${tn(t,e.squares,n)}${wo(e.squares,e.from)}`;case"costs":return`it loses ${tn(e.side,e.squares,n)}${wo(e.squares,e.from)}`;case"stuns":return e.turns===void 0?`it leaves ${ke(e.side,n)} chariot on ${e.square} stunned`:`it stuns ${ke(e.side,n)} chariot on ${e.square} for ${e.turns===1?"a move":C(e.turns,"move")}`;case"frees":return`it frees ${ke(e.side,n)} chariot on ${e.square}`;case"threat-win":return e.piece?`it lets ${Ds(e.side,e.piece,n)} and win at once`:`it lets ${g[e.side]} win at once with ${e.move}`;case"threat-capture":return e.piece?`it lets ${Ds(e.side,e.piece,n)} and capture ${tn(t,e.squares,n)}${wo(e.squares,e.from,e.stepped)}`:`it lets ${g[e.side]} capture ${tn(t,e.squares,n)} (${e.move})`;case"forced-loss":return`${g[e.side]} can then force a win ${Fs(e.moves)}, whatever ${g[t]} does`;case"forced-win":return`it wins by force ${Fs(e.moves)}`;case"safe":return`it keeps ${tn(e.side,e.squares,n)} safe`;case"line-capture":return`if ${g[t]} answers ${e.answer}, ${e.move} captures ${tn(t,e.squares,n)}`;case"race":{let o=e.ahead,r=b(o);return`${g[o]} leads the race, ${C(e[o],"row")} from home to ${g[r]}'s ${C(e[r],"row")}`}case"answer":{let o=e.does.map(s=>s.kind==="wins"?"wins the game":_e(s,n).replace(/^it /,"")).join(" and "),r=e.after?`, and after ${ke(t,n)} ${e.after[0]}, ${e.after[1]}`:", which";return`${g[e.side]}'s best answer is ${e.move}${r} ${o}`}case"mobility":return`${g[e.side]} has only ${C(e.count,"legal move")} left`;default:return""}}var Us=e=>e.length?e.join("; ").replace(/^./,n=>n.toUpperCase())+".":"";function yo(e,n=null){return Us(e.map(t=>_e(t,n)))}async function Bs(e,n,t,o,r,s=null){let i=await Is({board:e,player:n,move:t,line:o,answer:s,prove:await vo()});return{played:yo(i.played,r),better:i.better.map(a=>_e(a,r)).join("; ")}}async function Gs(e,n,t,o){return(await _s({board:e,player:n,line:t,prove:await vo()})).map(s=>_e(s,o)).join("; ")}function Hs(e,n,t,o){return yo(js(e,n,t),o)}function Ws(e,n,t){return nn(e,n,t).facts.map(o=>_e(o,null)).join("; ")}var oi={};O(oi,{ACCURACY_HALF_LOSS:()=>ni,ANALYSIS_DEFAULT_MS:()=>Ys,CHANCE_DROPS:()=>xn,REVIEW_CAP:()=>yn,REVIEW_DEFAULT_MS:()=>Xs,REVIEW_MAX_PLIES:()=>xo,WIN_CHANCE_K:()=>Zs,accuracy:()=>$n,analyse:()=>Qc,classify:()=>mt,moveAccuracy:()=>ti,reviewGame:()=>tu,reviewSteps:()=>Qs,scoreText:()=>kn,summarise:()=>ei,winChance:()=>ko});var yn=1e3,xo=1e3,Ys=1e3,Xs=300,Ks=["timeMs","depth","multiPv","evaluation","hashMb","clearHash"];function Js(e,n,t,o){if(e==null&&(e={}),typeof e!="object"||Array.isArray(e))throw new Error(`${o} options must be an object like { timeMs }, got ${w(e)}`);let r=Object.create(null),s=Object.create(null);for(let[i,a]of Object.entries(e))if(Ks.includes(i))r[i]=a;else if(n.includes(i))s[i]=a;else throw new Error(`unknown ${o} option ${w(i)}; known options: ${[...Ks,...n].join(", ")}`);return r.timeMs===void 0&&r.depth===void 0&&(r.timeMs=t),{search:r,rest:s}}function kn(e,n){if(n!=null){let o=Math.ceil(Math.abs(n)/2);return`${n>0?"win":"loss"} in ${o}`}let t=(e/10).toFixed(1);return e>0?`+${t}`:e<0?t:"0.0"}function Xc(e){return e==null?null:e>0?"win":"loss"}function Jc(e){return{move:e.move,moveText:v(e.move),score:e.score,mateIn:e.mateIn??null,text:kn(e.score,e.mateIn),pv:e.pv,pvText:e.pv.map(v)}}function Zc(e,n){let t=(e.lines&&e.lines.length?e.lines:[e]).map(Jc);return{player:n,score:e.score,mateIn:e.mateIn??null,outcome:Xc(e.mateIn),text:kn(e.score,e.mateIn),bestMove:e.move,bestMoveText:v(e.move),line:e.pv,lineText:e.pv.map(v),lines:t,depth:e.depth,nodes:e.nodes,timeMs:e.timeMs}}function Qc(e,n,t,o){let{search:r}=Js(o,[],Ys,"analysis");rt(n);let s=H(n);if(s)throw new Error(`the game is over: ${s} has already won`);let i=e.search(n,t,r);if(i.noMoves)throw new Error(`${t} has no legal move: the game is over, ${b(t)} has won`);return Zc(i,t)}function eu(e,n){if(!Array.isArray(e))throw new Error(`moves must be an array of moves, got ${w(e)}`);if(e.length>xo)throw new Error(`a review takes at most ${xo} moves, got ${e.length}`);let t,o;if(n===void 0)t=Ce(),o="blue";else if(typeof n=="string")({board:t,player:o}=Pe(n));else if(n&&typeof n=="object"&&!Array.isArray(n)){if({board:t,player:o}=n,rt(t),o!=="blue"&&o!=="red")throw new Error(`review option start.player must be 'blue' or 'red', got ${w(o)}`)}else throw new Error(`review option start must be a position string or { board, player }, got ${w(n)}`);let r=[{board:t,player:o,winner:H(t)}],s=[];for(let i=0;i<e.length;i++){let a=r[i];if(a.winner)throw new Error(`move ${i+1} comes after the end of the game (${a.winner} has won)`);let l=e[i];try{typeof l=="string"&&(l=Y(l));let c=U(a.board,a.player,l);s.push({fromR:l.fromR,fromC:l.fromC,toR:l.toR,toC:l.toC}),r.push({board:c.board,player:b(a.player),winner:c.winner})}catch(c){throw new Error(`move ${i+1} (${a.player}): ${c.message}`)}}return{positions:r,played:s}}function Vs(e,n){return n!=null?n>0||n===0&&e>0?yn:-yn:Math.max(-yn+1,Math.min(yn-1,e))}var Zs=.072;function ko(e,n=null){return n!=null?n>0||n===0&&e>0?1:0:1/(1+Math.exp(-Zs*e))}var xn=Object.freeze({inaccuracy:.05,mistake:.1,blunder:.15});function mt({isBest:e,before:n,mateBefore:t=null,after:o,mateAfter:r=null}){let s=e?0:Math.max(0,Vs(n,t)-Vs(o,r)),i=e?0:Math.max(0,ko(n,t)-ko(o,r)),a;if(e||s<=0){let l=t>0&&o>0&&r!==null&&r>=t;a=!e&&l?"good":"best"}else i<xn.inaccuracy?a="good":i<xn.mistake?a="inaccuracy":i<xn.blunder?a="mistake":a="blunder";return{loss:s,drop:i,classification:a}}function nu(e,n,t,o,r){if(n.winner){let l=n.winner===t;return{after:l?lt:-lt,mateAfter:0,over:l?"won":"lost",answer:[]}}let s={...r,depth:Math.max(1,o-1)};r.depth!==void 0&&r.timeMs===void 0&&delete s.timeMs;let i=e.search(n.board,n.player,s),a=i.noMoves?[]:i.pv;return{after:-i.score,mateAfter:i.mateIn===null?null:-i.mateIn,over:null,answer:a}}function*Qs(e,n,t){let{search:o,rest:r}=Js(t,["start"],Xs,"review"),{positions:s,played:i}=eu(n,r.start),a=[];for(let l=0;l<i.length;l++){let c=s[l],u=i[l],p=e.search(c.board,c.player,o),d=v(u),f=v(p.move)===d,{after:h,mateAfter:$,over:k,answer:y}=f?{after:p.score,mateAfter:p.mateIn,over:s[l+1].winner?"won":null,answer:p.pv.slice(1)}:nu(e,s[l+1],c.player,p.depth,o),{loss:x,drop:ae,classification:Hn}=mt({isBest:f,before:p.score,mateBefore:p.mateIn,after:h,mateAfter:k?0:$});a.push({ply:l+1,player:c.player,move:u,moveText:d,bestMove:p.move,bestMoveText:v(p.move),bestLineText:p.pv.map(v),answerLineText:y.map(v),scoreBefore:p.score,mateBefore:p.mateIn,scoreAfter:h,mateAfter:k?0:$,textBefore:kn(p.score,p.mateIn),textAfter:k??kn(h,$),loss:x,drop:ae,classification:Hn,depth:p.depth}),yield{ply:l+1,of:i.length,entry:a[l]}}return ei(a)}function ei(e){let n={};for(let t of["blue","red"])n[t]={best:0,good:0,inaccuracy:0,mistake:0,blunder:0};for(let t of e)n[t.player][t.classification]++;return{plies:e,summary:n,thresholds:xn}}var ni=20,ti=e=>100*2**(-Math.max(0,e)/ni);function $n(e){if(!e.length)return null;let n=e.reduce((t,o)=>t+ti(o),0)/e.length;return Math.floor(n+1e-9)}function tu(e,n,t){let o=Qs(e,n,t);for(;;){let r=o.next();if(r.done)return r.value}}var ou={timeMs:300},Eo={timeMs:600},ru={timeMs:150},$o={timeMs:2*Eo.timeMs},ri=1e3;function si(e,n){let t=e.mateIn!==null&&e.mateIn!==void 0?Math.sign(e.mateIn)*(ri-Math.abs(e.mateIn)):e.score;return n==="blue"?t:-t}function ii({client:e,ownsClient:n=!0,changed:t}){let o={makeClient:e,client:null,changed:t,balance:null,pending:null,review:null,token:0};return{evaluate:(r,s,i)=>iu(o,r,s,i),fromProgress(r,s,i){typeof s.score=="number"&&(o.balance={key:r,blue:si(s,i)})},hint:(r,s)=>au(o,r,s),review:(r,s)=>lu(o,r,s),reset(){o.token++,Object.assign(o,{pending:null,review:null,balance:null})},destroy(){o.token++,o.client&&n&&o.client.terminate(),o.client=null,o.makeClient=()=>su},get balance(){return o.balance},get reviewing(){return!!o.review&&!o.review.marks},get progress(){return o.review?{done:o.review.done,total:o.review.total}:null},get marks(){return o.review?o.review.marks:null}}}var Sn=e=>e.client||=e.makeClient(),So=()=>Promise.reject(new Error("the game has ended")),su={analyse:So,hint:So,reviewGame:So,terminate(){}};function iu(e,n,t,o){if(e.pending===n||e.balance&&e.balance.key===n)return;e.pending=n;let r=++e.token;Sn(e).analyse(t,o,ou).then(s=>{r===e.token&&(e.pending=null,e.balance={key:n,blue:si(s,o)},e.changed())},()=>{r===e.token&&(e.pending=null)})}function au(e,n,t){return e.token++,e.pending=null,Sn(e).hint(n,t,Eo).then(o=>({move:o.bestMove,pv:o.lineText}))}async function lu(e,n,t){let o=++e.token;e.pending=null;let r={done:0,total:t.length,marks:null};e.review=r,e.changed();let s;try{s=await Sn(e).reviewGame(t.map(i=>i.move),{...ru,start:P(n.board,n.player),onProgress:i=>{o===e.token&&(r.done=Math.min(i.ply,r.total-1),e.changed())}})}catch{o===e.token&&(e.review=null),e.changed();return}o===e.token&&(r.marks=s.plies.map(cu),r.done=r.total,e.changed(),await uu(e,o,n,t,r.marks),o===e.token&&await pu(e,o,n,t,r.marks))}var cu=e=>({mark:e.classification,best:e.bestMoveText,line:(e.bestLineText||[]).slice(1,4),pv:e.bestLineText||[],answer:e.answerLineText||[],loss:e.loss,player:e.player,scoreBefore:e.scoreBefore,mateBefore:e.mateBefore,scoreAfter:e.scoreAfter,mateAfter:e.mateAfter});async function uu(e,n,t,o,r){for(let[s,i]of r.entries()){let a=o[s];if(!a.fromHint||i.mark==="best"||i.mark==="good"||a.result?.winner)continue;let l=s===0?t:o[s-1].after,c,u;try{c=await Sn(e).analyse(l.board,l.player,$o),u=c.bestMoveText===v(a.move)?null:await Sn(e).analyse(a.after.board,a.after.player,$o)}catch{continue}if(n!==e.token)return;let{loss:p,classification:d}=mt({isBest:!u,before:c.score,mateBefore:c.mateIn,after:u?-u.score:c.score,mateAfter:u?u.mateIn===null?null:-u.mateIn:c.mateIn});Object.assign(i,{mark:d,loss:p,best:c.bestMoveText,pv:c.lineText,line:c.lineText.slice(1,4)}),d!=="best"&&d!=="good"&&Object.assign(i,{rechecked:$o.timeMs/1e3,hintSeconds:Eo.timeMs/1e3}),e.changed()}}async function pu(e,n,t,o,r){for(let[s,i]of r.entries()){if(i.mark!=="mistake"&&i.mark!=="blunder")continue;let a=s===0?t:o[s-1].after;try{i.why=await Bs(a.board,a.player,o[s].move,i.pv,null,i.answer)}catch{continue}if(n!==e.token)return;e.changed()}}function Mo(e,n,t){if(!e)return{share:.5,label:"Balance: not known yet"};let o=Math.abs(e.blue)>=ri-200?e.blue>0?1:0:.5+.5*Math.tanh(e.blue/30);return{share:n==="blue"?o:1-o,label:`Balance: ${t(e.blue,null,"blue")}`}}function ft(e,n,t){let o=e&&t>0?e[t-1]:null;if(!o||o.mark==="best")return null;let r=t===1?n.start:n.plies[t-2].after;return{mark:o,before:r,better:o.best?Y(o.best):null}}function ai(e,n,{found:t,why:o,failed:r}){e.hint(n.board,n.player).then(s=>{t(s)&&Gs(n.board,n.player,s.pv,n.player).then(o,()=>{})},r)}function To(e,n,t=B(e,n)){let o=new Map;for(let r of t){let s=I(r);o.has(s)||o.set(s,[]),o.get(s).push(_(r))}return o}var ht=(e,n,t)=>e.find(o=>I(o)===n&&_(o)===t)||null;function li(e,n,t){let o=new Map,r=new Set;for(let s of e){let i=n(s),a=_(s);o.set(a,!i||!i.winner?"move":i.winner===t?"win":"loss"),i&&i.captured.some(l=>l.team!==t)&&r.add(a)}return{dests:o,captures:r}}function gt(e){let n=new Map,t=(o,r)=>n.set(o,n.has(o)?`${n.get(o)} ${r}`:r);t(I(e.move),"from"),t(_(e.move),"to");for(let o of e.result.hops)t(I(o),"hop-from"),t(_(o),"hop-to");for(let o of e.result.captured)t(Z(o.r,o.c),"captured");return n.hops=e.result.hops.map(me),n}function ci(e,n,t){let o=[{...me(n),kind:"step"}],r=[];for(let l of t.hops){let c=e[l.fromR][l.fromC].team;r.push({at:_(l),team:c}),o.push({...me(l),kind:`hop-${c}`})}let s=t.captured.map(l=>Z(l.r,l.c)),i=Q(e),a=[];for(let l=0;l<8;l++)for(let c=0;c<8;c++){let u=t.board[l][c];u&&u.type==="chariot"&&u.stunned!==i[u.team]&&a.push({at:Z(l,c),on:u.stunned})}return{arrows:o,ghosts:r,crosses:s,rings:a}}function ui(e,n){let t=n.plies.at(-1);t&&e.hint?.move&&v(e.hint.move)===v(t.move)&&(t.fromHint=!0),e.hint=null,["colours","aborted"].includes(e.said?.key)&&!n.humans().includes(t?.player)||(e.said=null),e.browse=null,e.announce={n:n.plies.length,ply:n.plies.at(-1),start:n.start.player,dropped:null}}var Ao=e=>!!(e.marks||e.reviewing);function pi(e){let{game:n,state:t,deps:o}=e,r=()=>{let i=n.humans();return i.length===1&&!n.over&&t.browse===null&&n.live().player!==i[0]},s=i=>i===null?[]:n.humanTurn()&&t.browse===null?n.legal.byFrom.get(i)||[]:r()?B(n.live().board,n.humans()[0]).filter(a=>I(a)===i):[];return{premoveMode:r,movesFrom:s,movable(){let i=t.browse===null&&!n.over,a=i&&n.humanTurn(),l=n.live().player;return{dests:a?To(null,l,n.legal.moves):null,premoveDests:i&&!a&&r()?To(n.live().board,n.humans()[0]):null,tapPlay:t.tapPlay,previews:!0,marks:c=>li(s(c),u=>n.humanTurn()?n.resultOf(u):null,l)}},get preview(){let i=o.board.preview;return i&&ht(s(i.from),i.from,i.to)},get selected(){return o.board.selected},get touchPreview(){return o.board.touchPreview},userMove(i,a){let l=ht(s(i),i,a);l&&n.play(l),o.changed()},planMove(i,a){if(i===null){n.premove&&!n.humanTurn()&&n.setPremove(null);return}let l=ht(s(i),i,a);l&&n.setPremove(l)},miss(i){let a=n.live().board[i>>3][i&7];if(!a||!n.humanTurn()||a.team!==n.live().player)return;if(a.type!=="chariot"||!a.stunned)return void(t.said={key:"stuck"});let l=du(n.live().board,i>>3,i&7,b(a.team));t.said={key:"stunned",by:l,enemy:b(a.team)}},pressed(i){e.finishAnimation(),i==="square"&&(Object.assign(t,{said:null,resignArmed:!1}),Ao(o.advice)||(t.browse=null))},finishAnimation(){o.board.finishAnimation(),n.animating&&n.finishAnimation()}}}function du(e,n,t,o){for(let[r,s]of[[0,1],[1,0],[1,1],[1,-1]]){let i=e[n+r]?.[t+s],a=e[n-r]?.[t-s];if(i?.team===o&&a?.team===o)return[Ee(Z(n-r,t-s)),Ee(Z(n+r,t+s))].sort()}return null}var je=e=>e.state.browse===null?e.game.plies.length:e.state.browse;function di(e){let n=je(e);return n===0?e.game.start:e.game.plies[n-1].after}function mi(e){let n=e.game.humans();return e.state.flipped!==(n.length===1&&n[0]==="red")?"red":"blue"}var En=e=>`${e.plies.length}:${e.over?.reason}`;var Mn=(e,n,t,{restored:o=!1,resigned:r=null,players:s=null,chosen:i=!1}={})=>{let a=e.state;i&&s?.level&&(a.chosenLevel=s.level),Object.assign(a,{browse:null,hint:null,flipped:!1,said:null,resultShown:null}),a.setUp++,e.deps.advice.reset(),e.deps.rating.started(!o||t.length===0,t.length),a.quiet=o,a.opened=!0,e.game.newGame(n,t,{resigned:r,players:s}),a.quiet=!1,o&&e.game.over&&(a.resultShown=En(e.game)),a.closeResult++},fi=(e,n=e.humans())=>e.plies.some(t=>t.player===n[0]),Ro=({game:e})=>!e.over&&e.humans().length===1&&!fi(e);function hi(e){let n=e.state;if(Ro(e)){let{blue:t,red:o,level:r}=e.game.settings;Mn(e,e.game.start,[],{players:{blue:t,red:o,level:r}}),n.said={key:"aborted"};return}n.resignArmed=!n.resignArmed,!n.resignArmed&&(e.state.setUp++,e.game.resign())}function gi(e){!e.game.over&&e.deps.rating.helped?.(e.game.settings,"undo")&&(e.state.said={key:"unrated",why:"undo"}),e.state.browse=null,e.state.setUp++,e.state.closeResult++,e.state.resultShown=null,e.deps.advice.reset(),e.game.undo()}function vi(e,n,t){let{game:o,state:r}=e;e.finishAnimation(),Mn(e,t,n.moves,{restored:!0,resigned:n.resigned,players:{blue:n.blue,red:n.red,level:n.level}}),r.following=!o.over&&o.isAi(o.live().player),r.following&&o.togglePause(),r.said={key:"movedElsewhere"}}function Lo(e,n){let{game:t,deps:o,state:r}=e,s=E(n).name,i=t.humans().length===1&&!t.over&&fi(t);return s!==t.settings.level&&o.rating.levelChanged(i)&&(r.said={key:"unrated",why:"level"}),t.configure({level:s}),s}function wi(e,n){let{game:t,state:o}=e,{blue:r,red:s}=t.settings,i=t.humans();Mn(e,t.start,[],{players:n?{blue:r,red:s}:{blue:s,red:r}}),i.length===1&&(o.said={key:"colours",side:n?i[0]:b(i[0]),first:t.start.player})}function Po(e,n){let t=[];e.hops.length&&t.push(C(e.hops.length,"hop"));let o={blue:0,red:0};for(let r of e.captured)o[r.team]++;for(let r of[b(n),n])o[r]&&t.push(`captures ${o[r]} ${g[r]} dog${o[r]>1?"s":""}`);return t}function bi(e){let n=[];return e.hops.length&&n.push(C(e.hops.length,"hop")),e.captured.length&&n.push(`\xD7${e.captured.length}`),n}function vt(e,n){return Math.floor((n-1+(e==="red"?1:0))/2)+1}function W(e,n,t){return`${vt(e,n)}${t.player==="blue"?".":"\u2026"} ${v(t.move)}`}function Co(e,n,t){let o=Po(t.result,t.player),r=Q(t.after.board);for(let s of["blue","red"])r[s]&&o.push(`${g[s]}'s chariot is stunned`);return`${g[t.player]} played ${W(e,n,t)}${o.length?": "+o.join(", "):""}.`}function Tn(e){let n=Math.floor(e/2);return`${e%2?`${n||""}\xBD`:String(n)} ${e>2?"moves":"move"}`}var yi=()=>({offered:null,step:-1});function mu(e,n){let t=[{board:e.board,player:e.player,ply:null}],{board:o,player:r}=e;for(let s of n){if(H(o))break;let i,a;try{i=Y(s),a=U(o,r,i)}catch{break}let l=Ws(o,r,i);o=a.board,t.push({board:o,player:b(r),ply:{player:r,move:i,result:a},text:s,why:l}),r=b(r)}return t}function bt(e){let{game:n}=e,t=je(e),o=ft(e.deps.advice.marks,n,t);return{key:`${n.plies.length}:${t}`,start:o?.before,moves:o?.better?o.mark.pv:null,label:(r,s)=>W(n.start.player,t+r-1,s)}}function xi(e,n,t,o,r=(s,i)=>v(i.move)){if(!o||!o.length){if(!e.offered&&e.step===-1)return!1;e.offered=null}else if(!e.offered||e.offered.key!==n)e.offered={key:n,positions:mu(t,o),label:r};else return!1;return e.step=-1,!0}function ki(e){return e.offered?(e.step=0,!0):!1}function wt(e,n){return e.offered?(e.step=Math.max(0,Math.min(e.offered.positions.length-1,e.step+n)),!0):!1}function $i(e){return e.step===-1?!1:(e.step=-1,!0)}var fu=e=>!!e.offered&&e.step>=0;function Si(e,n){if(!fu(e))return!1;if(n==="ArrowLeft")wt(e,-1);else if(n==="ArrowRight")wt(e,1);else if(n==="Home")e.step=0;else if(n==="End")e.step=e.offered.positions.length-1;else if(n==="Escape")e.step=-1;else return!1;return!0}function Ei(e){if(!e.offered||e.step<0)return null;let n=e.offered.positions[e.step],t=e.offered.positions[e.step+1];return{board:n.board,ply:n.ply,step:e.step,next:t?t.ply.move:null}}function Mi(e){let{prefs:n,changed:t}=e,o={browse:null,said:null,hint:null,flipped:!1,resignArmed:!1,resultShown:null,closeResult:0,chosenLevel:null,setUp:0,quiet:!1,following:!1,notices:[...e.notices||[]],aiFailure:null,noticeKind:null,engine:null,announce:null,sound:n.get("sound","off")==="on",balanceOn:n.get("balance","off")==="on",tapPlay:n.get("tap","off")==="on",theme:e.theme||"light",thinking:null,opened:!1,line:yi(),destroyed:!1},r={state:o,deps:e,game:null};r.game=bs({ai:e.ai,settings:e.settings,schedule:e.schedule,animate:(s,i)=>e.animate(s,i),changed:()=>t(),moved:()=>ui(o,r.game),aiProgress:s=>e.aiProgress?.(s),aiFailed:s=>No(r,{key:"aiTakenOver",...s}),premoveDropped:s=>{o.said={key:"premoveGone",move:s},o.announce={...o.announce||{n:0},dropped:s}}});for(let s of[yu(r),pi(r)])Object.defineProperties(r,Object.getOwnPropertyDescriptors(s));return r}function No(e,n){e.state.notices=[...e.state.notices,n]}function zo(e,n){e.finishAnimation();let t=je(e),o=e.game.plies.length,r=n==="prev"?t-1:n==="next"?t+1:n==="end"?o:n,s=Math.max(0,Math.min(o,r));e.state.browse=s===o?null:s,e.state.setUp++}function hu(e,n,t){let o=e.deps.advice.marks;if(!o)return;let r=[];if(o.forEach((i,a)=>i&&i.player===n&&i.mark===t&&r.push(a+1)),!r.length)return;let s=je(e);zo(e,r.find(i=>i>s)??r[0])}function gu(e){e.deps.advice.reset(),e.state.resultShown=null,e.game.undo()}function vu(e){let{game:n,deps:t}=e;if(!n.humanTurn()||n.aiStatus!=="ready")return;let o=e.state,r=!!t.rating.helped?.(n.settings,"hint"),s=n.live(),i={pending:!0,move:null,pv:[],unrated:r};o.hint=i;let a=l=>c=>o.hint!==i||n.live()!==s?!1:(l(c),t.changed(),!0);ai(t.advice,s,{found:a(l=>o.hint=i={pending:!1,move:l.move,pv:l.pv,unrated:r}),why:a(l=>i.why=l),failed:a(l=>{o.hint=null,l&&l.name==="AbortError"||(o.said={key:"noHint",why:l.message})})})}function wu(e,n){return{offerLine:(t,o,r,s)=>xi(e.line,t,o,r,s)&&n.changed(),showLine:()=>(ki(e.line),n.changed()),stepLine:t=>(wt(e.line,t),n.changed()),leaveLine:()=>($i(e.line),n.changed()),lineKey:t=>Si(e.line,t)&&(n.changed(),!0)}}var Oo={sound:"sound",balance:"balanceOn",tap:"tapPlay"};function bu(e,n){return(o,r=!1,s=r==="event")=>(...i)=>{r||(e.resignArmed=!1),s||(e.said=null);let a=o(...i);return n.changed(),a}}function yu(e){let{game:n,state:t,deps:o}=e,r=bu(t,o);return{shownPly:()=>je(e),shownPosition:()=>di(e),orientation:()=>mi(e),humans:()=>n.humans(),startGame:r((s,i,a)=>Mn(e,s,i,a)),browse:r(s=>zo(e,s)),flip:r(()=>t.flipped=!t.flipped),resign:r(()=>hi(e),!0),undo:r(()=>gi(e)),undoResult:r(()=>gu(e)),hint:r(()=>vu(e)),togglePause:r(()=>n.togglePause()),setLevel:r(s=>Lo(e,s)),chooseLevel:r(s=>t.chosenLevel=Lo(e,s)),canAbort:()=>Ro(e),rematch:r((s=!1)=>wi(e,s)),review:r(()=>{o.advice.review(n.start,n.plies),zo(e,0)}),reviewStep:r((s,i)=>hu(e,s,i)),toggle:r(s=>{s==="theme"?t.theme=t.theme==="dark"?"light":"dark":t[Oo[s]]=!t[Oo[s]];let i=s==="theme"?t.theme:t[Oo[s]]?"on":"off";o.prefs.set(s,i)}),say:r(s=>t.said=s,!0),notice:r(s=>No(e,s),"event"),dismissNotices:()=>t.notices=[],follow:r((s,i)=>vi(e,s,i)),followedLeft:r(()=>{t.following&&n.paused&&n.togglePause(),t.following=!1},"event"),aiReady:r(s=>{n.aiStatus!=="ready"&&(t.engine=s,n.setAiStatus("ready"))},"event"),undoMove:r(()=>n.undo()),hostMove:s=>(t.setUp++,n.play(s)),resultSeen:s=>{t.resultShown=s},aiFailedToLoad:r(s=>{t.aiFailure=s,t.noticeKind="error",No(e,{key:"aiNotLoaded",why:s.message}),n.configure({blue:"human",red:"human"}),n.setAiStatus("failed")},"event"),...wu(t,o),aiProgress:s=>{if(t.thinking=s,!t.balanceOn||t.browse!==null||!s.progress)return;let i=n.live();o.advice.fromProgress(P(i.board,i.player),s.progress,s.player)},destroy(){t.destroyed=!0,n.destroy()}}}var xu="input, textarea, select, [contenteditable]";function yt(e,n){if(e.defaultPrevented||e.ctrlKey||e.metaKey||e.altKey||!n.isConnected)return null;let t=e.composedPath?e.composedPath()[0]:e.target,o=!t||t===document.body||t===document.documentElement;return o?{target:t,onBody:o}:t.closest?.(xu)||!n.contains(t)?null:{target:t,onBody:o}}var ku=0;function $u(e,n,t){let o=`polis-keys-${++ku}`,r=a=>m("th",{scope:"row"},...a.flatMap((l,c)=>[c?` ${n.or} `:null,m("kbd",{text:l})])),s=m("tbody",{},...e.map(a=>m("tr",{"data-key-id":a.id},r(a.keys),m("td",{text:a.does})))),i=m("thead",{},m("tr",{},m("th",{scope:"col",text:n.keyLabel}),m("th",{scope:"col",text:n.doesLabel})));return m("dialog",{class:"polis-dialog polis-keys","aria-labelledby":o},m("h2",{id:o,text:n.title}),m("table",{class:"keys-table"},i,s),m("p",{class:"keys-note",text:n.board}),m("div",{class:"dialog-buttons"},m("button",{type:"button",class:"btn","data-action":"keys-close",text:n.close,onclick:t})))}function Ti(e,{rows:n,words:t}){let o=null,r=null,s=()=>{let u=o;o=null,u?.isConnected&&u.focus()},i=()=>{r?.open&&(r.close(),s())},a=()=>(r=$u(n,t,i),r.addEventListener("keydown",u=>{(u.key==="?"||u.key==="Escape")&&(u.preventDefault(),i()),u.stopPropagation()}),r.addEventListener("close",s),e.append(r),r),l=()=>{if(r?.open)return;let u=e.getRootNode().activeElement??document.activeElement;o=u&&u!==document.body?u:null,(r??a()).showModal()},c=u=>{if(u.key!=="?"||r?.open)return;let p=yt(u,e);!p||p.onBody&&!oe(e)||e.querySelector("dialog[open]")||(u.preventDefault(),l())};return document.addEventListener("keydown",c),{open:l,isOpen:()=>!!r?.open,destroy(){document.removeEventListener("keydown",c),r?.remove()}}}var Su={help:{keys:["?"],does:"Show this list of keys (Escape closes it)"},flip:{keys:["F"],does:"Turn the board around"},prev:{keys:["\u2190"],does:"Back one move"},next:{keys:["\u2192"],does:"Forward one move"},first:{keys:["Home"],does:"Go to the start"},last:{keys:["End"],does:"Go to the last move"},square:{keys:["\u2190 \u2191 \u2192 \u2193"],does:"On the board: go from square to square"},pick:{keys:["Enter","Space"],does:"On the board: pick a piece, then the square it goes to"},drop:{keys:["Escape"],does:"On the board: put the picked piece back"},place:{keys:["Enter","Space"],does:"On the board: put the chosen piece on the square, or take it off"}},An=(...e)=>e.map(n=>({id:n,...Su[n]})),Io={title:"Keyboard keys",open:"Keys",close:"Close",board:"Tab reaches the board.",keyLabel:"Key",doesLabel:"What it does",or:"or",modes:{play:An("flip","prev","next","first","last","square","pick","drop","help"),analysis:An("flip","prev","next","first","last","square","pick","drop","help"),learn:An("square","pick","drop","help"),puzzle:An("square","pick","drop","help"),editor:An("square","place","help")}};function Ai(e,n){e.dataset.theme=n,oe(e)&&(document.body.dataset.theme=n)}var Ri={};O(Ri,{ABORTED:()=>qo,CARD:()=>Cn,COPIED:()=>Go,DIALOG:()=>Mu,MOVED_ELSEWHERE:()=>jo,NOT_OPENED:()=>Fo,PIECE_STUCK:()=>kt,REMATCH:()=>xt,RESIGN:()=>$e,TOGGLES:()=>Pn,aiFailure:()=>Ln,colours:()=>Do,firstBoardWait:()=>Eu,firstMoveInfo:()=>_o,noHint:()=>Bo,premoveGone:()=>Rn,unknownLevel:()=>Uo});var _o=e=>e?"Pick a piece, then a square next to it, or drag it.":"No moves yet.",Eu="The computer is getting ready to answer.",Rn=e=>`Planned move ${e} is no longer possible.`,Ln={badMove:e=>`The computer chose a move that is not allowed (${e}).`,noMove:e=>`The computer could not move: ${e}`,takenOver:(e,n)=>`${e} ${g[n]} is now played by a human.`,notLoaded:e=>`The computer player could not be loaded (${e}). You can still play: both sides are played by humans on this screen.`},jo="This game went on in another tab: here it is as it stands there.",Mu={close:"Close"},Pn={sound:{label:"Sound",short:"Sound",title:"Sound: a click for every move"},theme:{label:"Dark theme",short:"Dark",title:"Dark theme (off: light)"},balance:{label:"Balance bar",short:"Balance",title:"Balance bar: who stands better, beside the board"},tap:{label:"Play on first tap",short:"First tap",title:"Play on first tap: a tap on a destination plays the move (hold to preview it)"}},Cn={computer:"Computer",you:"You",human:"Human"},$e={idle:"Resign",title:"Give up this game",armed:"Confirm",armedTitle:"Press again to give up this game, or anywhere else to go on",abort:"Abort",abortTitle:"End this game unrated and start it again: you have not moved yet"},qo="Game aborted: it was not rated. The same game starts again.",Fo="That could not be opened: the connection seems to be gone. Try again once it is back.",Do=(e,n)=>`You play ${g[e]}; ${e===n?"you move":"the computer moves"} first.`,xt={plain:"Rematch",plainSame:"Play again",swap:e=>`Rematch as ${g[e]}`,same:e=>`Play ${g[e]} again`};function Uo(e,n,t){return`There is no level "${e.length>24?`${e.slice(0,24)}\u2026`:e}"; the game uses ${t?"the default level, ":"level "}${n}.`}var Bo=e=>`No hint this time: ${e}`,kt={stunned:(e,n)=>e?`This chariot is stunned: ${n}'s pieces on ${e[0]} and ${e[1]} stand on either side of it, so it cannot move this turn.`:"This chariot is stunned and cannot move.",stuck:"This piece has no legal move."},Go={link:"Link to this game copied.",moves:"Moves copied."};var Li={partial:"Part of the game saved on this device could not be read: the moves that could be read are back on the board, and the saved game is kept as it was.",unreadable:"The game saved on this device could not be read. It is kept as it was, and a new game starts.",previousKept:'The link started its own game. The game you had saved here is kept: "Resume the previous game" brings it back.',resumePrevious:"Resume the previous game",notKept:"This browser is not keeping anything for this page (its storage is full or blocked): this game will be lost when the page is reloaded.",puzzleNotKept:"This browser is not keeping anything for this page (its storage is full or blocked): your puzzle progress and rating will be lost when the page is reloaded."};var Pi={};O(Pi,{ratingWords:()=>Se});var Tu=100,Au=e=>e>Tu?` Give or take ${Math.round(2*e)}: your rating is still uncertain; after a few more games it settles.`:` Give or take ${Math.round(2*e)}.`,Ru=e=>{let n=Math.round(e);return n===0?"\xB10":n>0?`+${n}`:`\u2212${-n}`},Lu="A game against the computer is rated unless you take a hint, take a move back or change the level after your first move.",Se={rated:e=>{let n=e.suggestion==="up"?" A stronger level would suit you now.":e.suggestion==="down"?" A weaker level would suit you better for now.":"";return`Your rating: ${Math.round(e.after.rating)} (${Ru(e.change)}) against ${e.level.label}, rated ${e.level.rating}.${Au(e.after.rd)}${n}`},unrated:e=>({"two-humans":"Not rated: two players on one screen.",undo:"Not rated: a move was taken back.",hint:"Not rated: a hint was taken.",level:"Not rated: the level changed during the game.","no-human":"",done:"Not rated again: this game was rated when it first ended."})[e]??"",nowUnrated:{hint:"Hints make this game unrated.",undo:"Taking a move back makes this game unrated.",level:"Changing the level after your first move makes this game unrated."},summary:e=>`${e.games?`Your rating: ${Math.round(e.rating)}, give or take ${Math.round(2*e.rd)}, after ${C(e.games,"rated game")}.`:"No rating yet: each finished game against the computer rates you."} ${Lu}`,reset:"Forget my rating",resetAgain:"Press again to forget it",resetDone:"Your rating is forgotten: the next rated game starts a new one."};var Pu={premoveGone:e=>Rn(e.move),movedElsewhere:()=>jo,noHint:e=>Bo(e.why),stunned:e=>kt.stunned(e.by,e.by&&g[e.enemy]),stuck:()=>kt.stuck,copied:e=>Go[e.what],aiTakenOver:e=>Ln.takenOver(Ln[e.kind](e.why),e.player),aiNotLoaded:e=>Ln.notLoaded(e.why),storage:e=>Li[e.problem],unknownLevel:e=>Uo(e.given,e.used,e.isDefault),unrated:e=>Se.nowUnrated[e.why],aborted:()=>qo,notOpened:()=>Fo,colours:e=>Do(e.side,e.first)};function Ho(e){return e==null?null:typeof e=="string"?e:Pu[e.key](e)}function Ni(e,n,t,o){let r=o.line.length?`, then ${o.line.join(" ")}`:"",s=W(e,n,t);if(o.mark==="good")return`${s} was good. The computer's own choice: ${o.best}${r}.`;let i=`${s} was ${o.mark==="inaccuracy"?"an inaccuracy":`a ${o.mark}`}.`,a=o.rechecked?` It was the hint's move; looked at again for ${o.rechecked} s (the hint looked ${o.hintSeconds} s), another move is better.`:"",l=o.why||{played:"",better:""},c=l.better?` (${l.better})`:r;return`${i}${a}${l.played?` ${l.played}`:""} Better: ${o.best}${c}.`}function zi(e,n,t,o=""){return e===0?`The better line: ${Tn(n)}`:`${t} (${e}/${n})${o?`: ${o}`:""}`}var Ci={inaccuracy:"inaccuracy",mistake:"mistake",blunder:"blunder"},Oi={inaccuracy:"inaccuracies",mistake:"mistakes",blunder:"blunders"},ie={title:"Summary of the review",accuracy:"Accuracy",kind:e=>Oi[e].replace(/^./,n=>n.toUpperCase()),percent:e=>e===null?"\u2013":`${e}%`,count:(e,n)=>`${e} ${e===1?Ci[n]:Oi[n]}`,step:(e,n,t)=>n?`${e}'s ${ie.count(n,t)}: show the next one`:`${e} made no ${Ci[t]}`,accuracyTip:"Accuracy: 100% for moves as good as the computer\u2019s best, less for each move that gave something away (a move that lost two dogs\u2019 worth counts half)."};var $t=["inaccuracy","mistake","blunder"],Wo=["blue","red"];function Cu(e){let n={};for(let t of Wo){let o=e.filter(r=>r.player===t);n[t]={accuracy:$n(o.map(r=>r.loss??0))};for(let r of $t)n[t][r]=o.filter(s=>s.mark===r).length}return n}function Ii({pick:e}){let n=m("section",{class:"polis-summary","aria-label":ie.title,hidden:!0});n.append(m("span",{class:"summary-head"}),m("span",{class:"summary-head",title:ie.accuracyTip},ie.accuracy),...$t.map(r=>m("span",{class:"summary-head"},ie.kind(r))));let t={};for(let r of Wo){let s=m("span",{class:`summary-side summary-${r}`},g[r]),i=m("span",{class:"summary-accuracy",title:ie.accuracyTip}),a={};for(let l of $t)a[l]=m("button",{type:"button",class:`btn summary-count summary-${l}`,"data-action":"review-step","data-side":r,"data-kind":l,"aria-label":ie.step(g[r],0,l),onclick:()=>e(r,l)});t[r]={acc:i,buttons:a},n.append(s,i,...Object.values(a))}let o=null;return{element:n,draw(r){let s=!!r&&r.every(Boolean);n.hidden=!s;let i=s&&r.map(l=>`${l.mark}:${l.loss}`).join(",");if(!s||o===i)return;o=i;let a=Cu(r);for(let l of Wo){let{acc:c,buttons:u}=t[l];c.textContent=ie.percent(a[l].accuracy),c.dataset.accuracy=String(a[l].accuracy??"");for(let p of $t){let d=a[l][p];u[p].textContent=String(d),u[p].disabled=d===0,u[p].setAttribute("aria-label",ie.step(g[l],d,p)),u[p].title=ie.step(g[l],d,p),u[p].dataset.count=String(d)}}}}}function _i(e,n,t,o){let r=g[e.winner],s=o.length===1?e.winner===o[0]?"You win!":`${r} wins`:`${r} wins`,i=n.length?n[n.length-1]:null,a=i?` on move ${vt(t,n.length)}`:"",l;return e.reason==="resign"?l=`${g[b(e.winner)]} resigned${a}.`:e.reason==="no-moves"?l=`${g[b(e.winner)]} has no legal move left.`:i&&i.player!==e.winner?l=`${g[i.player]}'s move ${v(i.move)} carried ${r}'s chariot to its far row, row ${e.winner==="blue"?8:1}.`:l=`${r}'s chariot reached row ${e.winner==="blue"?8:1}${a}.`,{title:s,text:l}}function ji(e,n,t){let o=e.live(),r=n.browse===null?e.plies.length:n.browse;if(n.browse!==null)return r===0?"Viewing the start of the game":`Viewing move ${W(e.start.player,r,e.plies[r-1])}`;if(e.over){let a=e.over;return`${g[a.winner]} wins: ${a.reason==="chariot"?"chariot on the far row":a.reason==="resign"?`${g[b(a.winner)]} resigned`:`${g[b(a.winner)]} cannot move`}`}let i=t.length===1&&!e.isAi(o.player)?`Your move (${g[o.player]})`:`${g[o.player]} to move`;return e.isAi(o.player)&&e.paused&&(i+=" \xB7 paused"),e.isAi(o.player)&&e.aiStatus==="loading"&&(i+=" \xB7 the computer is getting ready"),Q(o.board)[o.player]&&(i+=" \xB7 chariot stunned"),i}function Ou(e){return e.inReview?e.touch?"Tap \u23ED to go to the end of the game.":"Press End or click \u23ED to go to the end of the game.":e.touch?"Tap the board to go back to the game.":"Click the board or press End to go back to the game."}function Ko(e,n,t=null){if(n.reviewing&&n.reviewing.done<n.reviewing.total)return`Reviewing the game\u2026 ${n.reviewing.done} of ${n.reviewing.total} positions`;if(n.reviewNote)return n.reviewNote;if(n.browse!==null)return Ou(n);if(n.said)return n.said;if(n.preview&&e.humanTurn()){let o=n.preview,r=e.resultOf(o),s=e.live().board[o.fromR][o.fromC],i=Po(r,e.live().player),a=Q(e.live().board),l=Q(r.board);for(let p of["blue","red"])l[p]!==a[p]&&i.push(`${g[p]}'s chariot ${l[p]?"is stunned":"is freed"}`);r.winner===e.live().player&&i.push(`${g[r.winner]} wins`);let c=r.winner&&r.winner!==e.live().player;c&&i.push(r.reason==="chariot"?`it carries ${g[r.winner]}'s chariot to its far row, so ${g[r.winner]} wins`:`${g[r.winner]} wins`);let u=!c&&n.previewWhy?` Careful! ${n.previewWhy}`:"";return`${c?"Careful! ":""}${s.type==="chariot"?"Chariot":"Dog"} ${v(o)}: ${i.length?i.join(", "):"no jumps, no captures"}.${u}${n.touchPreview?" Tap again to play.":""}`}if(n.hint){let o=n.hint.unrated?` ${Se.nowUnrated.hint}`:"";if(n.hint.pending)return`Looking for a good move\u2026${o}`;let r=n.hint.pv.slice(1,4),s=n.hint.why?` Why: ${n.hint.why}.`:"";return`Hint: ${v(n.hint.move)}${r.length?`, expecting ${r.join(" ")}`:""}.${s}${o}`}return e.premove?`Planned: ${v(e.premove)}, played as soon as it is your turn.`:n.selected!==null?e.humanTurn()?"Choose where to move.":"Plan a move to play as soon as it is your turn.":t?`${t.label} (the bar left of the board).`:"Goal: Blue\u2019s chariot to row 8, Red\u2019s chariot to row 1."}function qe(e,n,t){if(n!=null){let s=Math.ceil(Math.abs(n)/2);return n>0?`${g[t]} can force a win in ${C(s,"move")}`:`${g[b(t)]} can force a win in ${C(s,"move")}`}if(typeof e!="number")return"";let o=Math.abs(e),r=g[e>0?t:b(t)];return o<5?"about even":o<15?`${r} slightly better`:o<40?`${r} better`:`${r} much better`}function qi(e){let n=[`${g[e.player]} is thinking`],t=e.progress;if(t&&typeof t.depth=="number"&&n.push(`${Tn(t.depth)} ahead`),t){let o=qe(t.score,t.mateIn,e.player);o&&n.push(o)}return n.join(" \xB7 ")}function Fi(e,n,{board:t,panel:o,dialogs:r,line:s,dismiss:i,pick:a=()=>{}}){e.classList.add("polis"),e.textContent="";let l=m("div",{class:"polis-notice",role:"alert",hidden:!0}),c=m("p",{class:"polis-announce","aria-live":"polite"}),u=m("p",{class:"polis-preview"}),p=Ii({pick:a}),d=m("div",{class:"polis-boardcol"},t.element,m("div",{class:"polis-under"},u,s.element)),f=o.element.querySelector(".polis-moves-wrap");f?f.before(p.element):d.append(p.element);let h=m("div",{class:"polis-main"},d,o.element);e.append(l,h,c),r.attach(e);let $=Ti(e,{rows:Io.modes.play,words:Io}),k={container:e,info:o.element.querySelector(".polis-info"),board:t,panel:o,line:s,summary:p,notice:l,announce:c,previewLine:u,dismiss:i,drawn:{}},y=e.ownerDocument.defaultView?.matchMedia?.("(hover: none)").matches;return k.pointer=y?"touch":"mouse",h.addEventListener("pointerdown",x=>k.pointer=x.pointerType||"mouse",!0),{board:t,draw:()=>_u(k,n),drawThinking:()=>Gu(k,n),destroy:()=>{$.destroy(),e.textContent=""}}}var Vo=e=>e&&me(e);function Nu(e,n){let{game:t,state:o}=n,r=n.shownPosition(),s=n.shownPly(),i=o.browse===null,a=n.orientation(),l=i&&o.hint&&o.hint.move?o.hint.move:null,c=i&&t.humanTurn()?n.preview:null;e.board.update({movable:n.movable()}),e.board.update({pieces:r.board,orientation:a,last:s>0?gt(t.plies[s-1]):new Map,hint:Vo(l),premove:Vo(t.premove),overlay:c?ci(t.live().board,c,t.resultOf(c)):null,balance:o.balanceOn?Mo(n.deps.advice.balance,a,qe):null});let u=ft(n.deps.advice.marks,t,s);return u?.better&&e.board.update({hint:Vo(u.better)}),e.line.draw(e.board,o.line,bt(n).key),e.summary.draw(n.deps.advice.marks),{reviewed:u,n:s,live:i,preview:c,orientation:a}}function zu(e){return e.animating?"animating":e.over?"over":e.aiTask?"thinking":e.isAi(e.live().player)?e.paused?"paused":"waiting":"human"}function Iu(e,n,{reviewed:t,n:o,live:r,preview:s}){let{game:i,state:a}=n,l=i.live();return{browse:a.browse,reviewing:n.deps.advice.progress,reviewNote:t&&Ni(i.start.player,o,i.plies[o-1],t.mark),said:Ho(a.said),preview:s,previewWhy:r&&s?Hs(l.board,l.player,s,l.player):null,touchPreview:n.touchPreview,touch:e.pointer==="touch",inReview:Ao(n.deps.advice),hint:a.hint,selected:n.selected}}function _u(e,n){let{game:t,state:o}=n;if(o.destroyed)return;let r=Nu(e,n),s=t.live(),{blue:i,red:a,level:l}=t.settings;Object.assign(e.container.dataset,{state:zu(t),turn:s.player,plies:String(t.plies.length),view:r.live?"live":String(r.n),ai:t.aiStatus,blue:i,red:a,level:l,orientation:r.orientation}),o.engine&&(e.container.dataset.engine=o.engine),Ai(e.container,o.theme);let c=Iu(e,n,r),u=o.balanceOn&&e.board.state.balance,p=Ko(t,c,u),d=c.preview&&!c.touch&&Fu(e)&&Ko(t,{...c,preview:null},u),f=d&&d!==p?p:null;qu(e.previewLine,f?d:p),Du(e,n,c,f),Uu(e,n),Bu(e,o.announce)}var ju={"\u23ED":["last","Current position"]};function qu(e,n){let t=n.split(/(\u23ed)/);if(t.length===1){e.textContent=n;return}e.replaceChildren(...t.map(o=>{let r=ju[o];return r?m("span",{class:"preview-button","data-button":r[0]},le(r[0]),m("span",{class:"visually-hidden",text:`the ${r[1]} button`})):o}))}var Fu=e=>!!e.info&&getComputedStyle(e.info).getPropertyValue("--says-preview").trim()==="1";function Du(e,n,t,o){let{game:r,state:s}=n,i=n.shownPly(),a=n.shownPosition();e.panel.draw({game:r,settings:r.settings,shown:i,browsing:s.browse!==null,humans:n.humans(),aiReady:r.aiStatus==="ready",sound:s.sound,theme:s.theme,resignArmed:s.resignArmed,canAbort:n.canAbort(),tapPlay:s.tapPlay,shownBoard:a.board,shownPlayer:a.player,status:ji(r,t,n.humans()),balance:s.balanceOn,marks:n.deps.advice.marks,info:i?Co(r.start.player,i,r.plies[i-1]):_o(r.humanTurn()),hover:o})}function Uu(e,n){let{notices:t,noticeKind:o}=n.state;e.drawn.notices!==t&&(e.drawn.notices=t,Wn(e.notice,t.map(Ho),e.dismiss),o&&(e.notice.dataset.kind=o))}function Bu(e,n){if(!n||e.drawn.announce===n)return;e.drawn.announce=n;let t=n.n?Co(n.start,n.n,n.ply):e.announce.textContent;e.announce.textContent=n.dropped?`${t} ${Rn(n.dropped)}`:t}function Gu(e,n){let t=n.state;t.destroyed||!t.thinking||(e.panel.drawThinking(t.thinking),!(!t.balanceOn||t.browse!==null||!t.thinking.progress)&&e.board.update({balance:Mo(n.deps.advice.balance,e.board.state.orientation,qe)}))}function Di(e,n){let t={movesPlayed:null,closeResult:0,saved:null,chosenLevel:null,destroyed:!1,reviewed:null};return{run:()=>{t.destroyed||e.state.destroyed||!e.state.opened||(Hu(t,e,n),Ku(e),Vu(e),n.rating.seen(e.game.plies.length),Yu(e,n),Xu(t,e,n),Ju(t,e,n),Wu(t,e,n),Zu(t,e,n))},follow:r=>Ui(t,e,r),destroy:()=>t.destroyed=!0}}function Hu(e,n,t){let{game:o,state:r}=n,s=e.movesPlayed===null;if(e.movesPlayed===o.movesPlayed)return;e.movesPlayed=o.movesPlayed;let i=o.plies.at(-1);s||!i||(r.sound&&t.sound?.(i.result.captured.length?"capture":"move"),t.onMove?.({ply:o.plies.length,player:i.player,move:v(i.move),position:P(i.after.board,i.after.player)}))}function Wu(e,n,t){let o=n.deps.advice.marks;if(!o||e.reviewed===o||!t.store?.reviewed)return;e.reviewed=o;let r=s=>$n(o.filter(i=>i.player===s).map(i=>i.loss??0));t.store.reviewed({blue:r("blue"),red:r("red")})}function Ku(e){let{key:n,start:t,moves:o,label:r}=bt(e);e.offerLine(n,t,o,r)}function Vu(e){let{game:n,state:t}=e,o=e.deps.advice;if(!t.balanceOn)return;let r=!n.aiTask&&!n.animating&&!(t.hint&&t.hint.pending)&&!o.reviewing&&n.aiStatus==="ready",s=e.shownPosition();r&&!H(s.board)&&!(n.over&&t.browse===null)&&o.evaluate(P(s.board,s.player),s.board,s.player)}function Yu(e,n){let{game:t}=e,o=e.humans();n.title?.(!t.over&&t.humanTurn()&&o.length===1?"Your move \xB7 Polis":"Polis")}function Xu(e,n,t){let{game:o,state:r}=n;if(e.closeResult!==r.closeResult&&(e.closeResult=r.closeResult,t.dialogs.closeResult()),!o.over||o.animating||r.resultShown===En(o)||(n.resultSeen(En(o)),r.quiet))return;let s=n.humans(),i=_i(o.over,o.plies,o.start.player,s);s.length===1&&(i.rematch={swap:xt.swap(b(s[0])),same:xt.same(s[0])}),t.dialogs.showResult(o.over,t.rating.finished(o.settings,o.over,i)),t.onGameOver?.({...o.over})}function Ju(e,n,t){let o=st(n.game.settings,n.game),r=JSON.stringify(o);if(r===e.saved)return;let s=t.store.save(o);e.saved=r,s||queueMicrotask(()=>Ui(e,n,t.store.load()))}function Zu(e,n,t){let o=n.state.chosenLevel;o!==e.chosenLevel&&(e.chosenLevel=o,o&&t.rememberLevel?.(o))}function Ui(e,n,t){n.state.destroyed||!t||JSON.stringify(t)===e.saved||(e.saved=JSON.stringify(t),n.follow(t,A(t.position)))}var on={label:"The game\u2019s course: who stood better after each move. Arrows go through the moves.",title:"Course of the game",point:(e,n,t)=>`${e}: ${n}${t&&t!=="best"&&t!=="good"?`, ${t==="inaccuracy"?"an inaccuracy":`a ${t}`}`:""}`,start:"Start of the game",won:e=>`${e} has won`};var Nn=300,zn=52,In=6,Qu=["inaccuracy","mistake","blunder"];function Bi(e,n,t){let r=n!=null?Math.sign(n===0?e:n):Math.tanh(e/30);return t==="blue"?r:-r}function ep(e){if(!e||!e.length)return[];let n=e[0],t=[{ply:0,share:Bi(n.scoreBefore,n.mateBefore,n.player),score:n.scoreBefore,mate:n.mateBefore,player:n.player,mark:null}];return e.forEach((o,r)=>t.push({ply:r+1,share:Bi(o.scoreAfter,o.mateAfter,o.player),score:o.scoreAfter,mate:o.mateAfter,player:o.player,mark:o.mark})),t}function Gi(e){return e.mate===0?on.won(g[e.score>0?e.player:e.player==="blue"?"red":"blue"]):qe(e.score,e.mate,e.player)}function Wi({onPick:e}){let n=S("svg",{class:"polis-graph",viewBox:`0 0 ${Nn} ${zn}`,preserveAspectRatio:"none",role:"slider",tabindex:"0","aria-label":on.label,"aria-valuemin":"0"});n.setAttribute("hidden","");let t={element:n,onPick:e,points:[],shown:0,drawn:{marks:null,shown:-1}};return n.addEventListener("click",o=>np(t,o)),n.addEventListener("keydown",o=>tp(t,o)),{element:n,draw:o=>rp(t,o)}}var On=(e,n)=>In+(e.points.length>1?n*(Nn-2*In)/(e.points.length-1):0),Hi=e=>zn/2-e*(zn/2-In);function np(e,n){let{points:t,element:o}=e;if(!t.length)return;let r=o.getBoundingClientRect(),s=(n.clientX-r.left)/r.width*Nn,i=(Nn-2*In)/Math.max(1,t.length-1);e.onPick(Math.max(0,Math.min(t.length-1,Math.round((s-In)/i))))}function tp(e,n){let{points:t,shown:o}=e,r=t.length-1,s={ArrowLeft:o-1,ArrowDown:o-1,ArrowRight:o+1,ArrowUp:o+1,Home:0,End:r,PageUp:o+10,PageDown:o-10}[n.key];s===void 0||!t.length||(n.preventDefault(),n.stopPropagation(),e.onPick(Math.max(0,Math.min(r,s))))}function op(e){let{element:n,points:t}=e;n.textContent="";let o=zn/2,r=t.map(a=>[On(e,a.ply),Hi(a.share)]),s=a=>`M${On(e,0)} ${o} ${r.map(([l,c])=>`L${l.toFixed(1)} ${a(c,o).toFixed(1)}`).join(" ")} L${On(e,t.length-1)} ${o} Z`;n.append(S("title",{}),S("path",{class:"graph-blue",d:s(Math.min)}),S("path",{class:"graph-red",d:s(Math.max)}),S("line",{class:"graph-mid",x1:0,y1:o,x2:Nn,y2:o}),S("polyline",{class:"graph-line",points:r.map(([a,l])=>`${a.toFixed(1)},${l.toFixed(1)}`).join(" ")})),n.firstChild.textContent=on.title;for(let a of t){let l=Qu.includes(a.mark),c=S("path",{class:`graph-point${l?` graph-mark graph-mark-${a.mark}`:""}`,d:`M${On(e,a.ply).toFixed(2)} ${Hi(a.share).toFixed(2)}h0.01`,"data-ply":a.ply,"data-share":a.share.toFixed(3)});l&&(c.dataset.mark=a.mark),n.append(c)}let i=On(e,e.shown);n.append(S("line",{class:"graph-cursor",x1:i,y1:2,x2:i,y2:zn-2}))}function rp(e,n){let{element:t}=e;if(n.marks===e.drawn.marks&&n.shown===e.drawn.shown)return;n.marks!==e.drawn.marks&&(e.points=ep(n.marks)),e.drawn={marks:n.marks,shown:n.shown};let o=e.points;if(e.shown=Math.min(n.shown,Math.max(0,o.length-1)),t.parentNode?.classList.toggle("has-graph",o.length>0),!o.length){t.setAttribute("hidden",""),t.textContent="";return}t.removeAttribute("hidden");let r=s=>s===0?`${on.start}: ${Gi(o[0])}`:on.point(W(n.startPlayer,s,n.plies[s-1]),Gi(o[s]),o[s].mark);t.dataset.plies=String(o.length-1),t.setAttribute("aria-valuemax",String(o.length-1)),t.setAttribute("aria-valuenow",String(e.shown)),t.setAttribute("aria-valuetext",r(e.shown)),op(e)}function Ki(e){let n=m("ol",{class:"polis-moves","aria-label":"Moves"}),t=m("div",{class:"polis-moves-wrap"},n),o=Wi({onPick:s=>e(s)});t.append(o.element),n.addEventListener("click",s=>{let i=s.target.closest("[data-ply]");i&&e(Number(i.dataset.ply))});let r={moveList:n,moveListWrap:t,graph:o,listed:{plies:null,count:-1,start:null}};return{wrap:t,list:n,draw:s=>sp(r,s)}}function sp(e,n){let{moveList:t,moveListWrap:o,graph:r}=e,s=e.listed;if(s.plies!==n.plies||s.count!==n.plies.length||s.start!==n.startPlayer){t.textContent="";let i=null;n.plies.forEach((a,l)=>{if(!i||a.player==="blue"){let p=W(n.startPlayer,l+1,a);i=m("li",{class:"move-row"},m("span",{class:"move-no",text:p.slice(0,p.search(/[.\u2026]/)+1)})),t.append(i),l===0&&a.player==="red"&&i.append(m("span",{class:"move move-gap",text:"\u2026"}))}let c=bi(a.result),u=m("button",{type:"button",class:`move move-${a.player}`,"data-ply":l+1,"data-move":v(a.move),title:`${g[a.player]}: ${W(n.startPlayer,l+1,a)}${c.length?", "+c.join(", ").replace("\xD7","captured "):""}`},m("span",{class:"move-text",text:v(a.move)}),...c.map(p=>m("span",{class:"move-tag",text:p})));i.append(u)}),s=e.listed={plies:n.plies,count:n.plies.length,start:n.startPlayer,current:null,marks:null},n.plies.length&&requestAnimationFrame(()=>{o.scrollTop=o.scrollHeight})}if(s.marks!==n.marks){for(let i of t.querySelectorAll(".move[data-ply]")){let a=n.marks&&n.marks[Number(i.dataset.ply)-1];a?i.dataset.review=a.mark:delete i.dataset.review,i.setAttribute("aria-description",a?a.mark:"")}s.marks=n.marks}if(r.draw({marks:n.marks,plies:n.plies,startPlayer:n.startPlayer,shown:n.shown}),s.current!==n.shown){for(let i of t.querySelectorAll(".move[data-ply]")){let a=Number(i.dataset.ply)===n.shown;i.classList.toggle("current",a),a?i.setAttribute("aria-current","true"):i.removeAttribute("aria-current"),a&&n.browsing&&i.scrollIntoView({block:"nearest"})}s.current=n.shown}}function Vi(e){return m("div",{class:`player player-${e}`,"data-side":e},m("span",{class:`player-chip pc-${e}`,"aria-hidden":"true"}),m("div",{class:"player-text"},m("span",{class:"player-name"},m("strong",{text:g[e]}),m("span",{class:"player-count",title:"pieces on the board"},m("span",{class:"count"}),m("span",{class:"player-stun",text:"\u2605",title:"chariot stunned"}))),m("span",{class:"player-who"})))}function ip(e){let n=(o,r,s={})=>m("button",{type:"button",class:`btn btn-${o}`,"data-action":o,children:[le(o),m("span",{text:r})],onclick:()=>e[o](),...s});return{new:n("new","New game"),undo:n("undo","Undo"),hint:n("hint","Hint"),resign:n("resign","Resign"),pause:n("pause","Pause"),flip:n("flip","Flip",{title:"Turn the board around (F)"})}}function ap(e){let n=m("select",{class:"panel-level","aria-label":"Computer level","data-action":"level"},...J.map(s=>m("option",{value:s.name,text:s.label})));n.addEventListener("change",()=>{e.level(n.value)});let t=s=>m("button",{type:"button",class:`btn btn-toggle toggle-${s}`,"data-action":s,"aria-pressed":"false",title:Pn[s].title,children:[le(s),m("span",{class:"toggle-name","aria-hidden":"true",text:Pn[s].short}),m("span",{class:"visually-hidden",text:Pn[s].label}),m("span",{class:"toggle-light","aria-hidden":"true"})],onclick:()=>e[s]()}),o={sound:t("sound"),theme:t("theme"),balance:t("balance"),tap:t("tap")},r=m("div",{class:"polis-settings"},m("label",{class:"level-label"},m("span",{class:"visually-hidden",text:"Level"}),n),o.sound,o.theme,o.balance,o.tap);return{levelSelect:n,t:o,settingsRow:r}}function lp(e){let n=(l,c,u)=>m("button",{type:"button",class:`btn btn-icon nav-${l}`,"data-action":`history-${l}`,"aria-label":c,title:c,children:[le(l)],onclick:u}),t=n("first","Start of the game",()=>e.browse(0)),o=n("prev","Previous move",()=>e.browse("prev")),r=n("next","Next move",()=>e.browse("next")),s=n("last","Current position",()=>e.browse("end")),i=m("span",{class:"nav-label"}),a=m("div",{class:"polis-history"},t,o,i,r,s);return{navFirst:t,navPrev:o,navNext:r,navLast:s,navLabel:i,historyNav:a}}function cp(e){let n=(o,r)=>m("button",{type:"button",class:"btn btn-quiet","data-action":o,title:r,children:[le(o),m("span",{text:r})],onclick:()=>e[o]()}),t=m("div",{class:"polis-extra"},n("rules","Rules"),n("copy-link","Copy link"),n("copy-moves","Copy moves"));return t.addEventListener("focusin",o=>{t.scrollWidth>t.clientWidth&&o.target.scrollIntoView({block:"nearest",inline:"nearest"})}),t}function Yi({compact:e=!1,actions:n}){let t={blue:Vi("blue"),red:Vi("red")},o=m("p",{class:"polis-status"}),r=m("p",{class:"polis-info"}),s=ip(n),i=m("div",{class:"polis-controls"},...Object.values(s)),{levelSelect:a,t:l,settingsRow:c}=ap(n),u=lp(n),p=u.historyNav,d=Ki(y=>n.browse(y)),f=d.wrap,h=cp(n),$=m("aside",{class:"polis-side"},m("div",{class:"polis-players"},t.blue,t.red),o,r,i,c,e?null:p,e?null:f,h),k={cards:t,status:o,info:r,b:s,levelSelect:a,t:l,nav:u,moves:d,compact:e};return{element:$,draw:y=>dp(k,y),drawThinking:y=>Xi(k,y),buttons:s,moveList:d.list}}var St=(e,n)=>e.setAttribute("aria-disabled",n?"true":"false");function up(e,n){let{game:t,settings:o}=n,r=Xn(n.shownBoard),s=Q(n.shownBoard),i=E(o.level);for(let a of["blue","red"]){let l=e.cards[a],c=l.querySelector(".player-who"),u=t.isAi(a)?`${Cn.computer} \xB7 ${i.label}`:n.humans.length===1?Cn.you:Cn.human;if(c.title!==u){c.title=u;let p=[le("computer"),m("span",{"aria-hidden":"true",text:i.label})];c.replaceChildren(...t.isAi(a)?p:[],m("span",{class:t.isAi(a)?"visually-hidden":void 0,text:u}))}l.querySelector(".count").textContent=String(r[a]),l.classList.toggle("to-move",!t.over&&n.shownPlayer===a),l.classList.toggle("is-stunned",s[a]),l.classList.toggle("is-winner",!!t.over&&!n.browsing&&t.over.winner===a)}}function pp(e,n){let{game:t,settings:o}=n,r=e.b,s=t.isAi("blue")||t.isAi("red"),i=t.isAi("blue")&&t.isAi("red");r.undo.disabled=t.plies.length===0||n.humans.length===1&&!t.plies.some(c=>c.player===n.humans[0]),r.hint.disabled=!(n.aiReady&&!n.browsing&&t.humanTurn()),r.resign.disabled=!!t.over||n.humans.length===0;let a=!!n.resignArmed&&!r.resign.disabled;r.resign.classList.toggle("btn-armed",a),r.resign.dataset.abort=String(!!n.canAbort),r.resign.querySelector("span").textContent=n.canAbort?$e.abort:a?$e.armed:$e.idle,r.resign.title=n.canAbort?$e.abortTitle:a?$e.armedTitle:$e.title,r.pause.classList.toggle("btn-unused",!i),r.pause.disabled=!!t.over||!i;let l=t.paused?"Resume":"Pause";r.pause.textContent!==l&&r.pause.replaceChildren(le(t.paused?"play":"pause"),m("span",{text:l})),e.levelSelect.value=o.level,e.levelSelect.disabled=!s&&!n.aiReady,e.t.sound.setAttribute("aria-pressed",String(n.sound)),e.t.balance.setAttribute("aria-pressed",String(n.balance)),e.t.theme.setAttribute("aria-pressed",String(n.theme==="dark")),e.t.tap.setAttribute("aria-pressed",String(!!n.tapPlay))}function dp(e,n){let{game:t}=n;up(e,n),e.status.textContent=n.status,e.status.title=n.status,n.hover?(e.info.textContent=n.hover,e.info.dataset.kind="preview"):t.aiTask?Xi(e,t.aiTask):(e.info.textContent=n.info,e.info.dataset.kind="last"),pp(e,n);let o=n.shown,{navFirst:r,navPrev:s,navNext:i,navLast:a,navLabel:l,historyNav:c}=e.nav;St(r,o===0),St(s,o===0),St(i,o===t.plies.length),St(a,o===t.plies.length),l.textContent=o===0?"Start":`Move ${W(t.start.player,o,t.plies[o-1])}`,c.classList.toggle("browsing",n.browsing),!e.compact&&e.moves.draw({plies:t.plies,startPlayer:t.start.player,shown:o,browsing:n.browsing,marks:n.marks})}function Xi(e,n){e.info.textContent=qi(n),e.info.dataset.kind="thinking"}async function Ji(e){try{return await navigator.clipboard.writeText(e),!0}catch{return!1}}function Zi(e,n,t){let o=i=>a=>{i(a);let l=document.activeElement;(!l||l===document.body||l.disabled)&&n.board.focus()},r=(i,a)=>Ji(i).then(l=>e.say(l?{key:"copied",what:a}:i)),s=()=>st(e.game.settings,e.game);return{new:()=>t(),undo:o(e.undo),hint:o(e.hint),resign:o(e.resign),pause:o(e.togglePause),flip:o(e.flip),rules:()=>n.dialogs.openRules(),level:o(e.chooseLevel),browse:o(e.browse),"copy-link":()=>r(ns(location.href,s()),"link"),"copy-moves":()=>r(ue(e.game.plies.map(i=>i.move)),"moves"),sound:o(()=>e.toggle("sound")),theme:o(()=>e.toggle("theme")),balance:o(()=>e.toggle("balance")),tap:o(()=>e.toggle("tap"))}}var na={};O(na,{RESULT_GRACE_MS:()=>Qi,dialog:()=>fp,dialogClosed:()=>gp,nextId:()=>ea,openDialog:()=>hp});var Qi=600,mp=0,ea=e=>`${e}-${++mp}`;function fp(e,n,...t){let o=ea("polis-dlg"),r=m("h2",{id:o,text:n});return{d:m("dialog",{class:`polis-dialog ${e}`,"aria-labelledby":o},r,...t),h:r}}function hp(e,n){e.opener=document.activeElement&&document.activeElement!==document.body?document.activeElement:null;try{n.showModal()}catch{n.setAttribute("open","")}}function gp(e){let n=e.opener,t=n&&n.isConnected&&!n.disabled&&n.getAttribute("aria-disabled")!=="true"?n:null;e.opener=null,setTimeout(()=>t?t.focus():e.returnFocus(),0)}var ta=null,oa=()=>ta??=import("./polis-game-lazy-play-dialogs-kinds.js").catch(e=>{throw ta=null,e});function ra({onStart:e,onRematch:n,onUndo:t,onReview:o,returnFocus:r,avoid:s,onFailed:i=()=>{},rating:a=null}){let l={onStart:e,onRematch:n,onUndo:t,onReview:o,rating:a},c={opener:null,returnFocus:r,avoid:s,setup:null,rules:null,result:null},u=[],p=new AbortController,d=null,f=!1,h=0,$=(y,x)=>(c[x]||(y.MAKE[x](c,l),u.push(c[x].d),d?.append(c[x].d)),c[x]),k=(y,x=()=>!0)=>oa().then(ae=>!f&&x()&&y(ae),()=>!f&&x()&&i());return{attach(y){d=y,y.append(...u);let x=()=>{p.abort(),oa().catch(()=>{})};for(let ae of["pointerover","pointerdown","keydown"])y.addEventListener(ae,x,{capture:!0,signal:p.signal})},openSetup:(y,x)=>k(ae=>($(ae,"setup"),ae.openSetup(c,y,x))),openRules:()=>k(y=>($(y,"rules"),y.openRules(c))),showResult(y,x){let ae=++h;return k(Hn=>($(Hn,"result"),Hn.showResult(c,y,x)),()=>ae===h)},closeResult(){h++,c.result?.d.open&&c.result.d.close()},get anyOpen(){return u.some(y=>y.open)},destroy(){f=!0,p.abort()}}}function sa({show:e,step:n,leave:t}){let o=vp({show:e,step:n,leave:t});return{element:o.element,draw:(r,s,i)=>bp(o,r,s,i)}}function vp({show:e,step:n,leave:t}){let o=(s,i,a,l)=>m("button",{type:"button",class:"btn btn-line","data-action":s,"aria-label":a,title:a,onclick:l},i),r={show:o("line-show","Show better line","Show the better line on the board",()=>e()),back:o("line-back","\u25C0","Step back in the better line",()=>n(-1)),fwd:o("line-next","\u25B6","Step forward in the better line",()=>n(1)),leave:o("line-leave","Back to the game","Back to the game",()=>t()),where:m("span",{class:"polis-line-step",role:"status"})};return r.element=m("div",{class:"polis-line",role:"group","aria-label":"Better line",hidden:!0},r.show,r.back,r.where,r.fwd,r.leave),r}function wp(e,{offered:n,step:t}){let{element:o,show:r,back:s,fwd:i,leave:a,where:l}=e;if(o.hidden=!n,!n)return;let c=n.positions.length-1,u=t>=0;o.dataset.moves=n.positions.slice(1).map(d=>d.text).join(","),o.dataset.step=u?String(t):"",o.classList.toggle("active",u),r.hidden=u;for(let d of[s,i,a,l])d.hidden=!u;s.disabled=t<=0,i.disabled=t>=c;let p=n.positions[t];l.textContent=u?zi(t,c,t>0?n.label(t,p.ply):"",t>0?p.why:""):""}function bp(e,n,t,o){wp(e,t);let r=Ei(t);if(!r||t.offered.key!==o)return;let s=r.next&&me(r.next);n.update({pieces:r.board,last:r.ply?gt(r.ply):new Map,hint:s})}var _n=[],Et=[];function yp(e){let n=Et.findLast(t=>t.isConnected&&_n.includes(t));return n?n===e:oe(e)&&_n.find(t=>t.isConnected)===e}var ia=e=>{let n=Et.indexOf(e);n>=0&&Et.splice(n,1)};function aa(e,n){return{onMove:(t,o)=>e.userMove(t,o),onPremove:(t,o)=>e.planMove(t,o),onMiss:t=>e.miss(t),onInput(t){e.pressed(t),n().update({movable:e.movable()})},onChange:()=>e.deps.changed()}}function la(e,{container:n,lineKey:t,isOpen:o,flip:r,browse:s}){let i=()=>{ia(n),Et.push(n)};_n.push(n),n.addEventListener("pointerdown",i,!0),n.addEventListener("focusin",i);let a=l=>{let c=o()?null:yt(l,n);if(!c||c.onBody&&!yp(n))return;let u=c.target,p=e.board.contains(u);if((!p||l.key==="Escape")&&t(l.key))return l.preventDefault();let d={ArrowLeft:"prev",ArrowRight:"next",Home:0,End:"end"};if(l.key==="f"||l.key==="F")r();else if(!p&&l.key in d)s(d[l.key]);else return;l.preventDefault()};return a.destroy=()=>{let l=_n.indexOf(n);l>=0&&_n.splice(l,1),n.removeEventListener("pointerdown",i,!0),n.removeEventListener("focusin",i),ia(n)},a}var jn={show:"Show me",retry:"Start the step again",next:"Next",exit:"Play a game",choose:"Choose a lesson",howTo:"Pick a blue piece, then a square next to it (or drag it).",wrong:"Not quite.",right:"Well done!",reply:(e,n)=>`Red answered ${e}. Now win in ${C(n,"move")}.`,goalLeft:e=>`Keep going: win in ${C(e,"move")}.`,count:(e,n,t,o)=>`Step ${e} of ${n} \xB7 ${t} of ${o} lessons done`,lessonDone:(e,n)=>`Well done! You finished \u201C${e}\u201D.${n?"":" That was the last lesson: time for a game."}`,doneMark:"Lesson done",nextLesson:e=>`Next lesson: ${e}`,tapAgain:"Tap the square again to play this move, or pick another.",legend:"Yellow squares: the move you tried, taken back. Green squares and the arrow: a move that works.",welcome:"New to Polis?",welcomeLearn:"Learn it in 8 short lessons",welcomeOr:"or",welcomePlay:"play an easy game",learn:"Learn"};function ca(e,n,t){let o=n===0?`the gentlest of ${t} levels`:n===t-1?`the strongest of ${t} levels`:`level ${n+1} of ${t}, the weakest first`;return`Your opponent, ${e.label}, is ${o} (rated ${e.rating}).`}var ua=[[196,29],[288,34],[241,31],[354,39],[252,31],[235,30],[200,29],[319,35],[282,33],[346,38],[200,29],[121,26]],xp=800,Yo={rating:1200,rd:350,games:0},kp=40,$p=350,qn=Math.LN10/400,he=(()=>{let e=xp,n=0;return J.map((t,o)=>(o>0&&(e+=ua[o-1][0],n+=ua[o-1][1]**2),{name:t.name,label:t.label,rating:e,rd:Math.round(Math.sqrt(n))}))})();function Sp(e){let n=he.find(t=>t.name===e);if(!n)throw new Error(`unknown level ${w(e)}`);return n}var da=e=>1/Math.sqrt(1+3*qn*qn*e*e/(Math.PI*Math.PI));function Ep(e,n){return 1/(1+10**(-da(n.rd)*(e.rating-n.rating)/400))}function Mp(e,n){Mt(e);let t=0,o=0;for(let{opponent:s,score:i}of n){if(i!==0&&i!==.5&&i!==1)throw new Error(`score must be 0, 0.5 or 1, got ${w(i)}`);if(ma(s,"opponent"),s.rd<0)throw new Error(`opponent.rd must be 0 or more, got ${w(s.rd)}`);let a=da(s.rd),l=Ep(e,s);t+=qn*qn*a*a*l*(1-l),o+=a*(i-l)}let r=1/(e.rd*e.rd)+t;return{rating:e.rating+qn/r*o,rd:Math.min($p,Math.max(kp,Math.sqrt(1/r))),games:e.games+n.length}}var pa=200;function Tp(e,n,t){let o=Mp(e,[{opponent:n,score:t}]),r=Math.max(-pa,Math.min(pa,o.rating-e.rating));return{...o,rating:e.rating+r}}function ma(e,n,t=["rating","rd"]){if(e===null||typeof e!="object")throw new Error(`${n} must be { ${t.join(", ")} }, got ${w(e)}`);for(let o of t)if(!Object.hasOwn(e,o)||!Number.isFinite(e[o]))throw new Error(`${n}.${o} must be a number, got ${w(e[o])}`)}function Mt(e){if(ma(e,"rating",["rating","rd","games"]),e.rd<=0)throw new Error(`rating.rd must be above 0, got ${w(e.rd)}`)}function fa(e,n){let t=["blue","red"].filter(c=>n[c]==="human");if(t.length!==1)return{rated:!1,why:t.length?"two-humans":"no-human"};if(n.undos>0)return{rated:!1,why:"undo"};let o=Sp(n.level),r=Tp(e,o,n.winner===t[0]?1:0),s=he.indexOf(o),i=he.reduce((c,u)=>Math.abs(u.rating-r.rating)<Math.abs(c.rating-r.rating)?u:c),a=he.indexOf(i),l=r.rd>150||a===s?null:a>s?"up":"down";return{rated:!0,before:e,after:r,change:r.rating-e.rating,level:o,suggestion:l}}var Ap=e=>!!e&&(e.moves?.length>0||!!e.position||!!e.start?.text||!!e.resigned);function Rp(e){let n=he.findIndex(r=>r.name===e.dataset.level);if(n<0||![e.dataset.blue,e.dataset.red].includes("ai"))return null;let t=he.length,o=ca(he[n],n,t);return m("span",{class:"welcome-opponent","data-level":e.dataset.level,text:` ${o}`})}function ha(e,{saved:n,asked:t,onShown:o,onPlayEasy:r}){let s=oe(e)&&document.querySelector(".page-header p");if(!s||Ap(n)||t)return()=>{};let i=[...s.childNodes],a=()=>{s.classList.remove("polis-welcome"),s.replaceChildren(...i)};s.classList.add("polis-welcome"),s.replaceChildren(`${jn.welcome} `,m("a",{href:Yr(),class:"welcome-learn","data-action":"welcome-learn"},jn.welcomeLearn),` ${jn.welcomeOr} `,m("button",{type:"button",class:"welcome-play","data-action":"welcome-play",onclick:()=>{a(),r()}},jn.welcomePlay),".",...[Rp(e)].filter(Boolean));let l=s.closest("header")??s,c=typeof IntersectionObserver=="function"?new IntersectionObserver(([u])=>{c.disconnect();let p=u.boundingClientRect;u.isIntersecting&&p.width>1&&p.height>1&&o()}):null;return c?.observe(l),({undo:u=!1}={})=>{c?.disconnect(),u&&s.classList.contains("polis-welcome")&&a()}}var ga=":backup";function K(){try{return typeof localStorage<"u"&&localStorage?localStorage:null}catch{return null}}function N(e,n=K()){try{let t=n?n.getItem(e):null;return typeof t=="string"?t:null}catch{return null}}var rn={yes:!1,listeners:new Set};function Lp(){if(!rn.yes){rn.yes=!0;for(let e of rn.listeners)e()}}function wa(e){let n=!1,t=()=>{n||(n=!0,e())};return rn.yes?queueMicrotask(t):rn.listeners.add(t),()=>rn.listeners.delete(t)}function Fe(){let e=typeof location<"u"?location.pathname:"";return e.endsWith("/")?`${e}index.html`:e}var Tt=(e=Fe())=>e.endsWith("/index.html")?e.slice(0,-10):null,de=new Map,ba=e=>de.set(e,"guard");function R(e,n,t=K()){try{if(!t)throw new Error("no storage");if(de.has(e))throw new Error("a record that could not be kept aside");return t.setItem(e,n),!0}catch{return Lp(),!1}}function X(e,n=K()){try{n?.removeItem(e)}catch{}}function Xo(e,n,t=K()){for(let o=1;o<100;o++){let r=o===1?`${e}${ga}`:`${e}${ga}:${o}`,s=N(r,t);if(s===n)return r;if(s===null)return R(r,n,t)?r:null}return null}function De(e,n,t=K()){let o=N(e,t);if(o===null&&de.get(e)==="unread"&&de.delete(e),o===null)return{value:null,text:o,problem:null,backup:null};let r;try{r=n(JSON.parse(o))}catch{return va(e,{value:null,text:o,problem:"unreadable"},t)}return r.lost?.length?va(e,{value:r.value,text:o,problem:"partial",lost:r.lost},t):(de.get(e)==="unread"&&de.delete(e),{value:r.value,text:o,problem:null,backup:null})}function va(e,n,t){let o=Xo(e,n.text,t);return!o&&!de.has(e)&&de.set(e,"unread"),o&&de.get(e)==="unread"&&de.delete(e),{...n,backup:o}}var At=e=>`polis:pref:${e}`,sn=e=>`polis:rating:${e}`,xa="polis:puzzle:progress",ka="polis:puzzle:choice",Fn=(e=Fe())=>`polis:games:${e}`,ya={[xa]:["polis-puzzles"],[ka]:["polis-puzzle-choice"],[sn("games")]:["polis-rating-games"],[sn("puzzles")]:["polis-rating-puzzles"]};function Pp(e){if(ya[e])return ya[e];let n=Tt();return n&&e===Fn()?[Fn(n)]:[]}function Rt(e,n,{area:t=K(),fold:o=null,write:r=JSON.stringify}={}){for(let s of Pp(e)){let i=N(s,t);if(i===null)continue;let a=N(e,t);if(a===null||a===i){if(a===i||R(e,i,t))X(s,t);else return De(s,n,t);continue}let l=De(e,n,t),c=Cp(i,n);if(o&&c&&!l.problem){let u=o(l.value,c);return R(e,r(u),t)&&X(s,t),{...l,value:u}}Xo(e,i,t)&&X(s,t)}return De(e,n,t)}function Cp(e,n){try{let t=n(JSON.parse(e));return t.lost?.length?null:t.value}catch{return null}}var Jo=e=>typeof e=="string"&&e.trim()!==""?Number(e):e;function Op(e){let n=e&&typeof e.rating=="object"&&e.rating?e.rating:e;if(!n||typeof n!="object")throw new Error("not a rating");let t={rating:Jo(n.rating),rd:Jo(n.rd),games:Jo(n.games??0)};if(!Number.isFinite(t.rating)||!(t.rd>0)||!Number.isFinite(t.games))throw new Error("not a rating");return{value:t,lost:[]}}var Np=(e,n)=>n.games>e.games?n:e,$a=(e,n)=>Rt(e,Op,{area:n,fold:Np}).value;function Lt(e,n="games"){let t=$a(sn(n),e??null);if(t==null)return{...Yo};try{return Mt(t),{rating:t.rating,rd:t.rd,games:t.games}}catch{return{...Yo}}}function Sa(e,n,t="games"){Mt(n),R(sn(t),JSON.stringify(n),e??null)}function Ea(e,n="games"){X(sn(n),e??null)}function an(e,n){return N(At(e))??n}function Ma(){let e=typeof matchMedia=="function"&&matchMedia("(prefers-color-scheme: light)").matches;return an("theme",e?"light":"dark")}function Dn(e,n){R(At(e),String(n))}var Ta="novice";function Aa(e){Dn("level",e)}function Ra(e){let n=K(),t=`${e}:unrated`,o=()=>N(t,n)??"",r=c=>c?R(t,c,n):X(t,n),s=o(),i=0,a=c=>s?!1:(s=c,r(c),!0);return{started(c,u){c?(s="",r("")):s=o(),i=u},seen(c){c<i&&a("undo"),i=c},levelChanged:c=>c&&a("level"),helped:(c,u)=>c.blue!==c.red&&a(u),finished(c,u,p){let d=l(c,u);return d?{...p,text:`${p.text} ${d}`}:p},current:()=>Lt(n),reset:()=>Ea(n)};function l(c,u){let p=Lt(n),d=s&&c.blue!==c.red?{rated:!1,why:s}:fa(p,{...c,winner:u.winner,undos:0});return a("done"),d.rated?(Sa(n,d.after),Se.rated(d)):Se.unrated(d.why)}}var La=2;function Pa(e){return JSON.stringify({version:La,...e,position:e.position??null,moves:ue(e.moves)})}function zp(e){if(typeof e=="string")return e;if(e&&typeof e=="object"){if(typeof e.from=="string"&&typeof e.to=="string")return e.from+e.to;try{return v(e)}catch{return"?"}}return"?"}function Ip(e,n){if(!e)return A(null);try{return A(String(e))}catch{let[t,o]=String(e).trim().split(/\s+/),r=A(`${t} ${o}`);return n.push("position"),r}}function Pt(e){if(!e||typeof e!="object"||Array.isArray(e))throw new Error("not a saved game");let n=[];Number.isInteger(e.version)&&e.version>La&&n.push("version");let t=Ip(e.position,n),o=Array.isArray(e.moves)?e.moves.map(zp).join(","):String(e.moves??""),{moves:r,error:s}=ye(o,t);s&&n.push("moves");let i=z;try{i=E(e.level??z).name}catch{n.push("level")}return{value:{blue:e.blue==="ai"?"ai":"human",red:e.red==="human"?"human":"ai",level:i,position:t.text,moves:r,resigned:["blue","red"].includes(e.resigned)?e.resigned:null},lost:n}}var Ot=":previous",Ca=1,Un=new Map,Ct=e=>`polis:game:${e}:`,Oa=(e="main")=>`${Ct(Fe())}${e||"main"}`;function _p(e){if(e&&Array.isArray(e.previous)){let n=e.previous.filter(o=>typeof o=="string"),t=Number.isInteger(e.version)&&e.version>Ca;return{value:n,lost:n.length<e.previous.length||t?["previous"]:[]}}return Pt(e),{value:[JSON.stringify(e)],lost:[]}}function Zo(e){let n=De(`${e}${Ot}`,_p);return n.problem&&!n.backup?null:n.value??[]}var jp=(e,n)=>R(`${e}${Ot}`,JSON.stringify({version:Ca,previous:n}));function Qo(e,n){let t=Zo(e);return t?t.includes(n)||jp(e,[n,...t]):!1}function qp(e){let n=Tt();if(!n||!e.startsWith(Ct(Fe())))return e;let t=Ct(n)+e.slice(Ct(Fe()).length);for(let i of Zo(t)??[])if(!Qo(e,i))return e;N(`${t}${Ot}`)!==null&&Zo(t)&&X(`${t}${Ot}`);let o=N(t);if(o===null)return e;let r=N(e),s=r===null?R(e,o):r===o||Qo(e,o);return s&&X(t),s||r!==null?e:t}function er(e){let n=De(qp(e),Pt);return Un.set(e,N(e)),{record:n.value,problem:n.problem,text:n.text}}var Na=e=>er(e).record;function za(e,n){if(Un.has(e)&&N(e)!==Un.get(e))return!1;let t=Pa(n);return R(e,t)&&Un.set(e,t),!0}function Ia(e,n){let t=Qo(e,n);return t||ba(e),t}function _a(e,n,{left:t=()=>{},following:o=()=>!1}={}){let r=K();if(typeof window>"u"||!r)return()=>{};let s=`${e}:left`,i=l=>{if(l.storageArea!==r||(l.key===s&&l.newValue&&t(),l.key!==e))return;Un.set(e,l.newValue);let c=null;try{c=l.newValue===null?null:Pt(JSON.parse(l.newValue)).value}catch{}c&&n(c)},a=()=>o()||R(s,String(Date.now()),r);return window.addEventListener("storage",i),window.addEventListener("pagehide",a),()=>{window.removeEventListener("storage",i),window.removeEventListener("pagehide",a)}}var ja=1,Fp=500,qa=["blue","red"],Dp=["chariot","no-moves","resign"];var Up=/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/,Fa=e=>new Date(e).toISOString().replace(/\.\d{3}Z$/,"Z"),Bp=0,Da=(e=Date.now())=>`${e.toString(36)}-${(Bp++).toString(36)}${Math.floor(Math.random()*1296).toString(36)}`,Bn=e=>typeof e=="number"&&Number.isFinite(e)?e:null,Ua=e=>qa.includes(e)?e:null;function Gp(e){if(!e||typeof e!="object")return null;let n=Bn(e.blue),t=Bn(e.red);return n===null&&t===null?null:{blue:n,red:t}}function Hp(e){return!e||typeof e!="object"||!Ua(e.me)?null:{me:e.me,name:typeof e.name=="string"?e.name.slice(0,40):""}}function nr(e){if(!e||typeof e!="object")throw new Error("a game is not an object");if(typeof e.id!="string"||!/^[A-Za-z0-9-]{1,40}$/.test(e.id))throw new Error(`bad id ${String(e.id)}`);if(typeof e.date!="string"||!Up.test(e.date))throw new Error(`bad date ${String(e.date)}`);for(let a of qa)if(e[a]!=="human"&&e[a]!=="ai")throw new Error(`bad ${a} player ${String(e[a])}`);let n=E(e.level).name,t=e.position?A(e.position):Zr(),{text:o,error:r}=Qr(e.moves??"",t);if(r)throw new Error(`bad moves: ${r}`);let s=e.result===null||e.result===void 0?null:Ua(e.result);if(s===null&&e.result!=null)throw new Error(`bad result ${String(e.result)}`);let i=s&&Dp.includes(e.why)?e.why:null;if(s&&!i)throw new Error(`bad reason ${String(e.why)}`);return{id:e.id,date:e.date,blue:e.blue,red:e.red,level:n,position:t.text,moves:o,result:s,why:i,rated:e.rated===!0,change:Bn(e.change),rating:Bn(e.rating),rd:Bn(e.rd),accuracy:Gp(e.accuracy),friend:Hp(e.friend)}}function Wp(e){if(!e||typeof e!="object"||!Array.isArray(e.games))throw new Error("not a games record");let n=[];Number.isInteger(e.version)&&e.version>ja&&n.push("version");let t=[],o=new Set;for(let[r,s]of e.games.entries())try{let i=nr(s);if(o.has(i.id))throw new Error("the same id twice");o.add(i.id),t.push(i)}catch{n.push(`game ${r+1}`)}return{value:tr(t),lost:n}}var tr=e=>[...e].sort((n,t)=>n.date===t.date?n.id<t.id?1:-1:n.date<t.date?1:-1),Ba=e=>JSON.stringify({version:ja,games:e}),Kp=(e,n)=>tr([...e,...n.filter(t=>!e.some(o=>o.id===t.id))]);function or(e=K()){if(!e)return{games:[],problem:null,writable:!1};let n=Rt(Fn(),Wp,{area:e,fold:Kp,write:Ba});return{games:n.value||[],problem:n.problem,writable:!n.problem||!!n.backup}}function Vp(e,n){return n?R(Fn(),Ba(e),n)?{kept:!0,why:null}:{kept:!1,why:"full"}:{kept:!1,why:"blocked"}}function rr(e,n=K()){let t=nr(e),{games:o,writable:r}=or(n);if(!n)return{kept:!1,why:"blocked"};if(!r)return{kept:!1,why:"guarded"};let s=o.filter(i=>i.id!==t.id);return s.length===o.length&&o.length>=Fp?{kept:!1,why:"bound"}:Vp(tr([t,...s]),n)}function Ga({id:e,date:n,settings:t,record:o,over:r,rating:s=null,accuracy:i=null,friend:a=null}){return nr({id:e,date:n,blue:t.blue,red:t.red,level:t.level,position:o.position??null,moves:typeof o.moves=="string"?o.moves:ue(o.moves),result:r?r.winner:null,why:r?r.reason:null,rated:!!s,change:s?s.change:null,rating:s?s.rating:null,rd:s?s.rd:null,accuracy:i,friend:a})}var Yp=e=>`${e}:games-entry`;function Ha(e,{rating:n,told:t=()=>{}}){let o=Yp(e),r=!1,s=()=>{try{let i=JSON.parse(N(o)??"null");return i&&typeof i.id=="string"?i:null}catch{return null}};return{reviewed(i){let a=s(),l=a?.done?or().games.find(c=>c.id===a.id):null;l&&JSON.stringify(l.accuracy)!==JSON.stringify(i)&&rr({...l,accuracy:i})},saved(i,a,l){let c=s();if(!a.moves.length&&!a.resigned){c&&X(o);return}if(c?.done&&c.moves===a.moves.length)return;if(!c||c.done){let d=n();c={id:Da(),date:Fa(Date.now()),before:d}}let u=null;if(l){let d=n();c.before&&d.games>c.before.games&&(u={change:Math.round((d.rating-c.before.rating)*10)/10,rating:Math.round(d.rating*10)/10,rd:Math.round(d.rd)})}R(o,JSON.stringify({...c,moves:a.moves.length,done:!!l}));let p=rr(Ga({id:c.id,date:c.date,settings:i,record:a,over:l,rating:u}));!p.kept&&(p.why==="bound"||p.why==="guarded")&&!r&&(r=!0,t(p.why))}}}var Wa={entry:"Your games",title:"Your games",back:"Back to the game",none:"No games yet: the games you play here are kept in this list.",noneShown:"No game matches these choices.",filterResult:"Result",filterOpponent:"Opponent",all:"All",won:"Won",lost:"Lost",going:"Going on",computer:"The computer",friend:"A friend",review:"Review",analyse:"Analyse",remove:"Delete",undo:"Undo",removed:"The game was deleted.",exportAll:"Save all to a file",exportOne:"Save to a file",importFile:"Open a game file",imported:(e,n)=>`${e} game${e===1?"":"s"} added${n?`; ${n} already in the list`:""}.`,importFailed:e=>`Nothing was added: the file could not be read (${e}).`,notKept:{full:"Your games could not keep this game: the browser has no room left for this page. Save your games to a file and delete some to make room.",bound:"Your games holds as many games as it can keep: save them to a file and delete the oldest to keep new ones. Nothing was deleted.",guarded:"Your games could not be read in full and could not be kept aside, so nothing new is written to it.",blocked:"This browser keeps nothing for this page, so Your games stays empty."},result:{chariot:"chariot home","no-moves":"no move left",resign:"resigned"},vs:e=>e.friend?`a friend${e.friend.name?` (${e.friend.name})`:""}`:e.blue===e.red?"two players":`the computer (${e.level})`,rated:e=>`rated, ${e>0?"+":""}${e}`,unrated:"not rated",accuracy:e=>`accuracy ${[e.blue,e.red].map(n=>n===null?"-":`${Math.round(n)}%`).join(" / ")}`,history:"Rating history",current:e=>`Rating ${Math.round(e)}`,peak:e=>`peak ${Math.round(e)}`,ratedGames:e=>`${e} rated game${e===1?"":"s"}`,noHistory:"No rated game yet."};function Xp(e){return{get selected(){return e.board.input.selected},get preview(){return e.board.input.preview},get touchPreview(){return e.board.input.touchPreview},finishAnimation:()=>e.board.finishAnimation()}}function Jp(e,n,{settings:t,storeKey:o}){n.ai=e.aiClient||Ge(),n.rating=Ra(o),e.keepGames&&(n.games=Ha(o,{rating:()=>n.rating.current(),told:s=>r.notice(Wa.notKept[s])})),n.advice=ii({client:()=>e.analysisClient||Ge(),ownsClient:!e.analysisClient,changed:()=>n.loop.changed()});let r=Mi({ai:n.ai,advice:n.advice,rating:n.rating,board:Xp(n),prefs:{get:an,set:Dn},theme:Ma(),settings:t,notices:e.problems||[],animate:(s,i)=>n.board.animate(i,s.move,s.result),aiProgress:s=>{r.aiProgress(s),n.view.drawThinking()},changed:()=>n.loop.changed()});return r}function Zp(e,n){let t;try{t=A(n.position||null)}catch(a){return a.message}let{moves:o,error:r}=ye(n.moves||"",t);if(r)return`In the list of moves, ${r}.`;let i=e.game.aiStatus==="failed"?{blue:"human",red:"human"}:{blue:n.blue,red:n.red};return e.startGame(t,o,{players:{...i,level:n.level},chosen:!0}),null}function Qp(e,n,t){t.line=sa({show:n.showLine,step:n.stepLine,leave:n.leaveLine}),t.board=qr({...aa(n,()=>t.board),onEscape:n.leaveLine,animationScale:Nt(e.animationScale)})}function ed(e,n,t){let o=()=>t.dialogs.openSetup(n.game.settings,n.game.aiStatus==="failed");return t.panel=Yi({compact:!!e.compact,actions:Zi(n,t,o)}),t.dialogs=ra({onStart:r=>Zp(n,r),onRematch:n.rematch,onUndo:n.undoResult,onReview:n.review,returnFocus:()=>t.board.focus(),onFailed:()=>n.notice({key:"notOpened"}),avoid:()=>t.board.board,rating:t.rating}),o}function nd(e,n,t){let o=()=>{n.dismissNotices(),t.board.focus()};t.view=Fi(e,n,{board:t.board,panel:t.panel,dialogs:t.dialogs,line:t.line,dismiss:o,pick:n.reviewStep})}var td=(e,n,t)=>(e.games?.saved(n.game.settings,t,n.game.over),!0);function od(e,n,t,o,r){let[s,i,a]=["onMove","onGameOver","onAiState"].map(c=>us(n,c));o.effects=Di(t,{store:{save:c=>za(r,c)&&td(o,t,c),load:()=>Na(r),reviewed:c=>o.games?.reviewed(c)},rememberLevel:Aa,dialogs:o.dialogs,rating:o.rating,onMove:c=>s({...c,by:t.game.settings[c.player]}),onGameOver:i,sound:Dr,title:c=>{oe(e)&&(document.title=c)}});let l=cs(a);o.loop=Fr({draw:()=>o.view.draw(),position:()=>t.state.setUp,board:()=>o.board,effects:()=>{o.effects.run(),l(t)}})}function rd(e,n,{storeKey:t,badLevel:o,first:r}){let s=[],i=p=>s.push(p),a=e.restore===!1?{record:null}:er(t);a.problem&&i({key:"storage",problem:a.problem});let l=ts(e,e.fromLink?null:a.record,i);os(a.record,l)&&Ia(t,a.text)&&i({key:"storage",problem:"previousKept"});let c=null;if(l.saved){let{blue:p,red:d,level:f}=l.saved;c={blue:p,red:d,level:e.level&&!o?n.game.settings.level:f}}let u=rs(l,r);if(n.startGame(l.start,u,{restored:!0,resigned:l.resigned,players:c}),e.review&&n.game.over&&n.review(),o){let p=n.game.settings.level;i({key:"unknownLevel",given:o,used:E(p).label,isDefault:p===z})}for(let p of s)n.notice(p);return l}function Ka(e,n){let t=sd(e,n),o=t.next();for(;!o.done;)o=t.next();return o.value}function*sd(e,n){as(e,n),n??={};let{settings:t,badLevel:o}=ps(n),r=Oa(n.id),s={},i=Jp(n,s,{settings:t,storeKey:r});Qp(n,i,s),yield"task";let a=ed(n,i,s),l=yield"attach";nd(e,i,s),od(e,n,i,s,r);let c=la(s.board,{container:e,lineKey:i.lineKey,isOpen:()=>s.dialogs.anyOpen,flip:()=>i.flip(),browse:k=>i.browse(k)});document.addEventListener("keydown",c);let u=s.ai.onStatus(k=>{k.type==="ready"?i.aiReady(k.engine):k.type==="failed"&&i.aiFailedToLoad(k.error)});s.ai.ready().catch(()=>{});let p=s.loop.batch(()=>rd(n,i,{storeKey:r,badLevel:o,first:l})),d=wa(()=>i.notice({key:"storage",problem:"notKept"}));n.setup&&a();let f=ha(e,{saved:p.saved||(n.fromLink?p.linked:null),asked:!!(an("welcomed","")||an("learn-done","")),onShown:()=>Dn("welcomed","yes"),onPlayEasy:()=>i.startGame(A(null),[],{players:{level:Ta}})}),h=n.restore===!1?()=>{}:_a(r,k=>s.effects.follow(k),{following:()=>i.state.following&&i.game.paused,left:()=>i.followedLeft()});return ls(e,i,{openSetup:a,destroy:()=>{s.loop.destroy(),s.effects.destroy(),i.destroy(),s.advice.destroy(),s.dialogs.destroy(),n.aiClient||s.ai.terminate();for(let k of[u,h,d,f])k();document.removeEventListener("keydown",c),c.destroy(),s.view.destroy()}})}function Va(e,n={}){return Ka(e,n)}var Ya=`/* Polis game styles. Everything the game draws is scoped under .polis, so the board can sit in
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
    --board-size: max(240px, min(680px, calc(100cqi - var(--coord) - 330px), calc(100dvh - var(--reserve) - var(--review-room, 0px))));
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
/* A newcomer's offer (web/play/welcome.js) is longer than the header's one line below about
   1100 px: the header grows to hold it (the board came over its last lines), and where the window's
   height sizes the board, the board keeps room for a second line. */
.page-header:has(.polis-welcome) {
  height: auto;
  min-height: calc(2.3 * var(--polis-rem, 1rem));
}
@media (min-width: 481px) and (max-width: 1100px) and (min-height: 521px) {
  body.polis-page:has(.polis-welcome) .polis {
    --reserve: calc(8.4 * var(--polis-rem, 1rem) + 1.5em);
  }
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
   longer rather than squeezing the move list: it keeps three rows, the graph its least under
   them (the graph took the room and left the list one row on a phone). */
.polis:has(.polis-summary:not([hidden])) .polis-moves-wrap {
  min-height: calc(3 * 1.9 * 0.86 * var(--polis-rem, 1rem) + 36px);
}
.polis:has(.polis-summary:not([hidden])) .polis-moves-wrap.has-graph .polis-moves {
  min-height: calc(3 * 1.9 * 0.86 * var(--polis-rem, 1rem));
}
/* In a wide box on a tall screen the review's note under the board may take seven lines (the
   move's reason, the opponent's answer, the better line and what it does): once the review is
   shown the board leaves room for the five beyond the slot's own, so the note stays in the
   window (at 1280 x 800 its last lines fell below it). A short screen keeps its board. */
@media (min-height: 600px) {
  @container polis (min-width: 600px) {
    .polis:has(.polis-summary:not([hidden])) .polis-main {
      --review-room: calc(5 * 1.3 * 0.88 * var(--polis-rem, 1rem));
    }
  }
}
/* The last-position button's icon in the words under the board (web/play/view.js), as the
   button draws it. */
.polis-preview .preview-button .icon {
  display: inline-block;
  width: 1.15em;
  height: 1.15em;
  vertical-align: -0.2em;
}
.polis-preview .preview-button[data-button='last'] .icon path {
  fill: currentColor;
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
`;var Xa=["blue","red","level","position","moves"],Ja=["worker-url","wasm-url"],id={blue:"human",red:"ai",level:z,position:null,moves:null},ad=":host { all: initial; display: block; --polis-rem: 16px; } :host([hidden]) { display: none; }",Za=new Map;function Qa(e){let n=Za.get(e);return n||(n=new CSSStyleSheet,n.replaceSync(e),Za.set(e,n)),n}var Gn=new Set;function ld(e,n=null){if(e.id)return e.id;if(n!==null&&!Gn.has(n))return Gn.add(n),n;let t=e.getRootNode(),o=t.querySelectorAll?[...t.querySelectorAll("polis-game")].filter(i=>!i.id).indexOf(e):0,r=Math.max(0,o),s=i=>i===0?"polis-game":`polis-game-${i+1}`;for(;Gn.has(s(r));)r++;return Gn.add(s(r)),s(r)}var cd=globalThis.HTMLElement??class{constructor(){throw new Error("polis-game: <polis-game> needs a page (a DOM); there is none here (a server?)")}},sr=class extends cd{static get observedAttributes(){return[...Xa,"compact",...Ja]}#o;#e=null;#t=null;#r=null;#s=!1;#n=null;#u=null;#i=null;constructor(){super();let n=this.attachShadow({mode:"open"});n.adoptedStyleSheets=[Qa(ad),Qa(Ya)],this.#o=document.createElement("div"),this.#o.setAttribute("part","game"),n.append(this.#o)}connectedCallback(){this.#e||this.#a(this.#i),this.#i=null}disconnectedCallback(){setTimeout(()=>{if(this.isConnected||!this.#e)return;let{start:n,moves:t,settings:o}=this.#e;this.#i={start:n,moves:t,settings:o},this.#l(),this.#n!==null&&this.#n!==this.id&&Gn.delete(this.#n),this.#u=this.#n,this.#n=null})}attributeChangedCallback(n,t,o){if(!(t===o||!this.#e)){if(n==="level"&&!this.#s)try{this.#e.setLevel(o===null||o.trim()===""?z:o.trim());return}catch{}if(n==="compact"||Ja.includes(n)){let{start:r,moves:s,settings:i}=this.#e;this.#l(),this.#a({start:r,moves:s,settings:i});return}this.#s||(this.#s=!0,queueMicrotask(()=>{if(this.#s=!1,!!this.#e)try{this.#e.newGame({...id,...this.#p()})}catch{this.#l(),this.#a(null)}}))}}get game(){return this.#e}get level(){return this.#e?this.#e.settings.level:this.getAttribute("level")||z}set level(n){this.setAttribute("level",E(n).name)}get position(){return this.#e?this.#e.position:null}get history(){return this.#e?this.#e.history:[]}get moves(){return this.history}get over(){return this.#e?this.#e.over:null}#p(){let n={};for(let t of Xa){let o=this.getAttribute(t);o!==null&&o.trim()!==""&&(n[t]=o.trim())}return n}#a(n){let t={workerUrl:this.getAttribute("worker-url")??void 0,wasmUrl:this.getAttribute("wasm-url")??void 0};this.#t=Ge(t);let o={...this.#p(),compact:this.hasAttribute("compact"),restore:this.getAttribute("restore")!=="false",id:this.#n??=ld(this,this.#u),aiClient:this.#t,analysisClient:t.workerUrl||t.wasmUrl?this.#r=Ge(t):void 0,onMove:r=>this.#c("polis-move",r),onAiState:r=>this.#c("polis-ai",r),onGameOver:r=>this.#c("polis-gameover",{...r,moves:this.moves,position:this.position})};n&&(Object.assign(o,n.settings,{moves:n.moves}),n.start!==Vt&&(o.position=n.start)),this.#e=Va(this.#o,o)}#l(){this.#e&&this.#e.destroy(),this.#t&&this.#t.terminate(),this.#r&&this.#r.terminate(),this.#e=null,this.#t=null,this.#r=null}#c(n,t){this.dispatchEvent(new CustomEvent(n,{detail:t,bubbles:!0,composed:!0}))}};globalThis.customElements&&!customElements.get("polis-game")&&customElements.define("polis-game",sr);export{sr as PolisGameElement,yr as __p0,oi as __p1,na as __p10,q as __p11,Ur as __p12,Wr as __p13,xr as __p14,Ri as __p15,Vr as __p16,Pi as __p17,As as __p2,xs as __p3,Ps as __p4,Ls as __p5,cr as __p6,lr as __p7,ar as __p8,ur as __p9};
//# sourceMappingURL=polis-game.js.map
