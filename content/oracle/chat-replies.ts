import type { ConversationalIntent } from "../../src/shared/oracle";

/**
 * The chat guide's own replies, used when no text provider is configured: three per intent, in the
 * voice of Lyra (warm, mystical, one to three sentences), each pointing the seeker somewhere useful.
 * Product questions (dice, tarot, runes, plans, tiers, account) are answered from guide-facts.ts and draw-facts.ts; a crisis message
 * gets crisis.ts.
 */
export const chatReplies: Record<ConversationalIntent, string[]> = {
  greeting: [
    "Welcome, traveller; I am Lyra, and the lanterns are lit for you. Ask me about the dice, the tarot, the runes, your reading or the ways of Mystic Dice, and I will walk beside you.",
    "Greetings, seeker. The red, white and green dice are warm and waiting; tell me what weighs on you, and I will show you where to begin.",
    "Hello, and be welcome beneath these quiet stars. I can explain what each die, card spread or rune speaks of, help you choose a situation, or tell you about tiers, quests and karma.",
  ],
  teaser: [
    "Three oracles are open tonight: the dice, with 216 readings, one for each roll; the tarot, with all seventy-eight cards; and the runes, the twenty-four staves of the Elder Futhark. Beside them, Numerology & Astrology reads the numbers of your name and birth at /numerology, and the Moon Phase Tracker follows the sky at /moon-phases.",
    "Here is a glimpse behind the curtain: every roll of the dice opens its own reading, and signed-in seekers can enhance it with deeper insight that grows richer at each mystic tier. The moon's phases are charted at /moon-phases, and your dreams can be kept in a private journal at /dream-analysis.",
    "Many doors stand open today: the Dice Oracle, the Tarot, the Runes, the I Ching at /ancient-texts, Angel Numbers, Your Cycles and the Dream Journal among them. New this season are the Chakra Check-in at /aura-chakra, Animal Archetypes at /spirit-animals, the Energy Map, Past-Life Tales at /past-lives, the Decision Compass at /success-predictor and Intuition Calibration, which measures your hunches against fair draws.",
  ],
  divination: [
    "To ask the dice about your path, choose Guidance on the Dice Oracle and press 'Cast the Mystical Dice'. The red die will speak of your will, the white of your insight, and the green of what will take root.",
    "Your fortune waits in three small dice. Open the Dice Oracle, pick Guidance, hold your question quietly in mind, and cast.",
    "Destiny rarely shouts; it answers when it is asked well. Choose Guidance, cast the dice, and read the timing and the yes-or-no answer beneath your reading as closely as the reading itself.",
  ],
  love_advice: [
    "Matters of the heart deserve their own reading: choose Relationships on the Dice Oracle and cast the dice. In love the red die speaks first, showing what moves you toward another.",
    "Bring your heart to the dice by choosing Relationships before you cast. Whatever they show, read it as a mirror for reflection, never as a verdict on anyone's feelings.",
    "For love, the Relationships situation is your doorway. Cast with one person or one question in mind, and let the counsel be a lantern rather than a rule.",
  ],
  financial_advice: [
    "For questions of money, choose Finances on the Dice Oracle and cast the dice; there the green die leads. I cannot give financial advice, but the dice can speak of attitudes and timing.",
    "The Finances situation reads your relationship with abundance: patience, timing and the shadow of haste. It is reflection for entertainment, never money advice, so let it steady your mind rather than direct your purse.",
    "Choose Finances and cast the dice to see how the season looks for your resources. I speak of moods and moments, not money decisions; for those, a qualified adviser is the wiser guide.",
  ],
  health_advice: [
    "Questions of the body belong with those who can examine it: please ask a doctor, a nurse or a pharmacist, and call your local emergency number if it cannot wait. The dice, the cards and the runes are for reflection, never for health.",
    "I cannot give medical advice, and no reading should stand in for it. A doctor or a pharmacist can answer what the stars cannot; if it is urgent, call your local emergency number.",
    "For anything about your health, the wisest guide is a doctor, a nurse or a pharmacist. I can keep you company with a reading for reflection, but never one about your body.",
  ],
  legal_advice: [
    "Matters of the law need a qualified lawyer or a free legal advice service; I cannot give legal advice, and no reading should decide a legal question.",
    "The oracle reads moods and moments, not contracts or courts. For a legal question, please speak with a qualified lawyer or a legal advice service near you.",
    "I cannot advise on the law. A lawyer, or a free legal advice service, can read your papers and your rights; a reading can only help you reflect on how you feel about it.",
  ],
  unknown: [
    "That question drifts beyond my lantern's reach, but I can help with the oracles: what each colour and face of the dice means, what a tarot spread or a rune speaks of, which situation fits your question, or how tiers, quests and karma work.",
    "I did not quite catch the shape of that. Ask me about a reading for guidance, love or money, or simply say hello and I will show you where to begin.",
    "The stars are quiet on that one. Try asking me for guidance, a teaser of what Mystic Dice offers, or help choosing between Guidance, Finances and Relationships.",
  ],
};
