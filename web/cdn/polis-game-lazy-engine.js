import{f,g,h,i}from"./chunk-654SPQXI.js";import{a,b,c,d,g as e}from"./chunk-YH6AUVLC.js";import"./chunk-JNHXRTE3.js";export{f as DEFAULT_MAX_TIME_MS,a as SEARCH_MAX_DEPTH,b as SEARCH_MAX_TIME_MS,c as WIN_BOUND,d as WIN_SCORE,h as compileEngine,i as createEngine,e as searchOptions,g as squareName};
//# sourceMappingURL=polis-game-lazy-engine.js.map
