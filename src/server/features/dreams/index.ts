export { createDreamRoutes } from "./dreams.routes";
