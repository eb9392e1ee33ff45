import type { OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import {
  authStatusSchema,
  enableTwoFactorRequestSchema,
  enableTwoFactorResponseSchema,
  getSessionResponseSchema,
  magicLinkRequestSchema,
  passwordResetRequestedSchema,
  passwordResetRequestSchema,
  resetPasswordRequestSchema,
  signInRequestSchema,
  signInResponseSchema,
  signOutResponseSchema,
  signUpRequestSchema,
  signUpResponseSchema,
  verifyFactorRequestSchema,
  verifyFactorResponseSchema,
} from "../../../shared/api/auth";
import { apiRoute, jsonBody, jsonResponse, SIGNED_IN, type ErrorStatus, errorResponses } from "../../http/openapi";

/** Whatever better-auth refuses a request with, translated to our envelope by the proxy. */
const REFUSALS: ErrorStatus[] = [400, 401, 403, 404, 415, 422, 429];
const tags = ["Auth"];
const auth = (config: Parameters<typeof apiRoute>[0]) =>
  apiRoute({ ...config, tags, responses: { ...errorResponses(...REFUSALS), ...config.responses } });

/**
 * better-auth's endpoints that the product uses (the allowlist), declared for the API document: paths
 * relative to /api, bodies as its client sends them, answers as the proxy passes them on (errors in our
 * envelope). They are served by better-auth through app.ts's proxy, so nothing here validates.
 */
const AUTH_ROUTES = [
  auth({
    method: "get",
    path: "/auth/get-session",
    operationId: "getSession",
    summary: "The current session and its user (null when signed out)",
    responses: { 200: jsonResponse(getSessionResponseSchema, "The session, or null") },
  }),
  auth({
    method: "post",
    path: "/auth/sign-up/email",
    operationId: "signUpWithEmail",
    summary: "Create a password account and sign in",
    request: { body: jsonBody(signUpRequestSchema) },
    responses: { 200: jsonResponse(signUpResponseSchema, "Signed up and signed in (Set-Cookie)") },
  }),
  auth({
    method: "post",
    path: "/auth/sign-in/email",
    operationId: "signInWithEmail",
    summary: "Sign in with e-mail and password",
    description: "With two-factor on, the answer is `{twoFactorRedirect: true}` and a code is asked next.",
    request: { body: jsonBody(signInRequestSchema) },
    responses: { 200: jsonResponse(signInResponseSchema, "Signed in (Set-Cookie), or the challenge comes next") },
  }),
  auth({
    method: "post",
    path: "/auth/sign-in/magic-link",
    operationId: "requestSignInLink",
    summary: "Mail a sign-in link",
    description: "The same answer for known and unknown addresses; a new address gets its account on first use.",
    request: { body: jsonBody(magicLinkRequestSchema) },
    responses: { 200: jsonResponse(authStatusSchema, "The link is on its way") },
  }),
  auth({
    method: "post",
    path: "/auth/request-password-reset",
    operationId: "requestPasswordReset",
    summary: "Mail a password reset link",
    request: { body: jsonBody(passwordResetRequestSchema) },
    responses: { 200: jsonResponse(passwordResetRequestedSchema, "If the account exists, the link is on its way") },
  }),
  auth({
    method: "get",
    path: "/auth/reset-password/{token}",
    operationId: "openPasswordResetLink",
    summary: "The mailed reset link: checks the token, then redirects to the new-password page",
    request: {
      params: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/) }),
      query: z.object({ callbackURL: z.string().optional() }),
    },
    responses: {
      302: {
        description: "To the new-password page with the token, or with `?error=INVALID_TOKEN`",
        headers: z.object({ Location: z.string() }),
      },
    },
  }),
  auth({
    method: "post",
    path: "/auth/reset-password",
    operationId: "resetPassword",
    summary: "Set a new password with the mailed token",
    request: { body: jsonBody(resetPasswordRequestSchema) },
    responses: { 200: jsonResponse(authStatusSchema, "The password is set; every other session has ended") },
  }),
  auth({
    method: "post",
    path: "/auth/sign-out",
    operationId: "signOut",
    summary: "Sign out",
    responses: { 200: jsonResponse(signOutResponseSchema, "Signed out (the cookie is cleared)") },
  }),
  auth({
    method: "post",
    path: "/auth/two-factor/enable",
    operationId: "startTwoFactorEnrolment",
    summary: "Start TOTP enrolment",
    description: "Answers the secret (as an otpauth URI) and backup codes; two-factor is on once a code is verified.",
    security: SIGNED_IN,
    request: { body: jsonBody(enableTwoFactorRequestSchema) },
    responses: { 200: jsonResponse(enableTwoFactorResponseSchema, "The enrolment") },
  }),
  auth({
    method: "post",
    path: "/auth/two-factor/verify-totp",
    operationId: "verifyTotp",
    summary: "Confirm enrolment, or answer the sign-in challenge, with a TOTP code",
    request: { body: jsonBody(verifyFactorRequestSchema) },
    responses: { 200: jsonResponse(verifyFactorResponseSchema, "Verified (a sign-in gets its session cookie)") },
  }),
  auth({
    method: "post",
    path: "/auth/two-factor/verify-backup-code",
    operationId: "verifyBackupCode",
    summary: "Answer the sign-in challenge with a backup code",
    request: { body: jsonBody(verifyFactorRequestSchema) },
    responses: { 200: jsonResponse(verifyFactorResponseSchema, "Verified (the session cookie is set)") },
  }),
];

/** Puts better-auth's endpoints that the product uses into the API's document. */
export function declareAuthEndpoints(registry: OpenAPIHono["openAPIRegistry"]): void {
  for (const { middleware: _, hide: __, ...route } of AUTH_ROUTES) registry.registerPath(route);
}
