import{__p11 as r}from"./game.js";var{describe:o,errorMessage:s}=r;export{o as a,s as b};
//# sourceMappingURL=chunk-37DC35OK.js.map
