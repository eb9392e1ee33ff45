export { createSightingsRoutes } from "./sightings.routes";
