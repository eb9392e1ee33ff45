// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { RUNES } from "../../../../content/runes";
import { TAROT_CARDS } from "../../../../content/tarot";
import { RUNE_DECK, RUNE_DECK_ENTRIES, TAROT_DECK } from "../../../shared/draws/decks";
import { ORACLE_KINDS } from "./oracle-kinds";
import OwnDeckForm, { itemLabel } from "./own-deck-form";

describe("recording a draw from the seeker's own deck", () => {
  it("names every card and rune as the library does", () => {
    expect(TAROT_DECK.map(itemLabel)).toEqual(TAROT_CARDS.map((card) => card.name));
    expect(RUNE_DECK.map(itemLabel)).toEqual(RUNES.map((stave) => stave.name));
  });

  it("asks for a card in each place of the spread, reversed where chosen, and refuses one card twice", async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(
      <OwnDeckForm
        kind={ORACLE_KINDS.tarot}
        spread="three-card"
        variant="past-present-future"
        isDisabled={false}
        onSubmit={onSubmit}
      />,
    );
    const places = screen.getAllByRole("combobox");
    expect(places).toHaveLength(3);
    expect(screen.getByLabelText("1 · Past")).toBe(places[0]);
    expect(screen.getByLabelText("3 · Future")).toBe(places[2]);
    expect(
      within(places[0]!)
        .getAllByRole("group")
        .map((group) => group.getAttribute("label")),
    ).toEqual(["Major Arcana", "Wands", "Cups", "Swords", "Pentacles"]);
    await user.click(screen.getByRole("button", { name: "Read my draw" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByText("Choose the card in this place")).toHaveLength(3);

    await user.selectOptions(places[0]!, "the-tower");
    await user.click(screen.getByRole("checkbox", { name: "Reversed" }));
    await user.selectOptions(places[1]!, "ace-of-cups");
    await user.selectOptions(places[2]!, "the-tower");
    await user.click(screen.getByRole("button", { name: "Read my draw" }));
    expect(screen.getByText("This card is already in the spread")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.selectOptions(places[2]!, "the-star");
    await user.type(screen.getByLabelText(/question/i), "Where next?");
    await user.click(screen.getByRole("button", { name: "Read my draw" }));
    expect(onSubmit).toHaveBeenCalledWith(
      [
        { key: "the-tower", reversed: true },
        { key: "ace-of-cups", reversed: false },
        { key: "the-star", reversed: false },
      ],
      "Where next?",
    );
  });

  it("offers merkstave only for a rune that can turn", async () => {
    const user = userEvent.setup();
    render(
      <OwnDeckForm
        kind={ORACLE_KINDS.runes}
        spread="single"
        variant="past-present-future"
        isDisabled={false}
        onSubmit={vi.fn()}
      />,
    );
    const place = screen.getByRole("combobox");
    const fixed = RUNE_DECK_ENTRIES.find((entry) => !entry.reversible)!.slug;
    const turning = RUNE_DECK_ENTRIES.find((entry) => entry.reversible)!.slug;
    await user.selectOptions(place, fixed);
    expect(screen.queryByRole("checkbox", { name: "Merkstave" })).toBeNull();
    await user.selectOptions(place, turning);
    expect(screen.getByRole("checkbox", { name: "Merkstave" })).toBeTruthy();
  });
});
