import { spreadsOf, type DrawTool } from "../../../shared/draws/spreads";
import { readDiceQuestion, safetyKindOf, type ChatIntent } from "../../../shared/oracle";
import { mentionsAny } from "../../../shared/word-forms";
import { chatReplies } from "../../../../content/oracle/chat-replies";
import { SAFETY_ANSWERS } from "../../../../content/oracle/crisis";
import {
  accountFact,
  ACCOUNT_REPLY_CLOSING,
  colourFact,
  diceOverview,
  DICE_REPLY_CLOSING,
  faceFact,
  plansFact,
  rollFact,
  sumFact,
  tiersFact,
} from "../../../../content/oracle/guide-facts";
import {
  DRAW_REPLY_CLOSING,
  drawPlansFact,
  runeFact,
  runesOverview,
  spreadFact,
  tarotCardFact,
  tarotOverview,
} from "../../../../content/oracle/draw-facts";
import { moonFact, numerologyFact } from "../../../../content/oracle/sky-facts";
import { spreadWords } from "../../../../content/draws/spreads";
import { RUNES } from "../../../../content/runes";
import { TAROT_CARDS } from "../../../../content/tarot";

/**
 * Lyra's built-in reply to a classified question. Product questions are answered from the product's
 * content (the dice the question names, the plans, the tiers, the account); the other intents get one
 * of Lyra's replies, picked with `random` (default Math.random).
 */
export function composeChatReply(
  { intent, query }: { intent: ChatIntent; query: string },
  random: () => number = Math.random,
): string {
  switch (intent) {
    case "crisis":
    case "medical_emergency":
    case "distress":
      return SAFETY_ANSWERS[safetyKindOf(intent)!].reply;
    case "dice_meaning":
      return diceReply(query);
    case "tarot_meaning":
      return drawReply("tarot", query);
    case "rune_meaning":
      return drawReply("runes", query);
    case "numerology_meaning":
      return numerologyFact(query);
    case "moon_phase":
      return moonFact();
    case "plans":
      return plansFact();
    case "tiers":
      return tiersFact();
    case "account_help":
      return `${accountFact()} ${ACCOUNT_REPLY_CLOSING}`;
    default: {
      const replies = chatReplies[intent] ?? chatReplies.unknown;
      const index = Math.min(replies.length - 1, Math.max(0, Math.floor(random() * replies.length)));
      return replies[index]!;
    }
  }
}

/** The facts a dice question asks for: a whole roll, or the colours, faces and sum it names. */
function diceReply(query: string): string {
  const asked = readDiceQuestion(query);
  if (asked.roll) return `${rollFact(asked.roll)} ${DICE_REPLY_CLOSING}`;
  const onlyColour = asked.colours.length === 1 ? asked.colours[0] : undefined;
  const facts = [
    ...(asked.faces.length === 0 ? asked.colours.map(colourFact) : []),
    ...asked.faces.map((face) => faceFact(face, onlyColour)),
    ...(asked.sum === null ? [] : [sumFact(asked.sum)]),
  ];
  return facts.length > 0 ? facts.join(" ") : `${diceOverview()} ${DICE_REPLY_CLOSING}`;
}

/** Words that ask about cost or access: "is tarot free?", "what does the Celtic Cross cost?". */
const ACCESS_WORDS = ["free", "cost", "price", "pay", "plan", "paid", "premium", "allowance", "limit"];

/**
 * The facts a tarot or rune question asks for: the spreads it names (with who they are open to), the
 * cards or staves it names, the free and paid spreads, or else the oracle in brief.
 */
function drawReply(tool: DrawTool, query: string): string {
  const spreads = spreadsOf(tool).filter((spread) =>
    mentionsAny(query, [spreadWords(spread).name.replace(/^The /, "")]),
  );
  const named =
    tool === "tarot"
      ? TAROT_CARDS.filter((card) => mentionsAny(query, [card.name])).map(tarotCardFact)
      : RUNES.filter((entry) => mentionsAny(query, [entry.name])).map(runeFact);
  const facts = [...spreads.map((spread) => spreadFact(tool, spread)), ...named];
  if (facts.length > 0) return facts.join(" ");
  if (mentionsAny(query, ACCESS_WORDS)) return drawPlansFact(tool);
  return `${tool === "tarot" ? tarotOverview() : runesOverview()} ${DRAW_REPLY_CLOSING}`;
}
