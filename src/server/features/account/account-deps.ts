import type { Clock } from "../../clock";
import type { RequestSession, RequestUser } from "../../http/app-env";
import type { Auth } from "./auth";
import type { Database, DatabaseExecutor } from "../../db/client";
import type { ReadingCatalogue } from "../dice-texts";

/** Removes what one part of the product holds about a user, inside the deletion's transaction. */
type UserEraser = (tx: DatabaseExecutor, user: { id: string; email: string }) => Promise<void>;

/** What the account services work with. */
export interface AccountDeps {
  db: Database;
  auth: Auth;
  /** The server's clock: sessions' expiry and use, two-factor lock-outs, the export's time. */
  clock: Clock;
  /** The dice's texts, which the export writes out with each cast. */
  readings: ReadingCatalogue;
  /** Every other part of the product that keeps rows about a user outside the user's own cascade. */
  erasers: readonly UserEraser[];
  /**
   * Work outside the database that must succeed before the account goes (billing ends a live
   * subscription at the provider); a failure stops the deletion with its error.
   */
  beforeDelete: readonly ((userId: string) => Promise<void>)[];
}

/** A signed-in request as the account services need it: better-auth's in-process calls read the headers. */
export interface SignedInRequest {
  headers: Headers;
  user: RequestUser;
  session: RequestSession;
}
