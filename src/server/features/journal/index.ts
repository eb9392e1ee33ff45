export { createPatternsRoutes } from "./patterns.routes";
