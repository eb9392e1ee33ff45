export { COMPASS_PAGE_WORDS } from "./page";
export { COMPASS_REFLECTION_WORDS } from "./reflection";
export { COMPASS_RESULT_WORDS } from "./result";
