import type { ZodiacSign } from "../../src/shared/astrology/signs";
import type { IngressBody, SkyBody, StationBody } from "../../src/shared/sky/sky-events";

/**
 * What astrological tradition makes of the sky's events (src/shared/sky/sky-events.ts), told as
 * tradition: each text opens "In astrological tradition" or says whose lore it is, and none claims that
 * an event causes anything. A phase, an eclipse and a station have a text of their own; an ingress is
 * composed of what its body stands for and the colour its new sign is said to lend.
 */

/** The bodies' names as a sentence uses them ("the Sun", "Mercury"). */
export const BODY_NAMES: Record<SkyBody, string> = {
  moon: "the Moon",
  sun: "the Sun",
  mercury: "Mercury",
  venus: "Venus",
  mars: "Mars",
  jupiter: "Jupiter",
  saturn: "Saturn",
  uranus: "Uranus",
  neptune: "Neptune",
  pluto: "Pluto",
};

export const SIGN_NAMES: Record<ZodiacSign, string> = {
  aries: "Aries",
  taurus: "Taurus",
  gemini: "Gemini",
  cancer: "Cancer",
  leo: "Leo",
  virgo: "Virgo",
  libra: "Libra",
  scorpio: "Scorpio",
  sagittarius: "Sagittarius",
  capricorn: "Capricorn",
  aquarius: "Aquarius",
  pisces: "Pisces",
};

/** The principal phases' names, before "in <sign>". */
export const PHASE_NAMES = {
  "new-moon": "New Moon",
  "first-quarter": "First Quarter Moon",
  "full-moon": "Full Moon",
  "last-quarter": "Last Quarter Moon",
} as const;

/** Each phase's and eclipse's tradition. */
export const EVENT_TRADITIONS = {
  "new-moon":
    "In astrological tradition, the new moon is the dark beginning of the Moon's month, when the Moon stands with the Sun and shows no light. Many keep it as a night for quiet intentions: naming one wish plainly, writing it down, and leaving it to grow unseen.",
  "first-quarter":
    "In astrological tradition, the first quarter is the half-lit Moon of the waxing month, a crossroads between the wish of the new moon and its flowering. It is often read as a time for effort and small decisions, for the first push against whatever resists.",
  "full-moon":
    "In astrological tradition, the full moon faces the Sun across the sky, and what began at the new moon is said to come into the light. People have long marked it with gatherings, gratitude and letting go, and some find feelings run fuller under it.",
  "last-quarter":
    "In astrological tradition, the last quarter is the half-lit Moon of the waning month, a time for sorting and release. It is often kept for clearing out, finishing what can be finished, and forgiving what cannot, before the sky goes dark again.",
  "solar-eclipse":
    "Eclipses have been watched with awe in every culture that recorded the sky. In astrological tradition, a solar eclipse is a new moon of unusual weight, read as a door opening onto a fresh chapter; many prefer to watch and reflect rather than start anything that day.",
  "lunar-eclipse":
    "People have stayed up to watch the Moon darken since the first calendars were kept. In astrological tradition, a lunar eclipse is a full moon of unusual weight, when the Earth's shadow reddens the Moon; it is read as a turning point, a season's ending brought into view.",
} as const;

/** What each body stands for in tradition, opening an ingress's text. */
export const INGRESS_BODY_TRADITIONS: Record<IngressBody, string> = {
  sun: "In astrological tradition, the Sun's entry into a sign opens that sign's season, the month whose birthdays it names, and sets the tone of the weeks for everyone.",
  mercury:
    "In astrological tradition, Mercury rules speech, letters, travel and trade, and when it changes sign the way people think and talk is said to change its accent.",
  venus:
    "In astrological tradition, Venus speaks of affection, beauty, pleasure and what we value, and her move into a new sign is said to change how love and taste are expressed.",
  mars: "In astrological tradition, Mars is the planet of drive, courage and quarrels, and a new sign is said to show where that energy goes and how it likes to fight.",
  jupiter:
    "In astrological tradition, Jupiter is the great benefic, the planet of growth, faith and good fortune, and it changes sign about once a year; the sign it enters is said to show where generosity flows.",
  saturn:
    "In astrological tradition, Saturn is the slow teacher of limits, time and responsibility, staying two or three years in each sign; its entry into a new one is read as a change in what the years ask of us.",
  uranus:
    "In astrological tradition, Uranus, found by telescope in 1781, stands for surprise, invention and sudden freedom; it spends about seven years in a sign, so its ingress is read as the mood of a generation shifting.",
  neptune:
    "In astrological tradition, Neptune, the sea god's planet, speaks of dreams, longing, art and the dissolving of borders; it stays some fourteen years in a sign, and its ingress is taken as a change in what a generation dreams.",
  pluto:
    "In astrological tradition, Pluto, the farthest and slowest, stands for depth, power and renewal through endings; it lingers a decade or more in a sign, and its change of sign marks, for astrologers, a long chapter of collective change.",
};

