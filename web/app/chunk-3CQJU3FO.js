import{__p28 as e}from"./game.js";var{START_POSITION:r,countPieces:m,indexName:s,moveFrom:t,moveSquares:a,moveTo:n,other:u,squareAt:i,squareIndex:T,stunnedChariots:c}=e;export{r as a,t as b,a as c,n as d,u as e,i as f};
//# sourceMappingURL=chunk-3CQJU3FO.js.map
