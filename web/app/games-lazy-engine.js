import{f,g,h,i}from"./chunk-G7T2NSUN.js";import{e as a,f as b,g as c,h as d,k as e}from"./chunk-FM4JEOOM.js";export{f as DEFAULT_MAX_TIME_MS,a as SEARCH_MAX_DEPTH,b as SEARCH_MAX_TIME_MS,c as WIN_BOUND,d as WIN_SCORE,h as compileEngine,i as createEngine,e as searchOptions,g as squareName};
//# sourceMappingURL=games-lazy-engine.js.map
