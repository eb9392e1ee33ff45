export { DRAW_WORDS, HUNCH_WORDS } from "./hunches";
export { INTUITION_PAGE_WORDS } from "./page";
export { INTUITION_SERVER_WORDS, RESULT_WORDS } from "./results";
