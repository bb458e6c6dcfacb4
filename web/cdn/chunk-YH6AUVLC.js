import{__p2 as _}from"./polis-game.js";var{SEARCH_MAX_DEPTH:n,SEARCH_MAX_TIME_MS:p,WIN_BOUND:t,WIN_SCORE:E,ownOption:i,ownTime:m,searchOptions:r}=_;export{n as a,p as b,t as c,E as d,i as e,m as f,r as g};
//# sourceMappingURL=chunk-YH6AUVLC.js.map
