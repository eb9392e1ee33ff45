// @vitest-environment happy-dom
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WhenNear } from "./when-near";

describe("a part rendered when it comes near the screen", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("holds a placeholder until its place nears the screen, then renders its children", () => {
    let report: (entries: { isIntersecting: boolean }[]) => void = () => {};
    const observe = vi.fn();
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe = observe;
        disconnect() {}
      },
    );
    const { container } = render(
      <WhenNear placeholderClassName="h-40">
        <p>The sky ahead</p>
      </WhenNear>,
    );
    expect(screen.queryByText("The sky ahead")).toBeNull();
    expect(container.querySelector(".h-40")).not.toBeNull();
    expect(observe).toHaveBeenCalledTimes(1);
    act(() => report([{ isIntersecting: false }]));
    expect(screen.queryByText("The sky ahead")).toBeNull();
    act(() => report([{ isIntersecting: true }]));
    expect(screen.getByText("The sky ahead")).toBeTruthy();
  });

  it("renders its children at once where the browser cannot tell", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    render(
      <WhenNear placeholderClassName="h-40">
        <p>The sky ahead</p>
      </WhenNear>,
    );
    expect(screen.getByText("The sky ahead")).toBeTruthy();
  });
});
