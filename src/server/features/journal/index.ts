export { createTimelineRoutes } from "./timeline.routes";
