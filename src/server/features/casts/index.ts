export { createCastsRoutes } from "./casts.routes";
export { createDrawsRoutes, createReadingHistoryRoutes } from "./draws.routes";
export { getOwnReading, type OwnReading } from "./own-reading";
export { drawResponse } from "./draws.service";
export { createRitualsRoutes } from "./rituals.routes";
export { ritualResponse } from "./ritual-view";
