export { createJournalNotesRoutes } from "./notes.routes";
export { journalOf } from "./notes.service";
export { journalConditions, needsTimeZone } from "./search";
