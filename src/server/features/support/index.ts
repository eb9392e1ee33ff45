export { createSupportRoutes } from "./support.routes";
