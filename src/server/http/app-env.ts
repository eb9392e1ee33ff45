import type { Logger } from "pino";
import type { Auth, AuthSession } from "../auth";
import type { Database } from "../db/client";
import type { OracleProvider } from "../features/oracle/oracle-provider";
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
    oracle: OracleProvider;
    /** The client's IP as the app trusts it (socket, or the proxy's x-forwarded-for entry). */
    clientIp: string | undefined;
    user: AuthSession["user"];
    session: AuthSession["session"];
  };
}
