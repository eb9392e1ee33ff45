import type { Logger } from "pino";
import type { AuthSession } from "../auth";

/** The request-scoped values every handler can reach through c.var (services come through the routes' factory). */
export interface AppEnv {
  Variables: {
    requestId: string;
    /** The app's logger with this request's id. */
    logger: Logger;
    /** The client's IP as the app trusts it (socket, or the proxy's x-forwarded-for entry). */
    clientIp: string | undefined;
    /** Set by requireUser. */
    user: AuthSession["user"];
    session: AuthSession["session"];
  };
}
