import type { SkyEventType } from "../../src/shared/sky/sky-events";
import type { SignRelation } from "../../src/shared/weekly/sky-week";
import type { SignWeekBanks } from "../../src/shared/weekly/compose";

/**
 * The free weekly edition's words: the week's sky read for one sign, as astrological tradition reads it.
 * Every sentence is tradition, never a forecast; the page labels it so. Slots in braces are filled by
 * src/shared/weekly/compose.ts: {sign} the sign's name, {ruler} its traditional ruler, {keyword} one of
 * the sign's keywords, {event} the event's name, {body} the body that moves ({Body} at a sentence's start),
 * {days} the Moon's days,
 * {range} the week's days, {first} and {last} the signs the Moon is in at its start and end.
 */

const OPENINGS: readonly string[] = [
  "A week for {sign} begins. Here is what the sky does over the seven days, and what tradition says it means for a sign of {keyword}.",
  "{sign}, the planets keep their own timetable, and this week's is below, worked out from the ephemeris rather than imagined.",
  "Seven days, read for {sign}. Astrologers of old watched {ruler} for this sign; this week we watch everything that touches it.",
  "What tradition would tell {sign} this week, event by event, with the sky's own dates and times.",
  "For {sign}, a week of {keyword}, if the old reading holds. The sky's part is computed; the meaning is lore.",
  "Here is {sign}'s week as the zodiac's old rules read it: the events in the sign, those of its ruler {ruler}, and those that face or square it.",
  "{sign}: a page for the week ahead, drawn from where the planets actually are, with tradition's gloss on each.",
  "The week's sky for {sign}. Each event below is a real position of the Sun, Moon or planets; the words after it are what astrologers have long said of it.",
];

const CLOSINGS: readonly string[] = [
  "Take what is useful, leave the rest, and let your own week have the last word.",
  "None of this decides anything for you; it is a lens, and you choose where to point it.",
  "Tradition offers a mood for the week, not a verdict. Notice what you notice.",
  "Keep a line in your journal on Sunday evening: did the week feel like this, or nothing like it?",
  "The sky turns on regardless. What you make of the week is yours.",
  "Read it once, then get on with living the week; come back next Sunday for the next.",
];

const RELATIONS: Record<SignRelation, readonly string[]> = {
  "in-sign": [
    "It happens in {sign} itself, so tradition gives it to you first.",
    "This one is in your own sign, the closest an event can come.",
    "It falls in {sign}: in the old reading, your sign takes it personally.",
  ],
  ruler: [
    "{Body} is {sign}'s traditional ruler, so astrologers read its moves as yours.",
    "It moves {body}, the body that rules {sign} in the old scheme.",
    "Your ruler {body} is the one acting, which tradition counts as news for {sign}.",
  ],
  opposite: [
    "It sits opposite {sign}, across the wheel: the classic mirror of other people and what they ask of you.",
    "It happens in your opposite sign, where tradition looks for partners, rivals and balance.",
    "Across the zodiac from {sign}, it is read as the other side of your own question.",
  ],
  square: [
    "It squares {sign}, three signs away: in tradition, friction that asks for a decision.",
    "A square to {sign}: the old books call it tension, and tension is what moves things.",
    "Three signs from {sign}, it is read as a nudge you may not welcome but can use.",
  ],
  trine: [
    "It is trine to {sign}, four signs away and in your element: tradition calls it an easy current.",
    "A trine to {sign}: the old reading finds help here, if you reach for it.",
    "Four signs from {sign}, it shares your element, the kindest angle in the lore.",
  ],
};

const EVENT_VIEWS: Record<SkyEventType, readonly string[]> = {
  "new-moon": [
    "A new moon is traditionally a time to plant an intention about {keyword}.",
    "New moons are said to favour beginnings; name one small one.",
    "Tradition treats the dark of the Moon as a quiet start; a fresh page for {sign}.",
  ],
  "first-quarter": [
    "The first quarter is read as the week's push: act on what the new moon began.",
    "At the first quarter, lore says effort meets its first resistance; keep going.",
    "A waxing half moon is traditionally a time to commit rather than plan.",
  ],
  "full-moon": [
    "A full moon is said to bring things to light; what about {keyword} is now plain to see?",
    "Full moons are tradition's harvest: notice what has ripened since the new moon.",
    "Lore reads the full moon as a peak of feeling; give it room before you answer.",
  ],
  "last-quarter": [
    "The last quarter is traditionally for clearing out: one thing can go.",
    "A waning half moon is read as a time to finish, forgive and tidy up.",
    "Tradition says the last quarter favours review over fresh starts.",
  ],
  "solar-eclipse": [
    "Astrologers have long treated a solar eclipse as a door that opens suddenly; watch for a new start you did not plan.",
    "A solar eclipse is, in the lore, a reset of the Sun's story for the signs it touches.",
    "Eclipses are tradition's wild cards; hold plans for {keyword} a little loosely this week.",
  ],
  "lunar-eclipse": [
    "A lunar eclipse is read as an ending brought into view; let go of what has run its course.",
    "In the lore a lunar eclipse shakes loose what feelings have kept hidden.",
    "Tradition calls the eclipsed full moon a turning point; notice what you are ready to close.",
  ],
  ingress: [
    "A planet changing sign is said to change its tone; expect a shift in how {keyword} feels.",
    "In tradition an ingress sets a new scene for the weeks it lasts.",
    "When a body enters a new sign, astrologers read a change of weather for {sign}.",
  ],
  "station-retrograde": [
    "A planet turning retrograde is read as a time to revisit rather than launch.",
    "Tradition advises a second look while a planet appears to move backwards: review, repair, return.",
    "A retrograde station, in the lore, slows the matters that planet rules; patience pays.",
  ],
  "station-direct": [
    "A planet turning direct is said to release what was stalled; move ahead gently.",
    "When a planet stations direct, tradition says the road clears; act on what you reviewed.",
    "Lore reads a direct station as a green light after a long amber.",
  ],
};

const MOON_VISIT: readonly string[] = [
  "The Moon passes through {sign} {days}: by tradition, days when your own moods run high.",
  "Look for the Moon in {sign} {days}, the lore's days to do something just for yourself.",
  "{sign} hosts the Moon {days}; tradition marks that stretch as the week's most personal.",
];

const MOON_PATH: readonly string[] = [
  "In the week of {range} the Moon travels from {first} to {last} without entering {sign}; tradition reads its passing moods as other people's weather.",
  "Over the week of {range} the Moon moves from {first} to {last}, away from {sign}: in the lore a week to watch feelings rather than ride them.",
  "The Moon keeps to other signs in the week of {range}, from {first} to {last}. Tradition would call {sign}'s own moods steadier for it.",
];

const QUIET: readonly string[] = [
  "Nothing in the week's sky lands directly on {sign}. In tradition a quiet sky is a week that belongs to you.",
  "No phase, ingress or station touches {sign} this week: a rare calm to use as you like.",
  "The week's events pass {sign} by. The old reading would say: tend your own garden.",
];

export const SIGN_WEEK_BANKS: SignWeekBanks = {
  openings: OPENINGS,
  closings: CLOSINGS,
  relations: RELATIONS,
  eventViews: EVENT_VIEWS,
  moonVisit: MOON_VISIT,
  moonPath: MOON_PATH,
  quiet: QUIET,
};
