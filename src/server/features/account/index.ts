export { createAccountRoutes } from "./account.routes";
export { createAuth, type Auth, type AuthOptions } from "./auth";
export { createSignInLinkRoutes } from "./sign-in-link.routes";
export { createAccountServices, type AccountServices } from "./account-services";
export { declareAuthEndpoints } from "./auth.openapi";
