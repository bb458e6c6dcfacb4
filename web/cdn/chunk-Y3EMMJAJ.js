import{__p14 as e}from"./ui.js";var{START_POSITION:r,countPieces:m,indexName:s,moveFrom:t,moveSquares:a,moveTo:n,other:u,squareAt:i,squareIndex:T,stunnedChariots:c}=e;export{t as a,a as b,n as c,u as d,i as e};
//# sourceMappingURL=chunk-Y3EMMJAJ.js.map
