export { CardRenderer, type CardSpec, type RenderedCard } from "./card-renderer";
export { layoutSvg, paintPng } from "./drawing";
