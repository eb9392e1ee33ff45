export { CYCLES } from "./cycles";
export { CYCLES_READING_WORDS } from "./reading";
