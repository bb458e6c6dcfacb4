import{f as a,g as b,h as c,i as d,j as e,k as f,l as g,m as h,n as i}from"./chunk-4GESYVD7.js";export{f as DEFAULT_MAX_TIME_MS,a as SEARCH_MAX_DEPTH,b as SEARCH_MAX_TIME_MS,c as WIN_BOUND,d as WIN_SCORE,h as compileEngine,i as createEngine,e as searchOptions,g as squareName};
//# sourceMappingURL=games-lazy-engine.js.map
