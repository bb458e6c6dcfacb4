import{__p7 as o}from"./polis-game.js";var{applyMove:e,applyMoveFor:r,formatPosition:i,initialBoard:p,legalMoves:t,moveToString:s,parseMove:n,parsePosition:l,parseSquare:m,perft:v,squareName:M,validateBoard:d,winner:f}=o;export{r as a,t as b,s as c,m as d,d as e,f};
//# sourceMappingURL=chunk-C3KLTWZL.js.map
