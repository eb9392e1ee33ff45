export { createReadingsRoutes } from "./readings.routes";
export { ReadingCatalogue } from "./readings.service";
