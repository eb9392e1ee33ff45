import type { Logger } from "pino";
import type { Auth, AuthSession } from "../auth";
import type { Database } from "../db/client";
import type { ReadingCatalogue } from "../features/readings/readings.service";

/** What every request handler can reach through c.var. */
export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    db: Database;
    auth: Auth;
    readings: ReadingCatalogue;
    user: AuthSession["user"];
    session: AuthSession["session"];
  };
}
