import{__p21 as o}from"./game.js";var{applyMove:e,applyMoveFor:r,formatPosition:i,initialBoard:p,legalMoves:t,moveToString:s,parseMove:n,parsePosition:l,parseSquare:m,perft:v,squareName:M,validateBoard:d,winner:f}=o;export{r as a,i as b,p as c,t as d,s as e,n as f,l as g,m as h,d as i,f as j};
//# sourceMappingURL=chunk-XT6VBZ6I.js.map
