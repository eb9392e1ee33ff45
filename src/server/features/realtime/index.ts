export { EventHub, listenForChanges, STREAM_LIMITS } from "./event-hub";
export { createEventsRoutes } from "./events.routes";
