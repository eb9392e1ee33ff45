/**
 * Paths that carry a secret: better-auth's reset link its one-time token
 * (/api/auth/reset-password/<token>), a shared reading's JSON its share id (/api/shares/<shareId>).
 */
const SECRETS_IN_PATH: ReadonlyArray<[RegExp, string]> = [
  [/^(\/api\/auth\/reset-password\/)[^/]+/, "$1:token"],
  [/^(\/api\/shares\/)[^/]+/, "$1:shareId"],
];

/** The path as the request log writes it: a secret in it is replaced, so the log never holds a live link. */
export function loggedPath(path: string): string {
  return SECRETS_IN_PATH.reduce((logged, [pattern, replacement]) => logged.replace(pattern, replacement), path);
}
