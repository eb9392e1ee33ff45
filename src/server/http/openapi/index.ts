export {
  apiRoute,
  errorResponses,
  jsonBody,
  jsonResponse,
  SESSION_COOKIE_NAME,
  SESSION_COOKIE_SCHEME,
  SIGNED_IN,
  type ErrorStatus,
} from "./responses";
export { buildApiDocument, API_TITLE, API_VERSION, type ApiRouter } from "./document";
export { createDocsRoutes } from "./docs";
export { createRouter, createSignedInRouter, fromHttpException, toRequestError, validationHook } from "./router";
