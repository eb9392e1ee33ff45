export { createBillingRoutes, type BillingServices } from "./billing.routes";
export { createBillingServices, type BillingConfig } from "./billing-services";
