export { createCastsRoutes } from "./casts.routes";
export { getCast } from "./casts.service";
