// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { StreakCalendar } from "./streak-calendar";

describe("the streak calendar", () => {
  it("shows a missed day a freeze covered as frozen, and the freezes held", () => {
    render(
      <StreakCalendar
        freezes={1}
        calendar={[
          { day: "2026-04-06", casts: 1, frozen: false },
          { day: "2026-04-07", casts: 2, frozen: false },
          { day: "2026-04-08", casts: 0, frozen: true },
          { day: "2026-04-09", casts: 0, frozen: false },
        ]}
      />,
    );
    expect(screen.getByRole("img", { name: "Streak freeze used on 2026-04-08" }).dataset.frozen).toBe("true");
    expect(screen.getByRole("img", { name: "0 readings on 2026-04-09 (today)" }).dataset.frozen).toBeUndefined();
    expect(screen.getByTestId("streak-freezes").textContent).toContain("Streak freezes held: 1 of 2.");
  });
});
