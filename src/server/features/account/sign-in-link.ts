import { SIGN_IN_LINK_PATH } from "../../../shared/account";

/** The page a sign-in link opens (same query string), for a link better-auth built to its verify endpoint. */
export function signInLinkPageUrl(verifyUrl: string): string {
  const link = new URL(verifyUrl);
  const page = new URL(SIGN_IN_LINK_PATH, link.origin);
  page.search = link.search;
  return page.toString();
}
