import{__p24 as o}from"./game.js";var{applyMove:e,applyMoveFor:r,formatPosition:i,initialBoard:p,legalMoves:t,moveToString:s,parseMove:n,parsePosition:l,parseSquare:m,perft:v,squareName:M,validateBoard:d,winner:f}=o;export{e as a,r as b,i as c,p as d,t as e,s as f,n as g,l as h,m as i,M as j,d as k,f as l};
//# sourceMappingURL=chunk-UQ6V7XEI.js.map
