import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { SIGN_UP_COOLDOWN_SECONDS } from "./auth-messages";

export type AuthMode = "login" | "signup";

interface AuthModalContextValue {
  isOpen: boolean;
  mode: AuthMode;
  openAuthModal(mode: AuthMode): void;
  closeAuthModal(): void;
  setMode(mode: AuthMode): void;
  /** Seconds left in the sign-up lock after a sign-up or rate-limit error (0 when unlocked). */
  signUpCooldown: number;
  startSignUpCooldown(): void;
}

const AuthModalContext = createContext<AuthModalContextValue | null>(null);

/** Owns the auth modal's state (spec §3 'Auth modal state') so any button can open it in either mode. */
export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const [mode, setMode] = useState<AuthMode>("login");
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
  const openAuthModal = useCallback((next: AuthMode) => {
    setMode(next);
    setIsOpen(true);
  }, []);
  const closeAuthModal = useCallback(() => setIsOpen(false), []);
  const startSignUpCooldown = useCallback(() => {
    const current = Date.now();
    setNow(current);
    setCooldownEndsAt(current + SIGN_UP_COOLDOWN_SECONDS * 1000);
  }, []);

  const value = useMemo(
    () => ({ isOpen, mode, openAuthModal, closeAuthModal, setMode, signUpCooldown, startSignUpCooldown }),
    [isOpen, mode, openAuthModal, closeAuthModal, signUpCooldown, startSignUpCooldown],
  );
  return <AuthModalContext.Provider value={value}>{children}</AuthModalContext.Provider>;
}

export function useAuthModal(): AuthModalContextValue {
  const context = useContext(AuthModalContext);
  if (!context) throw new Error("useAuthModal must be used within an AuthModalProvider");
  return context;
}
