export { apiRoute, errorResponses, jsonBody, jsonResponse, SIGNED_IN, type ErrorStatus } from "./responses";
export { createDocsRoutes } from "./docs";
export { createRouter, createSignedInRouter, fromHttpException } from "./router";
