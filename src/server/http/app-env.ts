import type { Logger } from "pino";

/** The signed-in user as the HTTP layer sees it (the account feature's session has at least this). */
export interface RequestUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  twoFactorEnabled?: boolean | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The request's session (the account feature's session row has at least this). */
export interface RequestSession {
  id: string;
  userId: string;
  expiresAt: Date;
  updatedAt: Date;
}

/** The request-scoped values every handler can reach through c.var (services come through the routes' factory). */
export interface AppEnv {
  Variables: {
    requestId: string;
    /** The security headers every answer carries, as one plain object (set by the front door). */
    answerHeaders: Readonly<Record<string, string>>;
    /** The app's logger with this request's id. */
    logger: Logger;
    /** The client's IP as the app trusts it (socket, or the proxy's x-forwarded-for entry). */
    clientIp: string | undefined;
    /** Set by requireUser. */
    user: RequestUser;
    session: RequestSession;
  };
}
