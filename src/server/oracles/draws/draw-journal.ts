import { PATTERNS_WORDS } from "../../../../content/journal/patterns";
import { rune } from "../../../../content/runes";
import { tarotCard } from "../../../../content/tarot";
import { deckOf, type DrawTool } from "../../../shared/draws/spreads";
import { drawPayloadSchema } from "../../../shared/oracles/payloads";
import type { OracleJournal } from "../types";

/**
 * A drawing oracle's part in the journal: its cards or runes, one kind, the whole deck; a stored draw holds
 * its items by their place in the deck, so the history's item filter matches `{items: [{index}]}`.
 */
export function drawJournal(tool: DrawTool): OracleJournal {
  const deck = deckOf(tool);
  const kind = tool === "tarot" ? "cards" : "runes";
  return {
    kinds: [
      {
        kind,
        label: PATTERNS_WORDS.kinds[kind].label,
        deckSize: deck.length,
        itemsOf: (payload) => {
          const parsed = drawPayloadSchema.safeParse(payload);
          return parsed.success ? parsed.data.items.flatMap(({ index }) => deck[index] ?? []) : [];
        },
        nameOf: (key) => {
          if (!deck.includes(key)) return null;
          return tool === "tarot" ? tarotCard(key).name : rune(key).name;
        },
      },
    ],
    itemMatch: (key) => {
      const index = deck.indexOf(key);
      return index < 0 ? null : { items: [{ index }] };
    },
  };
}
