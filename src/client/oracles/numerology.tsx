import { ritualOracle } from "./ritual-oracle";

/** Today's numerology reading: the day's number and the seeker's own, once a day. */
export const numerologyOracle = ritualOracle("numerology", "Numerology");
