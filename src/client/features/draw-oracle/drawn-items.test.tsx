// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { DrawResponse } from "../../../shared/api/draws";
import { DrawnItems } from "./drawn-items";
import { ORACLE_KINDS } from "./oracle-kinds";

const draw: DrawResponse = {
  id: "d1",
  tool: "tarot",
  spread: "three-card",
  spreadName: "Three Cards",
  situation: "relationships",
  question: null,
  items: [
    {
      index: 48,
      key: "king-of-cups",
      name: "King of Cups",
      position: "past",
      positionLabel: "Past",
      reversed: true,
      keywords: ["held-back feelings"],
      inPosition: "As the past, the reversed King of Cups shows that held-back feelings shaped this.",
      meaning: "Feelings kept under the surface.",
    },
  ],
  synthesis: "Read together.",
  enhancedText: null,
  enhancedBy: null,
  source: "oracle",
  fairness: null,
  shareUrl: null,
  createdAt: new Date(0).toISOString(),
};

describe("a drawn item on the page", () => {
  it("shows its reading in its position before its meaning", () => {
    render(
      <MemoryRouter>
        <DrawnItems kind={ORACLE_KINDS.tarot} draw={draw} />
      </MemoryRouter>,
    );
    const inPosition = screen.getByTestId("item-in-position");
    const meaning = screen.getByTestId("item-meaning");
    expect(inPosition.textContent).toBe(draw.items[0]!.inPosition);
    expect(inPosition.compareDocumentPosition(meaning) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe("a draw from the seeker's own deck", () => {
  it("is marked as their own draw; a server draw is not", () => {
    const { rerender } = render(
      <MemoryRouter>
        <DrawnItems kind={ORACLE_KINDS.tarot} draw={{ ...draw, source: "physical" }} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId("own-draw").textContent).toBe("Your own draw");
    rerender(
      <MemoryRouter>
        <DrawnItems kind={ORACLE_KINDS.tarot} draw={draw} />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId("own-draw")).toBeNull();
  });
});
