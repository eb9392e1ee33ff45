export { createIntuitionRoutes } from "./intuition.routes";
