import{__p14 as o}from"./game.js";var{artwork:r,drawNoticeBox:t,el:n,icon:a,motionScale:c,onOwnPage:i,reducedMotion:m,svgEl:d}=o;export{n as a,a as b,c,i as d,d as e};
//# sourceMappingURL=chunk-ONBBFAWK.js.map
