import type { Logger } from "pino";
import type { Auth, AuthSession } from "../auth";
import type { Database } from "../db/client";
import type { EventHub } from "../features/realtime/event-hub";
import type { ReadingCatalogue } from "../features/readings/readings.service";

/** What every request handler can reach through c.var. */
export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    db: Database;
    auth: Auth;
    readings: ReadingCatalogue;
    events: EventHub;
    user: AuthSession["user"];
    session: AuthSession["session"];
  };
}
