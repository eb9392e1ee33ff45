export { createLibraryImageRoutes } from "./library.routes";
