// @vitest-environment happy-dom
import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import type { Timeline } from "../../../shared/api/timeline";
import { periodsEndingAt } from "../../../shared/journal/timeline";
import { TimelineChart } from "./timeline-chart";

const empty = { readings: 0, rituals: 0, notes: 0, outcomes: { yes: 0, partly: 0, no: 0 }, oracles: [] };

function timelineOf(counts: Record<number, Partial<Timeline["periods"][number]>>): Timeline {
  return {
    by: "week",
    timeZone: "Europe/London",
    periods: periodsEndingAt("2026-11-25", "week").map((period, index) => ({ ...period, ...empty, ...counts[index] })),
  };
}

function Chart({ timeline }: { timeline: Timeline }) {
  const [selected, setSelected] = useState(timeline.periods.length - 1);
  return <TimelineChart timeline={timeline} selected={selected} onSelect={setSelected} />;
}

describe("My Timeline's chart", () => {
  const timeline = timelineOf({
    9: { readings: 4, outcomes: { yes: 1, partly: 1, no: 0 } },
    11: { readings: 2, outcomes: { yes: 0, partly: 0, no: 2 } },
  });

  it("draws a column for each of the twelve weeks, named with its readings, the last one chosen", () => {
    render(<Chart timeline={timeline} />);
    const columns = screen.getAllByRole("button");
    expect(columns).toHaveLength(12);
    expect(columns[9]!.getAttribute("aria-label")).toBe("the week of Nov 9, 2026: 4 readings");
    expect(columns[0]!.getAttribute("aria-label")).toBe("the week of Sep 7, 2026: 0 readings");
    expect(columns[11]!.getAttribute("aria-pressed")).toBe("true");
    expect(columns[11]!.textContent).toContain("2");
  });

  it("chooses another week when its column is pressed", () => {
    render(<Chart timeline={timeline} />);
    fireEvent.click(screen.getByRole("button", { name: "the week of Nov 9, 2026: 4 readings" }));
    expect(
      screen.getByRole("button", { name: "the week of Nov 9, 2026: 4 readings" }).getAttribute("aria-pressed"),
    ).toBe("true");
    expect(screen.getAllByRole("button", { pressed: true })).toHaveLength(1);
  });

  it("makes a column as tall as its share of the busiest week, its answers in their colours", () => {
    const { container } = render(<Chart timeline={timeline} />);
    const bars = [...container.querySelectorAll<HTMLElement>("button > span:nth-child(2)")];
    expect(bars[9]!.style.height).toBe("128px");
    expect(bars[11]!.style.height).toBe("64px");
    expect(bars[0]!.style.height).toBe("2px");
    const shares = [...bars[9]!.children].map((part) => (part as HTMLElement).style.height).filter(Boolean);
    expect(shares).toEqual(["25%", "25%"]);
    expect(bars[9]!.textContent).toBe("2 answered");
  });
});