/** The colour each sign is said to lend whatever enters it, closing an ingress's text. */
export const INGRESS_SIGN_TRADITIONS: Record<ZodiacSign, string> = {
  aries:
    "Aries, cardinal fire and the first sign, is said to lend boldness and haste: a taste for beginnings, plain words and acting first.",
  taurus:
    "Taurus, fixed earth, is said to lend patience and a love of the tangible: steady pleasures, good food, and holding on to what is dear.",
  gemini:
    "Gemini, mutable air, is said to lend curiosity and quick wits: conversation, short journeys and two ideas held at once.",
  cancer:
    "Cancer, cardinal water, is said to lend tenderness and a turn towards home: family, memory and the wish to protect.",
  leo: "Leo, fixed fire, is said to lend warmth and a love of being seen: generosity, play, pride and a heart worn openly.",
  virgo:
    "Virgo, mutable earth, is said to lend care and precision: useful work, tidy lists, health and the wish to improve things.",
  libra:
    "Libra, cardinal air, is said to lend grace and a search for balance: partnership, fairness, courtesy and beauty.",
  scorpio:
    "Scorpio, fixed water, is said to lend depth and intensity: loyalty, secrets, strong feeling and what lies beneath the surface.",
  sagittarius:
    "Sagittarius, mutable fire, is said to lend optimism and a longing for distance: travel, study, faith and frank speech.",
  capricorn:
    "Capricorn, cardinal earth, is said to lend ambition and restraint: long plans, duty, and building things to last.",
  aquarius:
    "Aquarius, fixed air, is said to lend independence and a mind for the future: friends, causes, and doing things differently.",
  pisces:
    "Pisces, mutable water, is said to lend imagination and compassion: dreams, music, solitude and a softer edge to everything.",
};

/** What tradition makes of each planet turning retrograde (apparently backwards) and direct again. */
export const STATION_TRADITIONS: Record<StationBody, { retrograde: string; direct: string }> = {
  mercury: {
    retrograde:
      "In astrological tradition, Mercury retrograde is the best-known station of all, about three weeks, three or four times a year. Lore links it with crossed messages and delayed travel, and advises re-reading, re-checking and returning to unfinished business rather than starting it.",
    direct:
      "In astrological tradition, Mercury turning direct ends its backward stretch, and the lore says plans and messages begin to move again. Many take it slowly for a few days, as the planet itself barely moves, before signing or sending what was held back.",
  },
  venus: {
    retrograde:
      "In astrological tradition, Venus turns retrograde for about six weeks every year and a half, and it is read as a season for reviewing love, friendship, money and taste. Old flames and old questions of worth are said to resurface; many prefer to reflect rather than begin.",
    direct:
      "In astrological tradition, Venus turning direct closes her season of review, and what was learned about love and value is said to be ready to carry forward. It is often kept as a gentle time for reconciliations and for purchases postponed.",
  },
  mars: {
    retrograde:
      "In astrological tradition, Mars turns retrograde for about ten weeks every two years or so, and its drive is said to turn inward. It is read as a time to revisit old quarrels and unfinished efforts, to rest the will, and to choose battles carefully.",
    direct:
      "In astrological tradition, Mars turning direct releases its held-back energy, and the lore says efforts that stalled can move forward again. Many treat it as the moment to restart a project slowly, with the lessons of the pause in hand.",
  },
  jupiter: {
    retrograde:
      "In astrological tradition, Jupiter spends about four months retrograde every year, and its gifts of growth and faith are said to work quietly, within. Astrologers keep it as a season for inner wealth: study, reflection and gratitude for what has already grown.",
    direct:
      "In astrological tradition, Jupiter turning direct is read as growth turning outward again, after months of looking within. People take it as an encouragement to share what they learned, to reach out, and to let hope take practical shape.",
  },
  saturn: {
    retrograde:
      "In astrological tradition, Saturn spends about four and a half months retrograde each year, and the stern teacher is said to ask us to review our structures: commitments, habits, and the walls we built, whether to mend or take them down.",
    direct:
      "In astrological tradition, Saturn turning direct is read as the end of a long review, when the lessons about time and responsibility are said to settle. It is often taken as a steady moment to recommit to the work that matters.",
  },
};

/** The label every tradition text is shown with. */
export const TRADITION_LABEL = "Tradition, not prediction";
