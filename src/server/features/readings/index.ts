export { createCastsRoutes } from "./casts.routes";
export { createDrawsRoutes, createReadingHistoryRoutes } from "./draws.routes";
export { getOwnReading, readingOf } from "./own-reading";
export { createReadingsRoutes } from "./readings.routes";
export { createRitualsRoutes } from "./rituals.routes";
export { makeReading } from "./door";
