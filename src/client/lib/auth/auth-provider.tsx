import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { NAME_MAX_LENGTH } from "../../../shared/field-limits";
import { rememberBrowserTimeZone } from "../time-zone-cookie";
import { loadAuthClient } from "./load-auth-client";
import { getPendingSessionState, getSessionStore, type AuthUser, type SessionStore } from "./session-store";

export type { AuthUser };

export interface AuthResult {
  error: { message?: string; status?: number; code?: string } | null;
}

/** A sign-in of a user with two-factor: the password was right, and the code is still to come. */
interface SignInResult extends AuthResult {
  twoFactorRequired: boolean;
}

export interface AuthContextValue {
  user: AuthUser | null;
  loading: boolean;
  /** The last ask for the session failed (offline): the user is the last one known, or none. */
  unreachable: boolean;
  signUp(email: string, password: string): Promise<AuthResult>;
  signIn(email: string, password: string): Promise<SignInResult>;
  /** Completes a pending two-factor sign-in with an authenticator code or a backup code. */
  verifySecondFactor(code: string, kind: "totp" | "backup"): Promise<AuthResult>;
  logout(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

function toAuthResult(result: { error: { message?: string; status?: number; code?: string } | null }): AuthResult {
  return {
    error: result.error
      ? { message: result.error.message, status: result.error.status, code: result.error.code }
      : null,
  };
}

/**
 * Holds the signed-in user: the page's session (`getSessionStore()`, or `sessionStore` in a test), loading
 * until its first answer, then the session's user or none. Every sign-in, sign-up and second factor asks
 * again (an ask still in flight is dropped, so the newer answer wins); sign-out drops any ask and sets it
 * to none.
 */
export function AuthProvider({ children, sessionStore }: { children: ReactNode; sessionStore?: SessionStore }) {
  const [store] = useState(() => sessionStore ?? getSessionStore());
  const session = useSyncExternalStore(store.subscribe, store.getState, getPendingSessionState);

  useEffect(() => store.watch(), [store]);
  // Every door that creates an account reads the zone from this cookie (see time-zone-cookie.ts).
  useEffect(rememberBrowserTimeZone, []);

  /** Resolves once the session's new answer is in. */
  const refreshSession = useCallback(() => store.refresh(), [store]);

  const signUp = useCallback(
    async (email: string, password: string) => {
      const name = (email.split("@")[0] || "Seeker").slice(0, NAME_MAX_LENGTH);
      const authClient = await loadAuthClient();
      const result = toAuthResult(await authClient.signUp.email({ email, password, name }));
      if (!result.error) await refreshSession();
      return result;
    },
    [refreshSession],
  );
  const signIn = useCallback(
    async (email: string, password: string) => {
      const authClient = await loadAuthClient();
      const response = await authClient.signIn.email({ email, password });
      const result = toAuthResult(response);
      const twoFactorRequired =
        !result.error && !!(response.data as { twoFactorRedirect?: boolean } | null)?.twoFactorRedirect;
      if (!result.error && !twoFactorRequired) await refreshSession();
      return { ...result, twoFactorRequired };
    },
    [refreshSession],
  );
  const verifySecondFactor = useCallback(
    async (code: string, kind: "totp" | "backup") => {
      const trimmed = code.replace(/\s+/g, "");
      const authClient = await loadAuthClient();
      const result = toAuthResult(
        kind === "totp"
          ? await authClient.twoFactor.verifyTotp({ code: trimmed })
          : await authClient.twoFactor.verifyBackupCode({ code: trimmed }),
      );
      if (!result.error) await refreshSession();
      return result;
    },
    [refreshSession],
  );
  const logout = useCallback(async () => {
    const authClient = await loadAuthClient();
    const result = await authClient.signOut();
    if (result.error) {
      console.error("Logout failed", result.error);
      return;
    }
    store.set(null);
  }, [store]);

  const { user } = session;
  const loading = session.status === "pending";
  const unreachable = session.status === "error";
  const value = useMemo<AuthContextValue>(
    () => ({ user, loading, unreachable, signUp, signIn, verifySecondFactor, logout }),
    [user, loading, unreachable, signUp, signIn, verifySecondFactor, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used within an AuthProvider");
  return context;
}

/**
 * Renders its children only once the session is known (loading is false). Public page content renders at
 * once so it can be prerendered; every part that depends on who is signed in sits inside this gate. See
 * docs/decisions/002-auth-gate.md.
 */
export function WhenAuthReady({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const { loading } = useAuth();
  return <>{loading ? fallback : children}</>;
}
