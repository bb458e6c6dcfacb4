import{f,g,h,i}from"./chunk-FMYPWMMU.js";import{a,b,c,d,g as e}from"./chunk-CKCG7XG3.js";import"./chunk-Y3EMMJAJ.js";export{f as DEFAULT_MAX_TIME_MS,a as SEARCH_MAX_DEPTH,b as SEARCH_MAX_TIME_MS,c as WIN_BOUND,d as WIN_SCORE,h as compileEngine,i as createEngine,e as searchOptions,g as squareName};
//# sourceMappingURL=ui-lazy-engine.js.map
