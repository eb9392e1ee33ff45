import { nowMs } from "../clock";

export interface AuthUser {
  id: string;
  email: string;
  name: string;
}

/** What the page knows of the session. */
export interface SessionState {
  /** The session's user: null when signed out, and until the first answer. */
  user: AuthUser | null;
  /** `pending` until the first answer; `error` while the last ask failed (the user is the last one known). */
  status: "pending" | "success" | "error";
}

export interface SessionStore {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  /**
   * The user for a route loader: the answer already known (asked again in the background when older than
   * 5 s), else a new ask's (shared with one in flight). Rejects when nothing is known and the ask failed.
   */
  ensure(): Promise<AuthUser | null>;
  /** Asks again (a newer ask wins over one in flight); resolves once the answer is in, or failed. */
  refresh(): Promise<void>;
  /** Sets the user (null on sign-out); an answer still in flight is dropped. */
  set(user: AuthUser | null): void;
  /**
   * While the page shows the session: asks now unless a fresh answer is known, and again when the tab
   * comes back or the browser is back online and the answer is older than 5 s (a sign-out elsewhere
   * shows on return). Returns the function that stops watching.
   */
  watch(): () => void;
}

/** An answer younger than this is not asked again on return or by a loader. */
const FRESH_MS = 5_000;
const PENDING: SessionState = { user: null, status: "pending" };

/** GET /api/auth/get-session: the session's user, or null when signed out. */
async function fetchSessionUser(): Promise<AuthUser | null> {
  try {
    const response = await fetch("/api/auth/get-session", {
      credentials: "same-origin",
      headers: { accept: "application/json" },
    });
    if (!response.ok) throw new Error(`The session answered ${response.status}`);
    const body = (await response.json()) as { user?: AuthUser } | null;
    const user = body?.user;
    return user ? { id: user.id, email: user.email, name: user.name } : null;
  } catch (error) {
    console.error("Could not fetch the session", error);
    throw error;
  }
}

/**
 * The signed-in user, kept in a few lines of its own rather than in TanStack Query, so a page's first load
 * does not carry the query library (the queries of signed-in pages load it with them). A failed ask is not
 * retried and leaves the page signed out (or as it was); it is asked even when the browser reports itself
 * offline, so an answer, or a failure, ends the loading state.
 */
export function createSessionStore(fetchUser: () => Promise<AuthUser | null> = fetchSessionUser): SessionStore {
  let state = PENDING;
  let hasAnswer = false;
  let answeredAt = 0;
  let asking: Promise<AuthUser | null> | undefined;
  let generation = 0;
  const listeners = new Set<() => void>();

  const update = (next: SessionState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const isFresh = () => hasAnswer && nowMs() - answeredAt < FRESH_MS;

  /** Asks now; an older ask in flight is dropped, and whoever awaits it gets the newer answer. */
  const askNow = (): Promise<AuthUser | null> => {
    const own = ++generation;
    const answer: Promise<AuthUser | null> = fetchUser().then(
      (user) => {
        if (own !== generation) return asking ?? state.user;
        asking = undefined;
        hasAnswer = true;
        answeredAt = nowMs();
        update({ user, status: "success" });
        return user;
      },
      (error: unknown) => {
        if (own !== generation) return asking ?? state.user;
        asking = undefined;
        update({ user: state.user, status: "error" });
        throw error;
      },
    );
    asking = answer;
    return answer;
  };
  const ask = () => asking ?? askNow();
  const askIfStale = () => {
    if (!isFresh()) ask().catch(() => undefined);
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ensure() {
      if (!hasAnswer) return ask();
      askIfStale();
      return Promise.resolve(state.user);
    },
    refresh: () =>
      askNow().then(
        () => undefined,
        () => undefined,
      ),
    set(user) {
      generation++;
      asking = undefined;
      hasAnswer = true;
      answeredAt = nowMs();
      update({ user, status: "success" });
    },
    watch() {
      askIfStale();
      const onVisible = () => {
        if (document.visibilityState === "visible") askIfStale();
      };
      document.addEventListener("visibilitychange", onVisible);
      addEventListener("online", askIfStale);
      return () => {
        document.removeEventListener("visibilitychange", onVisible);
        removeEventListener("online", askIfStale);
      };
    },
  };
}

let pageSessionStore: SessionStore | undefined;

/**
 * The page's one session, shared by the React tree (`AuthProvider`) and route loaders (the dashboard's
 * guard), so a loader reads the same answer the header shows. Prerendering gets a new one for every page.
 */
export function getSessionStore(): SessionStore {
  if (typeof window === "undefined") return createSessionStore();
  return (pageSessionStore ??= createSessionStore());
}

/** The state a prerendered page was rendered with, for hydration: nothing known yet. */
export const getPendingSessionState = (): SessionState => PENDING;
