import{d as f,e as g,f as h,g as i}from"./chunk-J5OGDNZ2.js";import"./chunk-37DC35OK.js";import{a,b,c,d,g as e}from"./chunk-RWZPKCDW.js";import"./chunk-ORNOEBSS.js";export{f as DEFAULT_MAX_TIME_MS,a as SEARCH_MAX_DEPTH,b as SEARCH_MAX_TIME_MS,c as WIN_BOUND,d as WIN_SCORE,h as compileEngine,i as createEngine,e as searchOptions,g as squareName};
//# sourceMappingURL=game-lazy-engine.js.map
