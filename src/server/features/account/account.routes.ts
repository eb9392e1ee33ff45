import { Hono } from "hono";
import { z } from "zod";
import { deleteAccountRequestSchema, disableTwoFactorRequestSchema } from "../../../shared/api/account";
import { AppError } from "../../errors";
import type { AppEnv } from "../../http/app-env";
import { parseJsonBody, parseParam } from "../../http/parse";
import { requireUser } from "../../http/require-user";
import {
  deleteUserAndData,
  exportUserData,
  getSecurityOverview,
  hasPassword,
  removeTwoFactor,
  revokeOtherSessions,
  revokeSession,
} from "./account.service";

const BACKUP_CODE = /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/;

/** Calls a better-auth endpoint for the current request and says whether it accepted. */
async function accepted(call: Promise<unknown>): Promise<boolean> {
  try {
    await call;
    return true;
  } catch {
    return false;
  }
}

/**
 * /api/me: the Security section (assurance level, two-factor, sessions) and the data rights the privacy
 * policy promises (download, delete). Enrolling in two-factor goes straight to better-auth.
 */
export const accountRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/security", async (c) => c.json(await getSecurityOverview(c.var.db, c.var.user, c.var.session.id)))
  .post("/sessions/revoke-others", async (c) => {
    const revoked = await revokeOtherSessions(c.var.db, c.var.user.id, c.var.session.id);
    return c.json({ revoked });
  })
  .delete("/sessions/:sessionId", async (c) => {
    const sessionId = parseParam("sessionId", c.req.param("sessionId"), z.uuid("Unknown session"));
    if (sessionId === c.var.session.id) {
      throw new AppError("bad_request", "To end this session, use Logout");
    }
    if (!(await revokeSession(c.var.db, c.var.user.id, sessionId))) {
      throw new AppError("not_found", "That session has already ended");
    }
    return c.body(null, 204);
  })
  .post("/two-factor/disable", async (c) => {
    const { code } = await parseJsonBody(c, disableTwoFactorRequestSchema);
    const { auth, user } = c.var;
    if (!user.twoFactorEnabled) {
      throw new AppError("bad_request", "Two-factor authentication is not on");
    }
    const headers = c.req.raw.headers;
    const valid = /^\d{6}$/.test(code)
      ? await accepted(auth.api.verifyTOTP({ headers, body: { code } }))
      : BACKUP_CODE.test(code) && (await accepted(auth.api.verifyBackupCode({ headers, body: { code } })));
    if (!valid) {
      throw new AppError("bad_request", "That code is not valid. Try the current code from your app.", {
        fields: { code: ["That code is not valid"] },
      });
    }
    await removeTwoFactor(c.var.db, user.id);
    return c.json({ twoFactorEnabled: false });
  })
  .get("/export", async (c) => {
    const data = await exportUserData(c.var.db, c.var.user.id);
    if (!data) throw new AppError("not_found", "Your account no longer exists");
    const day = new Date().toISOString().slice(0, 10);
    c.header("Content-Disposition", `attachment; filename="mystic-dice-my-data-${day}.json"`);
    c.header("Cache-Control", "no-store");
    return c.json(data);
  })
  .delete("/", async (c) => {
    const { email, password } = await parseJsonBody(c, deleteAccountRequestSchema);
    const { auth, user, db } = c.var;
    if (email.toLowerCase() !== user.email.toLowerCase()) {
      throw new AppError("bad_request", "Type the e-mail address of this account to confirm", {
        fields: { email: ["This is not the e-mail address of this account"] },
      });
    }
    if (await hasPassword(db, user.id)) {
      const headers = c.req.raw.headers;
      const ok = !!password && (await accepted(auth.api.verifyPassword({ headers, body: { password } })));
      if (!ok) {
        throw new AppError("bad_request", "Your password is not correct", {
          fields: { password: ["Your password is not correct"] },
        });
      }
    }
    // Sign out first, to collect the cookie-clearing headers; then remove the user and all they own.
    const signOut = await auth.api.signOut({ headers: c.req.raw.headers, asResponse: true });
    await deleteUserAndData(db, user);
    c.var.logger.info({ userId: user.id }, "account deleted");
    const response = c.json({ deleted: true });
    for (const cookie of signOut.headers.getSetCookie()) response.headers.append("set-cookie", cookie);
    return response;
  });
