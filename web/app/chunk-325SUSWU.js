import{__p8 as r}from"./game.js";var{describe:o,errorMessage:s}=r;export{o as a,s as b};
//# sourceMappingURL=chunk-325SUSWU.js.map
