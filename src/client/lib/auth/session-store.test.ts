import { afterEach, describe, expect, it, vi } from "vitest";
import { createSessionStore, type AuthUser } from "./session-store";

const ADA: AuthUser = { id: "user-1", email: "ada@example.com", name: "ada" };
const BEA: AuthUser = { id: "user-2", email: "bea@example.com", name: "bea" };

/** A session ask the test answers by hand, in any order. */
function manualAsks() {
  const asks: { resolve: (user: AuthUser | null) => void; reject: (error: Error) => void }[] = [];
  const fetchUser = vi.fn(() => new Promise<AuthUser | null>((resolve, reject) => asks.push({ resolve, reject })));
  return { asks, fetchUser };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the page's session", () => {
  it("is pending until its first answer, and a loader shares the ask already in flight", async () => {
    const { asks, fetchUser } = manualAsks();
    const store = createSessionStore(fetchUser);
    expect(store.getState()).toEqual({ user: null, status: "pending" });

    const first = store.ensure();
    const second = store.ensure();
    expect(fetchUser).toHaveBeenCalledOnce();
    asks[0]!.resolve(ADA);
    await expect(first).resolves.toEqual(ADA);
    await expect(second).resolves.toEqual(ADA);
    expect(store.getState()).toEqual({ user: ADA, status: "success" });
  });

  it("answers a loader from what it knows, and asks again in the background once that is 5 s old", async () => {
    vi.useFakeTimers();
    const fetchUser = vi.fn(async () => ADA);
    const store = createSessionStore(fetchUser);
    await store.ensure();

    await expect(store.ensure()).resolves.toEqual(ADA);
    expect(fetchUser).toHaveBeenCalledOnce();

    vi.advanceTimersByTime(5_000);
    await expect(store.ensure()).resolves.toEqual(ADA);
    expect(fetchUser).toHaveBeenCalledTimes(2);
  });

  it("a newer ask wins over an older one still in flight, and whoever awaits the older gets the newer answer", async () => {
    const { asks, fetchUser } = manualAsks();
    const store = createSessionStore(fetchUser);
    const loader = store.ensure();
    const refreshed = store.refresh();

    asks[1]!.resolve(BEA);
    await refreshed;
    asks[0]!.resolve(ADA);
    await expect(loader).resolves.toEqual(BEA);
    expect(store.getState()).toEqual({ user: BEA, status: "success" });
  });

  it("a sign-out drops the ask in flight", async () => {
    const { asks, fetchUser } = manualAsks();
    const store = createSessionStore(fetchUser);
    const listener = vi.fn();
    store.subscribe(listener);
    const loader = store.ensure();

    store.set(null);
    asks[0]!.resolve(ADA);
    await expect(loader).resolves.toBeNull();
    expect(store.getState()).toEqual({ user: null, status: "success" });
    expect(listener).toHaveBeenCalledOnce();
  });

  it("a failed ask keeps the last user known; with none known, a loader's ask rejects", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { asks, fetchUser } = manualAsks();
    const store = createSessionStore(fetchUser);
    const loader = store.ensure();
    asks[0]!.reject(new Error("offline"));
    await expect(loader).rejects.toThrow("offline");
    expect(store.getState()).toEqual({ user: null, status: "error" });

    store.set(ADA);
    const refreshed = store.refresh();
    asks[1]!.reject(new Error("offline"));
    await refreshed;
    expect(store.getState()).toEqual({ user: ADA, status: "error" });
  });
});
