import { Hono } from "hono";
import { z } from "zod";
import {
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  disableTwoFactorRequestSchema,
  regenerateBackupCodesRequestSchema,
} from "../../../shared/api/account";
import type { Database } from "../../db/client";
import { AppError } from "../../http/errors";
import type { AppEnv } from "../../http/app-env";
import { parseJsonBody, parseParam } from "../../http/parse";
import { rateLimitPerClient } from "../../http/rate-limit";
import { requireUser, signedInRequest } from "../../http/require-user";
import type { AccountServices } from "./account-services";

export interface AccountRouteServices {
  db: Database;
  account: AccountServices;
  limits: { secretsPerTenSeconds: number };
}

/**
 * /api/me: the Security section (assurance level, two-factor, sessions) and the data rights the privacy
 * policy promises (download, delete). Enrolling in two-factor goes straight to better-auth.
 */
export function createAccountRoutes({ db, account, limits }: AccountRouteServices) {
  // One budget for every route here that checks a code or a password: unlimited, deletion and password
  // change would be password oracles, and the two-factor routes code oracles.
  const limitSecrets = rateLimitPerClient(db, {
    limit: limits.secretsPerTenSeconds,
    windowMs: 10_000,
    message: "Too many attempts. Please wait a few seconds and try again.",
  });
  return new Hono<AppEnv>()
    .use(requireUser(account.authenticate))
    .get("/security", async (c) => c.json(await account.securityOverview(signedInRequest(c))))
    .post("/sessions/revoke-others", async (c) =>
      c.json({ revoked: await account.revokeOtherSessions(signedInRequest(c)) }),
    )
    .delete("/sessions/:sessionId", async (c) => {
      const sessionId = parseParam("sessionId", c.req.param("sessionId"), z.uuid("Unknown session"));
      if (sessionId === c.var.session.id) throw new AppError("bad_request", "To end this session, use Logout");
      if (!(await account.revokeSession(signedInRequest(c), sessionId))) {
        throw new AppError("not_found", "That session has already ended");
      }
      return c.body(null, 204);
    })
    .post("/two-factor/disable", limitSecrets, async (c) => {
      const { code } = await parseJsonBody(c, disableTwoFactorRequestSchema);
      return c.json(await account.disableTwoFactor(signedInRequest(c), code));
    })
    .post("/two-factor/backup-codes", limitSecrets, async (c) => {
      const { code } = await parseJsonBody(c, regenerateBackupCodesRequestSchema);
      return c.json(await account.regenerateBackupCodes(signedInRequest(c), code));
    })
    .post("/password", limitSecrets, async (c) => {
      const body = await parseJsonBody(c, changePasswordRequestSchema);
      const answer = await account.changePassword(signedInRequest(c), body);
      c.var.logger.info({ userId: c.var.user.id }, "password changed");
      return c.json(answer);
    })
    .get("/export", async (c) => {
      const data = await account.exportData(signedInRequest(c));
      if (!data) throw new AppError("not_found", "Your account no longer exists");
      const day = new Date().toISOString().slice(0, 10);
      c.header("Content-Disposition", `attachment; filename="mystic-dice-my-data-${day}.json"`);
      return c.json(data);
    })
    .delete("/", limitSecrets, async (c) => {
      const confirmation = await parseJsonBody(c, deleteAccountRequestSchema);
      const { signOutCookies } = await account.deleteAccount(signedInRequest(c), confirmation);
      c.var.logger.info({ userId: c.var.user.id }, "account deleted");
      const response = c.json({ deleted: true });
      for (const cookie of signOutCookies) response.headers.append("set-cookie", cookie);
      return response;
    });
}
