export { createTimelineRoutes } from "./timeline.routes";
export { createFollowUpRoutes } from "./follow-ups.routes";
export { followUpCandidates, readingForRule } from "./follow-ups.service";
export { createPatternsRoutes } from "./patterns.routes";
export { createJournalNotesRoutes } from "./notes.routes";
export { journalOf } from "./notes.service";
export { readPatterns } from "./patterns.service";
export { journalConditions, needsTimeZone } from "./search";
