export { CardRenderer } from "../cards";
export { sharedPageHead } from "./share-page";
export { createCastSharingRoutes, createSharedCardRoutes, createSharedReadingRoutes } from "./sharing.routes";
