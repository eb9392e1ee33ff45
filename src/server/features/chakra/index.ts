export { createChakraRoutes } from "./chakra.routes";
