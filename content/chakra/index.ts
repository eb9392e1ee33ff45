export { CHAKRA_CENTRE_WORDS } from "./centres";
export { CHAKRA_PAGE_WORDS } from "./page";
export { CHAKRA_READING_WORDS } from "./reading";
