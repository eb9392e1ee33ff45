import { and, eq, or, sql } from "drizzle-orm";
import type { DeleteAccountRequest } from "../../../shared/api/account";
import { users, verifications } from "../../db/schema";
import { AppError } from "../../http/errors";
import type { AccountDeps, SignedInRequest } from "./account-deps";
import { accepted, hasPassword } from "./credentials";

/**
 * Deletes the account after the seeker typed its address again (and its password, when it has one), in
 * one transaction: every other part of the product removes what it keeps about the user (its eraser), the
 * account's pending sign-in, reset and two-factor tokens go, and the user row takes the rest with it
 * (sessions, accounts, factor, profile, casts, ledger, achievements, quests and items cascade).
 * Answers the Set-Cookie headers that sign the browser out.
 */
export async function deleteAccount(
  deps: AccountDeps,
  request: SignedInRequest,
  confirmation: DeleteAccountRequest,
): Promise<{ signOutCookies: string[] }> {
  const { auth, db, erasers } = deps;
  const { user, headers } = request;
  if (confirmation.email.toLowerCase() !== user.email.toLowerCase()) {
    throw new AppError("bad_request", "Type the e-mail address of this account to confirm", {
      fields: { email: ["This is not the e-mail address of this account"] },
    });
  }
  if (await hasPassword(db, user.id)) {
    const { password } = confirmation;
    const ok = !!password && (await accepted(auth.api.verifyPassword({ headers, body: { password } })));
    if (!ok) {
      throw new AppError("bad_request", "Your password is not correct", {
        fields: { password: ["Your password is not correct"] },
      });
    }
  }
  for (const prepare of deps.beforeDelete) await prepare(user.id);
  // Sign out first, to collect the cookie-clearing headers; then remove the user and all they own.
  const signOut = await auth.api.signOut({ headers, asResponse: true });
  const email = user.email.toLowerCase();
  await db.transaction(async (tx) => {
    for (const erase of erasers) await erase(tx, { id: user.id, email });
    await tx
      .delete(verifications)
      .where(
        or(
          eq(verifications.value, user.id),
          and(
            sql`${verifications.identifier} like 'magic-link:%'`,
            sql`lower(${verifications.value}::jsonb ->> 'email') = ${email}`,
          ),
        ),
      );
    await tx.delete(users).where(eq(users.id, user.id));
  });
  return { signOutCookies: signOut.headers.getSetCookie() };
}
