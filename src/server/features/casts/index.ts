export { createCastsRoutes } from "./casts.routes";
export { createDrawsRoutes, createReadingHistoryRoutes } from "./draws.routes";
export { getCast } from "./casts.service";
export { getOwnReading, type OwnReading } from "./own-reading";
export { drawResponse } from "./draws.service";
