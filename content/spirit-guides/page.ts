import type { SpiritGuidesPageWords } from "../../src/shared/content-types/spirit-guides";

/**
 * The /spirit-guides page. It says plainly what the guides are: fictional characters written for
 * reflection and entertainment, whose words come from the built-in guide or, where a badge says so, from
 * an AI provider; never a contact with spirits or the dead, never medical, legal or financial advice.
 */
export const SPIRIT_GUIDES_PAGE: SpiritGuidesPageWords = {
  eyebrow: "Five guides, five voices",
  title: "Spirit Guide Connection",
  metaTitle: "Spirit Guide Connection · Talk with five fictional guides",
  metaDescription:
    "Choose one of five fictional guides (a hermit, a star-reader, a hedge-witch, a Norse seeress or a tarot reader) and talk through your question in their voice. For reflection and entertainment.",
  lead: "Choose a guide and talk through what is on your mind with them. Each one is a character with a manner and interests of their own, there to help you reflect.",
  whatTitle: "What the guides are",
  what: [
    "The guides are fictional characters written for reflection and entertainment. They are not spirits, and no one here contacts spirits, the dead or anyone else on your behalf.",
    "Their words are written by the site's built-in guide, in each character's voice. Where the operator has connected an AI provider, an AI writes some answers instead, and those answers carry an AI badge with the model's name.",
    "No guide gives medical, legal or financial advice: each will say so and point you to a doctor, a lawyer or an adviser. If you are in danger or distress, the guide answers with where to find help right away.",
  ],
  pickTitle: "Choose your guide",
  pickHint: "You can change guides at any time; each conversation starts fresh.",
  specialitiesLabel: "Speaks of",
  chooseLabel: "Talk with {name}",
  chosenLabel: "Talking with {name}",
  conversationTitle: "Your conversation with {name}",
  questionLabel: "Your question for {name}",
  placeholder: "Ask your guide…",
  send: "Send",
  thinking: "{name} is thinking…",
  you: "You",
  writtenByBuiltIn: "Built-in guide",
  emptyConversation: "Choose a guide above to begin a conversation.",
};
