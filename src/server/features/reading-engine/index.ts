export { recordReading, refuseQuestionNeedingHelp, revealedSeedsOf, shareUrlFor, type CastRow } from "./reading-engine";
