export { createHealthRoutes } from "./health.routes";
