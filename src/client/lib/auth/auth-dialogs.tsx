import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { locksSignUp } from "../../../shared/account";
import { nowMs } from "../clock";
import { SIGN_UP_COOLDOWN_SECONDS } from "./auth-messages";

/** The auth modal's forms: sign in, sign up, ask for a password reset link, or for a sign-in link. */
export type AuthMode = "login" | "signup" | "forgot" | "link";
type OpenDialog = "auth" | "unlock" | null;

interface DialogState {
  openDialog: OpenDialog;
  mode: AuthMode;
  returnTo: string | null;
}

const CLOSED: DialogState = { openDialog: null, mode: "login", returnTo: null };

/**
 * Which dialog is open lives outside React, so code that runs before any page renders (a route loader
 * sending a visitor away) can open one too. Prerendered HTML and the hydrating render always see it closed.
 */
let dialogState = CLOSED;
const listeners = new Set<() => void>();

function setDialogState(next: DialogState) {
  dialogState = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Opens the auth modal; `returnTo` is where a successful sign-in or sign-up goes (else home). */
export function openAuthModal(mode: AuthMode, options?: { returnTo?: string }): void {
  setDialogState({ openDialog: "auth", mode, returnTo: options?.returnTo ?? null });
}

const openUnlockPrompt = () => setDialogState({ ...dialogState, openDialog: "unlock" });
const closeDialog = () => setDialogState({ ...dialogState, openDialog: null });
const setMode = (mode: AuthMode) => setDialogState({ ...dialogState, mode });

interface AuthDialogsValue {
  /** Which dialog is open: the auth modal, the unlock prompt, or none (one at a time). */
  openDialog: OpenDialog;
  mode: AuthMode;
  /** Where a successful sign-in or sign-up goes: the page the seeker wanted, else home. */
  returnTo: string | null;
  openAuthModal(mode: AuthMode, options?: { returnTo?: string }): void;
  openUnlockPrompt(): void;
  closeDialog(): void;
  setMode(mode: AuthMode): void;
  /** Seconds left in the sign-up lock after a rate limit or repeated failed sign-ups (0 when unlocked). */
  signUpCooldown: number;
  /** A failed sign-in or sign-up: a rate limit locks sign-up, and so does the third failed sign-up in a row. */
  noteAuthFailure(failure: { isSignUp: boolean; isRateLimited: boolean }): void;
  /** A sign-in or sign-up went through: the failures in a row start again from none. */
  noteAuthSuccess(): void;
}

const AuthDialogsContext = createContext<AuthDialogsValue | null>(null);

/**
 * State of the auth modal (open, login or sign-up mode) and the unlock prompt, so any button can open them;
 * the sign-up countdown and the failed sign-ups in a row live here so closing the modal does not reset them.
 */
export function AuthDialogsProvider({ children }: { children: ReactNode }) {
  const { openDialog, mode, returnTo } = useSyncExternalStore(
    subscribe,
    () => dialogState,
    () => CLOSED,
  );
  const [cooldownEndsAt, setCooldownEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => nowMs());

  useEffect(() => {
    if (cooldownEndsAt === null) return;
    const timer = setInterval(() => {
      const current = nowMs();
      setNow(current);
      if (current >= cooldownEndsAt) setCooldownEndsAt(null);
    }, 250);
    return () => clearInterval(timer);
  }, [cooldownEndsAt]);

  const signUpCooldown = cooldownEndsAt === null ? 0 : Math.max(0, Math.ceil((cooldownEndsAt - now) / 1000));
  const signUpFailuresInARow = useRef(0);
  const noteAuthFailure = useCallback(({ isSignUp, isRateLimited }: { isSignUp: boolean; isRateLimited: boolean }) => {
    if (isSignUp) signUpFailuresInARow.current += 1;
    if (!locksSignUp({ isRateLimited, failuresInARow: signUpFailuresInARow.current })) return;
    signUpFailuresInARow.current = 0;
    const current = nowMs();
    setNow(current);
    setCooldownEndsAt(current + SIGN_UP_COOLDOWN_SECONDS * 1000);
  }, []);
  const noteAuthSuccess = useCallback(() => {
    signUpFailuresInARow.current = 0;
  }, []);

  const value = useMemo(
    () => ({
      openDialog,
      mode,
      returnTo,
      openAuthModal,
      openUnlockPrompt,
      closeDialog,
      setMode,
      signUpCooldown,
      noteAuthFailure,
      noteAuthSuccess,
    }),
    [openDialog, mode, returnTo, signUpCooldown, noteAuthFailure, noteAuthSuccess],
  );
  return <AuthDialogsContext.Provider value={value}>{children}</AuthDialogsContext.Provider>;
}

export function useAuthDialogs(): AuthDialogsValue {
  const context = useContext(AuthDialogsContext);
  if (!context) throw new Error("useAuthDialogs must be used within an AuthDialogsProvider");
  return context;
}
