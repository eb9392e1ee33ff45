export { CardRenderer, type CardSpec, type RenderedCard } from "./card-renderer";
