export { createCastsRoutes } from "./casts.routes";
export { castDice, getCast } from "./casts.service";
