export { CardRenderer } from "../cards/card-renderer";
export { sharedPageHead } from "./share-page";
export { createCastSharingRoutes, createSharedCardRoutes, createSharedReadingRoutes } from "./sharing.routes";
