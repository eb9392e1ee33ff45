/** better-auth's reset link carries its one-time token in the path: /api/auth/reset-password/<token>. */
const TOKEN_IN_PATH = /^(\/api\/auth\/reset-password\/)[^/]+/;

/** The path as the request log writes it: a token in it is replaced, so the log never holds a live link. */
export function loggedPath(path: string): string {
  return path.replace(TOKEN_IN_PATH, "$1:token");
}
