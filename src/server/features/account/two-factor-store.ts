import { and, eq, sql } from "drizzle-orm";
import type { Database, DatabaseExecutor } from "../../db/client";
import { twoFactors, users, verifications } from "../../db/schema";

/**
 * Removes the user's factor and trusted devices (after the caller has checked a code, or a proof); `now`
 * is the server's clock's time.
 */
export async function removeTwoFactor(db: Database, userId: string, now: Date): Promise<void> {
  await db.transaction((tx) => removeTwoFactorWith(tx, userId, now));
}

async function removeTwoFactorWith(tx: DatabaseExecutor, userId: string, now: Date): Promise<void> {
  await tx.delete(twoFactors).where(eq(twoFactors.userId, userId));
  await tx.update(users).set({ twoFactorEnabled: false, updatedAt: now }).where(eq(users.id, userId));
  await tx
    .delete(verifications)
    .where(and(eq(verifications.value, userId), sql`${verifications.identifier} like 'trust-device-%'`));
}

/**
 * A password reset proved the address (its link came by mail): the account is marked proven, and a
 * factor set up before that proof goes with the password and sessions better-auth has just replaced. It
 * may be an address squatter's. Nothing happens when the address was already proven.
 */
export async function proveAddressByReset(db: Database, userId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const proven = await tx
      .update(users)
      .set({ emailVerified: true, updatedAt: now })
      .where(and(eq(users.id, userId), eq(users.emailVerified, false)))
      .returning({ id: users.id });
    if (proven.length > 0) await removeTwoFactorWith(tx, userId, now);
  });
}
