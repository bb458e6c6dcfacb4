var Sa=Object.defineProperty;var ne=(e,t)=>{for(var n in t)Sa(e,n,{get:t[n],enumerable:!0})};var _o={};ne(_o,{describe:()=>b,errorMessage:()=>Ra});function qt(e){return e.length>40?e.slice(0,40)+"...":e}function b(e){try{if(e===null)return"null";switch(typeof e){case"undefined":return"undefined";case"string":return JSON.stringify(qt(e));case"number":return Object.is(e,-0)?"-0":String(e);case"bigint":return qt(`${e}n`);case"boolean":return String(e);case"symbol":return qt(e.toString());case"function":return e.name?qt(`a function ${e.name}`):"a function";default:return Array.isArray(e)?`an array of ${e.length}`:"an object"}}catch{return`a value of type ${typeof e}`}}function Ra(e){return e&&typeof e.message=="string"&&e.message?e.message:String(e)}var G=[{name:"novice",label:"Novice",description:"Looks at your reply but often plays carelessly, and can leave a dog to be taken: for a first game.",options:{exact:!0,depth:2,randomMargin:10}},{name:"beginner",label:"Beginner",description:"Grabs what it can this move without a thought for your reply, like the original game's computer.",options:{exact:!0,depth:1}},{name:"easy",label:"Easy",description:"Thinks about your reply, but often settles for a slightly weaker move.",options:{exact:!0,depth:2,randomMargin:7}},{name:"medium",label:"Medium",description:"Always weighs your best reply before it moves.",options:{exact:!0,depth:2}},{name:"tough",label:"Tough",description:"Looks 1\xBD moves ahead (its move, your reply, its next), but often settles for a slightly weaker move.",options:{depth:3,randomMargin:4,evaluation:"extended"}},{name:"hard",label:"Hard",description:"Looks 1\xBD moves ahead and judges positions well, but now and then settles for a slightly weaker move.",options:{depth:3,randomMargin:1,evaluation:"extended"}},{name:"strong",label:"Strong",description:"Looks 2 moves ahead, now and then settling for a slightly weaker move.",options:{depth:4,randomMargin:2,evaluation:"extended"}},{name:"skilled",label:"Skilled",description:"Looks 2\xBD moves ahead, now and then settling for a slightly weaker move.",options:{depth:5,randomMargin:3,evaluation:"extended"}},{name:"advanced",label:"Advanced",description:"Looks 2\xBD moves ahead and always plays the move it finds best.",options:{depth:5,evaluation:"extended"}},{name:"seasoned",label:"Seasoned",description:"Looks 3 moves ahead: sets traps and sees most of yours.",options:{depth:6,evaluation:"extended"}},{name:"expert",label:"Expert",description:"Thinks for a third of a second a move, usually 4\xBD to 5 moves ahead: a real challenge.",options:{timeMs:300,evaluation:"extended"},default:!0},{name:"master",label:"Master",description:"Thinks for most of a second a move.",options:{timeMs:800,evaluation:"extended"}},{name:"champion",label:"Champion",description:"Thinks for two seconds a move: the strongest.",options:{timeMs:2e3,evaluation:"extended"}}],q=G.find(e=>e.default).name;function E(e){let t=G.find(n=>n.name===e);if(!t)throw new Error(`unknown level ${b(e)}; known levels: ${G.map(n=>n.name).join(", ")}`);return t}function Mn(e){return e&&(e.name==="SecurityError"||/origin/i.test(String(e.message)))}function Sn(e){let t=`import ${JSON.stringify(String(e))};
`,n=URL.createObjectURL(new Blob([t],{type:"text/javascript"}));return new Worker(n,{type:"module"})}var jo={};ne(jo,{isBrowserWorker:()=>Ta,isNode:()=>nt});var nt=globalThis.process?.versions?.node!=null&&typeof window>"u"&&typeof WorkerGlobalScope>"u",Ta=typeof WorkerGlobalScope<"u"&&typeof self<"u"&&self instanceof WorkerGlobalScope;function Bo(e){let t=globalThis.polisEarlyWorker;if(!t||t.url!==String(e))return null;globalThis.polisEarlyWorker=null;let{worker:n,heard:o,keep:r}=t,s=n.addEventListener.bind(n),i=new Set;return n.addEventListener=(a,l,c)=>{if(s(a,l,c),a!=="message"&&a!=="error"||i.has(a))return;i.add(a),n.removeEventListener(a,r);let u=o.filter(d=>d.type===a);queueMicrotask(()=>u.forEach(d=>l(d)))},n}var _e=new URL("../ai-start.js",import.meta.url).href,An="./ai-worker.bundle.js",Aa="./ai-worker.js";function Rn(e){let t=globalThis.document?document.baseURI:globalThis.location?location.href:_e;return new URL(e,t)}function La(e){return e.busy=()=>{},e}function Ca(e){try{return new Worker(e,{type:"module"})}catch(t){if(!Mn(t))throw t;return Sn(e)}}var Tn={};var Pa=()=>({type:"files",wasm:new URL("./polis.wasm",new URL("../ai-start.js",import.meta.url).href).href,engine:new URL("./engine-worker.bundle.js",new URL("../ai-start.js",import.meta.url).href).href});function Oa(){try{return new Worker(new URL("./ai-worker.bundle.js",new URL("../ai-start.js",import.meta.url).href),{type:"module"})}catch(e){if(!Mn(e))throw e;return Sn(new URL(An,_e))}}function Na(e){let t=e.workerUrl??Tn.workerUrl,n=e.wasmUrl??Tn.wasmUrl,o=Tn.engineUrl;if(t==null&&n==null){let a=Bo(new URL(An,_e));return a||(a=Oa()),a.postMessage(Pa()),a}let r=t==null?new URL(An,_e):Rn(String(t)),s=new URLSearchParams;n!=null&&s.set("wasm",Rn(String(n)).href),o!=null&&s.set("engine",Rn(String(o)).href),r.hash=s.toString();let i=Ca(r);return i.postMessage({type:"files",wasm:null,engine:null}),i}function Ia({workerUrl:e}){let{Worker:t}=globalThis.process.getBuiltinModule("node:worker_threads"),n=new t(e==null?new URL(Aa,_e):new URL(String(e),_e));return n.unref(),{addEventListener(o,r){o==="message"?n.on("message",s=>r({data:s})):o==="error"&&n.on("error",s=>r({message:s.message}))},postMessage:o=>n.postMessage(o),terminate:()=>n.terminate(),busy:o=>o?n.ref():n.unref()}}function Do(e){if(nt)return Ia(e);if(typeof Worker>"u")throw new Error("this browser has no Web Workers");return La(Na(e))}async function Fo(e){let{pageWorker:t}=await import("./polis-game-lazy-engine-page-engine.js"),n=t(e);return n.busy=()=>{},n}var qa="The AI needs three files of the package served with the page: web/ai-worker.bundle.js, web/engine-worker.bundle.js and web/polis.wasm (from node_modules/polis-game/). Copy them together to your site and give their addresses: the workerUrl and wasmUrl options of createAiClient (mountPolis takes the client as aiClient) or the worker-url and wasm-url attributes (<polis-game>); with esbuild, import 'polis-game/files' instead (docs/embedding.md).",Uo=!1;function za(e){!nt||Uo||(Uo=!0,console.warn(`polis-game: the AI runs on this thread (engine 'wasm-page'), blocking it during each search: ${e}. A server bundler (Next.js's among them) moved the package away from its worker's files: leave it unbundled (Next.js: serverExternalPackages: ['polis-game'] in next.config.js).`))}var zt=class{constructor({workerUrl:t,wasmUrl:n,loadTimeoutMs:o},r){this.files={workerUrl:t,wasmUrl:n},this.loadTimeoutMs=o,this.events=r,this.worker=null,this.ready=null,this.settle=null,this.engineName=null,this.failure=null,this.generation=0,this.timer=null,this.listeners=new Set}emit(t){for(let n of this.listeners)try{n(t)}catch(o){console.error(o)}}fail(t){/cannot load the engine from|failed to load|did not load/.test(t.message)&&(t=new Error(`${t.message}. ${qa}`)),console.error(`polis-game: ${t.message}`),this.failure=t,this.settle.reject(t),this.events.fail(t),this.emit({type:"failed",error:t})}ensure(){this.failure||!this.worker&&(!this.ready||this.engineName)&&(this.engineName=null,this.start())}start(){this.ready=new Promise((n,o)=>{this.settle={resolve:n,reject:o}}),this.ready.catch(()=>{});let t;try{t=Do(this.files)}catch(n){this.inPage(`the AI worker could not be started: ${n.message}`);return}this.listen(t,n=>this.inPage(n))}inPage(t){za(t);let n=this.generation,o=r=>this.fail(new Error(`${t}; in the page: ${r}`));Fo({wasmUrl:this.files.wasmUrl}).then(r=>n===this.generation?this.listen(r,o):r.terminate(),r=>n===this.generation&&o(r.message))}listen(t,n){this.worker=t;let o=setTimeout(()=>r(`the AI engine did not load within ${this.loadTimeoutMs/1e3} s`),this.loadTimeoutMs);this.timer=o;let r=(s,i=!0)=>{clearTimeout(o),this.worker===t&&(t.terminate(),this.worker=null,i?n(s):this.fail(new Error(s)))};t.addEventListener("message",s=>{if(this.worker!==t)return;let i=s.data;!i||typeof i!="object"||(i.type==="ready"?(clearTimeout(o),this.engineName=i.engine,this.settle.resolve(i.engine),this.emit({type:"ready",engine:i.engine}),this.events.ready()):i.type==="error"&&i.fatal?r(i.message,!/cannot load the engine from/.test(i.message)):this.events.message(i))}),t.addEventListener("error",s=>this.crashed(t,s,r))}crashed(t,n,o){n.preventDefault&&n.preventDefault();let r=n.message||"the script or one of its imports failed to load";this.engineName?(t.terminate(),this.worker===t&&(this.worker=null),this.events.crash(new Error(`the AI worker crashed: ${r}`))):o(`the AI worker failed: ${r}`)}busy(t){this.worker&&this.worker.busy(t)}post(t){this.worker.postMessage(t)}terminate(){clearTimeout(this.timer),this.timer=null,this.worker&&this.worker.terminate(),this.worker=null,this.generation++,this.ready=null,this.engineName=null}};function Cn(e="the search was cancelled"){let t=new Error(e);return t.name="AbortError",t}function Go(e){if(e==null&&(e=q),typeof e=="string"&&(e={level:e}),typeof e!="object")throw new TypeError("options must be a level name or an object");let{onProgress:t=null,...n}=e;if(t!==null&&typeof t!="function")throw new TypeError("onProgress must be a function");let o=null;return n.level!==void 0?o=E(n.level).name:n.depth===void 0&&n.timeMs===void 0&&(o=q),{search:n,level:o,onProgress:t}}function Pn(e){if(!Array.isArray(e))throw new TypeError("board must be an 8x8 array");return e.map(t=>{if(!Array.isArray(t))throw new TypeError("board must be an 8x8 array");return t.map(n=>n?{team:n.team,type:n.type,stunned:!!n.stunned}:null)})}function On(e){if(e!=null){if(typeof e!="object"||Array.isArray(e))throw new TypeError("options must be an object like { timeMs }");return Object.fromEntries(Object.entries(e).filter(([,t])=>typeof t!="function"))}}function Wo(e){return typeof e=="string"||e===null||typeof e!="object"?e:{fromR:e.fromR,fromC:e.fromC,toR:e.toR,toC:e.toC}}function Ln(e,t,n){if(typeof e=="symbol"||typeof e=="function")return{path:t,value:e};if(e===null||typeof e!="object"||n.has(e))return null;n.add(e);let o=Object.getPrototypeOf(e);if(Array.isArray(e))for(let r=0;r<e.length;r++){let s=Ln(e[r],`${t}[${r}]`,n);if(s)return s}else if(o===Object.prototype||o===null)for(let[r,s]of Object.entries(e)){let i=Ln(s,`${t}.${r}`,n);if(i)return i}else try{structuredClone(e)}catch{return{path:t,value:e}}return null}function Ho(e){let t=null;try{for(let[n,o]of Object.entries(e))if(t=Ln(o,n,new Set))break}catch(n){throw new TypeError(`the request cannot be sent to the AI worker: ${n.message}`)}if(t)throw new TypeError(`${t.path} cannot be sent to the AI worker, got ${b(t.value)} (only plain data: strings, numbers, booleans, arrays, plain objects)`)}var _t=class{constructor(t){this.current=null,this.nextId=1,this.link=new zt(t,{ready:()=>this.current&&this.send(this.current),message:n=>this.answer(n),crash:n=>this.failCurrent(n),fail:n=>this.failCurrent(n)})}failCurrent(t){if(!this.current)return;let n=this.current;this.current=null,this.link.busy(!1),n.reject(t)}answer(t){let n=this.current;if(!(!n||t.id!==n.id))if(t.type==="progress"){if(n.onProgress)try{n.onProgress({...t,engine:this.link.engineName})}catch(o){console.error(o)}}else t.type==="result"?(this.current=null,this.link.busy(!1),n.resolve(t)):t.type==="error"?this.failCurrent(new Error(t.message)):t.type==="cancelled"&&this.failCurrent(Cn())}send(t){if(!(!this.link.engineName||!this.link.worker||t.sent)){t.sent=!0,this.link.busy(!0);try{this.link.post(t.message)}catch(n){this.failCurrent(new TypeError(`the request could not be sent to the AI worker: ${n.message}`))}}}abortInFlight(t){this.current&&(this.link.worker&&this.current.sent&&this.link.post({type:"cancel",id:this.current.id}),this.failCurrent(Cn(t)))}request(t,n,{onProgress:o=null,map:r=s=>s}={}){if(Ho(n),this.abortInFlight("the request was overtaken by a newer one"),this.link.ensure(),this.link.failure)return Promise.reject(this.link.failure);let s=this.nextId++,i=new Promise((a,l)=>{this.current={id:s,resolve:c=>a(r(c)),reject:l,onProgress:o,message:{type:t,id:s,...n}}});return this.send(this.current),i}ready(){return this.link.ensure(),this.link.failure?Promise.reject(this.link.failure):this.link.ready}terminate(){this.abortInFlight("the AI client was shut down"),this.link.terminate()}};var _a=2e4,ja=500;function Nn(e){try{return e()}catch(t){return Promise.reject(t)}}var Vo=({type:e,id:t,kind:n,engine:o,...r})=>r;function Ba(e,t,n,o){let{search:r,level:s,onProgress:i}=Go(o),a=l=>({move:l.move,score:l.score,mateIn:l.mateIn,depth:l.depth,nodes:l.nodes,timeMs:l.timeMs,pv:l.pv,lines:l.lines??[],stoppedEarly:!!l.stoppedEarly,engine:l.engine||e.link.engineName,level:s,id:l.id});return e.request("search",{board:Pn(t),player:n,options:r},{onProgress:i,map:a})}function Da(e,t,n,o){let r={board:Pn(t),player:n,options:On(o)};return e.request("analyse",r,{map:Vo})}function Fa(e,t,n){let{onProgress:o=null,...r}=n??{};if(o!==null&&typeof o!="function")throw new TypeError("onProgress must be a function");if(!Array.isArray(t))throw new TypeError("moves must be an array of moves");return e.request("review",{moves:t.map(Wo),options:r},{onProgress:o,map:Vo})}function Ua(e){let t=(o,r,s)=>new TypeError(`createAiClient: ${o} must be ${r}, got ${b(s)}`);if(e===null||typeof e!="object"||Array.isArray(e))throw t("options","an object like { workerUrl } or nothing",e);for(let o of["workerUrl","wasmUrl"]){let r=e[o];if(r!==void 0&&typeof r!="string"&&!(r instanceof URL))throw t(`options.${o}`,"a URL or a string",r)}let n=e.loadTimeoutMs;if(n!==void 0&&!(typeof n=="number"&&n>0))throw t("options.loadTimeoutMs","a number of ms above 0",n)}function je(e={}){Ua(e);let{workerUrl:t,wasmUrl:n,loadTimeoutMs:o=_a}=e,r=new _t({workerUrl:t,wasmUrl:n,loadTimeoutMs:o}),{link:s}=r,i=(l,c,u)=>Nn(()=>Ba(r,l,c,u)),a=(l,c,u)=>Nn(()=>Da(r,l,c,u));return{chooseMove:i,async chooseMoveRed(l,c="red",u){return(await i(l,c,u)).move},analyse:a,hint(l,c,u){let d=On(u)??{};return a(l,c,d.timeMs===void 0&&d.depth===void 0?{...d,timeMs:ja}:d)},reviewGame:(l,c)=>Nn(()=>Fa(r,l,c)),cancel:()=>r.abortInFlight("the request was cancelled"),ready:()=>r.ready(),get busy(){return r.current!==null},get engine(){return s.engineName},get failure(){return s.failure},onStatus(l){return s.listeners.add(l),()=>s.listeners.delete(l)},terminate:()=>r.terminate()}}function p(e,t={},...n){let o=document.createElement(e);for(let[r,s]of Object.entries(t))s==null||s===!1||(r==="class"?o.className=s:r==="text"?o.textContent=s:r==="children"?o.append(...s):r.startsWith("on")&&typeof s=="function"?o.addEventListener(r.slice(2),s):o.setAttribute(r,s===!0?"":String(s)));for(let r of n)r==null||r===!1||o.append(r instanceof Node?r:document.createTextNode(String(r)));return o}function y(e,t={}){let n=document.createElementNS("http://www.w3.org/2000/svg",e);for(let[o,r]of Object.entries(t))n.setAttribute(o,String(r));return n}var Ga={new:"M12 4v16M4 12h16",undo:"M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11",hint:"M9 18h6M10 22h4M12 2a7 7 0 0 0-4 12.7V16h8v-1.3A7 7 0 0 0 12 2z",rules:"M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5v14zM4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5",pause:"M8 5v14M16 5v14",play:"M7 4l13 8-13 8z",first:"M6 5v14M18 5l-9 7 9 7z",prev:"M16 5l-9 7 9 7z",next:"M8 5l9 7-9 7z",last:"M18 5v14M6 5l9 7-9 7z",close:"M6 6l12 12M18 6 6 18",analyse:"M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM15.5 15.5 20 20M7.5 12l2-2.5 2 1.5 2-3",flip:"M7 4v14M4 15l3 3 3-3M17 20V6M14 9l3-3 3 3",resign:"M5 21V4M5 4h11l-2 4 2 4H5",sound:"M4 9v6h4l5 4V5L8 9zM16 9a4 4 0 0 1 0 6",theme:"M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z","copy-link":"M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1","copy-moves":"M9 9h10v11H9zM5 15V4h10",balance:"M12 3v18M5 7h14M5 7l-3 7a3 3 0 0 0 6 0zM19 7l-3 7a3 3 0 0 0 6 0z",computer:"M4 5h16v10H4zM9 19h6M12 15v4",tap:"M9 11V5a2 2 0 0 1 4 0v6M13 10a2 2 0 0 1 4 0v1a2 2 0 0 1 4 0v4a6 6 0 0 1-6 6h-1a6 6 0 0 1-5-3l-3-5a2 2 0 0 1 3-2l2 2"};function ot(e,t,n={}){let o=y("svg",{viewBox:e,"aria-hidden":"true",focusable:"false",...n});return o.append(...t),o}function le(e){return ot("0 0 24 24",[y("path",{d:Ga[e]})],{class:"icon"})}function In(e,t,n){if(e.textContent="",e.hidden=t.length===0,!t.length)return;let o=p("button",{type:"button",class:"btn btn-icon notice-close","aria-label":"Dismiss",text:"\xD7",onclick:()=>{t.length=0,In(e,t,n),n()}});e.append(o,...t.map(r=>p("p",{text:r})))}function Ko(e,t){let n=y("g",{class:e});return n.append(...t),n}var Wa=()=>ot("0 0 100 100",[Ko("pc-mark",[y("ellipse",{cx:50,cy:60,rx:13.5,ry:11}),y("ellipse",{cx:33.5,cy:45,rx:5.6,ry:7.2,transform:"rotate(-22 33.5 45)"}),y("ellipse",{cx:43.5,cy:35.5,rx:5.6,ry:7.6,transform:"rotate(-8 43.5 35.5)"}),y("ellipse",{cx:56.5,cy:35.5,rx:5.6,ry:7.6,transform:"rotate(8 56.5 35.5)"}),y("ellipse",{cx:66.5,cy:45,rx:5.6,ry:7.2,transform:"rotate(22 66.5 45)"})])]);function Ha(){let e=[];for(let t=0;t<8;t++){let n=t*Math.PI/4,o=(50+24*Math.cos(n)).toFixed(2),r=(50+24*Math.sin(n)).toFixed(2);e.push(y("line",{x1:50,y1:50,x2:o,y2:r}))}return e}var Va=()=>ot("0 0 100 100",[Ko("pc-wheel",[y("circle",{cx:50,cy:50,r:24,fill:"none"}),...Ha(),y("circle",{class:"pc-hub",cx:50,cy:50,r:7})])]),Ka=()=>ot("0 0 40 40",[y("path",{d:"M20 2 L24.5 13 L37 11 L28 20 L37 29 L24.5 27 L20 38 L15.5 27 L3 29 L12 20 L3 11 L15.5 13 Z"}),y("path",{class:"stun-bolt",d:"M22 9 L14 21 H20 L17 31 L26 18 H20 Z"})],{class:"stun-badge"});function Ya(e){let t=e.team==="blue"?"b":"r";return e.type==="chariot"?t.toUpperCase():t}function Yo(e){return`${e.team} ${e.type}${e.stunned?", stunned":""}`}function jt(e){let t=document.createElement("div");return t.className=`pc pc-${e.team} pc-${e.type}`,t.dataset.piece=Ya(e),e.stunned&&(t.dataset.stunned="true",t.classList.add("pc-stunned")),t.append(e.type==="chariot"?Va():Wa()),e.stunned&&t.append(Ka()),t}var Xo={};ne(Xo,{START_POSITION:()=>qn,countPieces:()=>Bt,indexName:()=>ke,moveFrom:()=>$e,moveSquares:()=>Ja,moveTo:()=>rt,other:()=>w,squareAt:()=>Xa,squareIndex:()=>x,stunnedChariots:()=>V});var qn="Bbbbbbbb/bbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR b",w=e=>e==="blue"?"red":"blue",x=(e,t)=>e*8+t,Xa=e=>({r:e>>3,c:e&7}),ke=e=>"abcdefgh"[e&7]+((e>>3)+1),$e=e=>x(e.fromR,e.fromC),rt=e=>x(e.toR,e.toC),Ja=e=>({from:$e(e),to:rt(e)});function V(e){let t={blue:!1,red:!1};for(let n of e)for(let o of n)o&&o.type==="chariot"&&o.stunned&&(t[o.team]=!0);return t}function Bt(e){let t={blue:0,red:0};for(let n of e)for(let o of n)o&&t[o.team]++;return t}var Za=new Map,Be=e=>!e.config.dests?.size&&!!e.config.premoveDests?.size,Jo=e=>e.config.dests?.size?e.config.dests:e.config.premoveDests||Za,it=(e,t)=>t===null?[]:Jo(e).get(t)||[],st=(e,t)=>it(e,t).length>0,zn=(e,t)=>e.selected!==null&&it(e,e.selected).includes(t),Zo=(e,t,n)=>!!e&&e.from===t&&e.to===n,he=e=>e.events.changed?.();function Qa(e,t){e.config={...e.config,...t},e.selected!==null&&!st(e,e.selected)?De(e):e.preview&&!it(e,e.preview.from).includes(e.preview.to)&&(e.preview=null)}function De(e){e.selected=null,e.preview=null,e.touchPreview=!1}function _n(e,t){e.selected=t,e.preview=null,e.touchPreview=!1}function jn(e,t,n){e.preview=t===null?null:{from:e.selected,to:t},e.touchPreview=n,he(e)}function Qo(e,t,n){let o=Be(e);De(e),he(e),o?e.events.premove?.(t,n):e.events.move?.(t,n)}function el(e,t,n="mouse"){if(e.events.input?.("square"),!Jo(e).size)return he(e);if(zn(e,t)){let{tapPlay:o,previews:r}=e.config;return n==="touch"&&!o&&r&&!Be(e)&&!Zo(e.preview,e.selected,t)?jn(e,t,!0):Qo(e,e.selected,t)}if(e.selected===t||!st(e,t))return e.selected!==t&&e.events.miss?.(t),De(e),Be(e)&&e.events.premove?.(null),he(e);_n(e,t),he(e)}function tl(e,t){return Be(e)||!e.config.previews||!zn(e,t)?!1:(jn(e,t,!0),!0)}function nl(e,t){if(!e.config.previews||Be(e)||!e.config.dests?.size)return;let n=t!==null&&zn(e,t)?t:null;(n===null?!e.preview:Zo(e.preview,e.selected,n))||jn(e,n,!1)}function ol(e,t){return e.events.input?.("drag"),st(e,t)?(_n(e,t),he(e),!0):!1}function rl(e,t,n){if(n!==null&&it(e,t).includes(n))return Qo(e,t,n);n!==t&&De(e),he(e)}function er(e={}){let t={events:e,config:{dests:null,premoveDests:null,tapPlay:!1,previews:!1},selected:null,preview:null,touchPreview:!1};return{set:n=>Qa(t,n),square:(n,o)=>el(t,n,o),longPress:n=>tl(t,n),hover:n=>nl(t,n),dragStart:n=>ol(t,n),drop:(n,o)=>rl(t,n,o),escape(){De(t),he(t)},cancel:()=>De(t),select(n){st(t,n)&&_n(t,n)},destsFrom:n=>it(t,n),canMove:n=>st(t,n),get selected(){return t.selected},get preview(){return t.preview},get touchPreview(){return t.touchPreview},get planning(){return Be(t)}}}var sl=190,il=260,al=320;function tr(e,t){return e.anims.add(t),t.finished.catch(()=>{}).finally(()=>e.anims.delete(t))}function nr(e,t,n,o,r){if(!t)return Promise.resolve();let s=e.target.squares[n].getBoundingClientRect(),i=e.target.squares[o].getBoundingClientRect();t.classList.add("pc-moving");let a=t.animate([{transform:`translate(${s.left-i.left}px, ${s.top-i.top}px)`},{transform:"translate(0, 0)"}],{duration:r,easing:"cubic-bezier(.25,.75,.35,1)"});return tr(e,a).then(()=>t.classList.remove("pc-moving"))}async function ll(e,t,n){let o=x(n.fromR,n.fromC),r=x(n.toR,n.toC),s=t.map(i=>i.slice());return s[n.toR][n.toC]=s[n.fromR][n.fromC],s[n.fromR][n.fromC]=null,e.target.drawPieces(s,new Set([r])),await nr(e,e.target.pieceAt(r),o,r,sl*e.k),s}async function cl(e,t,n){let o=t.map(i=>i.slice()),r=n.map(i=>[o[i.fromR][i.fromC],i]);for(let[,i]of r)o[i.fromR][i.fromC]=null;for(let[i,a]of r)o[a.toR][a.toC]=i;let s=i=>x(i.toR,i.toC);e.target.drawPieces(o,new Set(n.map(s))),await Promise.all(n.map(i=>nr(e,e.target.pieceAt(s(i)),x(i.fromR,i.fromC),s(i),il*e.k)))}function ul(e,t){return Promise.all(t.map(n=>{let o=e.target.pieceAt(x(n.r,n.c));if(!o)return null;o.classList.add("pc-captured");let r=o.animate([{transform:"scale(1)",opacity:1},{transform:"scale(1.25)",opacity:.9,offset:.3},{transform:"scale(0.2)",opacity:0}],{duration:al*e.k,easing:"ease-in",fill:"forwards"});return tr(e,r)}))}function or(e,t){let n=null;async function o(s,i,a){n&&r();let l={target:e,anims:new Set,skip:!1,final:a.board,k:t()};n=l;try{if(!l.k)return;let c=await ll(l,s,i);if(l.skip||(a.hops.length&&await cl(l,c,a.hops),l.skip))return;a.captured.length&&await ul(l,a.captured)}finally{n===l&&(n=null,e.drawPieces(a.board))}}function r(){let s=n;if(s){n=null,s.skip=!0;for(let i of s.anims)try{i.finish()}catch{i.cancel()}e.drawPieces(s.final)}}return{play:o,finish:r,get running(){return n!==null}}}var Dt=e=>e.orientation==="blue";function Bn(e,t){let n=t>>3,o=t&7;return Dt(e)?[o,7-n]:[o,n]}var at=(e,t,n)=>Dt(e)?(7-n)*8+t:n*8+t;function Fe(e,t){let[n,o]=Bn(e,t);return[n+.5,o+.5]}var pl=["step","hop-blue","hop-red","hint","premove","last-hop"];function rr(e){let t=y("svg",{class:"polis-overlay",viewBox:"0 0 8 8","aria-hidden":"true"}),n=y("defs");for(let r of pl){let s=y("marker",{id:`polis-arrow-${r}-${e}`,class:`arrowhead arrow-${r}`,viewBox:"0 0 10 10",refX:6,refY:5,markerWidth:3.2,markerHeight:3.2,orient:"auto-start-reverse"});s.append(y("path",{d:"M0 0 L10 5 L0 10 z"})),n.append(s)}let o=y("g",{class:"ov-layer"});return t.append(n,o),{overlay:t,layer:o}}function Ft(e,t,n,o){let[r,s]=Fe(e,t),[i,a]=Fe(e,n),l=Math.hypot(i-r,a-s),c=(i-r)/l,u=(a-s)/l,d=Math.min(o==="step"?.22:.32,l/3);o==="last-hop"&&(r+=c*(l/2+.3),s+=u*(l/2+.3),d=.16);let m={x1:r+c*d*.6,y1:s+u*d*.6,x2:i-c*d,y2:a-u*d},f=y("g",{class:`ov-arrow-group ov-group-${o}`});return f.append(y("line",{...m,class:"ov-halo"})),f.append(y("line",{...m,class:`ov-arrow ov-${o}`,"marker-end":`url(#polis-arrow-${o}-${e.id})`})),f}function dl(e,t){let[n,o]=Fe(e,t),r=y("g",{class:"ov-capture"});return r.append(y("circle",{cx:n,cy:o,r:.4})),r.append(y("path",{d:`M${n-.2} ${o-.2} L${n+.2} ${o+.2} M${n+.2} ${o-.2} L${n-.2} ${o+.2}`})),r}function sr(e){let{layer:t,state:n}=e;t.textContent="";let o=n.overlay||{};for(let r of n.last?.hops||[])t.append(Ft(e,r.from,r.to,"last-hop"));n.hint&&t.append(Ft(e,n.hint.from,n.hint.to,"hint")),n.premove&&t.append(Ft(e,n.premove.from,n.premove.to,"premove"));for(let r of o.ghosts||[]){let[s,i]=Fe(e,r.at);t.append(y("circle",{cx:s,cy:i,r:.3,class:`ov-ghost ov-ghost-${r.team}`}))}for(let r of o.arrows||[])t.append(Ft(e,r.from,r.to,r.kind));for(let r of o.crosses||[])t.append(dl(e,r));for(let r of o.rings||[]){let[s,i]=Fe(e,r.at);t.append(y("circle",{cx:s,cy:i,r:.46,class:`ov-stun ${r.on?"ov-stun-on":"ov-stun-off"}`}))}}var ml=6,fl=450,ir={ArrowUp:([e,t])=>[e,Math.max(0,t-1)],ArrowDown:([e,t])=>[e,Math.min(7,t+1)],ArrowLeft:([e,t])=>[Math.max(0,e-1),t],ArrowRight:([e,t])=>[Math.min(7,e+1),t],Home:([,e])=>[0,e],End:([,e])=>[7,e]};function lt(e,t,n=!0){e.squares[e.focusIndex].tabIndex=-1,e.focusIndex=t,e.squares[t].tabIndex=0,n&&e.squares[t].focus()}function ct(e,t){let n=t.target.closest&&t.target.closest("[data-square]");return n&&e.board.contains(n)?Number(n.dataset.i):null}function lr(e,t,n){if(e.raw)return e.cb.onSquare(t,{pointerType:n});let o=e.input.selected;e.input.square(t,n),e.input.selected!==null&&e.input.selected!==o&&e.board.contains(document.activeElement)&&e.input.hover(e.focusIndex)}function cr(e){let{board:t,input:n}=e;t.addEventListener("keydown",o=>{if(ct(e,o)===null)return;if(o.key==="Enter"||o.key===" ")return o.preventDefault(),lr(e,e.focusIndex,"keyboard");if(o.key==="Escape")return n.escape(),e.cb.onEscape?.();if(!ir[o.key])return;o.preventDefault(),o.stopPropagation();let[r,s]=ir[o.key](Bn(e,e.focusIndex));lt(e,at(e,r,s))}),t.addEventListener("focusin",o=>{let r=ct(e,o);r!==null&&(r!==e.focusIndex&&lt(e,r,!1),performance.now()-e.pointerDownAt>600&&n.hover(r))}),t.addEventListener("focusout",o=>{t.contains(o.relatedTarget)||n.hover(null)})}function ur(e){let{board:t,input:n}=e;t.addEventListener("click",o=>{if(e.suppressClick){e.suppressClick=!1;return}let r=ct(e,o);r!==null&&(lt(e,r,!1),lr(e,r,e.pointerType))}),t.addEventListener("pointerover",o=>{if(o.pointerType==="touch"||e.drag)return;let r=ct(e,o);r!==null&&n.hover(r)}),t.addEventListener("pointerleave",o=>{o.pointerType==="touch"||e.drag||n.hover(t.contains(document.activeElement)?e.focusIndex:null)}),t.addEventListener("pointerdown",o=>hl(e,o)),t.addEventListener("pointermove",o=>gl(e,o)),t.addEventListener("pointerup",o=>{clearTimeout(e.longPress),ar(e,o,!0)}),t.addEventListener("pointercancel",o=>{clearTimeout(e.longPress),ar(e,o,!1)}),t.addEventListener("contextmenu",o=>{e.pointerType==="touch"&&o.preventDefault()})}function hl(e,t){if(e.pointerType=t.pointerType||"mouse",e.pointerDownAt=performance.now(),e.suppressClick=!1,t.button!==0)return;let n=ct(e,t);clearTimeout(e.longPress),e.pointerType==="touch"&&n!==null&&(e.longPress=setTimeout(()=>{!e.drag?.started&&!e.raw&&e.input.longPress(n)&&(e.suppressClick=!0)},fl)),!(n===null||e.raw&&!e.cb.onDrag)&&(e.drag={from:n,x:t.clientX,y:t.clientY,started:!1,ghost:null,id:t.pointerId})}function gl(e,t){let n=e.drag;if(!n||t.pointerId!==n.id||!n.started&&(Math.hypot(t.clientX-n.x,t.clientY-n.y)<ml||(clearTimeout(e.longPress),!vl(e,n))))return;let o=e.frame.getBoundingClientRect();n.ghost.style.transform=`translate(${t.clientX-o.left-n.size/2}px, ${t.clientY-o.top-n.size/2}px)`;let r=Dn(e,t.clientX,t.clientY);for(let s of e.squares)s.classList.toggle("sq-drag-over",Number(s.dataset.i)===r);e.raw||e.input.hover(r)}function vl(e,t){let n=e.raw||e.input.dragStart(t.from)?e.squares[t.from].querySelector(".pc"):null;if(!n)return e.drag=null,!1;t.started=!0;let o=e.squares[t.from].getBoundingClientRect(),r=n.cloneNode(!0);r.classList.add("pc-drag-ghost"),r.style.width=`${o.width*.82}px`,r.style.height=`${o.height*.82}px`,e.frame.append(r),t.ghost=r,t.size=o.width*.82,n.classList.add("pc-dragging");try{e.board.setPointerCapture(t.id)}catch{}return!0}function Dn(e,t,n){let o=e.board.getBoundingClientRect(),r=Math.floor((t-o.left)/o.width*8),s=Math.floor((n-o.top)/o.height*8);return r<0||s<0||r>7||s>7?null:at(e,r,s)}function ar(e,t,n){let o=e.drag;if(!o||t.pointerId!==o.id||(e.drag=null,!o.started))return;e.suppressClick=!0,setTimeout(()=>e.suppressClick=!1,0),o.ghost.remove();for(let s of e.squares)s.classList.remove("sq-drag-over");let r=e.squares[o.from].querySelector(".pc");if(r&&r.classList.remove("pc-dragging"),e.raw){n&&e.cb.onDrag(o.from,Dn(e,t.clientX,t.clientY));return}e.input.drop(o.from,n?Dn(e,t.clientX,t.clientY):null)}var bl="abcdefgh",wl=0;function yl(e){let t=[],n=p("div",{class:"polis-board",role:"grid","aria-label":"Polis board"});for(let d=0;d<64;d++){let m=p("div",{class:`sq ${((d>>3)+(d&7))%2?"sq-dark":"sq-light"}`,role:"gridcell",tabindex:-1,"data-square":ke(d)});m.dataset.i=d,t.push(m)}let o=Array.from({length:8},()=>p("div",{class:"polis-row",role:"row"}));n.append(...o);let{overlay:r,layer:s}=rr(e);n.append(r);let i=p("div",{class:"polis-files","aria-hidden":"true"}),a=p("div",{class:"polis-ranks","aria-hidden":"true"}),l=p("div",{class:"balance-fill"}),c=p("div",{class:"polis-balance",role:"img",hidden:!0},l),u=p("div",{class:"polis-frame"},a,n,i,c);return t[0].tabIndex=0,{id:e,squares:t,board:n,rows:o,layer:s,files:i,ranks:a,balance:c,balanceFill:l,frame:u}}function mr(e,t){if(t!==e.orientation){e.orientation=t;for(let n=0;n<8;n++){e.rows[n].textContent="";for(let o=0;o<8;o++)e.rows[n].append(e.squares[at(e,o,n)])}e.files.textContent="",e.ranks.textContent="";for(let n=0;n<8;n++)e.files.append(p("span",{text:bl[n]}));for(let n=0;n<8;n++)e.ranks.append(p("span",{text:String(Dt(e)?8-n:n+1)}))}}var xl=e=>e?`${e.team}${e.type}${e.stunned?"+":""}`:"";function Ut(e,t,n=null){for(let o=0;o<64;o++){let r=t[o>>3][o&7],s=xl(r);if(e.shown[o]===s&&!(n&&n.has(o)))continue;let i=e.squares[o].querySelector(".pc");i&&i.remove(),r&&e.squares[o].append(jt(r)),e.shown[o]=s}}function kl(e){let t=e.input.selected;return t===null?{dests:new Map,captures:new Set}:e.state.movable?.marks?.(t)||{dests:new Map(e.input.destsFrom(t).map(o=>[o,"move"])),captures:new Set}}function pr(e,t,n){n?e.dataset[t]=n:delete e.dataset[t]}function $l(e){let{state:t,input:n}=e,{dests:o,captures:r}=kl(e),s=t.last||new Map,i=(a,l)=>!!a&&(a.from===l||a.to===l);for(let a=0;a<64;a++){let l=e.squares[a],c=o.get(a)||null,u=!!t.editable||n.canMove(a);l.classList.toggle("sq-selected",n.selected===a),l.classList.toggle("sq-dest",!!c),l.classList.toggle("sq-dest-capture",!!c&&r.has(a)),pr(l,"dest",c),pr(l,"last",s.get(a)||null),l.classList.toggle("sq-movable",u),l.classList.toggle("sq-hint",i(t.hint,a)),l.classList.toggle("sq-premove",i(t.premove,a));let d=t.pieces?t.pieces[a>>3][a&7]:null,m=`${ke(a)}, ${d?Yo(d):"empty"}`;c?m+=c==="win"?", winning move":c==="loss"?", loses the game":", legal destination":u&&(m+=", can move"),l.setAttribute("aria-label",m),l.setAttribute("aria-selected",n.selected===a?"true":"false")}}function El(e){let t=e.state.balance;e.balance.hidden=!t,t&&(e.balanceFill.style.height=`${Math.round(t.share*1e3)/10}%`,e.balance.dataset.share=t.share.toFixed(3),e.balance.setAttribute("aria-label",t.label),e.balance.title=t.label)}function dr(e,t){e.state={...e.state,...t},"movable"in t&&e.input.set({dests:null,premoveDests:null,...t.movable}),mr(e,e.state.orientation==="blue"?"blue":"red"),t.pieces&&(e.animator.running?e.pending=t.pieces:Ut(e,t.pieces)),$l(e),sr(e),El(e)}async function Ml(e,t,n,o){Fn(e),e.pending=null,Ut(e,t),await e.animator.play(t,n,o),e.animator.running||fr(e)}function fr(e){e.pending&&Ut(e,e.pending),e.pending=null}function Fn(e){e.animator.running&&(e.animator.finish(),fr(e))}function hr(e={}){let t=yl(++wl);Object.assign(t,{cb:e,raw:!!e.onSquare,state:{orientation:"red"},orientation:null,focusIndex:0,shown:new Array(64).fill(void 0),pending:null,pointerType:"mouse",pointerDownAt:-1/0,drag:null,suppressClick:!1,longPress:null}),t.input=er({move:(o,r)=>e.onMove?.(o,r),premove:(o,r)=>e.onPremove?.(o,r),miss:o=>e.onMiss?.(o),input:o=>{Fn(t),e.onInput?.(o)},changed:()=>{dr(t,{}),e.onChange?.()}});let n={squares:t.squares,drawPieces:(o,r)=>Ut(t,o,r)};return n.pieceAt=o=>t.squares[o].querySelector(".pc"),t.animator=or(n,()=>e.animationScale?e.animationScale():1),cr(t),ur(t),mr(t,"red"),{element:t.frame,board:t.board,squares:t.squares,update:o=>dr(t,o),animate:(o,r,s)=>Ml(t,o,r,s),finishAnimation:()=>Fn(t),get animating(){return t.animator.running},input:t.input,pieceAt:n.pieceAt,get focusIndex(){return t.focusIndex},focus(o=t.focusIndex){lt(t,o)},get state(){return t.state}}}function gr({draw:e,effects:t=()=>{},position:n,board:o}){let r=!1,s,i=()=>{let u=n?.();u!==s&&(s=u,o?.()?.input.cancel())},a=!1,l=!1;function c(){if(!l){if(r){a=!0;return}r=!0;try{let u=0;do{if(a=!1,++u>8)throw new Error("the page kept changing while it was drawn (8 rounds)");i(),e(),l||t()}while(a&&!l)}finally{r=!1}}}return{changed:c,destroy(){l=!0},get destroyed(){return l}}}var Ee=null;function vr(e="move"){try{let t=globalThis.AudioContext||globalThis.webkitAudioContext;if(!t)return;Ee||=new t,Ee.state==="suspended"&&Ee.resume();let n=Ee.currentTime,o=Ee.createOscillator(),r=Ee.createGain();o.type="triangle",o.frequency.setValueAtTime(e==="capture"?220:440,n),o.frequency.exponentialRampToValueAtTime(e==="capture"?110:300,n+.08),r.gain.setValueAtTime(1e-4,n),r.gain.exponentialRampToValueAtTime(.18,n+.005),r.gain.exponentialRampToValueAtTime(1e-4,n+(e==="capture"?.18:.1)),o.connect(r).connect(Ee.destination),o.start(n),o.stop(n+.2)}catch{}}var P={};ne(P,{applyMove:()=>we,applyMoveFor:()=>H,formatPosition:()=>_,initialBoard:()=>Le,legalMoves:()=>B,moveToString:()=>v,parseMove:()=>j,parsePosition:()=>ue,parseSquare:()=>be,perft:()=>Rl,squareName:()=>Ae,validateBoard:()=>Kt,winner:()=>F});var br={};ne(br,{AXES:()=>Gt,BLUE:()=>W,CHARIOT:()=>T,DIRS:()=>Un,EMPTY:()=>C,RED:()=>K,SIZE:()=>R,STEP:()=>Y,STUNNED:()=>z,TEAM:()=>M,TEAM_CODE:()=>ut,TEAM_NAME:()=>ce,checkCoord:()=>ge,checkMove:()=>Re,checkTeam:()=>Me,fromCells:()=>Se,isStunnedChariot:()=>ve,moveToStringUnchecked:()=>pt,squareNameUnchecked:()=>oe,toCells:()=>Q});var R=8,C=0,W=1,K=2,M=3,T=4,z=8,Un=[[-1,-1],[-1,0],[-1,1],[0,-1],[0,1],[1,-1],[1,0],[1,1]],Gt=[4,6,7,5],Y=new Int8Array(512);for(let e=0;e<64;e++){let t=e>>3,n=e&7;for(let o=0;o<8;o++){let r=t+Un[o][0],s=n+Un[o][1];Y[e*8+o]=r>=0&&r<R&&s>=0&&s<R?r*8+s:-1}}var ut={blue:W,red:K},ce=[null,"blue","red"];function ve(e){return(e&(T|z))===(T|z)}function Me(e){if(e!=="blue"&&e!=="red")throw new TypeError(`player must be 'blue' or 'red', got ${b(e)}`);return ut[e]}function Q(e){if(!Array.isArray(e)||e.length!==R)throw new TypeError("board must be an array of 8 rows of 8 cells");let t=new Int8Array(64),n=[0,0,0],o=[0,0,0];for(let r=0;r<R;r++){let s=e[r];if(!Array.isArray(s)||s.length!==R)throw new TypeError(`board must be an array of 8 rows of 8 cells (row ${r} is not an array of 8)`);for(let i=0;i<R;i++){let a=s[i];if(a===null)continue;let l=()=>`cell ${oe(r,i)} (row ${r}, col ${i})`;if(typeof a!="object"||Array.isArray(a))throw new TypeError(`${l()} must be null or a piece object, got ${b(a)}`);let c=k=>Object.hasOwn(a,k)?a[k]:void 0,u=c("team"),d=c("type"),m=c("stunned");if(u!=="blue"&&u!=="red")throw new TypeError(`${l()} has unknown team ${b(u)} (expected 'blue' or 'red')`);let f=ut[u];if(d!=="dog"&&d!=="chariot")throw new TypeError(`${l()} has unknown type ${b(d)} (expected 'dog' or 'chariot')`);if(typeof m!="boolean")throw new TypeError(`${l()} has stunned ${b(m)}; stunned must be a boolean`);let h=f;if(d==="chariot")h|=T,m&&(h|=z),n[f]++;else if(m)throw new Error(`${l()} is a stunned dog; only chariots can be stunned`);t[r*8+i]=h,o[f]++}}for(let r of[W,K])if(n[r]!==1)throw new Error(n[r]===0?`${ce[r]} has no chariot (each side needs exactly one)`:`${ce[r]} has ${n[r]} chariots (each side needs exactly one)`);for(let r of[W,K])if(o[r]>16)throw new Error(`${ce[r]} has ${o[r]} pieces: more than 16 pieces (15 dogs and a chariot)`);return t}function Se(e){let t=[];for(let n=0;n<R;n++){let o=[];for(let r=0;r<R;r++){let s=e[n*8+r];o.push(s===C?null:{team:ce[s&M],type:s&T?"chariot":"dog",stunned:(s&z)!==0})}t.push(o)}return t}function ge(e,t){if(typeof e!="number"||!Number.isInteger(e))throw new TypeError(`${t} must be an integer, got ${b(e)}`);if(e<0||e>=R)throw new RangeError(`${t} = ${e} is off the board (must be 0..7)`);return e}function Re(e){if(typeof e=="string"){if(!/^[a-h][1-8][a-h][1-8]$/.test(e))throw new Error(`bad move ${b(e)}: expected from-square then to-square, like 'b2b3'`);return{fromR:e.charCodeAt(1)-49,fromC:e.charCodeAt(0)-97,toR:e.charCodeAt(3)-49,toC:e.charCodeAt(2)-97}}if(e===null||typeof e!="object"||Array.isArray(e))throw new TypeError(`move must be 'b2b3' or an object { fromR, fromC, toR, toC }, got ${b(e)}`);return{fromR:ge(e.fromR,"move.fromR"),fromC:ge(e.fromC,"move.fromC"),toR:ge(e.toR,"move.toR"),toC:ge(e.toC,"move.toC")}}function oe(e,t){return String.fromCharCode(97+t)+String(e+1)}function pt(e){return oe(e.fromR,e.fromC)+oe(e.toR,e.toC)}function wr(e){for(let t=0;t<64;t++){let n=e[t];if(!(n&T))continue;let o=M-(n&M),r=!1;for(let s=0;s<4&&!r;s++){let i=Gt[s],a=Y[t*8+i],l=Y[t*8+7-i];if(a<0||l<0)continue;let c=e[a],u=e[l];(c&M)===o&&(u&M)===o&&!(c&z)&&!(u&z)&&(r=!0)}e[t]=r?n|z:n&~z}}var Wt=new Int8Array(8),Gn=new Int8Array(8),Ht=new Int8Array(64);function Wn(e,t,n,o,r){o.set(e);let s=o[t];o[t]=C,o[n]=s;let i=M-(s&M),a=0;for(let u=0;u<8;u++){let d=Y[n*8+u],m=Y[n*8+7-u];if(d<0||m<0)continue;let f=o[d];if(!(f===C||o[m]!==C)&&!ve(f)){if((f&M)===i){let h=Y[d*8+u];if(h>=0&&(o[h]&M)===i)continue}Wt[a]=d,Gn[a]=m,a++}}for(let u=0;u<a;u++)o[Gn[u]]=o[Wt[u]],o[Wt[u]]=C,r&&r.hops.push([Wt[u],Gn[u]]);wr(o);let l=0;for(let u=0;u<64;u++){let d=o[u];if(d===C||d&T)continue;let m=M-(d&M);for(let f=0;f<4;f++){let h=Gt[f],k=Y[u*8+h],S=Y[u*8+7-h];if(k<0||S<0)continue;let $=o[k],I=o[S];if(($&M)===m&&(I&M)===m&&!ve($)&&!ve(I)){Ht[l++]=u;break}}}for(let u=0;u<l;u++)r&&r.captured.push([Ht[u],o[Ht[u]]]),o[Ht[u]]=C;wr(o);let c=o[n];return c!==C&&!(c&z)}function Te(e){for(let t=0;t<R;t++){if(e[56+t]===(W|T)||e[56+t]===(W|T|z))return"blue";let n=e[t];if(n===(K|T)||n===(K|T|z))return"red"}return null}var yr=new Int8Array(64);function Vt(e,t,n){let o=[];for(let r=0;r<64;r++){let s=e[r];if(!((s&M)!==t||ve(s)))for(let i=0;i<8;i++){let a=Y[r*8+i];if(a<0||e[a]!==C)continue;let l=n?new Int8Array(64):yr;Wn(e,r,a,l,null)&&(o.push(r,a),n&&n.push(l))}}return o}function Sl(e,t){for(let n=0;n<64;n++){let o=e[n];if(!((o&M)!==t||ve(o)))for(let r=0;r<8;r++){let s=Y[n*8+r];if(s>=0&&e[s]===C&&Wn(e,n,s,yr,null))return!0}}return!1}function Hn(e,t,n){if(n===0)return 1;if(n===1)return Vt(e,t,null).length/2;let o=[];Vt(e,t,o);let r=M-t,s=0;for(let i of o)s+=Te(i)!==null?1:Hn(i,r,n-1);return s}function xr(e,t){return{fromR:e>>3,fromC:e&7,toR:t>>3,toC:t&7}}function Vn(e){return new Error(`the game is over: ${e} has already won (a chariot is on its goal row)`)}function Kn(e,t,n){let o=Q(e),r=Re(t),s=Te(o);if(s!==null)throw Vn(s);let i=r.fromR*8+r.fromC,a=r.toR*8+r.toC,l=pt(r),c=o[i];if(c===C)throw new Error(`illegal move ${l}: the from-square ${oe(r.fromR,r.fromC)} is empty`);let u=c&M;if(n!==void 0&&u!==ut[n])throw new Error(`illegal move ${l}: the piece on ${oe(r.fromR,r.fromC)} is not ${n}'s (it is ${ce[u]}'s)`);let d=r.toR-r.fromR,m=r.toC-r.fromC;if(d===0&&m===0||Math.abs(d)>1||Math.abs(m)>1)throw new Error(`illegal move ${l}: the destination is not adjacent to the from-square`);if(o[a]!==C)throw new Error(`illegal move ${l}: the destination ${oe(r.toR,r.toC)} is occupied`);if(ve(c))throw new Error(`illegal move ${l}: a stunned chariot cannot move`);let f=new Int8Array(64),h={hops:[],captured:[]};if(!Wn(o,i,a,f,h)){let $=f[a]===C?"the moved piece would be captured":"the moved chariot would be stunned";throw new Error(`illegal move ${l}: ${$}`)}let k=Te(f),S=k!==null?"chariot":null;return k===null&&!Sl(f,M-u)&&(k=ce[u],S="no-moves"),{board:Se(f),hops:h.hops.map(([$,I])=>({fromR:$>>3,fromC:$&7,toR:I>>3,toC:I&7})),captured:h.captured.map(([$,I])=>({r:$>>3,c:$&7,team:ce[I&M],type:I&T?"chariot":"dog"})),winner:k,reason:S}}var kr={};ne(kr,{formatPosition:()=>_,moveToString:()=>v,parseMove:()=>j,parsePosition:()=>ue,parseSquare:()=>be,squareName:()=>Ae});function Ae(e,t){return oe(ge(e,"row"),ge(t,"col"))}function be(e){if(typeof e!="string"||!/^[a-h][1-8]$/.test(e))throw new Error(`bad square ${b(e)}: expected a column letter a-h then a row number 1-8, like 'e4'`);return{r:e.charCodeAt(1)-49,c:e.charCodeAt(0)-97}}function v(e){return pt(Re(e))}function j(e){if(typeof e!="string"||!/^[a-h][1-8][a-h][1-8]$/.test(e))throw new Error(`bad move ${b(e)}: expected from-square then to-square, like 'b2b3'`);let t=be(e.slice(0,2)),n=be(e.slice(2,4));return{fromR:t.r,fromC:t.c,toR:n.r,toC:n.c}}function ue(e){if(typeof e!="string")throw new TypeError(`position must be a string, got ${b(e)}`);let t=l=>new Error(`bad position ${b(e)}: ${l}`),n=e.indexOf(" ");if(n<0)throw t("missing side to move (expected a space then 'b' or 'r' after the rows)");let o=e.slice(0,n),r=e.slice(n+1);if(r!=="b"&&r!=="r")throw t(`side to move must be exactly 'b' or 'r' after one space, with no extra text; got ${b(r)}`);let s=o.split("/");if(s.length!==R)throw t(`expected 8 rows separated by '/', got ${s.length}`);let i=new Int8Array(64);for(let l=0;l<R;l++){let c=s[l],u=0,d=!1;for(let m=0;m<c.length;m++){let f=c[m];if(f>="1"&&f<="8"){if(d)throw t(`row ${l+1} has two digits in a row (empty squares must be merged into one digit)`);u+=f.charCodeAt(0)-48,d=!0}else if(f==="+"){let h=m>0?c[m-1]:"";if(h!=="B"&&h!=="R")throw t(`row ${l+1}: '+' (stunned) must follow a chariot 'B' or 'R'${h?`, not '${h}'`:""}`);i[l*8+u-1]|=z,d=!1}else if(f==="b"||f==="B"||f==="r"||f==="R")u<R&&(i[l*8+u]=(f==="b"||f==="B"?W:K)|(f==="B"||f==="R"?T:0)),u+=1,d=!1;else throw t(`row ${l+1} has unknown character '${f}'`);if(u>R)throw t(`row ${l+1} describes more than 8 squares`)}if(u!==R)throw t(`row ${l+1} describes ${u} squares instead of 8`)}let a;try{a=Se(i),Q(a)}catch(l){throw t(l.message)}return{board:a,player:r==="b"?"blue":"red"}}function _(e,t){let n=Q(e);Me(t);let o=[];for(let r=0;r<R;r++){let s="",i=0;for(let a=0;a<R;a++){let l=n[r*8+a];if(l===C){i++;continue}i&&(s+=String(i)),i=0;let c=(l&M)===W?"b":"r";s+=l&T?c.toUpperCase()+(l&z?"+":""):c}i&&(s+=String(i)),o.push(s)}return o.join("/")+" "+(t==="blue"?"b":"r")}function Kt(e){Q(e)}function Le(){let e=new Int8Array(64);for(let t=0;t<16;t++)e[t]=W;for(let t=48;t<64;t++)e[t]=K;return e[0]=W|T,e[63]=K|T,Se(e)}function F(e){return Te(Q(e))}function B(e,t){let n=Q(e),o=Me(t),r=Te(n);if(r!==null)throw Vn(r);let s=Vt(n,o,null),i=[];for(let a=0;a<s.length;a+=2)i.push(xr(s[a],s[a+1]));return i}function we(e,t){return Kn(e,t,void 0)}function H(e,t,n){return Me(t),Kn(e,n,t)}var $r=12;function Rl(e,t,n){let o=Q(e),r=Me(t);if(!Number.isInteger(n)||n<0||n>$r)throw new RangeError(`perft depth must be an integer from 0 to ${$r}, got ${b(n)}`);return Te(o)!==null?1:Hn(o,r,n)}var g={blue:"Blue",red:"Red"},L=(e,t)=>`${e} ${t}${e===1?"":"s"}`;var Er=2e3;function A(e){if(!e)return{board:Le(),player:"blue",text:null};let t=ue(e);return{board:t.board,player:t.player,text:e}}function pe(e,t){let n=String(e).split(/[\s,;]+/).filter(Boolean),o=[];if(n.length>Er)return{moves:o,error:`the list has ${n.length} moves; at most ${Er} are read`};let r=t.board,s=t.player;for(let[i,a]of n.entries()){let l=u=>({moves:o,error:`move ${i+1} ${b(a)} ${u}${o.length?`; the first ${o.length} move${o.length>1?"s were":" was"} kept`:""}`});if(F(r)||B(r,s).length===0)return l("comes after the end of the game");let c;try{c=j(a.toLowerCase())}catch{return l("is not a move like b2b3")}try{r=H(r,s,c).board}catch(u){return l(`is not allowed: ${u.message.replace(/^illegal move \S+: /,"")}`)}o.push(c),s=s==="blue"?"red":"blue"}return{moves:o,error:null}}var re=e=>e.map(t=>v(t)).join(",");function Yt(e,t){let n={...e,position:t.start.text,moves:t.plies.map(o=>o.move)};return t.over?.reason==="resign"&&(n.resigned=t.over.winner==="blue"?"red":"blue"),n}function Mr(e,t){let n=new URL(e);for(let o of["blue","red","level","position","moves"])n.searchParams.delete(o);return n.searchParams.set("blue",t.blue),n.searchParams.set("red",t.red),n.searchParams.set("level",t.level),t.position&&n.searchParams.set("position",t.position),t.moves.length&&n.searchParams.set("moves",re(t.moves)),n.href}function Tl(e,t){let n=s=>_(A(s).board,A(s).player);if(n(e.position)!==n(t.start.text))return!1;let o=e.moves.map(v),r=t.moves.map(v);return(o.length>r.length||o.length===r.length&&!!e.resigned)&&r.every((s,i)=>s===o[i])}function Sr(e,t,n){let o=null;if(e.position||e.moves){let r=A(null);try{r=A(e.position||null)}catch(l){n(l.message)}let s=Array.isArray(e.moves)?e.moves.map(l=>typeof l=="string"?l:v(l)).join(","):e.moves||"",{moves:i,error:a}=pe(s,r);a&&n(`In the list of moves, ${a}.`),o={start:r,moves:i}}return t&&(!o||Tl(t,o))?{start:A(t.position),moves:t.moves,resigned:t.resigned,saved:t,linked:o}:{start:o?o.start:A(null),moves:o?o.moves:[],resigned:null,saved:null,linked:o}}var Al={aiClient:["chooseMove","cancel","ready","onStatus"],analysisClient:["analyse","hint","reviewGame"]},Ll={problems:"an array of strings",id:"a string",restore:"true or false",setup:"true or false",compact:"true or false",onMove:"a function",onAiState:"a function",onGameOver:"a function",onError:"a function",animationScale:"a number"},Cl={"an array of strings":e=>Array.isArray(e)&&e.every(t=>typeof t=="string"),"a string":e=>typeof e=="string","true or false":e=>typeof e=="boolean","a function":e=>typeof e=="function","a number":e=>typeof e=="number"&&e>=0},ye=(e,t,n)=>new TypeError(`${e} must be ${t}, got ${b(n)}`);function Rr(e,t){for(let o of["blue","red"]){let r=e[o];if(r!==void 0&&typeof r!="string")throw ye(`${t}.${o}`,"'human' or 'ai'",r)}for(let o of["level","position"]){let r=e[o];if(r!=null&&typeof r!="string")throw ye(`${t}.${o}`,"a string",r)}let{moves:n}=e;if(n!=null&&typeof n!="string"&&!Array.isArray(n))throw ye(`${t}.moves`,"a string like 'b2b3,g7h6' or an array of moves",n)}function Tr(e,t,n){if(e===null||typeof e!="object"||Array.isArray(e))throw ye(t,n,e)}function Ar(e,t){if(!e||typeof e!="object"||e.nodeType!==1)throw ye("mountPolis: the container","an element",e);if(t!==void 0){Tr(t,"mountPolis: options","an object like { level: 'easy' } or nothing"),Rr(t,"mountPolis: options");for(let[n,o]of Object.entries(Ll)){let r=t[n];if(r!==void 0&&!Cl[o](r))throw ye(`mountPolis: options.${n}`,o,r)}for(let[n,o]of Object.entries(Al)){let r=t[n];if(r===void 0)continue;let s=o.filter(i=>typeof r?.[i]!="function");if(s.length)throw ye(`mountPolis: options.${n}`,`an AI client (createAiClient()) with ${s.join(", ")}`,r)}}}function Lr(e,t,{openSetup:n,destroy:o}){let r={element:e,newGame(i={}){Tr(i,"newGame: config","an object like { level: 'easy' } or nothing"),Rr(i,"newGame: config");let a={};i.blue&&(a.blue=i.blue==="ai"?"ai":"human"),i.red&&(a.red=i.red==="ai"?"ai":"human"),i.level&&(a.level=E(i.level).name);let l=A(i.position||null),c=Array.isArray(i.moves)?i.moves.join(","):i.moves||"",{moves:u,error:d}=pe(c,l);if(d)throw new Error(`bad moves: ${d}`);t.startGame(l,u,{players:a})},play(i){if(typeof i!="string"&&(i===null||typeof i!="object"))throw ye("play: the move","a move like 'b2b3' or { fromR, fromC, toR, toC }",i);let a=Re(i);return t.hostMove(a)},undo:()=>t.undoMove(),setLevel:i=>t.setLevel(i),openSetup:n,flip:()=>t.flip()},s=!1;for(let[i,a]of Object.entries(r))typeof a=="function"&&(r[i]=(...l)=>{if(s)throw new Error(`${i}: this game was destroyed (destroy() was called); mount a new one to play`);return a(...l)});return r.destroy=()=>{s||(s=!0,o())},Object.defineProperties(r,Object.getOwnPropertyDescriptors(Pl(t.game,()=>t.state.aiFailure)))}function Pl(e,t){return{get start(){return _(e.start.board,e.start.player)},get position(){let n=e.live();return _(n.board,n.player)},get history(){return e.plies.map(n=>v(n.move))},get moves(){return this.history},get over(){return e.over?{...e.over}:null},get settings(){return e.settings},get aiLog(){return e.aiLog.map(n=>({...n}))},get aiStatus(){return e.aiStatus},get aiFailure(){return t()?t().message:null}}}function Cr(e){let t="loading";return n=>{let{game:o,state:r}=n,s=o.aiStatus==="failed"?"failed":o.aiStatus!=="ready"?"loading":o.aiTask?"thinking":"ready";if(s===t)return;t=s;let i={state:s,engine:r.engine??null,player:null,level:null,error:null};s==="thinking"&&Object.assign(i,{player:o.aiTask.player,level:o.settings.level}),s==="failed"&&(i.error=r.aiFailure?r.aiFailure.message:"the AI could not load"),e(i)}}function Pr(e,t){return n=>{try{e[t]?.(n)}catch(o){console.error(`mountPolis: options.${t} threw`,o);try{e.onError?.(o,t)}catch(r){console.error("mountPolis: options.onError threw",r)}}}}function Or(e){let t={blue:e.blue==="ai"?"ai":"human",red:e.red==="human"?"human":"ai",level:q},n=null;if(e.level)try{t.level=E(e.level).name}catch{n=String(e.level)}return{settings:t,badLevel:n}}function Xt(e){let t=F(e.board);return t?{winner:t,reason:"chariot"}:B(e.board,e.player).length===0?{winner:w(e.player),reason:"no-moves"}:null}var Nr=e=>e.legal,Yn=e=>`${e.fromR}${e.fromC}${e.toR}${e.toC}`,O=e=>e.plies.length?e.plies[e.plies.length-1].after:e.start,se=(e,t)=>e.settings[t]==="ai"&&e.aiStatus!=="failed",Xn=e=>!e.over&&!e.animating&&!se(e,O(e).player),Jt=e=>["blue","red"].filter(t=>!se(e,t));function Ce(e){let t=O(e),n=e.over?[]:B(t.board,t.player);e.legal={moves:n,byFrom:Ol(n),results:new Map,player:t.player,board:t.board}}function Ol(e){let t=new Map;for(let n of e){let o=n.fromR*8+n.fromC;t.has(o)||t.set(o,[]),t.get(o).push(n)}return t}function Ir(e,t,n=O(e).board){if(n!==O(e).board)return we(n,t);let o=Yn(t),{results:r}=Nr(e);return r.has(o)||r.set(o,we(n,t)),r.get(o)}var Jn=(e,t)=>Nr(e).moves.find(n=>Yn(n)===Yn(t))||null;var Nl=350,Zn=200,zr=()=>typeof performance<"u"?performance.now():Date.now();function _r(e){e.cancelTimer&&e.cancelTimer(),e.cancelTimer=null}var jr=e=>!e.over&&!e.animating&&se(e,O(e).player)&&!e.paused&&!e.aiTask&&!e.destroyed;function dt(e){if(_r(e),!jr(e)||e.aiStatus!=="ready")return;let t=se(e,"blue")&&se(e,"red")&&e.plies.length?Nl:0;t?e.cancelTimer=e.d.schedule(()=>qr(e),t):qr(e)}function qr(e){if(e.cancelTimer=null,!jr(e))return;let t=O(e),n=++e.aiToken,o=E(e.settings.level),r=e.aiTask={token:n,player:t.player,progress:null,startedAt:zr()};e.d.changed();let s=()=>e.aiTask===r;e.d.ai.chooseMove(t.board,t.player,{...o.options,seed:Math.floor(Math.random()*4294967296),level:o.name,onProgress:i=>{s()&&(r.progress=i,e.d.aiProgress(r))}}).then(i=>s()&&Il(e,r,i,o),i=>{s()&&(e.aiTask=null,i&&i.name==="AbortError"?e.d.changed():Br(e,"noMove",i?.message))})}function Il(e,t,n,o){e.aiTask=null;let r={engine:n.engine,depth:n.depth,score:n.score,mateIn:n.mateIn,nodes:n.nodes,timeMs:n.timeMs,elapsedMs:Math.round(zr()-t.startedAt),level:o.name,pv:n.pv};e.aiLog.push({ply:e.plies.length+1,player:t.player,move:v(n.move),...r}),e.aiLog.length>Zn&&e.aiLog.splice(0,e.aiLog.length-Zn);try{e.commit(n.move,r)}catch(s){Br(e,"badMove",s.message)}}function Br(e,t,n){let o=O(e).player;e.settings[o]="human",e.d.aiFailed({kind:t,why:n,player:o}),Ce(e),e.d.changed()}function Pe(e){_r(e),e.aiTask&&(e.aiTask=null,e.d.ai.cancel())}var ql=(e,t)=>{let n=setTimeout(e,t);return()=>clearTimeout(n)};function Dr({ai:e,settings:t={},animate:n,changed:o,aiProgress:r=()=>{},moved:s=()=>{},aiFailed:i=()=>{},premoveDropped:a=()=>{},schedule:l=ql}){let c={d:{ai:e,animate:n,changed:o,aiProgress:r,moved:s,aiFailed:i,premoveDropped:a,schedule:l},settings:{blue:"human",red:"ai",level:t.level,...t},start:{board:Le(),player:"blue",text:null},plies:[],over:null,legal:null,animating:!1,moveToken:0,movesPlayed:0,paused:!1,aiTask:null,aiToken:0,aiStatus:"loading",premove:null,cancelTimer:null,destroyed:!1,settle:null,aiLog:[],commit:(u,d)=>Qn(c,u,d)};return Wl(c)}function Fr(e,t,n){let o=O(e),r=H(o.board,o.player,t),s={player:o.player,move:{...t},result:r,after:{board:r.board,player:w(o.player)},ai:n};return e.plies.push(s),s}function zl(e,t,n=[],{resigned:o=null,players:r=null}={}){Pe(e),r&&Object.assign(e.settings,r),e.moveToken++,e.animating=!1,e.settle=null,e.start={board:t.board,player:t.player,text:t.text||null},e.plies=[],e.over=null,e.paused=!1,e.premove=null;for(let s of n)if(Fr(e,s,null),Xt(O(e)))break;(o==="blue"||o==="red")&&(e.over={winner:w(o),reason:"resign"}),eo(e)}function Qn(e,t,n=null){let o=O(e).board;e.premove=n?e.premove:null;let r=Fr(e,t,n);e.legal=null,e.movesPlayed++,e.over=Xt(O(e)),e.animating=!0;let s=++e.moveToken,i=()=>{s!==e.moveToken||!e.animating||(e.animating=!1,e.settle=null,eo(e))};return e.settle=i,e.d.moved(r),e.d.changed(),Promise.resolve(e.d.animate(r,o)).catch(()=>{}).then(()=>{e.destroyed||i()})}function eo(e){if(e.over=Xt(O(e))||(e.over?.reason==="resign"?e.over:null),Ce(e),!e.over&&e.premove&&!se(e,O(e).player)){let t=Jn(e,e.premove),n=v(e.premove);if(e.premove=null,t){Qn(e,t);return}e.d.premoveDropped(n)}e.d.changed(),dt(e)}function _l(e){if(e.plies.length===0)return!1;e.settle&&(e.moveToken++,e.animating=!1,e.settle=null),Pe(e),e.premove=null;let t=Jt(e);if(t.length===1){let n=e.plies.map(o=>o.player).lastIndexOf(t[0]);if(n<0)return!1;e.plies=e.plies.slice(0,n)}else e.plies=e.plies.slice(0,-1),t.length===0&&(e.paused=!0);return e.over=null,eo(e),!0}function jl(e){if(e.over)return;let t=Jt(e),n=t.length===1?t[0]:O(e).player;Pe(e),e.premove=null,e.over={winner:w(n),reason:"resign"},Ce(e),e.d.changed()}function Bl(e,t){if(!Xn(e))throw new Error("it is not a human player's turn");let n=Jn(e,t);if(!n)throw new Error(`move ${v(t)} is not legal here`);return Qn(e,n)}function Dl(e){e.paused=!e.paused,e.paused&&Pe(e),e.d.changed(),e.paused||dt(e)}function Fl(e,t={}){for(let n of["blue","red","level"])t[n]&&(e.settings[n]=t[n]);e.aiTask&&!se(e,e.aiTask.player)&&Pe(e),Ce(e),e.d.changed(),dt(e)}function Ul(e,t){e.aiStatus=t,t==="failed"&&(e.aiTask=null),Ce(e),e.d.changed(),dt(e)}var Gl=["start","plies","over","legal","animating","paused","aiTask","aiStatus","premove","aiLog","movesPlayed"];function Wl(e){let t={newGame:(...n)=>zl(e,...n),undo:()=>_l(e),resign:()=>jl(e),finishAnimation:()=>e.settle&&e.settle(),resultOf:(n,o)=>Ir(e,n,o),live:()=>O(e),isAi:n=>se(e,n),humanTurn:()=>Xn(e),humans:()=>Jt(e),play:n=>Bl(e,n),setPremove(n){e.premove=n?{...n}:null,e.d.changed()},togglePause:()=>Dl(e),setAiStatus:n=>Ul(e,n),configure:n=>Fl(e,n),get settings(){return{...e.settings}},destroy(){e.destroyed=!0,Pe(e)}};for(let n of Gl)Object.defineProperty(t,n,{get:()=>e[n],enumerable:!0});return t}var Xr={};ne(Xr,{SEARCH_MAX_DEPTH:()=>to,SEARCH_MAX_TIME_MS:()=>mt,WIN_BOUND:()=>Kr,WIN_SCORE:()=>Zt,ownOption:()=>Yr,ownTime:()=>sc,searchOptions:()=>tc});var Ur={};ne(Ur,{ERROR:()=>Xl,EXPERIMENT_FLAG:()=>Zl,EXPORTS:()=>Ql,IO_SIZE:()=>Hl,LIMITS:()=>Oe,LINE:()=>Yl,OUT:()=>Vl,SEARCH_FLAG:()=>Jl,SR:()=>Kl});var Hl=4096,Vl=Object.freeze({cells:0,nhops:64,hops:65,ncaptured:73,captured:74,winner:136,reason:137}),Kl=Object.freeze({completed:0,done:4,depth:8,score:12,mate:16,pvLen:20,nodes:24,time:32,move:40,pv:42,nlines:300,lines:304}),Yl=Object.freeze({score:0,mate:4,pvLen:8,pv:12,bytes:268}),Xl=Object.freeze({CELL:-1,CHARIOTS:-2,STUNNED_DOG:-3,SIDE:-4,ROWS:-5,ROW_LENGTH:-6,CHAR:-7,SIDE_FIELD:-8,GAME_OVER:-9,SQUARE:-10,NO_PIECE:-11,NOT_ADJACENT:-12,OCCUPIED:-13,STUNNED_MOVER:-14,SELF_CAPTURE:-15,SELF_STUN:-16,DEPTH:-17,OPTION:-18,TOO_LONG:-19,TOO_MANY:-20,MEMORY:-21,TIME:-22}),Jl=Object.freeze({EXACT:1,SEEDED:2,CLEAR_TT:4,EVAL_EXTENDED:65536}),Zl=Object.freeze({NO_PVS:256,NO_NULL:512,NO_LMR:1024,NO_ASPIRATION:2048,QSEARCH:4096,NO_KILLERS:8192,NO_HISTORY:16384,NO_TT_ORDER:32768,STAGED_KILLERS:131072,STEP_LMR:262144,HISTORY_PENALTY:524288,NO_NULL_VERIFY:1048576}),Oe=Object.freeze({SEARCH_MAX_DEPTH:64,SEARCH_MAX_PLY:128,SEARCH_MAX_LINES:8,SCORE_WIN:3e4,SCORE_WIN_BOUND:29e3,TT_MAX_MB:1024}),Ql=Object.freeze(["polis_io","polis_io_size","polis_message","polis_set_cells","polis_get_cells","polis_set_text","polis_get_text","polis_winner","polis_legal","polis_play","polis_perft","polis_perft_resolutions","polis_search_start","polis_search_iterate","polis_search_iterate_slice"]);var to=Oe.SEARCH_MAX_DEPTH,mt=1e9,Zt=Oe.SCORE_WIN,Kr=Oe.SCORE_WIN_BOUND,Gr=["depth","timeMs","exact","seed","randomMargin","clearHash","evaluation","level","onProgress","multiPv","hashMb"],Wr=Oe.SEARCH_MAX_LINES,Hr=Oe.TT_MAX_MB,Vr=["original","extended"],ec=e=>e.options.randomMargin!==void 0||!!e.options.exact;function X(e,t,n){return new Error(`search option ${e} ${t}, got ${b(n)}`)}function tc(e){let t=oc(nc(e));return rc(t),t}function nc(e){if(e==null&&(e={}),typeof e!="object"||Array.isArray(e))throw new Error("search options must be an object like { depth, timeMs, exact, seed, level, onProgress }");let t=Object.create(null);for(let[n,o]of Object.entries(e)){if(!Gr.includes(n))throw new Error(`unknown search option ${b(n)}; known options: ${Gr.join(", ")}`);o!==void 0&&(t[n]=o)}return t}function oc(e){let t=e;if(e.level!==void 0){if(!G.some(o=>o.name===e.level))throw new Error(`search option level: unknown level ${b(e.level)}; known levels: ${G.map(o=>o.name).join(", ")}`);let n=E(e.level);t=Object.assign(Object.create(null),n.options,e),ec(n)&&t.seed===void 0&&e.randomMargin===void 0&&(t.seed=Math.floor(Math.random()*4294967296))}else e.depth===void 0&&e.timeMs===void 0&&(t=Object.assign(Object.create(null),E(q).options,e));return t}function rc(e){if(e.depth!==void 0&&(!Number.isInteger(e.depth)||e.depth<1||e.depth>to))throw X("depth",`must be an integer from 1 to ${to}`,e.depth);if(e.timeMs!==void 0&&(typeof e.timeMs!="number"||!(e.timeMs>0&&e.timeMs<=mt)))throw X("timeMs",`must be a number of milliseconds above 0 and at most ${mt}`,e.timeMs);for(let t of["exact","clearHash"])if(e[t]!==void 0&&typeof e[t]!="boolean")throw X(t,"must be true or false",e[t]);if(e.exact&&e.depth===void 0)throw X("exact","needs a depth (options.depth)",e.exact);if(e.evaluation!==void 0&&!Vr.includes(e.evaluation))throw X("evaluation",`must be one of ${Vr.join(", ")}`,e.evaluation);if(e.exact&&e.evaluation==="extended")throw X("evaluation","must be 'original' in exact mode (the original AI)",e.evaluation);if(e.seed!==void 0&&(!Number.isInteger(e.seed)||e.seed<0||e.seed>4294967295))throw X("seed","must be an integer from 0 to 4294967295",e.seed);if(e.randomMargin!==void 0){if(!Number.isInteger(e.randomMargin)||e.randomMargin<0||e.randomMargin>1e4)throw X("randomMargin","must be an integer number of tenths from 0 to 10000",e.randomMargin);if(e.seed===void 0)throw X("randomMargin","needs a seed (options.seed)",e.randomMargin)}if(e.multiPv!==void 0&&(!Number.isInteger(e.multiPv)||e.multiPv<1||e.multiPv>Wr))throw X("multiPv",`must be an integer from 1 to ${Wr}`,e.multiPv);if(e.hashMb!==void 0&&(!Number.isInteger(e.hashMb)||e.hashMb<1||e.hashMb>Hr))throw X("hashMb",`must be an integer number of megabytes from 1 to ${Hr}`,e.hashMb);if(e.onProgress!==void 0&&typeof e.onProgress!="function")throw X("onProgress","must be a function",e.onProgress)}var Yr=(e,t)=>e!==null&&typeof e=="object"&&Object.hasOwn(e,t)?e[t]:void 0;function sc(e,t,n){if(e!=null&&typeof e!="object")throw new Error(`${n}s must be an object like { ${t} }, got ${b(e)}`);let o=Yr(e,t);if(o!==void 0&&(typeof o!="number"||!(o>0&&o<=mt)))throw new Error(`${n} ${t} must be a number of milliseconds above 0 and at most ${mt}, got ${b(o)}`);return o}var Zr={};ne(Zr,{answers:()=>He,arrivals:()=>We,asMove:()=>ie,cameFrom:()=>Ue,dogSquares:()=>Ge,sq:()=>ee,threatCapture:()=>en,threatWin:()=>Qt});var ee=(e,t)=>Ae(e,t),ie=e=>typeof e=="string"?j(e):e;function Ge(e,t){return e.filter(n=>n.team===t).map(n=>ee(n.r,n.c)).sort()}function We(e){return new Map(e.hops.map(t=>[ee(t.toR,t.toC),ee(t.fromR,t.fromC)]))}var Ue=(e,...t)=>t.reduce((n,o)=>o.get(n)??n,e);function Jr(e,t,...n){let o=ie(t),r=ee(o.fromR,o.fromC);return{type:e[o.fromR][o.fromC].type,from:r,to:ee(o.toR,o.toC),was:Ue(r,...n)}}function He(e,t){let n=null,o=null,r=new Set;for(let s of B(e,t)){let i=we(e,s);i.winner===t&&!o&&(o=v(s));let a=Ge(i.captured,w(t));for(let l of a)r.add(l);a.length>(n?n.squares.length:0)&&(n={move:v(s),squares:a,back:We(i)})}return{bestCapture:n,win:o,exposed:r}}var Qt=(e,t,n,o)=>({kind:"threat-win",side:t,move:n,piece:Jr(e,n,o)});function en(e,t,{move:n,squares:o,back:r},s,i){let a=new Map([[ee(i.toR,i.toC),ee(i.fromR,i.fromC)]]),l=o.map(u=>Ue(u,r,s,a)),c=o.some(u=>a.has(Ue(u,r,s)));return{kind:"threat-capture",side:t,move:n,squares:o,from:l,...c?{stepped:c}:{},piece:Jr(e,n,s)}}var es=3,ic=2,ac=3;function Ve(e){let t={};for(let n=0;n<8;n++)for(let o=0;o<8;o++){let r=e[n][o];r&&r.type==="chariot"&&(t[r.team]={r:n,c:o,stunned:r.stunned})}return t}function Qr(e){let t=Ve(e);return{blue:7-t.blue.r,red:t.red.r}}function ft(e,t,n){let o=ie(n),r=H(e,t,o),s=[],i=w(t);r.winner===t&&s.push({kind:"wins",side:t,how:r.reason}),r.winner===i&&s.push({kind:"hands-over",side:i});let a=We(r),l=f=>f.map(h=>Ue(h,a)),c=Ge(r.captured,i);c.length&&s.push({kind:"captures",side:t,squares:c,from:l(c)});let u=Ge(r.captured,t);u.length&&s.push({kind:"costs",side:t,squares:u,from:l(u)});let d=Ve(e),m=Ve(r.board);for(let f of[i,t]){let h=m[f];h.stunned&&!d[f].stunned&&s.push({kind:"stuns",side:f,square:ee(h.r,h.c),...f===i?{turns:1}:{}}),!h.stunned&&d[f].stunned&&s.push({kind:"frees",side:f,square:ee(h.r,h.c)})}return{res:r,facts:s}}function ts(e,t){let n=B(e,t).length;return n>0&&n<=ic?{kind:"mobility",side:t,count:n}:null}function no(e,t,n,o=!1){let r=Qr(t),s=Qr(e);if(!o&&r.blue===s.blue&&r.red===s.red&&Math.min(r.blue,r.red)>ac)return null;let i=r[n]<=r[w(n)]?n:w(n);return{kind:"race",blue:r.blue,red:r.red,toMove:n,ahead:i}}async function lc(e,t,n){for(let o=1;o<=es;o++)if(await e(t,n,2*o-1)==="win")return o;return null}async function cc(e,t,n){for(let o=2;o<=es;o++)if(await e(t,n,2*o-2)==="loss")return o;return null}function uc(e,t){let n=0;for(let o of e){if(!Ve(o)[t].stunned)break;n++}return n}function pc(e,t,n){let o=[],r=e,s=t;for(let i of n){if(F(r))break;let a,l;try{a=ie(i),l=H(r,s,a)}catch{break}o.push({move:v(a),player:s,res:l}),r=l.board,s=w(s)}return o}async function dc(e,t,n,o,r){let s=w(t),i=ie(n),{res:a,facts:l}=ft(e,t,i);if(a.winner)return{res:a,facts:l,threat:null};let c=null,u=o?await lc(o,a.board,s):null,{bestCapture:d,win:m}=He(a.board,s),f=We(a);m?l.push(Qt(a.board,s,m,f)):u&&l.push({kind:"forced-loss",side:s,moves:u}),d&&(!r||d.squares.length>r.captureCount)&&(c=d,l.push(en(a.board,s,d,f,i)));let h=no(e,a.board,s);h&&l.push(h);let k=ts(a.board,s);return k&&!m&&!u&&l.push(k),{res:a,facts:l,threat:c}}async function ns(e,t,n,o,r){let s=w(t),i=pc(e,t,n);if(!i.length)return[];let a=i[0],{facts:l}=ft(e,t,a.move),c=a.res;if(c.winner)return l;let u=o?await cc(o,c.board,s):null;u&&l.push({kind:"forced-win",side:t,moves:u});let d=l.find(h=>h.kind==="stuns"&&h.side===s);if(d){let h=[c.board];for(let k=2;k<i.length;k+=2)h.push(i[k].res.board);d.turns=uc(h,s)}if(r){let{exposed:h}=He(c.board,s),k=$=>{let I=c.board[be($).r][be($).c];return I&&I.team===t&&I.type==="dog"},S=r.squares.filter($=>!h.has($)&&k($));S.length&&l.push({kind:"safe",side:t,squares:S})}if(i.length>=3&&!i[1].res.winner){let h=Ge(i[2].res.captured,s);h.length&&l.push({kind:"line-capture",side:t,answer:i[1].move,move:i[2].move,squares:h})}let m=no(e,c.board,s);m&&Ve(e)[t].r!==Ve(c.board)[t].r&&l.push(m);let f=ts(c.board,s);return f&&!u&&l.push(f),l}async function os({board:e,player:t,move:n,line:o=null,prove:r=null}){let s=ie(n),i=o&&o.length?o:null,a=null;if(i){let f=H(e,t,ie(i[0]));a={captureCount:f.winner?1/0:He(f.board,w(t)).bestCapture?.squares.length??0}}let{facts:l,threat:c,res:u}=await dc(e,t,s,r,a),d=i&&v(ie(i[0]))===v(s),m=i&&!d?await ns(e,t,i,r,c):[];return!l.length&&!m.length&&!u.winner&&l.push(no(e,u.board,w(t),!0)),{played:l,better:m}}async function rs({board:e,player:t,line:n,prove:o=null}){return ns(e,t,n,o,null)}function ss(e,t,n){let o=w(t),{res:r,facts:s}=ft(e,t,n);if(r.winner)return s.filter(u=>u.kind==="hands-over");let{bestCapture:i,win:a}=He(r.board,o),l=We(r),c=[];return a&&c.push(Qt(r.board,o,a,l)),i&&c.push(en(r.board,o,i,l,ie(n))),c}var tn=null,nn=null;function mc(){return tn||=import("./polis-game-lazy-engine.js").then(e=>e.createEngine()),tn.catch(()=>{tn=null}),tn}function oo(){return nn||=Promise.all([import("./polis-game-lazy-explain-facts.js"),mc()]).then(([e,t])=>e.exactProver(t)),nn.catch(()=>{nn=null}),nn}var is={blue:8,red:1},so=e=>e.length===1?e[0]:`${e.slice(0,-1).join(", ")} and ${e[e.length-1]}`,Ne=(e,t)=>e===t?"your":`${g[e]}'s`,Ke=(e,t,n)=>`${Ne(e,n)} dog${t.length>1?"s":""} on ${so(t)}`,as=e=>`in ${L(e,"move")}`;function ro(e,t=e,n=!1){let o=e.map((l,c)=>[l,t[c]]).filter(([l,c])=>l!==c);if(!o.length)return"";let r=l=>n?l?"get":"gets":l?"hop":"hops",s=so(o.map(([,l])=>l)),i=o.length>1;if(o.length===e.length)return` (${i?"they":"it"} ${r(i)} there from ${s})`;let a=so(o.map(([l])=>l));return` (${i?`those on ${a}`:`the one on ${a}`} ${r(i)} there from ${s})`}function ls(e,t,n){let o=t.was!==t.from?` (it hops there from ${t.was})`:"";return`${Ne(e,n)} ${t.type} on ${t.from}${o} go to ${t.to}`}function Ye(e,t=null){let n=w(e.side);switch(e.kind){case"wins":return e.how==="no-moves"?`it leaves ${g[n]} no legal move, so ${g[e.side]} wins`:`${Ne(e.side,t)} chariot reaches row ${is[e.side]} and wins`;case"hands-over":return`it carries ${Ne(e.side,t)} chariot to its far row, row ${is[e.side]}: ${g[e.side]} wins`;case"captures":return`it captures ${Ke(n,e.squares,t)}${ro(e.squares,e.from)}`;case"costs":return`it loses ${Ke(e.side,e.squares,t)}${ro(e.squares,e.from)}`;case"stuns":return e.turns===void 0?`it leaves ${Ne(e.side,t)} chariot on ${e.square} stunned`:`it stuns ${Ne(e.side,t)} chariot on ${e.square} for ${e.turns===1?"a move":L(e.turns,"move")}`;case"frees":return`it frees ${Ne(e.side,t)} chariot on ${e.square}`;case"threat-win":return e.piece?`it lets ${ls(e.side,e.piece,t)} and win at once`:`it lets ${g[e.side]} win at once with ${e.move}`;case"threat-capture":return e.piece?`it lets ${ls(e.side,e.piece,t)} and capture ${Ke(n,e.squares,t)}${ro(e.squares,e.from,e.stepped)}`:`it lets ${g[e.side]} capture ${Ke(n,e.squares,t)} (${e.move})`;case"forced-loss":return`${g[e.side]} can then force a win ${as(e.moves)}, whatever ${g[n]} does`;case"forced-win":return`it wins by force ${as(e.moves)}`;case"safe":return`it keeps ${Ke(e.side,e.squares,t)} safe`;case"line-capture":return`if ${g[n]} answers ${e.answer}, ${e.move} captures ${Ke(n,e.squares,t)}`;case"race":{let o=e.ahead;return`${g.blue}'s chariot is ${L(e.blue,"row")} from row 8, ${g.red}'s ${L(e.red,"row")} from row 1: ${g[o]} is ahead in the race`}case"mobility":return`${g[e.side]} has only ${L(e.count,"legal move")} left`;default:return""}}var cs=e=>e.length?e.join("; ").replace(/^./,t=>t.toUpperCase())+".":"";function io(e,t=null){return cs(e.map(n=>Ye(n,t)))}async function us(e,t,n,o,r){let s=await os({board:e,player:t,move:n,line:o,prove:await oo()});return{played:io(s.played,r),better:s.better.map(i=>Ye(i,r)).join("; ")}}async function ps(e,t,n,o){return(await rs({board:e,player:t,line:n,prove:await oo()})).map(s=>Ye(s,o)).join("; ")}function ds(e,t,n,o){return io(ss(e,t,n),o)}function ms(e,t,n){return ft(e,t,n).facts.map(o=>Ye(o,null)).join("; ")}var $s={};ne($s,{ACCURACY_HALF_LOSS:()=>xs,ANALYSIS_DEFAULT_MS:()=>gs,REVIEW_CAP:()=>ht,REVIEW_DEFAULT_MS:()=>vs,REVIEW_MAX_PLIES:()=>ao,REVIEW_THRESHOLDS:()=>gt,accuracy:()=>lo,analyse:()=>vc,classify:()=>on,moveAccuracy:()=>ks,reviewGame:()=>yc,reviewSteps:()=>ws,scoreText:()=>vt,summarise:()=>ys});var gt=Object.freeze({good:5,inaccuracy:15,mistake:30}),ht=1e3,ao=1e3,gs=1e3,vs=300,fs=["timeMs","depth","multiPv","evaluation","hashMb","clearHash"];function bs(e,t,n,o){if(e==null&&(e={}),typeof e!="object"||Array.isArray(e))throw new Error(`${o} options must be an object like { timeMs }, got ${b(e)}`);let r=Object.create(null),s=Object.create(null);for(let[i,a]of Object.entries(e))if(fs.includes(i))r[i]=a;else if(t.includes(i))s[i]=a;else throw new Error(`unknown ${o} option ${b(i)}; known options: ${[...fs,...t].join(", ")}`);return r.timeMs===void 0&&r.depth===void 0&&(r.timeMs=n),{search:r,rest:s}}function vt(e,t){if(t!=null){let o=Math.ceil(Math.abs(t)/2);return`${t>0?"win":"loss"} in ${o}`}let n=(e/10).toFixed(1);return e>0?`+${n}`:e<0?n:"0.0"}function fc(e){return e==null?null:e>0?"win":"loss"}function hc(e){return{move:e.move,moveText:v(e.move),score:e.score,mateIn:e.mateIn??null,text:vt(e.score,e.mateIn),pv:e.pv,pvText:e.pv.map(v)}}function gc(e,t){let n=(e.lines&&e.lines.length?e.lines:[e]).map(hc);return{player:t,score:e.score,mateIn:e.mateIn??null,outcome:fc(e.mateIn),text:vt(e.score,e.mateIn),bestMove:e.move,bestMoveText:v(e.move),line:e.pv,lineText:e.pv.map(v),lines:n,depth:e.depth,nodes:e.nodes,timeMs:e.timeMs}}function vc(e,t,n,o){let{search:r}=bs(o,[],gs,"analysis");Kt(t);let s=F(t);if(s)throw new Error(`the game is over: ${s} has already won`);let i=e.search(t,n,r);if(i.noMoves)throw new Error(`${n} has no legal move: the game is over, ${w(n)} has won`);return gc(i,n)}function bc(e,t){if(!Array.isArray(e))throw new Error(`moves must be an array of moves, got ${b(e)}`);if(e.length>ao)throw new Error(`a review takes at most ${ao} moves, got ${e.length}`);let n,o;if(t===void 0)n=Le(),o="blue";else if(typeof t=="string")({board:n,player:o}=ue(t));else if(t&&typeof t=="object"&&!Array.isArray(t)){if({board:n,player:o}=t,Kt(n),o!=="blue"&&o!=="red")throw new Error(`review option start.player must be 'blue' or 'red', got ${b(o)}`)}else throw new Error(`review option start must be a position string or { board, player }, got ${b(t)}`);let r=[{board:n,player:o,winner:F(n)}],s=[];for(let i=0;i<e.length;i++){let a=r[i];if(a.winner)throw new Error(`move ${i+1} comes after the end of the game (${a.winner} has won)`);let l=e[i];try{typeof l=="string"&&(l=j(l));let c=H(a.board,a.player,l);s.push({fromR:l.fromR,fromC:l.fromC,toR:l.toR,toC:l.toC}),r.push({board:c.board,player:w(a.player),winner:c.winner})}catch(c){throw new Error(`move ${i+1} (${a.player}): ${c.message}`)}}return{positions:r,played:s}}function hs(e,t){return t!=null?t>0||t===0&&e>0?ht:-ht:Math.max(-ht+1,Math.min(ht-1,e))}function on({isBest:e,before:t,mateBefore:n=null,after:o,mateAfter:r=null}){let s=e?0:Math.max(0,hs(t,n)-hs(o,r)),i;if(e||s<=0){let a=n>0&&o>0&&r!==null&&r>=n;i=!e&&a?"good":"best"}else s<=gt.good?i="good":s<=gt.inaccuracy?i="inaccuracy":s<=gt.mistake?i="mistake":i="blunder";return{loss:s,classification:i}}function wc(e,t,n,o,r){if(t.winner){let a=t.winner===n;return{after:a?Zt:-Zt,mateAfter:0,over:a?"won":"lost"}}let s={...r,depth:Math.max(1,o-1)};r.depth!==void 0&&r.timeMs===void 0&&delete s.timeMs;let i=e.search(t.board,t.player,s);return{after:-i.score,mateAfter:i.mateIn===null?null:-i.mateIn,over:null}}function*ws(e,t,n){let{search:o,rest:r}=bs(n,["start"],vs,"review"),{positions:s,played:i}=bc(t,r.start),a=[];for(let l=0;l<i.length;l++){let c=s[l],u=i[l],d=e.search(c.board,c.player,o),m=v(u),f=v(d.move)===m,{after:h,mateAfter:k,over:S}=f?{after:d.score,mateAfter:d.mateIn,over:s[l+1].winner?"won":null}:wc(e,s[l+1],c.player,d.depth,o),{loss:$,classification:I}=on({isBest:f,before:d.score,mateBefore:d.mateIn,after:h,mateAfter:S?0:k});a.push({ply:l+1,player:c.player,move:u,moveText:m,bestMove:d.move,bestMoveText:v(d.move),bestLineText:d.pv.map(v),scoreBefore:d.score,mateBefore:d.mateIn,scoreAfter:h,mateAfter:S?0:k,textBefore:vt(d.score,d.mateIn),textAfter:S??vt(h,k),loss:$,classification:I,depth:d.depth}),yield{ply:l+1,of:i.length,entry:a[l]}}return ys(a)}function ys(e){let t={};for(let n of["blue","red"])t[n]={best:0,good:0,inaccuracy:0,mistake:0,blunder:0};for(let n of e)t[n.player][n.classification]++;return{plies:e,summary:t,thresholds:gt}}var xs=20,ks=e=>100*2**(-Math.max(0,e)/xs);function lo(e){if(!e.length)return null;let t=e.reduce((n,o)=>n+ks(o),0)/e.length;return Math.floor(t+1e-9)}function yc(e,t,n){let o=ws(e,t,n);for(;;){let r=o.next();if(r.done)return r.value}}var xc={timeMs:300},po={timeMs:600},kc={timeMs:150},co={timeMs:2*po.timeMs},Es=1e3;function Ms(e,t){let n=e.mateIn!==null&&e.mateIn!==void 0?Math.sign(e.mateIn)*(Es-Math.abs(e.mateIn)):e.score;return t==="blue"?n:-n}function Ss({client:e,ownsClient:t=!0,changed:n}){let o={makeClient:e,client:null,changed:n,balance:null,pending:null,review:null,token:0};return{evaluate:(r,s,i)=>Ec(o,r,s,i),fromProgress(r,s,i){typeof s.score=="number"&&(o.balance={key:r,blue:Ms(s,i)})},hint:(r,s)=>Mc(o,r,s),review:(r,s)=>Sc(o,r,s),reset(){o.token++,Object.assign(o,{pending:null,review:null,balance:null})},destroy(){o.token++,o.client&&t&&o.client.terminate(),o.client=null,o.makeClient=()=>$c},get balance(){return o.balance},get reviewing(){return!!o.review&&!o.review.marks},get progress(){return o.review?{done:o.review.done,total:o.review.total}:null},get marks(){return o.review?o.review.marks:null}}}var bt=e=>e.client||=e.makeClient(),uo=()=>Promise.reject(new Error("the game has ended")),$c={analyse:uo,hint:uo,reviewGame:uo,terminate(){}};function Ec(e,t,n,o){if(e.pending===t||e.balance&&e.balance.key===t)return;e.pending=t;let r=++e.token;bt(e).analyse(n,o,xc).then(s=>{r===e.token&&(e.pending=null,e.balance={key:t,blue:Ms(s,o)},e.changed())},()=>{r===e.token&&(e.pending=null)})}function Mc(e,t,n){return e.token++,e.pending=null,bt(e).hint(t,n,po).then(o=>({move:o.bestMove,pv:o.lineText}))}async function Sc(e,t,n){let o=++e.token;e.pending=null;let r={done:0,total:n.length,marks:null};e.review=r,e.changed();let s;try{s=await bt(e).reviewGame(n.map(i=>i.move),{...kc,start:_(t.board,t.player),onProgress:i=>{o===e.token&&(r.done=Math.min(i.ply,r.total-1),e.changed())}})}catch{o===e.token&&(e.review=null),e.changed();return}o===e.token&&(r.marks=s.plies.map(Rc),r.done=r.total,e.changed(),await Tc(e,o,t,n,r.marks),o===e.token&&await Ac(e,o,t,n,r.marks))}var Rc=e=>({mark:e.classification,best:e.bestMoveText,line:(e.bestLineText||[]).slice(1,4),pv:e.bestLineText||[],loss:e.loss,player:e.player,scoreBefore:e.scoreBefore,mateBefore:e.mateBefore,scoreAfter:e.scoreAfter,mateAfter:e.mateAfter});async function Tc(e,t,n,o,r){for(let[s,i]of r.entries()){let a=o[s];if(!a.fromHint||i.mark==="best"||i.mark==="good"||a.result?.winner)continue;let l=s===0?n:o[s-1].after,c,u;try{c=await bt(e).analyse(l.board,l.player,co),u=c.bestMoveText===v(a.move)?null:await bt(e).analyse(a.after.board,a.after.player,co)}catch{continue}if(t!==e.token)return;let{loss:d,classification:m}=on({isBest:!u,before:c.score,mateBefore:c.mateIn,after:u?-u.score:c.score,mateAfter:u?u.mateIn===null?null:-u.mateIn:c.mateIn});Object.assign(i,{mark:m,loss:d,best:c.bestMoveText,pv:c.lineText,line:c.lineText.slice(1,4)}),m!=="best"&&m!=="good"&&Object.assign(i,{rechecked:co.timeMs/1e3,hintSeconds:po.timeMs/1e3}),e.changed()}}async function Ac(e,t,n,o,r){for(let[s,i]of r.entries()){if(i.mark!=="mistake"&&i.mark!=="blunder")continue;let a=s===0?n:o[s-1].after;try{i.why=await us(a.board,a.player,o[s].move,i.pv,null)}catch{continue}if(t!==e.token)return;e.changed()}}function mo(e,t,n){if(!e)return{share:.5,label:"Balance: not known yet"};let o=Math.abs(e.blue)>=Es-200?e.blue>0?1:0:.5+.5*Math.tanh(e.blue/30);return{share:t==="blue"?o:1-o,label:`Balance: ${n(e.blue,null,"blue")}`}}function rn(e,t,n){let o=e&&n>0?e[n-1]:null;if(!o||o.mark==="best")return null;let r=n===1?t.start:t.plies[n-2].after;return{mark:o,before:r,better:o.best?j(o.best):null}}function Rs(e,t,{found:n,why:o,failed:r}){e.hint(t.board,t.player).then(s=>{n(s)&&ps(t.board,t.player,s.pv,t.player).then(o,()=>{})},r)}function fo(e,t,n=B(e,t)){let o=new Map;for(let r of n){let s=$e(r);o.has(s)||o.set(s,[]),o.get(s).push(rt(r))}return o}var sn=(e,t,n)=>e.find(o=>$e(o)===t&&rt(o)===n)||null;function Ts(e,t,n){let o=new Map,r=new Set;for(let s of e){let i=t(s),a=x(s.toR,s.toC);o.set(a,!i||!i.winner?"move":i.winner===n?"win":"loss"),i&&i.captured.some(l=>l.team!==n)&&r.add(a)}return{dests:o,captures:r}}function an(e){let t=new Map,n=(o,r)=>t.set(o,t.has(o)?`${t.get(o)} ${r}`:r);n(x(e.move.fromR,e.move.fromC),"from"),n(x(e.move.toR,e.move.toC),"to");for(let o of e.result.hops)n(x(o.fromR,o.fromC),"hop-from"),n(x(o.toR,o.toC),"hop-to");for(let o of e.result.captured)n(x(o.r,o.c),"captured");return t.hops=e.result.hops.map(o=>({from:x(o.fromR,o.fromC),to:x(o.toR,o.toC)})),t}function As(e,t,n){let o=[{from:x(t.fromR,t.fromC),to:x(t.toR,t.toC),kind:"step"}],r=[];for(let l of n.hops){let c=e[l.fromR][l.fromC].team;r.push({at:x(l.toR,l.toC),team:c}),o.push({from:x(l.fromR,l.fromC),to:x(l.toR,l.toC),kind:`hop-${c}`})}let s=n.captured.map(l=>x(l.r,l.c)),i=V(e),a=[];for(let l=0;l<8;l++)for(let c=0;c<8;c++){let u=n.board[l][c];u&&u.type==="chariot"&&u.stunned!==i[u.team]&&a.push({at:x(l,c),on:u.stunned})}return{arrows:o,ghosts:r,crosses:s,rings:a}}function Ls(e,t){let n=t.plies.at(-1);n&&e.hint?.move&&v(e.hint.move)===v(n.move)&&(n.fromHint=!0),e.hint=null,["colours","aborted"].includes(e.flash?.key)&&!t.humans().includes(n?.player)||(e.flash=null),e.browse=null,e.announce={n:t.plies.length,ply:t.plies.at(-1),start:t.start.player,dropped:null}}var ho=e=>!!(e.marks||e.reviewing);function Cs(e){let{game:t,state:n,deps:o}=e,r=()=>{let i=t.humans();return i.length===1&&!t.over&&n.browse===null&&t.live().player!==i[0]},s=i=>i===null?[]:t.humanTurn()&&n.browse===null?t.legal.byFrom.get(i)||[]:r()?B(t.live().board,t.humans()[0]).filter(a=>$e(a)===i):[];return{premoveMode:r,movesFrom:s,movable(){let i=n.browse===null&&!t.over,a=i&&t.humanTurn(),l=t.live().player;return{dests:a?fo(null,l,t.legal.moves):null,premoveDests:i&&!a&&r()?fo(t.live().board,t.humans()[0]):null,tapPlay:n.tapPlay,previews:!0,marks:c=>Ts(s(c),u=>t.humanTurn()?t.resultOf(u):null,l)}},get preview(){let i=o.board.preview;return i&&sn(s(i.from),i.from,i.to)},get selected(){return o.board.selected},get touchPreview(){return o.board.touchPreview},userMove(i,a){let l=sn(s(i),i,a);l&&t.play(l),o.changed()},planMove(i,a){if(i===null){t.premove&&!t.humanTurn()&&t.setPremove(null);return}let l=sn(s(i),i,a);l&&t.setPremove(l)},miss(i){let a=t.live().board[i>>3][i&7];if(!a||!t.humanTurn()||a.team!==t.live().player)return;if(a.type!=="chariot"||!a.stunned)return void(n.flash={key:"stuck"});let l=Lc(t.live().board,i>>3,i&7,w(a.team));n.flash={key:"stunned",by:l,enemy:w(a.team)}},pressed(i){e.finishAnimation(),i==="square"&&(Object.assign(n,{flash:null,resignArmed:!1}),ho(o.advice)||(n.browse=null))},finishAnimation(){o.board.finishAnimation(),t.animating&&t.finishAnimation()}}}function Lc(e,t,n,o){for(let[r,s]of[[0,1],[1,0],[1,1],[1,-1]]){let i=e[t+r]?.[n+s],a=e[t-r]?.[n-s];if(i?.team===o&&a?.team===o)return[ke(x(t-r,n-s)),ke(x(t+r,n+s))].sort()}return null}var wt=e=>e.state.browse===null?e.game.plies.length:e.state.browse;function Ps(e){let t=wt(e);return t===0?e.game.start:e.game.plies[t-1].after}function Os(e){let t=e.game.humans();return e.state.flipped!==(t.length===1&&t[0]==="red")?"red":"blue"}var yt=e=>`${e.plies.length}:${e.over?.reason}`;var xt=(e,t,n,{restored:o=!1,resigned:r=null,players:s=null,chosen:i=!1}={})=>{let a=e.state;i&&s?.level&&(a.chosenLevel=s.level),Object.assign(a,{browse:null,hint:null,flipped:!1,flash:null,resultShown:null}),a.setUp++,e.deps.advice.reset(),e.deps.rating.started(!o||n.length===0,n.length),a.quiet=o,a.opened=!0,e.game.newGame(t,n,{resigned:r,players:s}),a.quiet=!1,o&&e.game.over&&(a.resultShown=yt(e.game)),a.closeResult++},Ns=(e,t=e.humans())=>e.plies.some(n=>n.player===t[0]),go=({game:e})=>!e.over&&e.humans().length===1&&!Ns(e);function Is(e){let t=e.state;if(go(e)){let{blue:n,red:o,level:r}=e.game.settings;xt(e,e.game.start,[],{players:{blue:n,red:o,level:r}}),t.flash={key:"aborted"};return}t.resignArmed=!t.resignArmed,!t.resignArmed&&(e.state.setUp++,e.game.resign())}function qs(e){!e.game.over&&e.deps.rating.helped?.(e.game.settings,"undo")&&(e.state.flash={key:"unrated",why:"undo"}),e.state.browse=null,e.state.setUp++,e.state.closeResult++,e.deps.advice.reset(),e.game.undo()}function zs(e,t,n){let{game:o,state:r}=e;e.finishAnimation(),xt(e,n,t.moves,{restored:!0,resigned:t.resigned,players:{blue:t.blue,red:t.red,level:t.level}}),r.following=!o.over&&o.isAi(o.live().player),r.following&&o.togglePause(),r.flash={key:"movedElsewhere"}}function vo(e,t){let{game:n,deps:o,state:r}=e,s=E(t).name,i=n.humans().length===1&&!n.over&&Ns(n);return s!==n.settings.level&&o.rating.levelChanged(i)&&(r.flash={key:"unrated",why:"level"}),n.configure({level:s}),s}function _s(e,t){let{game:n,state:o}=e,{blue:r,red:s}=n.settings,i=n.humans();xt(e,n.start,[],{players:t?{blue:r,red:s}:{blue:s,red:r}}),i.length===1&&(o.flash={key:"colours",side:t?i[0]:w(i[0]),first:n.start.player})}function js(e){let{prefs:t,changed:n}=e,o={browse:null,flash:null,hint:null,flipped:!1,resignArmed:!1,resultShown:null,closeResult:0,chosenLevel:null,setUp:0,quiet:!1,following:!1,notices:[...e.notices||[]],aiFailure:null,noticeKind:null,engine:null,announce:null,sound:t.get("sound","off")==="on",balanceOn:t.get("balance","off")==="on",tapPlay:t.get("tap","off")==="on",theme:e.theme||"light",thinking:null,opened:!1,destroyed:!1},r={state:o,deps:e,game:null};r.game=Dr({ai:e.ai,settings:e.settings,schedule:e.schedule,animate:(s,i)=>e.animate(s,i),changed:()=>n(),moved:()=>Ls(o,r.game),aiProgress:s=>e.aiProgress?.(s),aiFailed:s=>wo(r,{key:"aiTakenOver",...s}),premoveDropped:s=>{o.flash={key:"premoveGone",move:s},o.announce={...o.announce||{n:0},dropped:s}}});for(let s of[Ic(r),Cs(r)])Object.defineProperties(r,Object.getOwnPropertyDescriptors(s));return r}function wo(e,t){e.state.notices=[...e.state.notices,t]}function yo(e,t){e.finishAnimation();let n=wt(e),o=e.game.plies.length,r=t==="prev"?n-1:t==="next"?n+1:t==="end"?o:t,s=Math.max(0,Math.min(o,r));e.state.browse=s===o?null:s,e.state.setUp++}function Cc(e,t,n){let o=e.deps.advice.marks;if(!o)return;let r=[];if(o.forEach((i,a)=>i&&i.player===t&&i.mark===n&&r.push(a+1)),!r.length)return;let s=wt(e);yo(e,r.find(i=>i>s)??r[0])}function Pc(e){e.deps.advice.reset(),e.state.resultShown=null,e.game.undo()}function Oc(e){let{game:t,deps:n}=e;if(!t.humanTurn()||t.aiStatus!=="ready")return;let o=e.state,r=!!n.rating.helped?.(t.settings,"hint"),s=t.live(),i={pending:!0,move:null,pv:[],unrated:r};o.hint=i;let a=l=>c=>o.hint!==i||t.live()!==s?!1:(l(c),n.changed(),!0);Rs(n.advice,s,{found:a(l=>o.hint=i={pending:!1,move:l.move,pv:l.pv,unrated:r}),why:a(l=>i.why=l),failed:a(l=>{o.hint=null,l&&l.name==="AbortError"||(o.flash={key:"noHint",why:l.message})})})}var bo={sound:"sound",balance:"balanceOn",tap:"tapPlay"};function Nc(e,t){return(o,r=!1,s=r==="event")=>(...i)=>{r||(e.resignArmed=!1),s||(e.flash=null);let a=o(...i);return t.changed(),a}}function Ic(e){let{game:t,state:n,deps:o}=e,r=Nc(n,o);return{shownPly:()=>wt(e),shownPosition:()=>Ps(e),orientation:()=>Os(e),humans:()=>t.humans(),startGame:r((s,i,a)=>xt(e,s,i,a)),browse:r(s=>yo(e,s)),flip:r(()=>n.flipped=!n.flipped),resign:r(()=>Is(e),!0),undo:r(()=>qs(e)),undoResult:r(()=>Pc(e)),hint:r(()=>Oc(e)),togglePause:r(()=>t.togglePause()),setLevel:r(s=>vo(e,s)),chooseLevel:r(s=>n.chosenLevel=vo(e,s)),canAbort:()=>go(e),rematch:r((s=!1)=>_s(e,s)),review:r(()=>{o.advice.review(t.start,t.plies),yo(e,0)}),reviewStep:r((s,i)=>Cc(e,s,i)),toggle:r(s=>{s==="theme"?n.theme=n.theme==="dark"?"light":"dark":n[bo[s]]=!n[bo[s]];let i=s==="theme"?n.theme:n[bo[s]]?"on":"off";o.prefs.set(s,i)}),say:r(s=>n.flash=s,!0),notice:r(s=>wo(e,s),"event"),dismissNotices:()=>n.notices=[],follow:r((s,i)=>zs(e,s,i)),followedLeft:r(()=>{n.following&&t.paused&&t.togglePause(),n.following=!1},"event"),aiReady:r(s=>{t.aiStatus!=="ready"&&(n.engine=s,t.setAiStatus("ready"))},"event"),undoMove:r(()=>t.undo()),hostMove:s=>(n.setUp++,t.play(s)),resultSeen:s=>{n.resultShown=s},aiFailedToLoad:r(s=>{n.aiFailure=s,n.noticeKind="error",wo(e,{key:"aiNotLoaded",why:s.message}),t.configure({blue:"human",red:"human"}),t.setAiStatus("failed")},"event"),aiProgress:s=>{if(n.thinking=s,!n.balanceOn||n.browse!==null||!s.progress)return;let i=t.live();o.advice.fromProgress(_(i.board,i.player),s.progress,s.player)},destroy(){n.destroyed=!0,t.destroy()}}}var qc=0;function zc(e,t,n){let o=`polis-keys-${++qc}`,r=a=>p("th",{scope:"row"},...a.flatMap((l,c)=>[c?` ${t.or} `:null,p("kbd",{text:l})])),s=p("tbody",{},...e.map(a=>p("tr",{"data-key-id":a.id},r(a.keys),p("td",{text:a.does})))),i=p("thead",{},p("tr",{},p("th",{scope:"col",text:t.keyLabel}),p("th",{scope:"col",text:t.doesLabel})));return p("dialog",{class:"polis-dialog polis-keys","aria-labelledby":o},p("h2",{id:o,text:t.title}),p("table",{class:"keys-table"},i,s),p("p",{class:"keys-note",text:t.board}),p("div",{class:"dialog-buttons"},p("button",{type:"button",class:"btn","data-action":"keys-close",text:t.close,onclick:n})))}function Bs(e,{rows:t,words:n}){let o=null,r=()=>s.open&&s.close(),s=zc(t,n,r);s.addEventListener("keydown",l=>{l.key==="?"&&(l.preventDefault(),r()),l.stopPropagation()}),s.addEventListener("close",()=>{let l=o;o=null,l?.isConnected&&l.focus()}),e.append(s);let i=()=>{if(s.open)return;let l=e.getRootNode().activeElement??document.activeElement;o=l&&l!==document.body?l:null,s.showModal()},a=l=>{if(l.key!=="?"||l.defaultPrevented||l.ctrlKey||l.metaKey||l.altKey||!e.isConnected||s.open)return;let c=l.composedPath?l.composedPath()[0]:l.target;c?.closest?.("input, textarea, select, [contenteditable]")||(!c||c===document.body||c===document.documentElement?!e.closest("body.polis-page"):!e.contains(c))||e.querySelector("dialog[open]")||(l.preventDefault(),i())};return document.addEventListener("keydown",a),{open:i,isOpen:()=>s.open,destroy(){document.removeEventListener("keydown",a),s.remove()}}}var _c={help:{keys:["?"],does:"Show this list of keys (Escape closes it)"},flip:{keys:["F"],does:"Turn the board around"},prev:{keys:["\u2190"],does:"Back one move"},next:{keys:["\u2192"],does:"Forward one move"},first:{keys:["Home"],does:"Go to the start"},last:{keys:["End"],does:"Go to the last move"},square:{keys:["\u2190 \u2191 \u2192 \u2193"],does:"On the board: go from square to square"},pick:{keys:["Enter","Space"],does:"On the board: pick a piece, then the square it goes to"},drop:{keys:["Escape"],does:"On the board: put the picked piece back"},place:{keys:["Enter","Space"],does:"On the board: put the chosen piece on the square, or take it off"}},kt=(...e)=>e.map(t=>({id:t,..._c[t]})),xo={title:"Keyboard keys",open:"Keys",close:"Close",board:"Tab reaches the board.",keyLabel:"Key",doesLabel:"What it does",or:"or",modes:{play:kt("flip","prev","next","first","last","square","pick","drop","help"),analysis:kt("flip","prev","next","first","last","square","pick","drop","help"),learn:kt("square","pick","drop","help"),puzzle:kt("square","pick","drop","help"),editor:kt("square","place","help")}};function Ds(e,t){e.dataset.theme=t,e.closest("body.polis-page")&&(document.body.dataset.theme=t)}var Fs=e=>e?"Pick a piece, then a square next to it, or drag it.":"No moves yet.",ln=e=>`Planned move ${e} is no longer possible.`,cn={badMove:e=>`The computer chose a move that is not allowed (${e}).`,noMove:e=>`The computer could not move: ${e}`,takenOver:(e,t)=>`${e} ${g[t]} is now played by a human.`,notLoaded:e=>`The computer player could not be loaded (${e}). You can still play: both sides are played by humans on this screen.`},Us="This game went on in another tab: here it is as it stands there.",ko={close:"Close"},un={sound:{label:"Sound",short:"Sound",title:"Sound: a click for every move"},theme:{label:"Dark theme",short:"Dark",title:"Dark theme (off: light)"},balance:{label:"Balance bar",short:"Balance",title:"Balance bar: who stands better, beside the board"},tap:{label:"Play on first tap",short:"First tap",title:"Play on first tap: a tap on a destination plays the move (hold to preview it)"}},pn={computer:"Computer",you:"You",human:"Human"},Ie={idle:"Resign",title:"Give up this game",armed:"Confirm",armedTitle:"Press again to give up this game, or anywhere else to go on",abort:"Abort",abortTitle:"End this game unrated and start it again: you have not moved yet"},Gs="Game aborted: it was not rated. The same game starts again.",Ws=(e,t)=>`You play ${g[e]}; ${e===t?"you move":"the computer moves"} first.`,xe={plain:"Rematch",plainSame:"Play again",swap:e=>`Rematch as ${g[e]}`,same:e=>`Play ${g[e]} again`};function Hs(e,t,n){return`There is no level "${e.length>24?`${e.slice(0,24)}\u2026`:e}"; the game uses ${n?"the default level, ":"level "}${t}.`}var Vs=e=>`No hint this time: ${e}`,$o={stunned:(e,t)=>e?`This chariot is stunned: ${t}'s pieces on ${e[0]} and ${e[1]} stand on either side of it, so it cannot move this turn.`:"This chariot is stunned and cannot move.",stuck:"This piece has no legal move."},Ks={link:"Link to this game copied.",moves:"Moves copied."};var Ys={partial:"Part of the game saved on this device could not be read: the moves that could be read are back on the board, and the saved game is kept as it was.",unreadable:"The game saved on this device could not be read. It is kept as it was, and a new game starts.",previousKept:'The link started its own game. The game you had saved here is kept: "Resume the previous game" brings it back.',resumePrevious:"Resume the previous game",notKept:"This browser is not keeping anything for this page (its storage is full or blocked): this game will be lost when the page is reloaded.",puzzleNotKept:"This browser is not keeping anything for this page (its storage is full or blocked): your puzzle progress and rating will be lost when the page is reloaded."};var jc=100,Bc=e=>e>jc?` Give or take ${Math.round(2*e)}: your rating is still uncertain; after a few more games it settles.`:` Give or take ${Math.round(2*e)}.`,Dc=e=>{let t=Math.round(e);return t===0?"\xB10":t>0?`+${t}`:`\u2212${-t}`},Fc="A game against the computer is rated unless you take a hint, take a move back or change the level after your first move.",J={rated:e=>{let t=e.suggestion==="up"?" A stronger level would suit you now.":e.suggestion==="down"?" A weaker level would suit you better for now.":"";return`Your rating: ${Math.round(e.after.rating)} (${Dc(e.change)}) against ${e.level.label}, rated ${e.level.rating}.${Bc(e.after.rd)}${t}`},unrated:e=>({"two-humans":"Not rated: two players on one screen.",undo:"Not rated: a move was taken back.",hint:"Not rated: a hint was taken.",level:"Not rated: the level changed during the game.","no-human":"",done:"Not rated again: this game was rated when it first ended."})[e]??"",nowUnrated:{hint:"Hints make this game unrated.",undo:"Taking a move back makes this game unrated.",level:"Changing the level after your first move makes this game unrated."},summary:e=>`${e.games?`Your rating: ${Math.round(e.rating)}, give or take ${Math.round(2*e.rd)}, after ${L(e.games,"rated game")}.`:"No rating yet: each finished game against the computer rates you."} ${Fc}`,reset:"Forget my rating",resetAgain:"Press again to forget it",resetDone:"Your rating is forgotten: the next rated game starts a new one."};var Uc={premoveGone:e=>ln(e.move),movedElsewhere:()=>Us,noHint:e=>Vs(e.why),stunned:e=>$o.stunned(e.by,e.by&&g[e.enemy]),stuck:()=>$o.stuck,copied:e=>Ks[e.what],aiTakenOver:e=>cn.takenOver(cn[e.kind](e.why),e.player),aiNotLoaded:e=>cn.notLoaded(e.why),storage:e=>Ys[e.problem],unknownLevel:e=>Hs(e.given,e.used,e.isDefault),unrated:e=>J.nowUnrated[e.why],aborted:()=>Gs,colours:e=>Ws(e.side,e.first)};function Eo(e){return e==null?null:typeof e=="string"?e:Uc[e.key](e)}function Mo(e,t){let n=[];e.hops.length&&n.push(L(e.hops.length,"hop"));let o={blue:0,red:0};for(let r of e.captured)o[r.team]++;for(let r of[w(t),t])o[r]&&n.push(`captures ${o[r]} ${g[r]} dog${o[r]>1?"s":""}`);return n}function Xs(e){let t=[];return e.hops.length&&t.push(L(e.hops.length,"hop")),e.captured.length&&t.push(`\xD7${e.captured.length}`),t}function dn(e,t){return Math.floor((t-1+(e==="red"?1:0))/2)+1}function U(e,t,n){return`${dn(e,t)}${n.player==="blue"?".":"\u2026"} ${v(n.move)}`}function So(e,t,n){let o=Mo(n.result,n.player),r=V(n.after.board);for(let s of["blue","red"])r[s]&&o.push(`${g[s]}'s chariot is stunned`);return`${g[n.player]} played ${U(e,t,n)}${o.length?": "+o.join(", "):""}.`}function $t(e){let t=Math.floor(e/2);return`${e%2?`${t||""}\xBD`:String(t)} ${e>2?"moves":"move"}`}function Qs(e,t,n,o){let r=o.line.length?`, then ${o.line.join(" ")}`:"",s=U(e,t,n);if(o.mark==="good")return`${s} was good. The computer's own choice: ${o.best}${r}.`;let i=`${s} was ${o.mark==="inaccuracy"?"an inaccuracy":`a ${o.mark}`}.`,a=o.rechecked?` It was the hint's move; looked at again for ${o.rechecked} s (the hint looked ${o.hintSeconds} s), another move is better.`:"",l=o.why||{played:"",better:""};return`${i}${a}${l.played?` ${l.played}`:""} Better: ${o.best}${l.better?` (${l.better})`:""}${r}.`}function ei(e,t,n,o=""){return e===0?`The better line: ${$t(t)}`:`${n} (${e}/${t})${o?`: ${o}`:""}`}var Js={inaccuracy:"inaccuracy",mistake:"mistake",blunder:"blunder"},Zs={inaccuracy:"inaccuracies",mistake:"mistakes",blunder:"blunders"},te={title:"Summary of the review",accuracy:"Accuracy",kind:e=>Zs[e].replace(/^./,t=>t.toUpperCase()),percent:e=>e===null?"\u2013":`${e}%`,count:(e,t)=>`${e} ${e===1?Js[t]:Zs[t]}`,step:(e,t,n)=>t?`${e}'s ${te.count(t,n)}: show the next one`:`${e} made no ${Js[n]}`,accuracyTip:"Accuracy: 100% for moves as good as the computer\u2019s best, less for each move that gave something away (a move that lost two dogs\u2019 worth counts half)."};function ti({changed:e}){let t={changed:e,offered:null,step:-1};return t.el=Gc(t),{element:t.el.element,offer:(n,o,r,s)=>Vc(t,n,o,r,s),get active(){return Ro(t)},get shown(){return ni(t)},key:n=>Kc(t,n),draw:(n,o)=>Xc(t,n,o),leave(){t.step=-1}}}function Gc(e){let t=(o,r,s,i)=>p("button",{type:"button",class:"btn btn-line","data-action":o,"aria-label":s,title:s,onclick:()=>{i(),e.changed()}},r),n={show:t("line-show","Show better line","Show the better line on the board",()=>e.step=0),back:t("line-back","\u25C0","Step back in the better line",()=>mn(e,-1)),fwd:t("line-next","\u25B6","Step forward in the better line",()=>mn(e,1)),leave:t("line-leave","Back to the game","Back to the game",()=>e.step=-1),where:p("span",{class:"polis-line-step",role:"status"})};return n.element=p("div",{class:"polis-line",role:"group","aria-label":"Better line",hidden:!0},n.show,n.back,n.where,n.fwd,n.leave),n}function mn(e,t){e.offered&&(e.step=Math.max(0,Math.min(e.offered.positions.length-1,e.step+t)))}var Ro=e=>!!e.offered&&e.step>=0;function Wc(e,t){let n=[{board:e.board,player:e.player,ply:null}],{board:o,player:r}=e;for(let s of t){if(F(o))break;let i,a;try{i=j(s),a=H(o,r,i)}catch{break}let l=ms(o,r,i);o=a.board,n.push({board:o,player:w(r),ply:{player:r,move:i,result:a},text:s,why:l}),r=w(r)}return n}var Hc=e=>`${e.game.plies.length}:${e.shownPly()}`;function fn(e){let{game:t}=e,n=e.shownPly(),o=rn(e.deps.advice.marks,t,n);return{key:Hc(e),start:o?.before,moves:o?.better?o.mark.pv:null,label:(r,s)=>U(t.start.player,n+r-1,s)}}function Vc(e,t,n,o,r=(s,i)=>v(i.move)){if(!o||!o.length){if(!e.offered&&e.step===-1)return;e.offered=null}else if(!e.offered||e.offered.key!==t)e.offered={key:t,positions:Wc(n,o),label:r};else return;e.step=-1,e.changed()}function ni(e){if(!Ro(e))return null;let t=e.offered.positions[e.step],n=e.offered.positions[e.step+1];return{board:t.board,ply:t.ply,step:e.step,next:n?n.ply.move:null}}function Kc(e,t){if(!Ro(e))return!1;if(t==="ArrowLeft")mn(e,-1);else if(t==="ArrowRight")mn(e,1);else if(t==="Home")e.step=0;else if(t==="End")e.step=e.offered.positions.length-1;else if(t==="Escape")e.step=-1;else return!1;return e.changed(),!0}function Yc(e){let{offered:t,step:n}=e,{element:o,show:r,back:s,fwd:i,leave:a,where:l}=e.el;if(o.hidden=!t,!t)return;let c=t.positions.length-1,u=n>=0;o.dataset.moves=t.positions.slice(1).map(m=>m.text).join(","),o.dataset.step=u?String(n):"",o.classList.toggle("active",u),r.hidden=u;for(let m of[s,i,a,l])m.hidden=!u;s.disabled=n<=0,i.disabled=n>=c;let d=t.positions[n];l.textContent=u?ei(n,c,n>0?t.label(n,d.ply):"",n>0?d.why:""):""}function Xc(e,t,n){Yc(e);let o=ni(e);if(!o||e.offered.key!==n)return;let r=o.next&&{from:x(o.next.fromR,o.next.fromC),to:x(o.next.toR,o.next.toC)};t.update({pieces:o.board,last:o.ply?an(o.ply):new Map,hint:r})}var hn=["inaccuracy","mistake","blunder"],To=["blue","red"];function Jc(e){let t={};for(let n of To){let o=e.filter(r=>r.player===n);t[n]={accuracy:lo(o.map(r=>r.loss??0))};for(let r of hn)t[n][r]=o.filter(s=>s.mark===r).length}return t}function oi({pick:e}){let t=p("section",{class:"polis-summary","aria-label":te.title,hidden:!0});t.append(p("span",{class:"summary-head"}),p("span",{class:"summary-head",title:te.accuracyTip},te.accuracy),...hn.map(r=>p("span",{class:"summary-head"},te.kind(r))));let n={};for(let r of To){let s=p("span",{class:`summary-side summary-${r}`},g[r]),i=p("span",{class:"summary-accuracy",title:te.accuracyTip}),a={};for(let l of hn)a[l]=p("button",{type:"button",class:`btn summary-count summary-${l}`,"data-action":"review-step","data-side":r,"data-kind":l,"aria-label":te.step(g[r],0,l),onclick:()=>e(r,l)});n[r]={acc:i,buttons:a},t.append(s,i,...Object.values(a))}let o=null;return{element:t,draw(r){let s=!!r&&r.every(Boolean);t.hidden=!s;let i=s&&r.map(l=>`${l.mark}:${l.loss}`).join(",");if(!s||o===i)return;o=i;let a=Jc(r);for(let l of To){let{acc:c,buttons:u}=n[l];c.textContent=te.percent(a[l].accuracy),c.dataset.accuracy=String(a[l].accuracy??"");for(let d of hn){let m=a[l][d];u[d].textContent=String(m),u[d].disabled=m===0,u[d].setAttribute("aria-label",te.step(g[l],m,d)),u[d].title=te.step(g[l],m,d),u[d].dataset.count=String(m)}}}}}function ri(e,t,n,o){let r=g[e.winner],s=o.length===1?e.winner===o[0]?"You win!":`${r} wins`:`${r} wins`,i=t.length?t[t.length-1]:null,a=i?` on move ${dn(n,t.length)}`:"",l;return e.reason==="resign"?l=`${g[w(e.winner)]} resigned${a}.`:e.reason==="no-moves"?l=`${g[w(e.winner)]} has no legal move left.`:i&&i.player!==e.winner?l=`${g[i.player]}'s move ${v(i.move)} carried ${r}'s chariot to its far row, row ${e.winner==="blue"?8:1}.`:l=`${r}'s chariot reached row ${e.winner==="blue"?8:1}${a}.`,{title:s,text:l}}function si(e,t,n){let o=e.live(),r=t.browse===null?e.plies.length:t.browse;if(t.browse!==null)return r===0?"Viewing the start of the game":`Viewing move ${U(e.start.player,r,e.plies[r-1])}`;if(e.over){let a=e.over;return`${g[a.winner]} wins: ${a.reason==="chariot"?"chariot on the far row":a.reason==="resign"?`${g[w(a.winner)]} resigned`:`${g[w(a.winner)]} cannot move`}`}let i=n.length===1&&!e.isAi(o.player)?`Your move (${g[o.player]})`:`${g[o.player]} to move`;return e.isAi(o.player)&&e.paused&&(i+=" \xB7 paused"),e.isAi(o.player)&&e.aiStatus==="loading"&&(i+=" \xB7 the computer is getting ready"),V(o.board)[o.player]&&(i+=" \xB7 chariot stunned"),i}function Zc(e){return e.inReview?e.touch?"Tap \u23ED to go to the end of the game.":"Press End or click \u23ED to go to the end of the game.":e.touch?"Tap the board to go back to the game.":"Click the board or press End to go back to the game."}function ii(e,t,n=null){if(t.reviewing&&t.reviewing.done<t.reviewing.total)return`Reviewing the game\u2026 ${t.reviewing.done} of ${t.reviewing.total} positions`;if(t.reviewNote)return t.reviewNote;if(t.browse!==null)return Zc(t);if(t.flash)return t.flash;if(t.preview&&e.humanTurn()){let o=t.preview,r=e.resultOf(o),s=e.live().board[o.fromR][o.fromC],i=Mo(r,e.live().player),a=V(e.live().board),l=V(r.board);for(let d of["blue","red"])l[d]!==a[d]&&i.push(`${g[d]}'s chariot ${l[d]?"is stunned":"is freed"}`);r.winner===e.live().player&&i.push(`${g[r.winner]} wins`);let c=r.winner&&r.winner!==e.live().player;c&&i.push(r.reason==="chariot"?`it carries ${g[r.winner]}'s chariot to its far row, so ${g[r.winner]} wins`:`${g[r.winner]} wins`);let u=!c&&t.previewWhy?` Careful! ${t.previewWhy}`:"";return`${c?"Careful! ":""}${s.type==="chariot"?"Chariot":"Dog"} ${v(o)}: ${i.length?i.join(", "):"no jumps, no captures"}.${u}${t.touchPreview?" Tap again to play.":""}`}if(t.hint){let o=t.hint.unrated?` ${J.nowUnrated.hint}`:"";if(t.hint.pending)return`Looking for a good move\u2026${o}`;let r=t.hint.pv.slice(1,4),s=t.hint.why?` Why: ${t.hint.why}.`:"";return`Hint: ${v(t.hint.move)}${r.length?`, expecting ${r.join(" ")}`:""}.${s}${o}`}return e.premove?`Planned: ${v(e.premove)}, played as soon as it is your turn.`:t.selected!==null?e.humanTurn()?"Choose where to move.":"Plan a move to play as soon as it is your turn.":n?`${n.label} (the bar left of the board).`:"Goal: Blue\u2019s chariot to row 8, Red\u2019s chariot to row 1."}function qe(e,t,n){if(t!=null){let s=Math.ceil(Math.abs(t)/2);return t>0?`${g[n]} can force a win in ${L(s,"move")}`:`${g[w(n)]} can force a win in ${L(s,"move")}`}if(typeof e!="number")return"";let o=Math.abs(e),r=g[e>0?n:w(n)];return o<5?"about even":o<15?`${r} slightly better`:o<40?`${r} better`:`${r} much better`}function ai(e){let t=[`${g[e.player]} is thinking`],n=e.progress;if(n&&typeof n.depth=="number"&&t.push(`${$t(n.depth)} ahead`),n){let o=qe(n.score,n.mateIn,e.player);o&&t.push(o)}return t.join(" \xB7 ")}function li(e,t,{board:n,panel:o,dialogs:r,line:s,dismiss:i,pick:a=()=>{}}){e.classList.add("polis"),e.textContent="";let l=p("div",{class:"polis-notice",role:"alert",hidden:!0}),c=p("p",{class:"polis-announce","aria-live":"polite"}),u=p("p",{class:"polis-preview"}),d=oi({pick:a}),m=p("div",{class:"polis-boardcol"},n.element,p("div",{class:"polis-under"},u,s.element)),f=o.element.querySelector(".polis-moves-wrap");f?f.before(d.element):m.append(d.element);let h=p("div",{class:"polis-main"},m,o.element);e.append(l,h,c,...r.elements);let k=Bs(e,{rows:xo.modes.play,words:xo}),S={container:e,board:n,panel:o,line:s,summary:d,notice:l,announce:c,previewLine:u,dismiss:i,drawn:{}},$=e.ownerDocument.defaultView?.matchMedia?.("(hover: none)").matches;return S.pointer=$?"touch":"mouse",h.addEventListener("pointerdown",I=>S.pointer=I.pointerType||"mouse",!0),{board:n,draw:()=>nu(S,t),drawThinking:()=>iu(S,t),destroy:()=>{k.destroy(),e.textContent=""}}}var Ao=e=>e&&{from:x(e.fromR,e.fromC),to:x(e.toR,e.toC)};function Qc(e,t){let{game:n,state:o}=t,r=t.shownPosition(),s=t.shownPly(),i=o.browse===null,a=t.orientation(),l=i&&o.hint&&o.hint.move?o.hint.move:null,c=i&&n.humanTurn()?t.preview:null;e.board.update({movable:t.movable()}),e.board.update({pieces:r.board,orientation:a,last:s>0?an(n.plies[s-1]):new Map,hint:Ao(l),premove:Ao(n.premove),overlay:c?As(n.live().board,c,n.resultOf(c)):null,balance:o.balanceOn?mo(t.deps.advice.balance,a,qe):null});let u=rn(t.deps.advice.marks,n,s);return u?.better&&e.board.update({hint:Ao(u.better)}),e.line.draw(e.board,fn(t).key),e.summary.draw(t.deps.advice.marks),{reviewed:u,n:s,live:i,preview:c,orientation:a}}function eu(e){return e.animating?"animating":e.over?"over":e.aiTask?"thinking":e.isAi(e.live().player)?e.paused?"paused":"waiting":"human"}function tu(e,t,{reviewed:n,n:o,live:r,preview:s}){let{game:i,state:a}=t,l=i.live();return{browse:a.browse,reviewing:t.deps.advice.progress,reviewNote:n&&Qs(i.start.player,o,i.plies[o-1],n.mark),flash:Eo(a.flash),preview:s,previewWhy:r&&s?ds(l.board,l.player,s,l.player):null,touchPreview:t.touchPreview,touch:e.pointer==="touch",inReview:ho(t.deps.advice),hint:a.hint,selected:t.selected}}function nu(e,t){let{game:n,state:o}=t;if(o.destroyed)return;let r=Qc(e,t),s=n.live(),{blue:i,red:a,level:l}=n.settings;Object.assign(e.container.dataset,{state:eu(n),turn:s.player,plies:String(n.plies.length),view:r.live?"live":String(r.n),ai:n.aiStatus,blue:i,red:a,level:l,orientation:r.orientation}),o.engine&&(e.container.dataset.engine=o.engine),Ds(e.container,o.theme);let c=tu(e,t,r);e.previewLine.textContent=ii(n,c,o.balanceOn&&e.board.state.balance),ou(e,t,c),ru(e,t),su(e,o.announce)}function ou(e,t,n){let{game:o,state:r}=t,s=t.shownPly(),i=t.shownPosition();e.panel.draw({game:o,settings:o.settings,shown:s,browsing:r.browse!==null,humans:t.humans(),aiReady:o.aiStatus==="ready",sound:r.sound,theme:r.theme,resignArmed:r.resignArmed,canAbort:t.canAbort(),tapPlay:r.tapPlay,shownBoard:i.board,shownPlayer:i.player,status:si(o,n,t.humans()),balance:r.balanceOn,marks:t.deps.advice.marks,info:s?So(o.start.player,s,o.plies[s-1]):Fs(o.humanTurn())})}function ru(e,t){let{notices:n,noticeKind:o}=t.state;e.drawn.notices!==n&&(e.drawn.notices=n,In(e.notice,n.map(Eo),e.dismiss),o&&(e.notice.dataset.kind=o))}function su(e,t){if(!t||e.drawn.announce===t)return;e.drawn.announce=t;let n=t.n?So(t.start,t.n,t.ply):e.announce.textContent;e.announce.textContent=t.dropped?`${n} ${ln(t.dropped)}`:n}function iu(e,t){let n=t.state;n.destroyed||!n.thinking||(e.panel.drawThinking(n.thinking),!(!n.balanceOn||n.browse!==null||!n.thinking.progress)&&e.board.update({balance:mo(t.deps.advice.balance,e.board.state.orientation,qe)}))}function ci(e,t){let n={movesPlayed:null,closeResult:0,saved:null,chosenLevel:null,destroyed:!1};return{run:()=>{n.destroyed||e.state.destroyed||!e.state.opened||(au(n,e,t),lu(e,t),cu(e),t.rating.seen(e.game.plies.length),uu(e,t),pu(n,e,t),du(n,e,t),mu(n,e,t))},follow:r=>ui(n,e,r),destroy:()=>n.destroyed=!0}}function au(e,t,n){let{game:o,state:r}=t,s=e.movesPlayed===null;if(e.movesPlayed===o.movesPlayed)return;e.movesPlayed=o.movesPlayed;let i=o.plies.at(-1);s||!i||(r.sound&&n.sound?.(i.result.captured.length?"capture":"move"),n.onMove?.({ply:o.plies.length,player:i.player,move:v(i.move),position:_(i.after.board,i.after.player)}))}function lu(e,t){let{key:n,start:o,moves:r,label:s}=fn(e);t.line?.offer(n,o,r,s)}function cu(e){let{game:t,state:n}=e,o=e.deps.advice;if(!n.balanceOn)return;let r=!t.aiTask&&!t.animating&&!(n.hint&&n.hint.pending)&&!o.reviewing&&t.aiStatus==="ready",s=e.shownPosition();r&&!F(s.board)&&!(t.over&&n.browse===null)&&o.evaluate(_(s.board,s.player),s.board,s.player)}function uu(e,t){let{game:n}=e,o=e.humans();t.title?.(!n.over&&n.humanTurn()&&o.length===1?"Your move \xB7 Polis":"Polis")}function pu(e,t,n){let{game:o,state:r}=t;if(e.closeResult!==r.closeResult&&(e.closeResult=r.closeResult,n.dialogs.closeResult()),!o.over||o.animating||r.resultShown===yt(o)||(t.resultSeen(yt(o)),r.quiet))return;let s=t.humans(),i=ri(o.over,o.plies,o.start.player,s);s.length===1&&(i.rematch={swap:xe.swap(w(s[0])),same:xe.same(s[0])}),n.dialogs.showResult(o.over,n.rating.finished(o.settings,o.over,i)),n.onGameOver?.({...o.over})}function du(e,t,n){let o=Yt(t.game.settings,t.game),r=JSON.stringify(o);if(r===e.saved)return;let s=n.store.save(o);e.saved=r,s||queueMicrotask(()=>ui(e,t,n.store.load()))}function mu(e,t,n){let o=t.state.chosenLevel;o!==e.chosenLevel&&(e.chosenLevel=o,o&&n.rememberLevel?.(o))}function ui(e,t,n){t.state.destroyed||!n||JSON.stringify(n)===e.saved||(e.saved=JSON.stringify(n),t.follow(n,A(n.position)))}var Xe={label:"The game\u2019s course: who stood better after each move. Arrows go through the moves.",title:"Course of the game",point:(e,t,n)=>`${e}: ${t}${n&&n!=="best"&&n!=="good"?`, ${n==="inaccuracy"?"an inaccuracy":`a ${n}`}`:""}`,start:"Start of the game",won:e=>`${e} has won`};var Mt=300,St=52,Rt=6,fu=["inaccuracy","mistake","blunder"];function pi(e,t,n){let r=t!=null?Math.sign(t===0?e:t):Math.tanh(e/30);return n==="blue"?r:-r}function hu(e){if(!e||!e.length)return[];let t=e[0],n=[{ply:0,share:pi(t.scoreBefore,t.mateBefore,t.player),score:t.scoreBefore,mate:t.mateBefore,player:t.player,mark:null}];return e.forEach((o,r)=>n.push({ply:r+1,share:pi(o.scoreAfter,o.mateAfter,o.player),score:o.scoreAfter,mate:o.mateAfter,player:o.player,mark:o.mark})),n}function di(e){return e.mate===0?Xe.won(g[e.score>0?e.player:e.player==="blue"?"red":"blue"]):qe(e.score,e.mate,e.player)}function fi({onPick:e}){let t=y("svg",{class:"polis-graph",viewBox:`0 0 ${Mt} ${St}`,preserveAspectRatio:"none",role:"slider",tabindex:"0","aria-label":Xe.label,"aria-valuemin":"0"});t.setAttribute("hidden","");let n={element:t,onPick:e,points:[],shown:0,drawn:{marks:null,shown:-1}};return t.addEventListener("click",o=>gu(n,o)),t.addEventListener("keydown",o=>vu(n,o)),{element:t,draw:o=>wu(n,o)}}var Et=(e,t)=>Rt+(e.points.length>1?t*(Mt-2*Rt)/(e.points.length-1):0),mi=e=>St/2-e*(St/2-Rt);function gu(e,t){let{points:n,element:o}=e;if(!n.length)return;let r=o.getBoundingClientRect(),s=(t.clientX-r.left)/r.width*Mt,i=(Mt-2*Rt)/Math.max(1,n.length-1);e.onPick(Math.max(0,Math.min(n.length-1,Math.round((s-Rt)/i))))}function vu(e,t){let{points:n,shown:o}=e,r=n.length-1,s={ArrowLeft:o-1,ArrowDown:o-1,ArrowRight:o+1,ArrowUp:o+1,Home:0,End:r,PageUp:o+10,PageDown:o-10}[t.key];s===void 0||!n.length||(t.preventDefault(),t.stopPropagation(),e.onPick(Math.max(0,Math.min(r,s))))}function bu(e){let{element:t,points:n}=e;t.textContent="";let o=St/2,r=n.map(a=>[Et(e,a.ply),mi(a.share)]),s=a=>`M${Et(e,0)} ${o} ${r.map(([l,c])=>`L${l.toFixed(1)} ${a(c,o).toFixed(1)}`).join(" ")} L${Et(e,n.length-1)} ${o} Z`;t.append(y("title",{}),y("path",{class:"graph-blue",d:s(Math.min)}),y("path",{class:"graph-red",d:s(Math.max)}),y("line",{class:"graph-mid",x1:0,y1:o,x2:Mt,y2:o}),y("polyline",{class:"graph-line",points:r.map(([a,l])=>`${a.toFixed(1)},${l.toFixed(1)}`).join(" ")})),t.firstChild.textContent=Xe.title;for(let a of n){let l=fu.includes(a.mark),c=y("path",{class:`graph-point${l?` graph-mark graph-mark-${a.mark}`:""}`,d:`M${Et(e,a.ply).toFixed(2)} ${mi(a.share).toFixed(2)}h0.01`,"data-ply":a.ply,"data-share":a.share.toFixed(3)});l&&(c.dataset.mark=a.mark),t.append(c)}let i=Et(e,e.shown);t.append(y("line",{class:"graph-cursor",x1:i,y1:2,x2:i,y2:St-2}))}function wu(e,t){let{element:n}=e;if(t.marks===e.drawn.marks&&t.shown===e.drawn.shown)return;t.marks!==e.drawn.marks&&(e.points=hu(t.marks)),e.drawn={marks:t.marks,shown:t.shown};let o=e.points;if(e.shown=Math.min(t.shown,Math.max(0,o.length-1)),n.parentNode?.classList.toggle("has-graph",o.length>0),!o.length){n.setAttribute("hidden",""),n.textContent="";return}n.removeAttribute("hidden");let r=s=>s===0?`${Xe.start}: ${di(o[0])}`:Xe.point(U(t.startPlayer,s,t.plies[s-1]),di(o[s]),o[s].mark);n.dataset.plies=String(o.length-1),n.setAttribute("aria-valuemax",String(o.length-1)),n.setAttribute("aria-valuenow",String(e.shown)),n.setAttribute("aria-valuetext",r(e.shown)),bu(e)}function hi(e){let t=p("ol",{class:"polis-moves","aria-label":"Moves"}),n=p("div",{class:"polis-moves-wrap"},t),o=fi({onPick:s=>e(s)});n.append(o.element),t.addEventListener("click",s=>{let i=s.target.closest("[data-ply]");i&&e(Number(i.dataset.ply))});let r={moveList:t,moveListWrap:n,graph:o,listed:{plies:null,count:-1,start:null}};return{wrap:n,list:t,draw:s=>yu(r,s)}}function yu(e,t){let{moveList:n,moveListWrap:o,graph:r}=e,s=e.listed;if(s.plies!==t.plies||s.count!==t.plies.length||s.start!==t.startPlayer){n.textContent="";let i=null;t.plies.forEach((a,l)=>{if(!i||a.player==="blue"){let d=U(t.startPlayer,l+1,a);i=p("li",{class:"move-row"},p("span",{class:"move-no",text:d.slice(0,d.search(/[.\u2026]/)+1)})),n.append(i),l===0&&a.player==="red"&&i.append(p("span",{class:"move move-gap",text:"\u2026"}))}let c=Xs(a.result),u=p("button",{type:"button",class:`move move-${a.player}`,"data-ply":l+1,"data-move":v(a.move),title:`${g[a.player]}: ${U(t.startPlayer,l+1,a)}${c.length?", "+c.join(", ").replace("\xD7","captured "):""}`},p("span",{class:"move-text",text:v(a.move)}),...c.map(d=>p("span",{class:"move-tag",text:d})));i.append(u)}),s=e.listed={plies:t.plies,count:t.plies.length,start:t.startPlayer,current:null,marks:null},requestAnimationFrame(()=>{o.scrollTop=o.scrollHeight})}if(s.marks!==t.marks){for(let i of n.querySelectorAll(".move[data-ply]")){let a=t.marks&&t.marks[Number(i.dataset.ply)-1];a?i.dataset.review=a.mark:delete i.dataset.review,i.setAttribute("aria-description",a?a.mark:"")}s.marks=t.marks}if(r.draw({marks:t.marks,plies:t.plies,startPlayer:t.startPlayer,shown:t.shown}),s.current!==t.shown){for(let i of n.querySelectorAll(".move[data-ply]")){let a=Number(i.dataset.ply)===t.shown;i.classList.toggle("current",a),a?i.setAttribute("aria-current","true"):i.removeAttribute("aria-current"),a&&t.browsing&&i.scrollIntoView({block:"nearest"})}s.current=t.shown}}function gi(e){return p("div",{class:`player player-${e}`,"data-side":e},p("span",{class:`player-chip pc-${e}`,"aria-hidden":"true"}),p("div",{class:"player-text"},p("span",{class:"player-name"},p("strong",{text:g[e]}),p("span",{class:"player-count",title:"pieces on the board"},p("span",{class:"count"}),p("span",{class:"player-stun",text:"\u2605",title:"chariot stunned"}))),p("span",{class:"player-who"})))}function xu(e){let t=(o,r,s={})=>p("button",{type:"button",class:`btn btn-${o}`,"data-action":o,children:[le(o),p("span",{text:r})],onclick:()=>e[o](),...s});return{new:t("new","New game"),undo:t("undo","Undo"),hint:t("hint","Hint"),resign:t("resign","Resign"),pause:t("pause","Pause"),flip:t("flip","Flip",{title:"Turn the board around (F)"})}}function ku(e){let t=p("select",{class:"panel-level","aria-label":"Computer level","data-action":"level"},...G.map(s=>p("option",{value:s.name,text:s.label})));t.addEventListener("change",()=>{e.level(t.value)});let n=s=>p("button",{type:"button",class:`btn btn-toggle toggle-${s}`,"data-action":s,"aria-pressed":"false",title:un[s].title,children:[le(s),p("span",{class:"toggle-name","aria-hidden":"true",text:un[s].short}),p("span",{class:"visually-hidden",text:un[s].label}),p("span",{class:"toggle-light","aria-hidden":"true"})],onclick:()=>e[s]()}),o={sound:n("sound"),theme:n("theme"),balance:n("balance"),tap:n("tap")},r=p("div",{class:"polis-settings"},p("label",{class:"level-label"},p("span",{class:"visually-hidden",text:"Level"}),t),o.sound,o.theme,o.balance,o.tap);return{levelSelect:t,t:o,settingsRow:r}}function $u(e){let t=(l,c,u)=>p("button",{type:"button",class:`btn btn-icon nav-${l}`,"data-action":`history-${l}`,"aria-label":c,title:c,children:[le(l)],onclick:u}),n=t("first","Start of the game",()=>e.browse(0)),o=t("prev","Previous move",()=>e.browse("prev")),r=t("next","Next move",()=>e.browse("next")),s=t("last","Current position",()=>e.browse("end")),i=p("span",{class:"nav-label"}),a=p("div",{class:"polis-history"},n,o,i,r,s);return{navFirst:n,navPrev:o,navNext:r,navLast:s,navLabel:i,historyNav:a}}function Eu(e){let t=(o,r)=>p("button",{type:"button",class:"btn btn-quiet","data-action":o,title:r,children:[le(o),p("span",{text:r})],onclick:()=>e[o]()});return p("div",{class:"polis-extra"},t("rules","Rules"),t("copy-link","Copy link"),t("copy-moves","Copy moves"))}function vi({compact:e=!1,actions:t}){let n={blue:gi("blue"),red:gi("red")},o=p("p",{class:"polis-status"}),r=p("p",{class:"polis-info"}),s=xu(t),i=p("div",{class:"polis-controls"},...Object.values(s)),{levelSelect:a,t:l,settingsRow:c}=ku(t),u=$u(t),d=u.historyNav,m=hi($=>t.browse($)),f=m.wrap,h=Eu(t),k=p("aside",{class:"polis-side"},p("div",{class:"polis-players"},n.blue,n.red),o,r,i,c,e?null:d,e?null:f,h),S={cards:n,status:o,info:r,b:s,levelSelect:a,t:l,nav:u,moves:m,compact:e};return{element:k,draw:$=>Ru(S,$),drawThinking:$=>bi(S,$),buttons:s,moveList:m.list}}var gn=(e,t)=>e.setAttribute("aria-disabled",t?"true":"false");function Mu(e,t){let{game:n,settings:o}=t,r=Bt(t.shownBoard),s=V(t.shownBoard),i=E(o.level);for(let a of["blue","red"]){let l=e.cards[a],c=l.querySelector(".player-who"),u=n.isAi(a)?`${pn.computer} \xB7 ${i.label}`:t.humans.length===1?pn.you:pn.human;if(c.title!==u){c.title=u;let d=[le("computer"),p("span",{"aria-hidden":"true",text:i.label})];c.replaceChildren(...n.isAi(a)?d:[],p("span",{class:n.isAi(a)?"visually-hidden":void 0,text:u}))}l.querySelector(".count").textContent=String(r[a]),l.classList.toggle("to-move",!n.over&&t.shownPlayer===a),l.classList.toggle("is-stunned",s[a]),l.classList.toggle("is-winner",!!n.over&&!t.browsing&&n.over.winner===a)}}function Su(e,t){let{game:n,settings:o}=t,r=e.b,s=n.isAi("blue")||n.isAi("red"),i=n.isAi("blue")&&n.isAi("red");r.undo.disabled=n.plies.length===0||t.humans.length===1&&!n.plies.some(c=>c.player===t.humans[0]),r.hint.disabled=!(t.aiReady&&!t.browsing&&n.humanTurn()),r.resign.disabled=!!n.over||t.humans.length===0;let a=!!t.resignArmed&&!r.resign.disabled;r.resign.classList.toggle("btn-armed",a),r.resign.dataset.abort=String(!!t.canAbort),r.resign.querySelector("span").textContent=t.canAbort?Ie.abort:a?Ie.armed:Ie.idle,r.resign.title=t.canAbort?Ie.abortTitle:a?Ie.armedTitle:Ie.title,r.pause.classList.toggle("btn-unused",!i),r.pause.disabled=!!n.over||!i;let l=n.paused?"Resume":"Pause";r.pause.textContent!==l&&r.pause.replaceChildren(le(n.paused?"play":"pause"),p("span",{text:l})),e.levelSelect.value=o.level,e.levelSelect.disabled=!s&&!t.aiReady,e.t.sound.setAttribute("aria-pressed",String(t.sound)),e.t.balance.setAttribute("aria-pressed",String(t.balance)),e.t.theme.setAttribute("aria-pressed",String(t.theme==="dark")),e.t.tap.setAttribute("aria-pressed",String(!!t.tapPlay))}function Ru(e,t){let{game:n}=t;Mu(e,t),e.status.textContent=t.status,e.status.title=t.status,n.aiTask?bi(e,n.aiTask):(e.info.textContent=t.info,e.info.dataset.kind="last"),Su(e,t);let o=t.shown,{navFirst:r,navPrev:s,navNext:i,navLast:a,navLabel:l,historyNav:c}=e.nav;gn(r,o===0),gn(s,o===0),gn(i,o===n.plies.length),gn(a,o===n.plies.length),l.textContent=o===0?"Start":`Move ${U(n.start.player,o,n.plies[o-1])}`,c.classList.toggle("browsing",t.browsing),!e.compact&&e.moves.draw({plies:n.plies,startPlayer:n.start.player,shown:o,browsing:t.browsing,marks:t.marks})}function bi(e,t){e.info.textContent=ai(t),e.info.dataset.kind="thinking"}var vn={hop:{position:"7B/8/1b1r4/2b5/8/8/8/R7 b",move:"b3c3",rows:[1,3],cols:[0,4],caption:"Blue steps from b3 to c3: the Red dog beside it jumps across to b3, the Blue dog above jumps down to c2."},defence:{position:"7B/8/1b1rr3/2b5/8/8/8/R7 b",move:"b3c3",rows:[1,3],cols:[0,4],caption:"The same step, but a second Red dog stands behind the first: it is defended and stays. The Blue dog still jumps."},capture:{position:"7B/8/1br1b3/3b4/8/8/8/R7 b",move:"d4d3",rows:[1,3],cols:[0,4],caption:"Blue steps to d3. The Red dog on c3 cannot jump (e3 is taken) and is caught between two Blue pieces: captured."},stun:{position:"7B/8/1bR1b3/3b4/8/8/8/8 b",move:"d4d3",rows:[1,3],cols:[0,4],caption:"The same with Red\u2019s chariot: it is never captured, it is stunned (star) and cannot move until freed."}};function wi(e,{rows:t,cols:n},o){let r=p("div",{class:"mini-board","aria-hidden":"true"});r.style.gridTemplateColumns=`repeat(${n[1]-n[0]+1}, 1fr)`;for(let s=t[1];s>=t[0];s--)for(let i=n[0];i<=n[1];i++){let a=p("div",{class:`mini-sq ${(s+i)%2?"sq-dark":"sq-light"}`,"data-mini-square":Ae(s,i)});o.has(s*8+i)&&a.classList.add("mini-mark");let l=e[s][i];l&&a.append(jt(l)),r.append(a)}return r}function bn(e){let{board:t}=ue(e.position),n=j(e.move),o=we(t,n).board,r=n.fromR*8+n.fromC,s=n.toR*8+n.toC;return p("figure",{class:"rules-diagram"},p("div",{class:"mini-pair"},wi(t,e,new Set([r])),p("span",{class:"mini-arrow","aria-hidden":"true",text:"\u2192"}),wi(o,e,new Set([s]))),p("figcaption",{text:e.caption}))}var de=e=>p("p",{html:e}),Tu=[{key:"win",attrs:{class:"sq sq-light mark-dest mark-win"},text:"a gold ring on a destination: this move wins"},{key:"loss",attrs:{class:"sq sq-light mark-dest mark-loss"},text:"a red striped square on a destination: this move gives your opponent the game"},{key:"from",attrs:{class:"sq sq-light mark-from"},text:"the last move: where the piece came from"},{key:"to",attrs:{class:"sq sq-light mark-to"},text:"\u2026 and where it went"},{key:"hop",hop:!0,text:"a short thin arrow: a piece jumped to this square (over the square behind)"},{key:"captured",attrs:{class:"sq sq-light mark-captured"},text:"a cross: a dog was captured there"}];function Au(){let e=y("svg",{class:"legend-hop",viewBox:"0 0 2 1","aria-hidden":"true"}),t=y("g",{class:"ov-group-last-hop"}),n={x1:.85,y1:.5,x2:1.55,y2:.5};t.append(y("line",{...n,class:"ov-halo"}),y("line",{...n,class:"ov-arrow ov-last-hop"}));let o=y("g",{class:"arrow-last-hop"});return o.append(y("path",{d:"M1.5 0.36 L1.75 0.5 L1.5 0.64 z"})),e.append(t,o),p("span",{class:"legend-sq legend-pair"},p("span",{class:"sq sq-light"}),p("span",{class:"sq sq-dark"}),e)}function Lu(){return p("ul",{class:"rules-legend"},...Tu.map(e=>p("li",{"data-legend":e.key},e.hop?Au():p("span",{class:"legend-sq"},p("span",e.attrs)),p("span",{text:e.text}))))}function yi(){return p("div",{class:"rules-body"},de('Two sides, <b class="t-blue">Blue</b> (moves first) and <b class="t-red">Red</b>, each start with fifteen <em>dogs</em> and one <em>chariot</em> (the piece with the wheel) on their two home rows.'),p("h3",{text:"Goal"}),de("Bring your chariot to the far row: Blue to row 8, Red to row 1. It may even be carried there by a jump, during either side\u2019s move. You also win when your opponent has no legal move."),p("h3",{text:"Moving"}),de("Move one of your pieces one square in any of the eight directions onto an empty square. You may not pass. Select a piece to see where it can go; point at a destination (on a touch screen: tap it once) to see what would happen, then click or tap it again to play. You can also drag the piece. On a touch screen the switch Play on first tap plays a move with one tap on its destination; hold the destination to see what would happen."),p("h3",{text:"Jumps"}),de("When your piece lands, every piece touching it jumps over it to the empty square straight across, if there is one. All jumps happen at once."),bn(vn.hop),de("Your own pieces always jump. An enemy piece with another enemy piece right behind it on the same line is <em>defended</em> and stays put."),bn(vn.defence),p("h3",{text:"Captures and stuns"}),de("After the jumps, a dog caught between two enemy pieces in a straight line (a row, a column or a diagonal) is captured."),bn(vn.capture),de("A chariot caught the same way is <em>stunned</em> instead: it cannot move or jump, and it does not count as one side of a sandwich, until it is freed."),bn(vn.stun),de("A move is not allowed if the piece you moved would be captured, or if your moved chariot would end up stunned."),p("h3",{text:"Reading the board"}),de("Squares are named by column a\u2013h and row 1\u20138, and a move by its two squares, like b2b3. The board marks:"),Lu())}var Cu=0,Lo=e=>`${e}-${++Cu}`;function Je(e,t,...n){let o=Lo("polis-dlg"),r=p("h2",{id:o,text:t});return{d:p("dialog",{class:`polis-dialog ${e}`,"aria-labelledby":o},r,...n),h:r}}function Ze(e,t){e.opener=document.activeElement&&document.activeElement!==document.body?document.activeElement:null;try{t.showModal()}catch{t.setAttribute("open","")}}function Qe(e){let t=e.opener,n=t&&t.isConnected&&!t.disabled&&t.getAttribute("aria-disabled")!=="true"?t:null;e.opener=null,setTimeout(()=>n?n.focus():e.returnFocus(),0)}function Pu(){let e=p("select",{name:"level",id:Lo("polis-level")},...G.map(n=>p("option",{value:n.name,text:n.label}))),t=p("p",{class:"setup-desc"});return e.addEventListener("change",()=>t.textContent=E(e.value).description),{select:e,desc:t}}var xi=e=>p("fieldset",{class:`setup-side setup-${e}`},p("legend",{},p("span",{class:`player-chip pc-${e}`,"aria-hidden":"true"}),g[e]),...["human","ai"].map(t=>p("label",{},p("input",{type:"radio",name:e,value:t}),t==="human"?"Human":"Computer")));function Ou(e,t){let n=p("span",{class:"setup-rating-text","aria-live":"polite"}),o=p("button",{type:"button",class:"btn btn-quiet setup-rating-reset","data-action":"rating-reset",onclick:()=>{if(o.dataset.armed!=="true"){o.dataset.armed="true",o.textContent=J.resetAgain;return}t.reset(),$i(e,!0),e.level.select.focus()}});return e.rating={keeper:t,text:n,reset:o},p("p",{class:"setup-desc setup-rating"},n," ",o)}function $i(e,t=!1){let{keeper:n,text:o,reset:r}=e.rating,s=n.current();o.textContent=t?J.resetDone:J.summary(s),r.dataset.armed="false",r.textContent=J.reset,r.hidden=t||!s.games}var ki=(e,t)=>p(e,{...t,spellcheck:"false",autocomplete:"off"});function Nu(e){return e.position=ki("input",{type:"text",name:"position",placeholder:"the usual start"}),e.moves=ki("textarea",{name:"moves",rows:2,placeholder:"b2b3, g7g6, ..."}),p("details",{class:"setup-more"},p("summary",{text:"Start from a position or replay moves"}),p("label",{class:"setup-row"},"Position",e.position),p("p",{class:"setup-desc",text:'Rows 1 to 8 separated by "/", then b or r for the side to move.'}),p("label",{class:"setup-row"},"Moves to replay",e.moves),p("p",{class:"setup-desc",text:"Moves like b2b3, separated by commas, from the position above."}))}function Ei(e,{onStart:t,rating:n}){let o={level:Pu(),rating:null};o.more=Nu(o),o.error=p("p",{class:"setup-error",role:"alert"}),o.form=p("form",{method:"dialog"},p("div",{class:"setup-sides"},xi("blue"),xi("red")),p("label",{class:"setup-row",for:o.level.select.id},"Computer level"),o.level.select,o.level.desc,...n?[Ou(o,n)]:[],o.more,o.error,p("div",{class:"dialog-buttons"},p("button",{type:"button",class:"btn",text:"Cancel",onclick:()=>o.d.close()}),p("button",{type:"submit",class:"btn btn-primary",value:"start",text:"Start game"}))),o.d=Je("polis-setup","New game",o.form).d,o.d.addEventListener("close",()=>Qe(e)),o.form.addEventListener("submit",r=>{r.preventDefault(),Iu(o,t)}),e.setup=o}function Iu(e,t){let n=new FormData(e.form),o=t({blue:n.get("blue")==="ai"?"ai":"human",red:n.get("red")==="ai"?"ai":"human",level:e.level.select.value,position:String(n.get("position")||"").trim(),moves:String(n.get("moves")||"").trim()});if(o){e.error.textContent=o;return}e.error.textContent="",e.d.close()}function Mi(e,t,n){let o=e.setup;for(let r of["blue","red"])for(let s of o.form.querySelectorAll(`input[name="${r}"]`))s.checked=s.value===t[r],s.disabled=s.value==="ai"&&n;o.level.select.value=t.level,o.level.select.disabled=n,o.level.desc.textContent=n?"The computer player is not available.":E(t.level).description,o.position.value="",o.moves.value="",o.more.open=!1,o.error.textContent="",o.rating&&$i(o),e.result.d.open&&e.result.d.close(),Ze(e,o.d)}var Si=600;function Ri(e,{onReview:t,onUndo:n,onRematch:o}){let r={openedAt:0,pressedOutside:!1};r.place=()=>zu(e);let s=(a,l,c,u=!1)=>p("button",{type:"button",class:`btn${u?" btn-primary":""}`,"data-action":a,text:l,onclick:()=>{r.d.close(),c()}}),i=p("button",{type:"button",class:"btn btn-icon result-close","data-action":"result-close","aria-label":ko.close,title:ko.close,children:[le("close")],onclick:()=>r.d.close()});r.text=p("p",{class:"result-text"}),Object.assign(r,Je("polis-result","",i,r.text,p("div",{class:"dialog-buttons"},s("review","Review the game",t),s("result-undo","Undo",n),s("rematch",xe.plain,()=>o(!1),!0),s("rematch-same",xe.plainSame,()=>o(!0))))),r.d.prepend(p("div",{class:"result-emblem","aria-hidden":"true"})),r.d.addEventListener("close",()=>{removeEventListener("resize",r.place),Qe(e)}),qu(r),e.result=r}function qu(e){let t=n=>{let o=e.d.getBoundingClientRect();return n.target===e.d&&(n.clientX<o.left||n.clientX>o.right||n.clientY<o.top||n.clientY>o.bottom)};e.d.addEventListener("pointerdown",n=>{e.pressedOutside=t(n)&&performance.now()-e.openedAt>=Si}),e.d.addEventListener("click",n=>{e.pressedOutside&&t(n)&&e.d.close(),e.pressedOutside=!1})}function zu(e){let t=e.result.d;t.style.left=t.style.top=t.style.maxWidth="",t.classList.remove("placed","narrow");let n=e.avoid&&e.avoid();if(!n||!n.isConnected)return;let o=n.getBoundingClientRect(),r=document.documentElement.clientWidth,s=document.documentElement.clientHeight,i=8,{width:a,height:l}=t.getBoundingClientRect(),c=Math.max(r-o.right,o.left)-2*i;s-o.bottom-2*i<l&&c<a&&c>=240&&(t.classList.add("narrow"),t.style.maxWidth=`${Math.floor(c)}px`,{width:a,height:l}=t.getBoundingClientRect());let u=(f,h)=>Math.max(i,Math.min(r-a-i,(f+h-a)/2)),d=(f,h)=>Math.max(i,Math.min(s-l-i,(f+h-l)/2)),m=null;if(s-o.bottom-2*i>=l)m=[u(0,r),Math.max(o.bottom+i,s-l-i)];else if(r-o.right-2*i>=a&&s-2*i>=l)m=[o.right+(r-o.right-a)/2,d(0,s)];else if(o.left-2*i>=a&&s-2*i>=l)m=[(o.left-a)/2,d(0,s)];else if(o.top-2*i>=l)m=[u(0,r),i];else{let f=n.querySelector(`[data-piece="${t.dataset.winner==="blue"?"B":"R"}"]`),h=f?f.getBoundingClientRect():o;m=[u(0,r),h.top+h.height/2<s/2?s-l-i:i]}t.classList.add("placed"),t.style.left=`${Math.round(m[0])}px`,t.style.top=`${Math.round(m[1])}px`}function Ti(e,t,n){let o=e.result;o.d.dataset.winner=t.winner,o.d.dataset.reason=t.reason,o.h.textContent=n.title,o.text.textContent=n.text;let[r,s]=["rematch","rematch-same"].map(i=>o.d.querySelector(`[data-action="${i}"]`));r.textContent=n.rematch?n.rematch.swap:xe.plain,s.textContent=n.rematch?n.rematch.same:xe.plainSame,s.hidden=!n.rematch,o.d.open||(o.openedAt=performance.now(),o.pressedOutside=!1,Ze(e,o.d),addEventListener("resize",o.place)),o.place()}function _u(e){let t=Je("polis-rules","How to play Polis",yi(),p("form",{method:"dialog",class:"dialog-buttons"},p("button",{class:"btn btn-primary",text:"Got it"})));t.d.addEventListener("close",()=>Qe(e)),e.rules=t}function Ai({onStart:e,onRematch:t,onUndo:n,onReview:o,returnFocus:r,avoid:s,rating:i=null}){let a={opener:null,returnFocus:r,avoid:s,setup:null,rules:null,result:null};Ei(a,{onStart:e,rating:i}),_u(a),Ri(a,{onReview:o,onUndo:n,onRematch:t});let l=[a.setup.d,a.rules.d,a.result.d];return{openSetup:(c,u)=>Mi(a,c,u),openRules(){Ze(a,a.rules.d),a.rules.d.scrollTop=0},showResult:(c,u)=>Ti(a,c,u),closeResult(){a.result.d.open&&a.result.d.close()},elements:l,get anyOpen(){return l.some(c=>c.open)}}}var Tt=[],wn=[];function ju(e){let t=wn.findLast(n=>n.isConnected&&Tt.includes(n));return t?t===e:!!e.closest("body.polis-page")&&Tt.find(n=>n.isConnected)===e}var Li=e=>{let t=wn.indexOf(e);t>=0&&wn.splice(t,1)};function Ci(e,t){return{onMove:(n,o)=>e.userMove(n,o),onPremove:(n,o)=>e.planMove(n,o),onMiss:n=>e.miss(n),onInput(n){e.pressed(n),t().update({movable:e.movable()})},onChange:()=>e.deps.changed()}}function Pi(e,{container:t,line:n,isOpen:o,flip:r,browse:s}){let i=()=>{Li(t),wn.push(t)};Tt.push(t),t.addEventListener("pointerdown",i,!0),t.addEventListener("focusin",i);let a=l=>{if(l.defaultPrevented||l.ctrlKey||l.metaKey||l.altKey||o())return;let c=l.composedPath?l.composedPath()[0]:l.target;if(c&&(c.closest?.("input, textarea, select")||c!==document.body&&!t.contains(c))||(!c||c===document.body)&&!ju(t))return;let u=e.board.contains(c);if((!u||l.key==="Escape")&&n.key(l.key))return l.preventDefault();let d={ArrowLeft:"prev",ArrowRight:"next",Home:0,End:"end"};if(l.key==="f"||l.key==="F")r();else if(!u&&l.key in d)s(d[l.key]);else return;l.preventDefault()};return a.destroy=()=>{let l=Tt.indexOf(t);l>=0&&Tt.splice(l,1),t.removeEventListener("pointerdown",i,!0),t.removeEventListener("focusin",i),Li(t)},a}var At={show:"Show me",retry:"Start the step again",next:"Next",exit:"Play a game",choose:"Choose a lesson",howTo:"Pick a blue piece, then a square next to it (or drag it).",wrong:"Not quite.",right:"Well done!",reply:(e,t)=>`Red answered ${e}. Now win in ${L(t,"move")}.`,goalLeft:e=>`Keep going: win in ${L(e,"move")}.`,count:(e,t,n,o)=>`Step ${e} of ${t} \xB7 ${n} of ${o} lessons done`,lessonDone:(e,t)=>`Well done! You finished \u201C${e}\u201D.${t?"":" That was the last lesson: time for a game."}`,doneMark:"Lesson done",nextLesson:e=>`Next lesson: ${e}`,tapAgain:"Tap the square again to play this move, or pick another.",legend:"Yellow squares: the move you tried, taken back. Green squares and the arrow: a move that works.",welcome:"New to Polis?",welcomeLearn:"Learn it in 8 short lessons",welcomeOr:"or",welcomePlay:"play an easy game",learn:"Learn"};function Oi(e,t,n){let o=t===0?`the gentlest of ${n} levels`:t===n-1?`the strongest of ${n} levels`:`level ${t+1} of ${n}, the weakest first`;return`Your opponent, ${e.label}, is ${o} (rated ${e.rating}).`}var Ni=[[196,29],[288,34],[241,31],[354,39],[252,31],[235,30],[200,29],[319,35],[282,33],[346,38],[200,29],[121,26]],Bu=800,qi={rating:1200,rd:350,games:0},Du=40,Fu=350,Lt=Math.LN10/400,me=(()=>{let e=Bu,t=0;return G.map((n,o)=>(o>0&&(e+=Ni[o-1][0],t+=Ni[o-1][1]**2),{name:n.name,label:n.label,rating:e,rd:Math.round(Math.sqrt(t))}))})();function Uu(e){let t=me.find(n=>n.name===e);if(!t)throw new Error(`unknown level ${b(e)}`);return t}var zi=e=>1/Math.sqrt(1+3*Lt*Lt*e*e/(Math.PI*Math.PI));function Gu(e,t){return 1/(1+10**(-zi(t.rd)*(e.rating-t.rating)/400))}function Wu(e,t){yn(e);let n=0,o=0;for(let{opponent:s,score:i}of t){if(i!==0&&i!==.5&&i!==1)throw new Error(`score must be 0, 0.5 or 1, got ${b(i)}`);if(_i(s,"opponent"),s.rd<0)throw new Error(`opponent.rd must be 0 or more, got ${b(s.rd)}`);let a=zi(s.rd),l=Gu(e,s);n+=Lt*Lt*a*a*l*(1-l),o+=a*(i-l)}let r=1/(e.rd*e.rd)+n;return{rating:e.rating+Lt/r*o,rd:Math.min(Fu,Math.max(Du,Math.sqrt(1/r))),games:e.games+t.length}}var Ii=200;function Hu(e,t,n){let o=Wu(e,[{opponent:t,score:n}]),r=Math.max(-Ii,Math.min(Ii,o.rating-e.rating));return{...o,rating:e.rating+r}}function _i(e,t,n=["rating","rd"]){if(e===null||typeof e!="object")throw new Error(`${t} must be { ${n.join(", ")} }, got ${b(e)}`);for(let o of n)if(!Object.hasOwn(e,o)||!Number.isFinite(e[o]))throw new Error(`${t}.${o} must be a number, got ${b(e[o])}`)}function yn(e){if(_i(e,"rating",["rating","rd","games"]),e.rd<=0)throw new Error(`rating.rd must be above 0, got ${b(e.rd)}`)}function ji(e,t){let n=["blue","red"].filter(c=>t[c]==="human");if(n.length!==1)return{rated:!1,why:n.length?"two-humans":"no-human"};if(t.undos>0)return{rated:!1,why:"undo"};let o=Uu(t.level),r=Hu(e,o,t.winner===n[0]?1:0),s=me.indexOf(o),i=me.reduce((c,u)=>Math.abs(u.rating-r.rating)<Math.abs(c.rating-r.rating)?u:c),a=me.indexOf(i),l=r.rd>150||a===s?null:a>s?"up":"down";return{rated:!0,before:e,after:r,change:r.rating-e.rating,level:o,suggestion:l}}var Vu=e=>!!e&&(e.moves?.length>0||!!e.position||!!e.start?.text||!!e.resigned);function Ku(e){let t=me.findIndex(r=>r.name===e.dataset.level);if(t<0||![e.dataset.blue,e.dataset.red].includes("ai"))return null;let n=me.length,o=Oi(me[t],t,n);return p("span",{class:"welcome-opponent","data-level":e.dataset.level,text:` ${o}`})}function Bi(e,{saved:t,asked:n,onShown:o,onPlayEasy:r}){let s=e.closest("body.polis-page")&&document.querySelector(".page-header p");if(!s||Vu(t)||n)return!1;let i=[...s.childNodes];s.classList.add("polis-welcome"),s.replaceChildren(`${At.welcome} `,p("a",{href:"?learn",class:"welcome-learn","data-action":"welcome-learn"},At.welcomeLearn),` ${At.welcomeOr} `,p("button",{type:"button",class:"welcome-play","data-action":"welcome-play",onclick:()=>{s.classList.remove("polis-welcome"),s.replaceChildren(...i),r()}},At.welcomePlay),".",Ku(e));let a=s.closest("header")?.getBoundingClientRect()??s.getBoundingClientRect(),l=a.width>1&&a.height>1&&a.bottom>0&&a.top<innerHeight;return l&&o(),l}var Di=":backup";function Z(){try{return typeof localStorage<"u"&&localStorage?localStorage:null}catch{return null}}function D(e,t=Z()){try{let n=t?t.getItem(e):null;return typeof n=="string"?n:null}catch{return null}}var et={yes:!1,listeners:new Set};function Yu(){if(!et.yes){et.yes=!0;for(let e of et.listeners)e()}}function Ui(e){let t=!1,n=()=>{t||(t=!0,e())};return et.yes?queueMicrotask(n):et.listeners.add(n),()=>et.listeners.delete(n)}function Ct(){let e=typeof location<"u"?location.pathname:"";return e.endsWith("/")?`${e}index.html`:e}var Gi=(e=Ct())=>e.endsWith("/index.html")?e.slice(0,-10):null,ae=new Map,Wi=e=>ae.set(e,"guard");function N(e,t,n=Z()){try{if(!n)throw new Error("no storage");if(ae.has(e))throw new Error("a record that could not be kept aside");return n.setItem(e,t),!0}catch{return Yu(),!1}}function fe(e,t=Z()){try{t?.removeItem(e)}catch{}}function Xu(e,t,n=Z()){for(let o=1;o<100;o++){let r=o===1?`${e}${Di}`:`${e}${Di}:${o}`,s=D(r,n);if(s===t)return r;if(s===null)return N(r,t,n)?r:null}return null}function ze(e,t,n=Z()){let o=D(e,n);if(o===null&&ae.get(e)==="unread"&&ae.delete(e),o===null)return{value:null,text:o,problem:null,backup:null};let r;try{r=t(JSON.parse(o))}catch{return Fi(e,{value:null,text:o,problem:"unreadable"},n)}return r.lost?.length?Fi(e,{value:r.value,text:o,problem:"partial",lost:r.lost},n):(ae.get(e)==="unread"&&ae.delete(e),{value:r.value,text:o,problem:null,backup:null})}function Fi(e,t,n){let o=Xu(e,t.text,n);return!o&&!ae.has(e)&&ae.set(e,"unread"),o&&ae.get(e)==="unread"&&ae.delete(e),{...t,backup:o}}var Co=e=>typeof e=="string"&&e.trim()!==""?Number(e):e;function Ju(e){let t=e&&typeof e.rating=="object"&&e.rating?e.rating:e;if(!t||typeof t!="object")throw new Error("not a rating");let n={rating:Co(t.rating),rd:Co(t.rd),games:Co(t.games??0)};if(!Number.isFinite(n.rating)||!(n.rd>0)||!Number.isFinite(n.games))throw new Error("not a rating");return{value:n,lost:[]}}var Hi=(e,t)=>ze(e,Ju,t).value;var Po="polis-rating";function xn(e,t="games"){let n=Hi(`${Po}-${t}`,e??null);try{return yn(n),{rating:n.rating,rd:n.rd,games:n.games}}catch{return{...qi}}}function Vi(e,t,n="games"){yn(t),N(`${Po}-${n}`,JSON.stringify(t),e??null)}function Ki(e,t="games"){fe(`${Po}-${t}`,e??null)}function tt(e,t){return D(`polis:pref:${e}`)??t}function Yi(){let e=typeof matchMedia=="function"&&matchMedia("(prefers-color-scheme: light)").matches;return tt("theme",e?"light":"dark")}function Pt(e,t){N(`polis:pref:${e}`,String(t))}var Xi="novice";function Ji(e){Pt("level",e)}function Zi(e){let t=Z(),n=`${e}:unrated`,o=()=>D(n,t)??"",r=c=>c?N(n,c,t):fe(n,t),s=o(),i=0,a=c=>s?!1:(s=c,r(c),!0);return{started(c,u){c?(s="",r("")):s=o(),i=u},seen(c){c<i&&a("undo"),i=c},levelChanged:c=>c&&a("level"),helped:(c,u)=>c.blue!==c.red&&a(u),finished(c,u,d){let m=l(c,u);return m?{...d,text:`${d.text} ${m}`}:d},current:()=>xn(t),reset:()=>Ki(t)};function l(c,u){let d=xn(t),m=s&&c.blue!==c.red?{rated:!1,why:s}:ji(d,{...c,winner:u.winner,undos:0});return a("done"),m.rated?(Vi(t,m.after),J.rated(m)):J.unrated(m.why)}}var Qi=2;function ea(e){return JSON.stringify({version:Qi,...e,position:e.position??null,moves:re(e.moves)})}function Zu(e){if(typeof e=="string")return e;if(e&&typeof e=="object"){if(typeof e.from=="string"&&typeof e.to=="string")return e.from+e.to;try{return v(e)}catch{return"?"}}return"?"}function Qu(e,t){if(!e)return A(null);try{return A(String(e))}catch{let[n,o]=String(e).trim().split(/\s+/),r=A(`${n} ${o}`);return t.push("position"),r}}function kn(e){if(!e||typeof e!="object"||Array.isArray(e))throw new Error("not a saved game");let t=[];Number.isInteger(e.version)&&e.version>Qi&&t.push("version");let n=Qu(e.position,t),o=Array.isArray(e.moves)?e.moves.map(Zu).join(","):String(e.moves??""),{moves:r,error:s}=pe(o,n);s&&t.push("moves");let i=q;try{i=E(e.level??q).name}catch{t.push("level")}return{value:{blue:e.blue==="ai"?"ai":"human",red:e.red==="human"?"human":"ai",level:i,position:n.text,moves:r,resigned:["blue","red"].includes(e.resigned)?e.resigned:null},lost:t}}var En=":previous",ta=1,Ot=new Map,$n=e=>`polis:game:${e}:`,na=(e="main")=>`${$n(Ct())}${e||"main"}`;function ep(e){if(e&&Array.isArray(e.previous)){let t=e.previous.filter(o=>typeof o=="string"),n=Number.isInteger(e.version)&&e.version>ta;return{value:t,lost:t.length<e.previous.length||n?["previous"]:[]}}return kn(e),{value:[JSON.stringify(e)],lost:[]}}function Oo(e){let t=ze(`${e}${En}`,ep);return t.problem&&!t.backup?null:t.value??[]}var tp=(e,t)=>N(`${e}${En}`,JSON.stringify({version:ta,previous:t}));function No(e,t){let n=Oo(e);return n?n.includes(t)||tp(e,[t,...n]):!1}function np(e){let t=Gi();if(!t||!e.startsWith($n(Ct())))return e;let n=$n(t)+e.slice($n(Ct()).length);for(let i of Oo(n)??[])if(!No(e,i))return e;D(`${n}${En}`)!==null&&Oo(n)&&fe(`${n}${En}`);let o=D(n);if(o===null)return e;let r=D(e),s=r===null?N(e,o):r===o||No(e,o);return s&&fe(n),s||r!==null?e:n}function Io(e){let t=ze(np(e),kn);return Ot.set(e,D(e)),{record:t.value,problem:t.problem,text:t.text}}var oa=e=>Io(e).record;function ra(e,t){if(Ot.has(e)&&D(e)!==Ot.get(e))return!1;let n=ea(t);return N(e,n)&&Ot.set(e,n),!0}function sa(e,t){let n=No(e,t);return n||Wi(e),n}function ia(e,t,{left:n=()=>{},following:o=()=>!1}={}){let r=Z();if(typeof window>"u"||!r)return()=>{};let s=`${e}:left`,i=l=>{if(l.storageArea!==r||(l.key===s&&l.newValue&&n(),l.key!==e))return;Ot.set(e,l.newValue);let c=null;try{c=l.newValue===null?null:kn(JSON.parse(l.newValue)).value}catch{}c&&t(c)},a=()=>o()||N(s,String(Date.now()),r);return window.addEventListener("storage",i),window.addEventListener("pagehide",a),()=>{window.removeEventListener("storage",i),window.removeEventListener("pagehide",a)}}async function aa(e){try{return await navigator.clipboard.writeText(e),!0}catch{return!1}}var la=1,op=500,ca=["blue","red"],rp=["chariot","no-moves","resign"],ua=()=>`polis:games:${typeof location<"u"?location.pathname:""}`,sp=/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/,pa=e=>new Date(e).toISOString().replace(/\.\d{3}Z$/,"Z"),ip=0,da=(e=Date.now())=>`${e.toString(36)}-${(ip++).toString(36)}${Math.floor(Math.random()*1296).toString(36)}`,Nt=e=>typeof e=="number"&&Number.isFinite(e)?e:null,ma=e=>ca.includes(e)?e:null;function ap(e){if(!e||typeof e!="object")return null;let t=Nt(e.blue),n=Nt(e.red);return t===null&&n===null?null:{blue:t,red:n}}function lp(e){return!e||typeof e!="object"||!ma(e.me)?null:{me:e.me,name:typeof e.name=="string"?e.name.slice(0,40):""}}function qo(e){if(!e||typeof e!="object")throw new Error("a game is not an object");if(typeof e.id!="string"||!/^[A-Za-z0-9-]{1,40}$/.test(e.id))throw new Error(`bad id ${String(e.id)}`);if(typeof e.date!="string"||!sp.test(e.date))throw new Error(`bad date ${String(e.date)}`);for(let a of ca)if(e[a]!=="human"&&e[a]!=="ai")throw new Error(`bad ${a} player ${String(e[a])}`);let t=E(e.level).name,n=A(e.position??null),{moves:o,error:r}=pe(e.moves??"",n);if(r)throw new Error(`bad moves: ${r}`);let s=e.result===null||e.result===void 0?null:ma(e.result);if(s===null&&e.result!=null)throw new Error(`bad result ${String(e.result)}`);let i=s&&rp.includes(e.why)?e.why:null;if(s&&!i)throw new Error(`bad reason ${String(e.why)}`);return{id:e.id,date:e.date,blue:e.blue,red:e.red,level:t,position:n.text,moves:re(o),result:s,why:i,rated:e.rated===!0,change:Nt(e.change),rating:Nt(e.rating),rd:Nt(e.rd),accuracy:ap(e.accuracy),friend:lp(e.friend)}}function cp(e){if(!e||typeof e!="object"||!Array.isArray(e.games))throw new Error("not a games record");let t=[];Number.isInteger(e.version)&&e.version>la&&t.push("version");let n=[],o=new Set;for(let[r,s]of e.games.entries())try{let i=qo(s);if(o.has(i.id))throw new Error("the same id twice");o.add(i.id),n.push(i)}catch{t.push(`game ${r+1}`)}return{value:fa(n),lost:t}}var fa=e=>[...e].sort((t,n)=>t.date===n.date?t.id<n.id?1:-1:t.date<n.date?1:-1),up=e=>JSON.stringify({version:la,games:e});function pp(e=Z()){if(!e)return{games:[],problem:null,writable:!1};let t=ze(ua(),cp,e);return{games:t.value||[],problem:t.problem,writable:!t.problem||!!t.backup}}function dp(e,t){return t?N(ua(),up(e),t)?{kept:!0,why:null}:{kept:!1,why:"full"}:{kept:!1,why:"blocked"}}function ha(e,t=Z()){let n=qo(e),{games:o,writable:r}=pp(t);if(!t)return{kept:!1,why:"blocked"};if(!r)return{kept:!1,why:"guarded"};let s=o.filter(i=>i.id!==n.id);return s.length===o.length&&o.length>=op?{kept:!1,why:"bound"}:dp(fa([n,...s]),t)}function ga({id:e,date:t,settings:n,record:o,over:r,rating:s=null,accuracy:i=null,friend:a=null}){return qo({id:e,date:t,blue:n.blue,red:n.red,level:n.level,position:o.position??null,moves:typeof o.moves=="string"?o.moves:re(o.moves),result:r?r.winner:null,why:r?r.reason:null,rated:!!s,change:s?s.change:null,rating:s?s.rating:null,rd:s?s.rd:null,accuracy:i,friend:a})}function va(e,{rating:t,told:n=()=>{}}){let o=`${e}:games-entry`,r=!1,s=()=>{try{let i=JSON.parse(D(o)??"null");return i&&typeof i.id=="string"?i:null}catch{return null}};return{saved(i,a,l){let c=s();if(!a.moves.length&&!a.resigned){c&&fe(o);return}if(c?.done&&c.moves===a.moves.length)return;if(!c||c.done){let m=t();c={id:da(),date:pa(Date.now()),before:m}}let u=null;if(l){let m=t();c.before&&m.games>c.before.games&&(u={change:Math.round((m.rating-c.before.rating)*10)/10,rating:Math.round(m.rating*10)/10,rd:Math.round(m.rd)})}N(o,JSON.stringify({...c,moves:a.moves.length,done:!!l}));let d=ha(ga({id:c.id,date:c.date,settings:i,record:a,over:l,rating:u}));!d.kept&&d.why!=="blocked"&&!r&&(r=!0,n(d.why))}}}var ba={entry:"Your games",title:"Your games",back:"Back to the game",none:"No games yet: the games you play here are kept in this list.",noneShown:"No game matches these choices.",filterResult:"Result",filterOpponent:"Opponent",all:"All",won:"Won",lost:"Lost",going:"Going on",computer:"The computer",friend:"A friend",review:"Review",analyse:"Analyse",remove:"Delete",undo:"Undo",removed:"The game was deleted.",exportAll:"Save all to a file",exportOne:"Save to a file",importFile:"Open a game file",imported:(e,t)=>`${e} game${e===1?"":"s"} added${t?`; ${t} already in the list`:""}.`,importFailed:e=>`Nothing was added: the file could not be read (${e}).`,notKept:{full:"Your games could not keep this game: the browser has no room left for this page. Save your games to a file and delete some to make room.",bound:"Your games holds as many games as it can keep: save them to a file and delete the oldest to keep new ones. Nothing was deleted.",guarded:"Your games could not be read in full and could not be kept aside, so nothing new is written to it.",blocked:"This browser keeps nothing for this page, so Your games stays empty."},result:{chariot:"chariot home","no-moves":"no move left",resign:"resigned"},vs:e=>e.friend?`a friend${e.friend.name?` (${e.friend.name})`:""}`:e.blue===e.red?"two players":`the computer (${e.level})`,rated:e=>`rated, ${e>0?"+":""}${e}`,unrated:"not rated",accuracy:e=>`accuracy ${[e.blue,e.red].map(t=>t===null?"-":`${Math.round(t)}%`).join(" / ")}`,history:"Rating history",current:e=>`Rating ${Math.round(e)}`,peak:e=>`peak ${Math.round(e)}`,ratedGames:e=>`${e} rated game${e===1?"":"s"}`,noHistory:"No rated game yet."};function mp(e){return{get selected(){return e.board.input.selected},get preview(){return e.board.input.preview},get touchPreview(){return e.board.input.touchPreview},finishAnimation:()=>e.board.finishAnimation()}}function fp(e,t,{settings:n,storeKey:o}){let r=i=>typeof matchMedia=="function"?matchMedia(i):{matches:!1};t.reducedMotion=r("(prefers-reduced-motion: reduce)"),t.ai=e.aiClient||je(),t.rating=Zi(o),e.keepGames&&(t.games=va(o,{rating:()=>t.rating.current(),told:i=>s.notice(ba.notKept[i])})),t.advice=Ss({client:()=>e.analysisClient||je(),ownsClient:!e.analysisClient,changed:()=>t.loop.changed()});let s=js({ai:t.ai,advice:t.advice,rating:t.rating,board:mp(t),prefs:{get:tt,set:Pt},theme:Yi(),settings:n,notices:e.problems||[],animate:(i,a)=>t.board.animate(a,i.move,i.result),aiProgress:i=>{s.aiProgress(i),t.view.drawThinking()},changed:()=>t.loop.changed()});return s}function hp(e,t,n){let o=i=>a=>{i(a);let l=document.activeElement;(!l||l===document.body||l.disabled)&&t.board.focus()},r=(i,a)=>aa(i).then(l=>e.say(l?{key:"copied",what:a}:i)),s=()=>Yt(e.game.settings,e.game);return{new:()=>n(),undo:o(e.undo),hint:o(e.hint),resign:o(e.resign),pause:o(e.togglePause),flip:o(e.flip),rules:()=>t.dialogs.openRules(),level:o(e.chooseLevel),browse:o(e.browse),"copy-link":()=>r(Mr(location.href,s()),"link"),"copy-moves":()=>r(re(e.game.plies.map(i=>i.move)),"moves"),sound:o(()=>e.toggle("sound")),theme:o(()=>e.toggle("theme")),balance:o(()=>e.toggle("balance")),tap:o(()=>e.toggle("tap"))}}function gp(e,t){let n;try{n=A(t.position||null)}catch(a){return a.message}let{moves:o,error:r}=pe(t.moves||"",n);if(r)return`In the list of moves, ${r}.`;let i=e.game.aiStatus==="failed"?{blue:"human",red:"human"}:{blue:t.blue,red:t.red};return e.startGame(n,o,{players:{...i,level:t.level},chosen:!0}),null}function vp(e,t,n,o){let r=()=>o.dialogs.openSetup(n.game.settings,n.game.aiStatus==="failed");o.line=ti({changed:()=>o.loop.changed()}),o.board=hr({...Ci(n,()=>o.board),onEscape:()=>{o.line.leave(),o.loop.changed()},animationScale:()=>o.reducedMotion.matches?0:t.animationScale??1});let s=vi({compact:!!t.compact,actions:hp(n,o,r)});o.dialogs=Ai({onStart:a=>gp(n,a),onRematch:n.rematch,onUndo:n.undoResult,onReview:n.review,returnFocus:()=>o.board.focus(),avoid:()=>o.board.board,rating:o.rating});let i=()=>{n.dismissNotices(),o.board.focus()};return o.view=li(e,n,{board:o.board,panel:s,dialogs:o.dialogs,line:o.line,dismiss:i,pick:n.reviewStep}),r}var bp=(e,t,n)=>(e.games?.saved(t.game.settings,n,t.game.over),!0);function wp(e,t,n,o,r){let[s,i,a]=["onMove","onGameOver","onAiState"].map(c=>Pr(t,c));o.effects=ci(n,{store:{save:c=>ra(r,c)&&bp(o,n,c),load:()=>oa(r)},rememberLevel:Ji,dialogs:o.dialogs,line:o.line,rating:o.rating,onMove:c=>s({...c,by:n.game.settings[c.player]}),onGameOver:i,sound:vr,title:c=>{typeof document<"u"&&e.closest("body.polis-page")&&(document.title=c)}});let l=Cr(a);o.loop=gr({draw:()=>o.view.draw(),position:()=>n.state.setUp,board:()=>o.board,effects:()=>{o.effects.run(),l(n)}})}var yp=(e,t)=>!!e?.moves.length&&!t.saved&&!(e.position===t.start.text&&re(e.moves)===re(t.moves));function xp(e,t,{storeKey:n,badLevel:o}){let r=[],s=c=>r.push(c),i=e.restore===!1?{record:null}:Io(n);i.problem&&s({key:"storage",problem:i.problem});let a=Sr(e,e.fromLink?null:i.record,s);yp(i.record,a)&&sa(n,i.text)&&s({key:"storage",problem:"previousKept"});let l=null;if(a.saved){let{blue:c,red:u,level:d}=a.saved;l={blue:c,red:u,level:e.level&&!o?t.game.settings.level:d}}if(t.startGame(a.start,a.moves,{restored:!0,resigned:a.resigned,players:l}),o){let c=t.game.settings.level;s({key:"unknownLevel",given:o,used:E(c).label,isDefault:c===q})}for(let c of r)t.notice(c);return a}function wa(e,t){Ar(e,t),t??={};let{settings:n,badLevel:o}=Or(t),r=na(t.id),s={},i=fp(t,s,{settings:n,storeKey:r}),a=vp(e,t,i,s);wp(e,t,i,s,r);let l=Pi(s.board,{container:e,line:s.line,isOpen:()=>s.dialogs.anyOpen,flip:()=>i.flip(),browse:h=>i.browse(h)});document.addEventListener("keydown",l);let c=s.ai.onStatus(h=>{h.type==="ready"?i.aiReady(h.engine):h.type==="failed"&&i.aiFailedToLoad(h.error)});s.ai.ready().catch(()=>{});let u=xp(t,i,{storeKey:r,badLevel:o}),d=Ui(()=>i.notice({key:"storage",problem:"notKept"}));t.setup&&a(),Bi(e,{saved:u.saved||u.linked,asked:!!(tt("welcomed","")||tt("learn-done","")),onShown:()=>Pt("welcomed","yes"),onPlayEasy:()=>i.startGame(A(null),[],{players:{level:Xi}})});let m=t.restore===!1?()=>{}:ia(r,h=>s.effects.follow(h),{following:()=>i.state.following&&i.game.paused,left:()=>i.followedLeft()});return Lr(e,i,{openSetup:a,destroy:()=>{s.loop.destroy(),s.effects.destroy(),i.destroy(),s.advice.destroy(),t.aiClient||s.ai.terminate(),c(),m(),d(),document.removeEventListener("keydown",l),l.destroy(),s.view.destroy()}})}function ya(e,t={}){return wa(e,t)}var xa=`/* Polis game styles. Everything the game draws is scoped under .polis, so the board can sit in
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
.polis-info[data-kind='thinking'] {
  color: var(--polis-text);
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
.polis-games .games-tools { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
.polis-games .games-body { display: grid; gap: 1rem; grid-template-columns: 1fr; }
@media (min-width: 50rem) { .polis-games .games-body { grid-template-columns: 2fr 1fr; } }
.polis-games .games-list { list-style: none; padding: 0; margin: 0; }
.polis-games .games-list li { display: flex; flex-wrap: wrap; gap: 0.25rem 0.75rem; padding: 0.5rem 0; border-bottom: 1px solid currentColor; }
.polis-games .rating-history { width: 100%; height: auto; }
.polis-games .rating-band { fill: currentColor; opacity: 0.15; }
.polis-games .rating-line { fill: none; stroke: currentColor; stroke-width: 2; }
`;var ka=["blue","red","level","position","moves"],$a=["worker-url","wasm-url"],kp={blue:"human",red:"ai",level:q,position:null,moves:null},$p=":host { all: initial; display: block; --polis-rem: 16px; } :host([hidden]) { display: none; }",Ea=new Map;function Ma(e){let t=Ea.get(e);return t||(t=new CSSStyleSheet,t.replaceSync(e),Ea.set(e,t)),t}var It=new Set;function Ep(e,t=null){if(e.id)return e.id;if(t!==null&&!It.has(t))return It.add(t),t;let n=e.getRootNode(),o=n.querySelectorAll?[...n.querySelectorAll("polis-game")].filter(i=>!i.id).indexOf(e):0,r=Math.max(0,o),s=i=>i===0?"polis-game":`polis-game-${i+1}`;for(;It.has(s(r));)r++;return It.add(s(r)),s(r)}var Mp=globalThis.HTMLElement??class{constructor(){throw new Error("polis-game: <polis-game> needs a page (a DOM); there is none here (a server?)")}},zo=class extends Mp{static get observedAttributes(){return[...ka,"compact",...$a]}#o;#e=null;#n=null;#r=null;#s=!1;#t=null;#u=null;#i=null;constructor(){super();let t=this.attachShadow({mode:"open"});t.adoptedStyleSheets=[Ma($p),Ma(xa)],this.#o=document.createElement("div"),this.#o.setAttribute("part","game"),t.append(this.#o)}connectedCallback(){this.#e||this.#a(this.#i),this.#i=null}disconnectedCallback(){setTimeout(()=>{if(this.isConnected||!this.#e)return;let{start:t,moves:n,settings:o}=this.#e;this.#i={start:t,moves:n,settings:o},this.#l(),this.#t!==null&&this.#t!==this.id&&It.delete(this.#t),this.#u=this.#t,this.#t=null})}attributeChangedCallback(t,n,o){if(!(n===o||!this.#e)){if(t==="level"&&!this.#s)try{this.#e.setLevel(o===null||o.trim()===""?q:o.trim());return}catch{}if(t==="compact"||$a.includes(t)){let{start:r,moves:s,settings:i}=this.#e;this.#l(),this.#a({start:r,moves:s,settings:i});return}this.#s||(this.#s=!0,queueMicrotask(()=>{if(this.#s=!1,!!this.#e)try{this.#e.newGame({...kp,...this.#p()})}catch{this.#l(),this.#a(null)}}))}}get game(){return this.#e}get level(){return this.#e?this.#e.settings.level:this.getAttribute("level")||q}set level(t){this.setAttribute("level",E(t).name)}get position(){return this.#e?this.#e.position:null}get history(){return this.#e?this.#e.history:[]}get moves(){return this.history}get over(){return this.#e?this.#e.over:null}#p(){let t={};for(let n of ka){let o=this.getAttribute(n);o!==null&&o.trim()!==""&&(t[n]=o.trim())}return t}#a(t){let n={workerUrl:this.getAttribute("worker-url")??void 0,wasmUrl:this.getAttribute("wasm-url")??void 0};this.#n=je(n);let o={...this.#p(),compact:this.hasAttribute("compact"),restore:this.getAttribute("restore")!=="false",id:this.#t??=Ep(this,this.#u),aiClient:this.#n,analysisClient:n.workerUrl||n.wasmUrl?this.#r=je(n):void 0,onMove:r=>this.#c("polis-move",r),onAiState:r=>this.#c("polis-ai",r),onGameOver:r=>this.#c("polis-gameover",{...r,moves:this.moves,position:this.position})};t&&(Object.assign(o,t.settings,{moves:t.moves}),t.start!==qn&&(o.position=t.start)),this.#e=ya(this.#o,o)}#l(){this.#e&&this.#e.destroy(),this.#n&&this.#n.terminate(),this.#r&&this.#r.terminate(),this.#e=null,this.#n=null,this.#r=null}#c(t,n){this.dispatchEvent(new CustomEvent(t,{detail:n,bubbles:!0,composed:!0}))}};globalThis.customElements&&!customElements.get("polis-game")&&customElements.define("polis-game",zo);export{zo as PolisGameElement,$s as __p0,Xr as __p1,Ur as __p2,Zr as __p3,_o as __p4,jo as __p5,P as __p6,br as __p7,kr as __p8,Xo as __p9};
//# sourceMappingURL=polis-game.js.map
