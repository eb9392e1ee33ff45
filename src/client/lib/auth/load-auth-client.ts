/**
 * better-auth's client (about 12 KB gzip) is not part of the first page load: everything on it loads it
 * through here, the first time it is needed (or to warm it up, as the auth modal does when it opens).
 */
export const loadAuthClient = () => import("./auth-client").then((module) => module.authClient);
