import{__p13 as r}from"./game.js";var{describe:o,errorMessage:s}=r;export{o as a,s as b};
//# sourceMappingURL=chunk-ASYTW6KL.js.map
