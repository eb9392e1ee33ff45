// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { diceLegend } from "../../../../content/oracle/dice-legend";
import { createFallbackReading } from "../../../shared/fallback-reading";
import { DieLegend } from "./dice-legend";
import { ReadingPanel } from "./reading-panel";
import { YesNoAnswer } from "./verdict-badge";

describe("the legend under a die", () => {
  it("names the face the die shows and reads it through the die's colour", () => {
    render(<DieLegend color="red" face={5} />);
    const legend = screen.getByTestId("legend-red");
    expect(legend.textContent).toContain("Red");
    expect(within(legend).getByText("Storm")).toBeTruthy();
    expect(within(legend).getByText(diceLegend.red.faces[4])).toBeTruthy();
    expect(legend.textContent).not.toMatch(/\d/);
  });

  it("gives each colour its own line for the same face", () => {
    render(
      <>
        <DieLegend color="white" face={5} />
        <DieLegend color="green" face={5} />
      </>,
    );
    const white = screen.getByTestId("legend-white").textContent;
    const green = screen.getByTestId("legend-green").textContent;
    expect(white).toContain("Storm");
    expect(green).toContain("Storm");
    expect(white).not.toBe(green.replace("Green", "White"));
  });

  it("before a reading, says what the colour speaks of instead", () => {
    render(<DieLegend color="green" face={null} />);
    expect(screen.getByTestId("legend-green").textContent).toBe(`Green${diceLegend.green.domain}`);
  });
});

describe("the yes/no answer", () => {
  it.each([
    ["Yes — the Crown shines on every die.", "Yes", "The Crown shines on every die."],
    ["Likely yes — the green Storm opens the road.", "Likely yes", "The green Storm opens the road."],
    ["Uncertain — the Mirror has not chosen.", "Uncertain", "The Mirror has not chosen."],
    ["Likely no — the Stone holds firm against it.", "Likely no", "The Stone holds firm against it."],
    ["No — a Seed alone cannot carry this.", "No", "A Seed alone cannot carry this."],
  ])("%s → a %s badge, then its reason", (answer, verdict, reason) => {
    render(<YesNoAnswer answer={answer} />);
    const badge = screen.getByTestId("verdict");
    expect(badge.textContent).toBe(verdict);
    expect(badge.dataset.verdict).toBe(verdict);
    expect(screen.getByText(reason)).toBeTruthy();
  });

  it("colours a leaning yes and a leaning no differently", () => {
    render(
      <>
        <YesNoAnswer answer="Likely yes — open." />
        <YesNoAnswer answer="Likely no — closed." />
      </>,
    );
    const [yes, no] = screen.getAllByTestId("verdict");
    expect(yes!.className).toMatch(/emerald/);
    expect(no!.className).toMatch(/rose/);
  });

  it("shows a line without a verdict as it is, with no badge", () => {
    render(<YesNoAnswer answer="the signs point to a positive outcome" />);
    expect(screen.queryByTestId("verdict")).toBeNull();
    expect(screen.getByText("the signs point to a positive outcome")).toBeTruthy();
  });
});

describe("the reading panel", () => {
  const roll = { red: 6, white: 3, green: 5 };
  const reading = {
    ...createFallbackReading(roll),
    yesNoAnswer: "Yes — the Crown leads.",
    totalSumInterpretation: "The Tower's Lesson clears the way.",
  };

  it("shows the dice by name, the question asked, the verdict badge and the sum's number once", () => {
    render(
      <ReadingPanel
        situationLabel="Guidance"
        roll={roll}
        interpretation="The reading."
        reading={reading}
        question="Shall I go?"
        source="oracle"
      />,
    );
    const panel = screen.getByTestId("reading-panel");
    expect(panel.textContent).toContain("Red Crown · White Spark · Green Storm");
    expect(screen.getByTestId("asked-question").textContent).toContain("“Shall I go?”");
    expect(screen.getByTestId("verdict").textContent).toBe("Yes");
    expect(screen.getByTestId("sum-heading").textContent).toBe("Sum · 14");
    expect(panel.textContent!.match(/14/g)).toHaveLength(1);
    expect(screen.queryByTestId("own-roll")).toBeNull();
  });

  it("marks the seeker's own roll, and asks nothing when no question was asked", () => {
    render(
      <ReadingPanel
        situationLabel="Guidance"
        roll={roll}
        interpretation="The reading."
        reading={reading}
        question={null}
        source="physical"
      />,
    );
    expect(screen.getByTestId("own-roll").textContent).toBe("Your own roll");
    expect(screen.queryByTestId("asked-question")).toBeNull();
  });
});
