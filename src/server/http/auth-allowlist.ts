/**
 * The better-auth endpoints the product serves over HTTP; every other /api/auth/* answers 404.
 *
 * better-auth mounts many endpoints the product never uses, and some of them undo its rules (turning
 * two-factor off with a password alone, handing out the TOTP secret or fresh backup codes without a code,
 * listing raw session tokens, a password oracle, a password change that leaves other sessions signed in,
 * an open redirect in verify-email). What the product needs beyond this list goes through /api/me routes
 * that demand the current factor. Calls made in-process (`auth.api.*`) are not affected.
 *
 * Paths are relative to /api/auth and matched against the raw request path, exactly (no trailing slash,
 * no encoded variant), so what is checked is what better-auth routes.
 */
export const AUTH_ENDPOINT_ALLOWLIST: ReadonlyArray<{ method: "GET" | "POST"; path: string | RegExp }> = [
  // The session of the current tab: the client reads it on load and when the tab becomes visible.
  { method: "GET", path: "/get-session" },
  // The sign-up form (password accounts).
  { method: "POST", path: "/sign-up/email" },
  // The sign-in form.
  { method: "POST", path: "/sign-in/email" },
  // The e-mail capture card and "e-mail me a link": mails a sign-in link.
  { method: "POST", path: "/sign-in/magic-link" },
  // The mailed sign-in link itself.
  { method: "GET", path: "/magic-link/verify" },
  // "Forgot password?": mails a reset link.
  { method: "POST", path: "/request-password-reset" },
  // The mailed reset link: checks the token and redirects to the page that asks for the new password.
  { method: "GET", path: /^\/reset-password\/[A-Za-z0-9_-]{1,100}$/ },
  // That page sets the new password with the token.
  { method: "POST", path: "/reset-password" },
  // Logout.
  { method: "POST", path: "/sign-out" },
  // Security section: starts TOTP enrolment (secret and backup codes, asks for the password if any).
  { method: "POST", path: "/two-factor/enable" },
  // Confirms enrolment with a code, and answers the sign-in challenge.
  { method: "POST", path: "/two-factor/verify-totp" },
  // Answers the sign-in challenge with a backup code.
  { method: "POST", path: "/two-factor/verify-backup-code" },
];

const AUTH_BASE_PATH = "/api/auth";

/** True when the method and raw path (e.g. `/api/auth/sign-in/email`) are on the allowlist. */
export function isAllowedAuthRequest(method: string, pathname: string): boolean {
  if (!pathname.startsWith(`${AUTH_BASE_PATH}/`)) return false;
  const path = pathname.slice(AUTH_BASE_PATH.length);
  return AUTH_ENDPOINT_ALLOWLIST.some(
    (entry) =>
      entry.method === method && (typeof entry.path === "string" ? entry.path === path : entry.path.test(path)),
  );
}
