import { SPIRIT_GUIDES } from "../../../../content/spirit-guides/guides";
import type { GuideBoundary } from "../../../shared/content-types/spirit-guides";
import { safetyKindOf, type ChatIntent } from "../../../shared/oracle";
import type { SpiritGuideId } from "../../../shared/spirit-guides";
import { createPicker } from "../../oracles/composer";

/** The intents a guide answers with its own word on where to find help, never with a reading. */
const BOUNDARY_OF: Partial<Record<ChatIntent, GuideBoundary>> = {
  health_advice: "health",
  legal_advice: "legal",
  financial_advice: "financial",
};

/**
 * A spirit guide's built-in answer: the chat guide's own reply (composeChatReply) said in the guide's
 * voice, with an opening, a phrase of its manner and a sign-off chosen by `random` (seeded by the
 * caller, so the same question asked again can sound different). A hello gets the guide's greeting, and a
 * question beyond its reach the guide's own word on what to ask instead; a
 * question for a doctor, a lawyer or a financial adviser gets the guide's own word on where to find that
 * help instead of the reply. A safety reply is never touched: it is the whole answer, in plain words.
 */
export function inGuideVoice(
  guideId: SpiritGuideId,
  { intent, reply }: { intent: ChatIntent; reply: string },
  random: () => number,
): string {
  if (safetyKindOf(intent)) return reply;
  const guide = SPIRIT_GUIDES[guideId];
  const picker = createPicker(random);
  if (intent === "greeting") return picker.pick(guide.greetings);
  const boundary = BOUNDARY_OF[intent];
  if (boundary) return `${guide.boundaries[boundary]} ${picker.pick(guide.signOffs)}`;
  // Lyra's own "I did not catch that" speaks of herself and her menu; the guide says it in its words.
  if (intent === "unknown") return [picker.pick(guide.beyondReach), picker.pick(guide.signOffs)].join("\n\n");
  return [picker.pick(guide.openings), reply, picker.pick(guide.phrases), picker.pick(guide.signOffs)].join("\n\n");
}

/** The guide's part of the AI provider's system prompt, in place of Lyra's. */
export const guideSystemPrompt = (guideId: SpiritGuideId): string => SPIRIT_GUIDES[guideId].systemPrompt;
