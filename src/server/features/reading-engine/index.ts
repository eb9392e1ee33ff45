export { recordReading, refuseQuestionNeedingHelp, shareUrlFor, type CastRow } from "./reading-engine";
