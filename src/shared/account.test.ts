import { describe, expect, it } from "vitest";
import { locksSignUp, returnPathAfterSignIn } from "./account";

const at = (pathname: string, search = "", hash = "") => returnPathAfterSignIn({ pathname, search, hash });

describe("where signing in from a page's header leads", () => {
  it("back to the page, with its query and fragment", () => {
    expect(at("/fairness")).toBe("/fairness");
    expect(at("/blog", "?from=header", "#posts")).toBe("/blog?from=header#posts");
    expect(at("/")).toBe("/");
  });

  it("home from the pages of a sign-in under way, with or without a trailing slash", () => {
    expect(at("/sign-in/link", "?token=abc")).toBe("/");
    expect(at("/sign-in/link-error", "?error=INVALID_TOKEN")).toBe("/");
    expect(at("/sign-in/two-factor")).toBe("/");
    expect(at("/reset-password/", "?token=abc")).toBe("/");
  });
});

describe("when a failed sign-up locks the form", () => {
  it("not for a first or second mistake the seeker can fix at once", () => {
    expect(locksSignUp({ isRateLimited: false, failuresInARow: 1 })).toBe(false);
    expect(locksSignUp({ isRateLimited: false, failuresInARow: 2 })).toBe(false);
  });

  it("at the third failure in a row", () => {
    expect(locksSignUp({ isRateLimited: false, failuresInARow: 3 })).toBe(true);
  });

  it("at once for a rate limit", () => {
    expect(locksSignUp({ isRateLimited: true, failuresInARow: 1 })).toBe(true);
  });
});
