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
import { SIGN_UP_COOLDOWN_SECONDS } from "./auth-messages";

/** The auth modal's forms: sign in, sign up, or ask for a password reset link. */
export type AuthMode = "login" | "signup" | "forgot";
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
  /** Seconds left in the sign-up lock after a sign-up or rate-limit error (0 when unlocked). */
  signUpCooldown: number;
  startSignUpCooldown(): void;
}

const AuthDialogsContext = createContext<AuthDialogsValue | null>(null);

/**
 * State of the auth modal (open, login or sign-up mode) and the unlock prompt, so any button can open them;
 * the sign-up countdown lives here so closing the modal does not reset it.
 */
export function AuthDialogsProvider({ children }: { children: ReactNode }) {
  const { openDialog, mode, returnTo } = useSyncExternalStore(
    subscribe,
    () => dialogState,
    () => CLOSED,
  );
  const [cooldownEndsAt, setCooldownEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (cooldownEndsAt === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= cooldownEndsAt) setCooldownEndsAt(null);
    }, 250);
    return () => clearInterval(timer);
  }, [cooldownEndsAt]);

  const signUpCooldown = cooldownEndsAt === null ? 0 : Math.max(0, Math.ceil((cooldownEndsAt - now) / 1000));
  const startSignUpCooldown = useCallback(() => {
    const current = Date.now();
    setNow(current);
    setCooldownEndsAt(current + SIGN_UP_COOLDOWN_SECONDS * 1000);
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
      startSignUpCooldown,
    }),
    [openDialog, mode, returnTo, signUpCooldown, startSignUpCooldown],
  );
  return <AuthDialogsContext.Provider value={value}>{children}</AuthDialogsContext.Provider>;
}

export function useAuthDialogs(): AuthDialogsValue {
  const context = useContext(AuthDialogsContext);
  if (!context) throw new Error("useAuthDialogs must be used within an AuthDialogsProvider");
  return context;
}
