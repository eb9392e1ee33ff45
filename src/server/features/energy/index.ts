export { createEnergyRoutes } from "./energy.routes";
