export { ENERGY_WORDS } from "./words";
