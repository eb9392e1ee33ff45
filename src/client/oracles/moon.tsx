import { ritualOracle } from "./ritual-oracle";

/** The moon ritual: the Moon's phase and sign in the seeker's zone, once a day. */
export const moonOracle = ritualOracle("moon", "Moon Ritual");
