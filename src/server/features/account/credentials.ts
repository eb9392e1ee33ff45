import { isAPIError } from "better-auth/api";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accounts } from "../../db/schema";

/** Whether the user can sign in with a password (accounts made by e-mail link have none until a reset). */
export async function hasPassword(db: Database, userId: string): Promise<boolean> {
  const [credential] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(eq(accounts.userId, userId), eq(accounts.providerId, "credential"), sql`${accounts.password} is not null`),
    );
  return !!credential;
}

/** The code of a better-auth error thrown by an in-process call, if it has one. */
export const authErrorCode = (error: unknown): unknown =>
  isAPIError(error) ? (error.body as { code?: unknown } | undefined)?.code : undefined;

/** Calls a better-auth endpoint in-process and says whether it accepted. */
export async function accepted(call: Promise<unknown>): Promise<boolean> {
  try {
    await call;
    return true;
  } catch {
    return false;
  }
}
