import type { MysticalItemDefinition } from "../../src/shared/content-types";

/**
 * The mystical items a seeker can collect. Items are earned through achievements and quests, never
 * bought, and their effects are flavour only: they never change what the dice show.
 */
export const mysticalItems: MysticalItemDefinition[] = [
  // ── Common ────────────────────────────────────────────────────────────────────────────────────
  {
    id: "first-light-candle",
    name: "First-Light Candle",
    description:
      "A slim taper of honey-coloured beeswax, lit for every seeker on the night of their very first cast. Its small flame asks nothing of you but curiosity.",
    type: "candle",
    rarity: "common",
    iconName: "Flame",
    effects: "A small, steady flame keeps company with your first cast of each day.",
  },
  {
    id: "riverstone-of-returning",
    name: "Riverstone of Returning",
    description:
      "A smooth grey pebble worn round by patient water, given to those who come back to the dice three days running. It remembers the way home.",
    type: "crystal",
    rarity: "common",
    iconName: "Gem",
    effects: "Cool and quiet in the hand: a reminder that small returns shape the stone.",
  },
  {
    id: "seekers-pocket-almanac",
    name: "Seeker's Pocket Almanac",
    description:
      "A palm-sized almanac bound in soft leather, its margins waiting for your own notes. Inside, the six faces of the dice are drawn in faded ink: Seed, Mirror, Spark, Stone, Storm and Crown.",
    type: "tome",
    rarity: "common",
    iconName: "BookOpen",
    effects: "Keeps the meaning of each face close at hand as you read.",
  },
  {
    id: "rosemary-sprig-charm",
    name: "Rosemary Sprig Charm",
    description:
      "A sprig of rosemary bound with red thread, the herb of remembrance, for apprentices who kept their first small vow to the dice.",
    type: "charm",
    rarity: "common",
    iconName: "Leaf",
    effects: "Its green scent lingers, calling you gently back to tomorrow's cast.",
  },
  {
    id: "wayfarers-compass",
    name: "Wayfarer's Compass",
    description:
      "A brass compass whose needle swings between three marks instead of four: guidance, fortune and the heart. It belongs to those who have walked all three roads.",
    type: "talisman",
    rarity: "common",
    iconName: "Compass",
    effects: "Its trembling needle points toward the road you have not walked in a while.",
  },
  {
    id: "owl-feather-charm",
    name: "Owl-Feather Charm",
    description:
      "A single barred feather from a tawny owl, tied to a silver ring. Owls are said to see clearly when the rest of the world is dark.",
    type: "charm",
    rarity: "common",
    iconName: "Feather",
    effects: "A hush settles over your question, as if the night were listening too.",
  },

  // ── Rare ──────────────────────────────────────────────────────────────────────────────────────
  {
    id: "seven-knot-cord",
    name: "Seven-Knot Cord",
    description:
      "A cord of undyed wool with seven knots, one tied under the stars for each night of an unbroken week. No knot is loosened once it is made.",
    type: "charm",
    rarity: "rare",
    iconName: "Star",
    effects: "Each knot hums softly, a quiet tally of the nights you have kept.",
  },
  {
    id: "amethyst-of-clear-sight",
    name: "Amethyst of Clear Sight",
    description:
      "A violet crystal with a pale heart, long kept by oracles beside the white die. Light passing through it falls on the table in a clean, still line.",
    type: "crystal",
    rarity: "rare",
    iconName: "Eye",
    effects: "Steadies the white die's gaze: insights feel clearer.",
  },
  {
    id: "fortnight-hourglass",
    name: "Fortnight Hourglass",
    description:
      "A hand-blown hourglass filled with silver sand that takes fourteen days to fall. It turns itself only for seekers who have kept faith through half a moon.",
    type: "talisman",
    rarity: "rare",
    iconName: "Clock",
    effects: "Its slow sand reminds you that timing, like the white die, cannot be hurried.",
  },
  {
    id: "rose-and-coin-locket",
    name: "Rose-and-Coin Locket",
    description:
      "A copper locket holding a pressed rose on one side and an old coin on the other, a keepsake for those who have asked after both purse and heart.",
    type: "charm",
    rarity: "rare",
    iconName: "Heart",
    effects: "Opens with a soft click, holding the heart and the purse in balance.",
  },
  {
    id: "waxing-moon-candle",
    name: "Waxing Moon Candle",
    description:
      "A pearl-white candle poured on the first night of a waxing moon, its wax flecked with mica that glimmers like a growing crescent.",
    type: "candle",
    rarity: "rare",
    iconName: "MoonStar",
    effects: "Its flame seems to grow a little brighter with every night you return.",
  },
  {
    id: "weavers-pattern-book",
    name: "The Weaver's Pattern Book",
    description:
      "A loom-weaver's book of patterns in which three coloured threads, red, white and green, cross and recross on every page. It is given to those who have woven all three situations together.",
    type: "tome",
    rarity: "rare",
    iconName: "Layers",
    effects: "Reveals, in its threads, how your questions have been woven together.",
  },

  // ── Epic ──────────────────────────────────────────────────────────────────────────────────────
  {
    id: "lodestone-of-the-green-die",
    name: "Lodestone of the Green Die",
    description:
      "A dark, iron-veined lodestone that turns slowly toward the green die whenever it rests nearby. Old dice-readers called it the stone that listens to the world.",
    type: "crystal",
    rarity: "epic",
    iconName: "Orbit",
    effects: "Draws the green die's outcome into sharper focus as you read.",
  },
  {
    id: "ouroboros-ring",
    name: "Ouroboros Ring",
    description:
      "A ring of blackened silver shaped as a serpent swallowing its own tail, forged for seekers who have cast every day for a full moon's turning. The circle has no seam.",
    type: "talisman",
    rarity: "epic",
    iconName: "Infinity",
    effects: "Wears the shape of your unbroken path: every ending curls into a beginning.",
  },
  {
    id: "oracles-marginalia",
    name: "The Oracle's Marginalia",
    description:
      "A heavy tome whose margins are crowded with the notes of oracles long past, arguing gently over what each roll of the dice might mean. One hundred readings have earned you a place among them.",
    type: "tome",
    rarity: "epic",
    iconName: "ScrollText",
    effects: "Old voices whisper beside the oracle's words, adding depth to every reading.",
  },
  {
    id: "candle-of-nine-lanterns",
    name: "Candle of the Nine Lanterns",
    description:
      "A tall candle of amber wax, lit from the ninth and last lantern of the pilgrim's road. It burns with the warmth of every stop along the way.",
    type: "candle",
    rarity: "epic",
    iconName: "Sun",
    effects: "Casts a warm, golden circle of light around the table while you read.",
  },

  // ── Legendary ─────────────────────────────────────────────────────────────────────────────────
  {
    id: "sigil-of-the-crowned-oracle",
    name: "Sigil of the Crowned Oracle",
    description:
      "A gold sigil engraved with three dice beneath a crown, borne only by those who have risen to the rank of Master. It is said to be struck once for each seeker and never again.",
    type: "talisman",
    rarity: "legendary",
    iconName: "Crown",
    effects: "Marks you as a Master of the dice: the three colours bow to your patience.",
  },
  {
    id: "starfall-heart",
    name: "Starfall Heart",
    description:
      "A crystal that glows faintly from within, as if a fallen star had been caught and cooled in glass. It is found only by seekers who have cast the dice two hundred and fifty times.",
    type: "crystal",
    rarity: "legendary",
    iconName: "Sparkles",
    effects: "Its inner light stirs each time the three dice settle, like a star answering.",
  },
];
