// @vitest-environment happy-dom
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WhenIdle } from "./when-idle";

describe("a part rendered when the browser is first idle", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("holds its placeholder until the browser is idle, then renders its children", async () => {
    let idle: () => void = () => {};
    const requestIdleCallback = vi.fn((callback: () => void, options: { timeout: number }) => {
      idle = callback;
      expect(options.timeout).toBe(1000);
      return 7;
    });
    vi.stubGlobal("requestIdleCallback", requestIdleCallback);
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal("cancelIdleCallback", cancelIdleCallback);
    const { unmount } = render(
      <WhenIdle placeholder={<p>Loading your items…</p>}>
        <p>Your items</p>
      </WhenIdle>,
    );
    expect(screen.getByText("Loading your items…")).toBeTruthy();
    expect(screen.queryByText("Your items")).toBeNull();
    expect(requestIdleCallback).toHaveBeenCalledTimes(1);
    await act(async () => idle());
    expect(screen.getByText("Your items")).toBeTruthy();
    expect(screen.queryByText("Loading your items…")).toBeNull();
    unmount();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it("waits a moment instead where the browser has no idle callback", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("requestIdleCallback", undefined);
    render(
      <WhenIdle placeholder={<p>Loading your items…</p>}>
        <p>Your items</p>
      </WhenIdle>,
    );
    expect(screen.queryByText("Your items")).toBeNull();
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.getByText("Your items")).toBeTruthy();
  });
});
