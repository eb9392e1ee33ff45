import {
  accountDeletedSchema,
  accountExportSchema,
  backupCodesSchema,
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  disableTwoFactorRequestSchema,
  passwordChangedSchema,
  regenerateBackupCodesRequestSchema,
  revokedSessionsSchema,
  securityOverviewSchema,
  sessionIdParamsSchema,
  twoFactorDisabledSchema,
} from "../../../shared/api/account";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { AppError } from "../../http/errors";
import { apiRoute, createSignedInRouter, errorResponses, jsonBody, jsonResponse, SIGNED_IN } from "../../http/openapi";
import { rateLimitPerAccount, rateLimitPerClient } from "../../http/rate-limit";
import { signedInRequest } from "../../http/require-user";
import type { AccountServices } from "./account-services";

export interface AccountRouteServices {
  db: Database;
  account: AccountServices;
  limits: { secretsPerTenSeconds: number; exportsPerHour: number };
  clock: Clock;
}

const tags = ["Account"];
const security = SIGNED_IN;

const overview = apiRoute({
  method: "get",
  path: "/security",
  operationId: "getSecurityOverview",
  tags,
  security,
  summary: "Assurance level, two-factor and open sessions",
  responses: { 200: jsonResponse(securityOverviewSchema, "The Security section") },
});
const revokeOthers = apiRoute({
  method: "post",
  path: "/sessions/revoke-others",
  operationId: "revokeOtherSessions",
  tags,
  security,
  summary: "End every other session",
  responses: { 200: jsonResponse(revokedSessionsSchema, "How many sessions ended") },
});
const revokeOne = apiRoute({
  method: "delete",
  path: "/sessions/{sessionId}",
  operationId: "revokeSession",
  tags,
  security,
  summary: "End one other session",
  description: "The current session ends with Logout instead (400).",
  request: { params: sessionIdParamsSchema },
  responses: { 204: { description: "The session has ended" }, ...errorResponses(404) },
});
const disableTwoFactor = apiRoute({
  method: "post",
  path: "/two-factor/disable",
  operationId: "disableTwoFactor",
  tags,
  security,
  summary: "Turn two-factor off with a current code",
  request: { body: jsonBody(disableTwoFactorRequestSchema) },
  responses: { 200: jsonResponse(twoFactorDisabledSchema, "Two-factor is off"), ...errorResponses(429) },
});
const backupCodes = apiRoute({
  method: "post",
  path: "/two-factor/backup-codes",
  operationId: "regenerateBackupCodes",
  tags,
  security,
  summary: "Ten new backup codes for a current code",
  description: "The old codes stop working; the new ones are shown once.",
  request: { body: jsonBody(regenerateBackupCodesRequestSchema) },
  responses: { 200: jsonResponse(backupCodesSchema, "The new backup codes"), ...errorResponses(429) },
});
const changePassword = apiRoute({
  method: "post",
  path: "/password",
  operationId: "changePassword",
  tags,
  security,
  summary: "Change the password",
  description: "With the current password, and a current code when two-factor is on. Every other session ends.",
  request: { body: jsonBody(changePasswordRequestSchema) },
  responses: { 200: jsonResponse(passwordChangedSchema, "The password is changed"), ...errorResponses(429) },
});
const exportData = apiRoute({
  method: "get",
  path: "/export",
  operationId: "exportAccountData",
  tags,
  security,
  summary: "Download everything the product holds about the seeker",
  responses: { 200: jsonResponse(accountExportSchema, "The data, as an attachment"), ...errorResponses(404, 429) },
});
const deleteAccount = apiRoute({
  method: "delete",
  path: "/",
  operationId: "deleteAccount",
  tags,
  security,
  summary: "Delete the account",
  description: "With the e-mail typed again and the password when the account has one. Signs out.",
  request: { body: jsonBody(deleteAccountRequestSchema) },
  responses: {
    200: jsonResponse(accountDeletedSchema, "The account and its data are gone"),
    ...errorResponses(429, 502),
  },
});

/**
 * /api/me: the Security section (assurance level, two-factor, sessions) and the data rights the privacy
 * policy promises (download, delete). Enrolling in two-factor goes straight to better-auth.
 */
export function createAccountRoutes({ db, account, limits, clock }: AccountRouteServices) {
  // One budget for every route here that checks a code or a password: unlimited, deletion and password
  // change would be password oracles, and the two-factor routes code oracles.
  const limitSecrets = rateLimitPerClient(
    { db, clock },
    {
      limit: limits.secretsPerTenSeconds,
      windowMs: 10_000,
      message: "Too many attempts. Please wait a few seconds and try again.",
    },
  );
  const middleware = limitSecrets;
  // Gathering everything an account holds is the heaviest read there is: a few an hour per account.
  const limitExports = rateLimitPerAccount(
    { db, clock },
    {
      limit: limits.exportsPerHour,
      windowMs: 60 * 60_000,
      message: "You have downloaded your data several times this hour. Please try again later.",
      name: "exports",
    },
  );
  return createSignedInRouter(account.authenticate)
    .openapi(overview, async (c) => c.json(await account.securityOverview(signedInRequest(c)), 200))
    .openapi(revokeOthers, async (c) => c.json({ revoked: await account.revokeOtherSessions(signedInRequest(c)) }, 200))
    .openapi(revokeOne, async (c) => {
      const { sessionId } = c.req.valid("param");
      if (sessionId === c.var.session.id) throw new AppError("bad_request", "To end this session, use Logout");
      if (!(await account.revokeSession(signedInRequest(c), sessionId))) {
        throw new AppError("not_found", "That session has already ended");
      }
      return c.body(null, 204);
    })
    .openapi({ ...disableTwoFactor, middleware }, async (c) =>
      c.json(await account.disableTwoFactor(signedInRequest(c), c.req.valid("json").code), 200),
    )
    .openapi({ ...backupCodes, middleware }, async (c) =>
      c.json(await account.regenerateBackupCodes(signedInRequest(c), c.req.valid("json").code), 200),
    )
    .openapi({ ...changePassword, middleware }, async (c) => {
      const answer = await account.changePassword(signedInRequest(c), c.req.valid("json"));
      c.var.logger.info({ userId: c.var.user.id }, "password changed");
      return c.json(answer, 200);
    })
    .openapi({ ...exportData, middleware: limitExports }, async (c) => {
      const data = await account.exportData(signedInRequest(c));
      if (!data) throw new AppError("not_found", "Your account no longer exists");
      // The day of the export's own time (the server's clock).
      const day = data.exportedAt.slice(0, 10);
      c.header("Content-Disposition", `attachment; filename="mystic-dice-my-data-${day}.json"`);
      return c.json(data, 200);
    })
    .openapi({ ...deleteAccount, middleware }, async (c) => {
      const { signOutCookies } = await account.deleteAccount(signedInRequest(c), c.req.valid("json"));
      c.var.logger.info({ userId: c.var.user.id }, "account deleted");
      const response = c.json({ deleted: true as const }, 200);
      for (const cookie of signOutCookies) response.headers.append("set-cookie", cookie);
      return response;
    });
}
