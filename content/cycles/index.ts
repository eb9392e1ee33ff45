export { CYCLES } from "./cycles";
