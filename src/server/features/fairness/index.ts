export { createFairnessRoutes } from "./fairness.routes";
export { findOpenCommitment, takeCommitment } from "./fairness.service";
