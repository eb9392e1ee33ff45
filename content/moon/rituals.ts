import type { MoonRitualContent } from "../../src/shared/moon/content-types";

/**
 * Tonight's moon ritual, in the oracle's voice, for each of the eight phases in the order of MOON_PHASES
 * (src/shared/moon/phases.ts): the words that open it, what to hold in mind for each situation, and the
 * words that close it. The intention and the steps are the phase's own ritual (./phases.ts), and the
 * Moon's sign speaks through its `moonIn` (content/astrology/signs.ts).
 */
export const MOON_RITUALS: MoonRitualContent[] = [
  {
    phase: "new-moon",
    opening:
      "Tonight the sky keeps its lamp hidden, and the dark is yours to work in. Nothing you plant now has to be seen by anyone yet.",
    angles: {
      guidance:
        "Hold the question of direction lightly while you work. You are not choosing a whole life tonight, only the first lean of the month, and a small honest wish is enough.",
      finances:
        "Keep one practical aim in mind as you go: a sum to set aside, a skill to begin, a bill to bring under control. Name it in plain figures so the month can answer it.",
      relationships:
        "Think of the kind of closeness you want more of, rather than of any one person. Let the wish be about how you love and are loved, and leave room for it to surprise you.",
    },
    closing: "The seed is in the ground. Let it rest in the dark, and come back to it when the Moon is full.",
  },
  {
    phase: "waxing-crescent",
    opening:
      "A thin blade of light has returned to the western sky after sunset. Whatever began at the dark of the month now asks for its first drink of water.",
    angles: {
      guidance:
        "Bring to mind the smallest next step on the path you chose. Courage at this phase is modest: one action repeated is worth more than a bold vow forgotten by Friday.",
      finances:
        "As you work, picture a steady habit rather than a windfall. A regular amount saved, a daily half-hour of study, a follow-up sent on time; let the water you pour stand for that rhythm.",
      relationships:
        "Carry a fresh connection in your thoughts, new or renewed. Ask what would help it grow a little stronger this week, and promise yourself one simple act of attention.",
    },
    closing:
      "The first green shoot is showing. Tend it tomorrow with the step you named, and it will keep rising with the light.",
  },
  {
    phase: "first-quarter",
    opening:
      "Half the Moon is lit tonight, with a clean line between bright and dark. It is the month's first test, and the sky favours a clear decision over a cautious wait.",
    angles: {
      guidance:
        "Name the obstacle standing between you and your intention. Look at it squarely, without drama, and decide which way round, over or through you will go.",
      finances:
        "Let a stalled money matter sit at the centre of the ritual: the call to make, the figure to question, the choice between two offers. Resolve to settle it before the Moon is full.",
      relationships:
        "If there is friction with someone, think of it as a crossroads rather than a wall. Ask what one honest conversation could clear, and choose a day to have it.",
    },
    closing: "The choice is made and the path is open again. Walk it in the days ahead while the light keeps growing.",
  },
  {
    phase: "waxing-gibbous",
    opening:
      "The Moon swells towards fullness, bright enough now to cast soft shadows. This is the season of refinement, when you adjust the work rather than begin it again.",
    angles: {
      guidance:
        "Look at the plan you have followed since the new moon and ask what needs a small correction. Patience matters here; the result is close, and fussing will not hurry it.",
      finances:
        "Check the details before the harvest comes in. Review the draft, the budget or the application one more time, and trim whatever is unnecessary before you hand it over.",
      relationships:
        "Think about how you show up for the people near you. A little more patience, a kinder word at the end of a long day, and the bond you care for ripens on its own.",
    },
    closing: "The fruit is nearly ripe. Keep your hands gentle on it, and trust what the coming nights will bring.",
  },
  {
    phase: "full-moon",
    opening:
      "The whole face of the Moon is lit, and every shadow in the room is plain. Tonight is for seeing clearly, giving thanks, and letting feelings that have gathered all month rise to the surface.",
    angles: {
      guidance:
        "Hold up what you began at the new moon and see how far it has come. Celebrate what grew, and be honest about what did not, without blaming yourself for either.",
      finances:
        "Count your gains in the light, however small: a debt reduced, a lesson learned, a contact made. Gratitude for what is here steadies the mind before the next decisions.",
      relationships:
        "Emotions run bright under a full Moon. Let yourself feel what is true about a bond, say thank you to someone who has stood by you, and let any heat in your words cool before you speak.",
    },
    closing: "What was hidden has been seen, and what was given has been counted. Rest well under the bright sky.",
  },
  {
    phase: "waning-gibbous",
    opening:
      "The light has begun its slow retreat from the eastern edge. After the fullness comes sharing, when the month's lessons are passed hand to hand.",
    angles: {
      guidance:
        "Ask what this month has taught you that someone else could use. Wisdom shared is wisdom kept, and saying it aloud helps you understand it yourself.",
      finances:
        "Think of a mentor, a colleague or a friend who helped your work along lately. Gratitude shown in a concrete way, a recommendation or a returned favour, keeps good fortune circulating.",
      relationships:
        "Let generosity lead tonight. Offer your time, a listening ear, or a piece of advice you wish you had heard sooner, and notice how giving loosens your own worries.",
    },
    closing:
      "Your lesson has found a new pair of hands. Let the diminishing light carry your thanks out into the world.",
  },
  {
    phase: "last-quarter",
    opening:
      "Once more the Moon stands half in shadow, the dark now gaining. It is a time for clearing out, for release, and for forgiving what you do not need to carry forward.",
    angles: {
      guidance:
        "Name one habit, belief or obligation that has outlived its use. You do not need to fight it; simply decide that it will not come with you into the next cycle.",
      finances:
        "Cancel what drains you without giving back: the unused subscription, the commitment taken on out of guilt. Let go, too, of the plan you have quietly stopped believing in.",
      relationships:
        "Consider a grudge or an old hurt that still takes up room. Letting it go does not excuse anyone; it simply returns your energy to you, where it belongs.",
    },
    closing: "The load is lighter now. Sweep the floor of the month clean and leave the door open for the new moon.",
  },
  {
    phase: "waning-crescent",
    opening:
      "Only a pale sliver rises before dawn, close to the Sun. The month is tired and so, perhaps, are you; this ritual asks for nothing but rest.",
    angles: {
      guidance:
        "Let the big questions wait a few days. Answers often come after a pause, and a mind that has been allowed to rest sees further when the next beginning arrives.",
      finances:
        "Step back from decisions that can keep. Tidy the desk, close the laptop early, and let the next plan form in its own time rather than forcing it tonight.",
      relationships:
        "Ask for quiet if you need it and give it freely to others. A soft evening, an early night, or a gentle word to yourself are all ways of caring for the people you love.",
    },
    closing:
      "The old month is nearly spent. Sleep deeply; a new dark, and a new beginning, are only a few nights away.",
  },
];

/** The words around a moon ritual: its title and headings. Names in braces are filled by the ritual. */
export const MOON_RITUAL_WORDS = {
  /** "Waxing Crescent in Taurus". */
  title: "{phase} in {sign}",
  headings: {
    opening: "Tonight's ritual",
    sign: "The Moon in {sign}",
    focus: "What to hold in mind",
    closing: "To close",
  },
} as const;
