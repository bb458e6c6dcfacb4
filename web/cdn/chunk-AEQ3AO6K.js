import{__p11 as o}from"./polis-game.js";var{applyMove:e,applyMoveFor:r,formatPosition:i,initialBoard:p,legalMoves:t,moveToString:s,parseMove:n,parsePosition:l,parseSquare:m,perft:v,squareName:M,validateBoard:d,winner:f}=o;export{e as a,r as b,t as c,s as d,n as e,l as f,m as g,M as h,d as i,f as j};
//# sourceMappingURL=chunk-AEQ3AO6K.js.map
