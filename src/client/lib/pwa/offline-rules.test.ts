import { describe, expect, it } from "vitest";
import {
  changesWhoIsSignedIn,
  isLastReadingsRequest,
  mustForgetReadings,
  notificationTarget,
  pushNotification,
  sessionOwner,
  sitePath,
} from "./offline-rules";

const ORIGIN = "https://mysticdice.example";

describe("what the service worker keeps for offline use", () => {
  it("keeps the history list and the seeker's own readings, read with GET", () => {
    expect(isLastReadingsRequest("GET", "/api/me/readings")).toBe(true);
    expect(isLastReadingsRequest("GET", "/api/casts/0b6f5c1e-8a0e-4f55-9b53-2f4f0f7b8d11")).toBe(true);
    expect(isLastReadingsRequest("GET", "/api/draws/0b6f5c1e-8a0e-4f55-9b53-2f4f0f7b8d11")).toBe(true);
  });

  it("never keeps a write, the auth endpoints, or anything else of the account", () => {
    expect(isLastReadingsRequest("POST", "/api/casts")).toBe(false);
    expect(isLastReadingsRequest("POST", "/api/me/readings")).toBe(false);
    expect(isLastReadingsRequest("GET", "/api/auth/get-session")).toBe(false);
    expect(isLastReadingsRequest("GET", "/api/me/profile")).toBe(false);
    expect(isLastReadingsRequest("GET", "/api/me/security")).toBe(false);
    expect(isLastReadingsRequest("GET", "/api/casts/abc/image.png")).toBe(false);
    expect(isLastReadingsRequest("GET", "/api/casts/abc/share")).toBe(false);
    expect(isLastReadingsRequest("GET", "/api/billing")).toBe(false);
  });

  it("forgets them when signing in, up or out, or deleting the account, succeeds", () => {
    expect(changesWhoIsSignedIn("POST", "/api/auth/sign-out")).toBe(true);
    expect(changesWhoIsSignedIn("POST", "/api/auth/sign-in/email")).toBe(true);
    expect(changesWhoIsSignedIn("POST", "/api/auth/sign-up/email")).toBe(true);
    expect(changesWhoIsSignedIn("POST", "/api/auth/two-factor/verify-totp")).toBe(true);
    expect(changesWhoIsSignedIn("DELETE", "/api/me")).toBe(true);
    expect(changesWhoIsSignedIn("GET", "/api/auth/get-session")).toBe(false);
    expect(changesWhoIsSignedIn("DELETE", "/api/me/sessions/abc")).toBe(false);
    expect(changesWhoIsSignedIn("POST", "/api/casts")).toBe(false);
  });

  it("reads who the session says is signed in", () => {
    expect(sessionOwner({ user: { id: "u-1", email: "a@example.com" }, session: {} })).toBe("u-1");
    expect(sessionOwner(null)).toBeNull();
    expect(sessionOwner({ user: null })).toBeNull();
    expect(sessionOwner("<html>")).toBeUndefined();
    expect(sessionOwner({ user: { id: 7 } })).toBeUndefined();
  });

  it("forgets another account's readings, and all of them when nobody is signed in", () => {
    expect(mustForgetReadings(null, "u-1")).toBe(true);
    expect(mustForgetReadings(null, null)).toBe(true);
    expect(mustForgetReadings("u-2", "u-1")).toBe(true);
    expect(mustForgetReadings("u-1", "u-1")).toBe(false);
    expect(mustForgetReadings("u-1", null)).toBe(false);
    expect(mustForgetReadings(undefined, "u-1")).toBe(false);
  });
});

describe("a push message as a notification", () => {
  const message = {
    title: "Your daily reading awaits",
    body: "The dice are rested and ready.",
    url: "/dice-divination?from=reminder",
    offUrl: "/dashboard#reminders",
    offLabel: "Turn off reminders",
    tag: "daily-reminder",
  };

  it("shows the title and body and carries both addresses, with the 'off' action", () => {
    expect(pushNotification(message, ORIGIN)).toEqual({
      title: "Your daily reading awaits",
      options: {
        body: "The dice are rested and ready.",
        tag: "daily-reminder",
        icon: "/icons/icon-192.png",
        badge: "/icons/icon-192.png",
        data: { url: "/dice-divination?from=reminder", offUrl: "/dashboard#reminders" },
        actions: [{ action: "off", title: "Turn off reminders" }],
      },
    });
  });

  it("opens only addresses on this site", () => {
    expect(pushNotification({ ...message, url: "https://elsewhere.example/phish" }, ORIGIN)).toBeNull();
    expect(pushNotification({ ...message, url: "javascript:alert(1)" }, ORIGIN)).toBeNull();
    const withForeignOff = pushNotification({ ...message, offUrl: "https://elsewhere.example/" }, ORIGIN);
    expect(withForeignOff?.options.data).toEqual({ url: "/dice-divination?from=reminder" });
    expect(withForeignOff?.options.actions).toEqual([]);
    expect(sitePath(`${ORIGIN}/dashboard`, ORIGIN)).toBe("/dashboard");
  });

  it("shows nothing for a message without a title or an address", () => {
    expect(pushNotification({ ...message, title: " " }, ORIGIN)).toBeNull();
    expect(pushNotification({ title: "Hello" }, ORIGIN)).toBeNull();
    expect(pushNotification("text", ORIGIN)).toBeNull();
    expect(pushNotification(null, ORIGIN)).toBeNull();
  });

  it("opens the notification's address on a click, and the 'off' address from its action", () => {
    const data = { url: "/dice-divination", offUrl: "/dashboard#reminders" };
    expect(notificationTarget("", data)).toBe("/dice-divination");
    expect(notificationTarget("off", data)).toBe("/dashboard#reminders");
    expect(notificationTarget("off", { url: "/dice-divination" })).toBeNull();
    expect(notificationTarget("", null)).toBeNull();
  });
});
