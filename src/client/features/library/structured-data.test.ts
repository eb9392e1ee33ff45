import { describe, expect, it } from "vitest";
import { RUNE_DECK, TAROT_DECK } from "../../../shared/draws/decks";
import { runeEntry, tarotEntry } from "./entries";
import { collectionJsonLd, definedTermJsonLd, metaDescription } from "./structured-data";
import { runeGroups, tarotGroups } from "./groups";

const SET = { name: "The deck", url: "https://example.test/tarot/cards" };

describe("the library's JSON-LD", () => {
  it("makes a card a DefinedTerm inside its DefinedTermSet, and survives a JSON round trip", () => {
    const data = definedTermJsonLd({
      name: "The Fool",
      description: "A leap.",
      url: "https://example.test/tarot/cards/the-fool",
      image: "https://example.test/og/tarot/the-fool.png",
      termCode: "0",
      keywords: ["new beginnings", "innocence"],
      set: SET,
    });
    expect(JSON.parse(JSON.stringify(data))).toEqual({
      "@context": "https://schema.org",
      "@type": "DefinedTerm",
      "@id": "https://example.test/tarot/cards/the-fool",
      name: "The Fool",
      description: "A leap.",
      url: "https://example.test/tarot/cards/the-fool",
      image: "https://example.test/og/tarot/the-fool.png",
      termCode: "0",
      keywords: "new beginnings, innocence",
      inDefinedTermSet: {
        "@type": "DefinedTermSet",
        "@id": "https://example.test/tarot/cards#set",
        name: "The deck",
        url: SET.url,
      },
    });
  });

  it("makes an index a CollectionPage whose DefinedTermSet holds every term", () => {
    const terms = tarotGroups().flatMap((group) => group.items.map((item) => ({ name: item.name, url: item.path })));
    const data = collectionJsonLd({
      name: "Cards",
      description: "All.",
      url: SET.url,
      image: "x.png",
      set: SET,
      terms,
    });
    expect(data["@type"]).toBe("CollectionPage");
    const set = data.mainEntity as { "@type": string; "@id": string; hasDefinedTerm: Array<{ name: string }> };
    expect(set["@type"]).toBe("DefinedTermSet");
    expect(set["@id"]).not.toBe(data["@id"]);
    expect(set.hasDefinedTerm).toHaveLength(TAROT_DECK.length);
    expect(set.hasDefinedTerm[0]!.name).toBe("The Fool");
  });
});

describe("the library's pages", () => {
  it("give every card and rune a description of at most 160 characters, each its own", () => {
    const entries = [...TAROT_DECK.map((slug) => tarotEntry(slug)!), ...RUNE_DECK.map((slug) => runeEntry(slug)!)];
    for (const entry of entries) expect(entry.description.length, entry.slug).toBeLessThanOrEqual(160);
    expect(new Set(entries.map((entry) => entry.description)).size).toBe(entries.length);
  });

  it("link each item to its neighbours in deck order, round the circle at the ends", () => {
    expect(tarotEntry("the-fool")!.next.path).toBe("/tarot/cards/the-magician");
    expect(tarotEntry("the-fool")!.previous.path).toBe("/tarot/cards/king-of-pentacles");
    expect(tarotEntry("king-of-wands")!.next.path).toBe("/tarot/cards/ace-of-cups");
    expect(runeEntry("othala")!.next.path).toBe("/runes/fehu");
    expect(runeEntry("dagaz")!.previous.path).toBe("/runes/ingwaz");
  });

  it("show a merkstave only for the runes that can turn", () => {
    expect(runeEntry("fehu")!.reversedArt).not.toBeNull();
    expect(runeEntry("fehu")!.meanings).toHaveLength(2);
    expect(runeEntry("dagaz")!.reversedArt).toBeNull();
    expect(runeEntry("dagaz")!.meanings).toHaveLength(1);
    expect(runeEntry("dagaz")!.meaningsNote).toBeTruthy();
  });

  it("know no other slugs", () => {
    expect(tarotEntry("fehu")).toBeNull();
    expect(tarotEntry(undefined)).toBeNull();
    expect(runeEntry("the-fool")).toBeNull();
  });

  it("group the indexes as the deck is ordered", () => {
    expect(tarotGroups().map((group) => group.items.length)).toEqual([22, 14, 14, 14, 14]);
    expect(runeGroups().map((group) => group.items.length)).toEqual([8, 8, 8]);
    expect(runeGroups().flatMap((group) => group.items.map((item) => item.slug))).toEqual(RUNE_DECK);
  });
});

describe("metaDescription", () => {
  it("keeps a short text and cuts a long one at a word, with an ellipsis", () => {
    expect(metaDescription("Short.")).toBe("Short.");
    const long = "word ".repeat(60).trim();
    const cut = metaDescription(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith("word…")).toBe(true);
  });
});
