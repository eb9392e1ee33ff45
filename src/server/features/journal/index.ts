export { createTimelineRoutes } from "./timeline.routes";
export { createFollowUpRoutes } from "./follow-ups.routes";
export { followUpCandidates, readingForRule } from "./follow-ups.service";
export { createPatternsRoutes } from "./patterns.routes";
