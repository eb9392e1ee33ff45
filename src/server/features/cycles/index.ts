export { createCyclesRoutes } from "./cycles.routes";
