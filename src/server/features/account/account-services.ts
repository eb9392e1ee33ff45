import type { ChangePasswordRequest, DeleteAccountRequest } from "../../../shared/api/account";
import type { AccountDeps, SignedInRequest } from "./account-deps";
import { deleteAccount } from "./deletion.service";
import { exportUserData } from "./export.service";
import { changePassword } from "./password.service";
import {
  authenticate,
  forgetSessionsOfRequester,
  getSecurityOverview,
  isSessionCurrent,
  revokeOtherSessions,
  revokeSession,
} from "./sessions.service";
import { SessionCache } from "./session-cache";
import { disableTwoFactor, regenerateBackupCodes } from "./two-factor.service";

/** The account's services, bound to the database, better-auth and the erasers of the other features. */
export function createAccountServices(deps: AccountDeps) {
  const { db, auth, clock } = deps;
  const sessionCache = new SessionCache({ clock });
  return {
    /** Live only while the database's change notifications are heard (services.ts starts them). */
    sessionCache,
    authenticate: (headers: Headers) => authenticate(db, auth, clock, headers, sessionCache),
    forgetSessionsOfRequester: (headers: Headers) => forgetSessionsOfRequester(auth, sessionCache, headers),
    isSessionCurrent: (sessionId: string) => isSessionCurrent(db, sessionId, clock()),
    securityOverview: (request: SignedInRequest) => getSecurityOverview(db, request.user, request.session.id, clock()),
    revokeOtherSessions: (request: SignedInRequest) => revokeOtherSessions(db, request.user.id, request.session.id),
    revokeSession: (request: SignedInRequest, sessionId: string) => revokeSession(db, request.user.id, sessionId),
    disableTwoFactor: (request: SignedInRequest, code: string) => disableTwoFactor(deps, request, code),
    regenerateBackupCodes: (request: SignedInRequest, code: string) => regenerateBackupCodes(deps, request, code),
    changePassword: (request: SignedInRequest, body: ChangePasswordRequest) => changePassword(deps, request, body),
    exportData: (request: SignedInRequest) => exportUserData(db, deps.readings, request.user.id, clock()),
    deleteAccount: (request: SignedInRequest, confirmation: DeleteAccountRequest) =>
      deleteAccount(deps, request, confirmation),
  };
}

export type AccountServices = ReturnType<typeof createAccountServices>;
