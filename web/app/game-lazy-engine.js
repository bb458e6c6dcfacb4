import{d as f,e as g,f as h,g as i}from"./chunk-3HE6KWEX.js";import"./chunk-ASYTW6KL.js";import{a,b,c,d,g as e}from"./chunk-T7OXCWUA.js";import"./chunk-3CQJU3FO.js";export{f as DEFAULT_MAX_TIME_MS,a as SEARCH_MAX_DEPTH,b as SEARCH_MAX_TIME_MS,c as WIN_BOUND,d as WIN_SCORE,h as compileEngine,i as createEngine,e as searchOptions,g as squareName};
//# sourceMappingURL=game-lazy-engine.js.map
