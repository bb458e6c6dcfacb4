import{__p25 as e}from"./game.js";var{START_POSITION:r,countPieces:m,indexName:s,moveFrom:t,moveSquares:a,moveTo:n,other:u,squareAt:i,squareIndex:T,stunnedChariots:c}=e;export{r as a,t as b,a as c,u as d,i as e};
//# sourceMappingURL=chunk-6M7C6RZ2.js.map
