export { createSkyRoutes } from "./sky.routes";
