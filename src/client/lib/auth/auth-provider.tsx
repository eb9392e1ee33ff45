import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { apiFetch } from "../api-client";
import { authClient } from "./auth-client";

export interface AuthUser {
  id: string;
  email: string;
  name: string;
}

export interface AuthResult {
  error: { message?: string; status?: number; code?: string } | null;
}

/** A sign-in of a user with two-factor: the password was right, and the code is still to come. */
export interface SignInResult extends AuthResult {
  twoFactorRequired: boolean;
}

export interface AuthContextValue {
  user: AuthUser | null;
  loading: boolean;
  signUp(email: string, password: string): Promise<AuthResult>;
  signIn(email: string, password: string): Promise<SignInResult>;
  /** Completes a pending two-factor sign-in with an authenticator code or a backup code. */
  verifySecondFactor(code: string, kind: "totp" | "backup"): Promise<AuthResult>;
  logout(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * A new profile starts on the browser's time zone, so days, streaks and the daily reset follow the
 * seeker's own midnight from the first cast. A failure here only leaves it on UTC (editable later).
 */
async function saveBrowserTimeZone() {
  const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!timezone) return;
  await apiFetch("/api/me/profile", { method: "PATCH", json: { timezone } }).catch((error: unknown) =>
    console.warn("Could not save the time zone", error),
  );
}

function toAuthResult(result: { error: { message?: string; status?: number; code?: string } | null }): AuthResult {
  return {
    error: result.error
      ? { message: result.error.message, status: result.error.status, code: result.error.code }
      : null,
  };
}

/**
 * Holds the signed-in user (spec §4 'Authentication'): loading until the stored session is fetched,
 * then the session's user or none. better-auth's session store refetches when the tab regains focus
 * and pauses while it is hidden; every sign-in, sign-up and sign-out replaces the user.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const session = authClient.useSession();
  const sessionUser = session.data?.user;
  // After sign-out the session store refreshes a moment later; until then the user is already gone,
  // so nothing asks the server for their data with a session that no longer exists.
  const [signedOutUserId, setSignedOutUserId] = useState<string | null>(null);
  const sessionUserIdRef = useRef<string | null>(null);
  useEffect(() => {
    sessionUserIdRef.current = sessionUser?.id ?? null;
  }, [sessionUser?.id]);
  const user = useMemo<AuthUser | null>(
    () =>
      sessionUser && sessionUser.id !== signedOutUserId
        ? { id: sessionUser.id, email: sessionUser.email, name: sessionUser.name }
        : null,
    [sessionUser, signedOutUserId],
  );

  useEffect(() => {
    if (session.error) console.error("Could not fetch the session", session.error);
  }, [session.error]);

  const signUp = useCallback(async (email: string, password: string) => {
    const name = email.split("@")[0] || "Seeker";
    const result = toAuthResult(await authClient.signUp.email({ email, password, name }));
    if (!result.error) {
      setSignedOutUserId(null);
      await saveBrowserTimeZone();
    }
    return result;
  }, []);
  const signIn = useCallback(async (email: string, password: string) => {
    const response = await authClient.signIn.email({ email, password });
    const result = toAuthResult(response);
    const twoFactorRequired =
      !result.error && !!(response.data as { twoFactorRedirect?: boolean } | null)?.twoFactorRedirect;
    if (!result.error && !twoFactorRequired) setSignedOutUserId(null);
    return { ...result, twoFactorRequired };
  }, []);
  const verifySecondFactor = useCallback(async (code: string, kind: "totp" | "backup") => {
    const trimmed = code.replace(/\s+/g, "");
    const result = toAuthResult(
      kind === "totp"
        ? await authClient.twoFactor.verifyTotp({ code: trimmed })
        : await authClient.twoFactor.verifyBackupCode({ code: trimmed }),
    );
    if (!result.error) setSignedOutUserId(null);
    return result;
  }, []);
  const logout = useCallback(async () => {
    const leavingUserId = sessionUserIdRef.current;
    const result = await authClient.signOut();
    if (result.error) console.error("Logout failed", result.error);
    else setSignedOutUserId(leavingUserId);
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ user, loading: session.isPending, signUp, signIn, verifySecondFactor, logout }),
    [user, session.isPending, signUp, signIn, verifySecondFactor, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used within an AuthProvider");
  return context;
}

/**
 * Renders its children only once the session is known (spec §4: children of the auth provider render
 * when loading is false). Public page content renders at once so it can be prerendered; every part that
 * depends on who is signed in sits inside this gate. See docs/decisions/002-auth-gate.md.
 */
export function WhenAuthReady({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const { loading } = useAuth();
  return <>{loading ? fallback : children}</>;
}
