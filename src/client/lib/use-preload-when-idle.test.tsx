// @vitest-environment happy-dom
import { render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { usePreloadWhenIdle } from "./use-preload-when-idle";

function Preloading({ load }: { load: () => Promise<unknown> }) {
  usePreloadWhenIdle(load);
  return null;
}

describe("a chunk asked for when the browser is first idle", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is asked for at the idle callback, not before", () => {
    let idle: () => void = () => {};
    vi.stubGlobal(
      "requestIdleCallback",
      vi.fn((callback: () => void) => {
        idle = callback;
        return 3;
      }),
    );
    vi.stubGlobal("cancelIdleCallback", vi.fn());
    const load = vi.fn(() => Promise.resolve());
    const { unmount } = render(<Preloading load={load} />);
    expect(load).not.toHaveBeenCalled();
    idle();
    expect(load).toHaveBeenCalledTimes(1);
    unmount();
  });

  it("is not asked for when the part goes before the browser is idle", () => {
    vi.stubGlobal(
      "requestIdleCallback",
      vi.fn(() => 3),
    );
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal("cancelIdleCallback", cancelIdleCallback);
    const load = vi.fn(() => Promise.resolve());
    render(<Preloading load={load} />).unmount();
    expect(cancelIdleCallback).toHaveBeenCalledWith(3);
    expect(load).not.toHaveBeenCalled();
  });

  it("is asked for at once where the browser has no idle callback", () => {
    vi.stubGlobal("requestIdleCallback", undefined);
    const load = vi.fn(() => Promise.resolve());
    render(<Preloading load={load} />).unmount();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
