/**
 * better-auth's own time: it checks TOTP codes, and the expiry of the two-factor challenges it reads back,
 * against the system clock, not against the server's clock (src/server/clock.ts). What this server
 * computes for better-auth to check (the TOTP replay guard's time step, a challenge's expiry) must read
 * the same clock, or a correct code would be refused and a fresh challenge read as expired whenever the
 * two differ (a test's clock). This file is on the clock rule's allowlist for that reason
 * (eslint.config.js); nothing else may use it.
 */
export function betterAuthNow(): Date {
  return new Date();
}
