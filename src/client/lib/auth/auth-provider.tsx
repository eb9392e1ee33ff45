import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { rememberBrowserTimeZone } from "../time-zone-cookie";
import { NAME_MAX_LENGTH } from "../../../shared/account";
import { loadAuthClient } from "./load-auth-client";

export interface AuthUser {
  id: string;
  email: string;
  name: string;
}

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

interface SessionState {
  user: AuthUser | null;
  loading: boolean;
}

/** GET /api/auth/get-session: the session's user, or null when signed out. */
async function fetchSessionUser(): Promise<AuthUser | null> {
  const response = await fetch("/api/auth/get-session", {
    credentials: "same-origin",
    headers: { accept: "application/json" },
  });
  if (!response.ok) throw new Error(`The session answered ${response.status}`);
  const body = (await response.json()) as { user?: AuthUser } | null;
  const user = body?.user;
  return user ? { id: user.id, email: user.email, name: user.name } : null;
}

/** A tab coming back refetches the session at most this often (sign-out elsewhere shows on return). */
const REFETCH_ON_RETURN_AFTER_MS = 5_000;

/**
 * Holds the signed-in user: loading until the stored session is fetched, then the session's user or none.
 * The session is fetched again when the tab becomes visible; every sign-in, sign-up and sign-out replaces
 * the user.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<SessionState>({ user: null, loading: true });
  const lastFetchAt = useRef(0);
  // A newer fetch or an explicit sign-out wins over an older fetch still in flight.
  const generation = useRef(0);

  /** Fetches the session; resolves when the new state is set. A newer fetch or a sign-out wins. */
  const refreshSession = useCallback((): Promise<void> => {
    const current = ++generation.current;
    lastFetchAt.current = Date.now();
    return fetchSessionUser().then(
      (user) => {
        if (current === generation.current) setSession({ user, loading: false });
      },
      (error: unknown) => {
        console.error("Could not fetch the session", error);
        if (current === generation.current) setSession((previous) => ({ ...previous, loading: false }));
      },
    );
  }, []);

  // Every door that creates an account reads the zone from this cookie (see time-zone-cookie.ts).
  useEffect(rememberBrowserTimeZone, []);

  useEffect(() => {
    const isStale = () => Date.now() - lastFetchAt.current > REFETCH_ON_RETURN_AFTER_MS;
    const onVisible = () => {
      if (document.visibilityState === "visible" && isStale()) void refreshSession();
    };
    // The first fetch happens even in a tab opened in the background (lastFetchAt starts at 0).
    if (isStale()) void refreshSession();
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [refreshSession]);

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
    generation.current++;
    setSession({ user: null, loading: false });
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ user: session.user, loading: session.loading, signUp, signIn, verifySecondFactor, logout }),
    [session, signUp, signIn, verifySecondFactor, logout],
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
