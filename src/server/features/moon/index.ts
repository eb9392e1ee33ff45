export { createMoonRoutes } from "./moon.routes";
