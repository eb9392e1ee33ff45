import type { MysticalItemDefinition } from "../../src/shared/gamification/content-types";

/**
 * The mystical items a seeker can collect. Items are earned through achievements and quests, never
 * bought, and their effects are flavour only: they never change what the dice, the cards or the runes show.
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

  {
    id: "gilt-edged-card-sleeve",
    name: "Gilt-Edged Card Sleeve",
    description:
      "A slip of night-blue paper with a thin gold rim, made to hold the first card that ever turned for you. Slide it out now and then; it still has something to say.",
    type: "charm",
    rarity: "common",
    iconName: "Layers",
    effects: "Keeps your first card's face in mind while you shuffle for the next.",
  },
  {
    id: "birch-bark-rune-pouch",
    name: "Birch-Bark Rune Pouch",
    description:
      "A small pouch stitched from pale birch bark and drawn shut with a leather thong, for the seeker whose first stave has fallen. It smells faintly of forest rain.",
    type: "talisman",
    rarity: "common",
    iconName: "Leaf",
    effects: "The staves rattle softly inside it, like a question waiting its turn.",
  },
  {
    id: "spinners-spindle-whorl",
    name: "Spinner's Spindle Whorl",
    description:
      "A round weight of grey soapstone, pierced at its heart, of the kind that once kept a spindle turning. Given to those who laid out the Three Norns and watched what was, what is and what may be.",
    type: "crystal",
    rarity: "common",
    iconName: "Orbit",
    effects: "It turns slowly in the palm, reminding you that every thread is still being spun.",
  },
  {
    id: "abacus-of-nine-beads",
    name: "Abacus of Nine Beads",
    description:
      "A little wooden frame with a single wire and nine beads of dark pear wood, given to the seeker who first read the day's number. Slide one bead across for each day you count.",
    type: "talisman",
    rarity: "common",
    iconName: "Infinity",
    effects: "The beads click softly together, keeping the count of your days.",
  },
  {
    id: "silvered-water-bowl",
    name: "Silvered Water Bowl",
    description:
      "A shallow bowl of hammered tin, bright as a pond at night, for the seeker who kept a first moon ritual. Filled with water and set by a window, it holds a small Moon of its own.",
    type: "charm",
    rarity: "common",
    iconName: "MoonStar",
    effects: "A ring of light trembles on the water whenever you look into it.",
  },
  {
    id: "numerologists-slate",
    name: "Numerologist's Slate",
    description:
      "A palm-sized slate in a beechwood frame, with a stub of chalk tied to it by a string, earned by counting three days' numbers. The sums are wiped away each night and begun again each morning.",
    type: "tome",
    rarity: "common",
    iconName: "ScrollText",
    effects: "Chalk dust on your fingertips, and a day's arithmetic worked out in your own hand.",
  },
  {
    id: "three-bronze-coins",
    name: "Three Bronze Coins",
    description:
      "Three old coins with square holes at their hearts, worn smooth by many hands. Heads count three, tails count two, and six throws make a figure.",
    type: "talisman",
    rarity: "common",
    iconName: "Coins",
    effects: "A soft chime in the pocket whenever you turn to the Book of Changes.",
  },
  {
    id: "brass-pocket-counter",
    name: "Brass Pocket Counter",
    description:
      "A tally counter of warm brass with a clicking thumb-button, for keeping count of the numbers the day keeps showing you.",
    type: "charm",
    rarity: "common",
    iconName: "Clock",
    effects: "One click, and a noticed number is kept.",
  },
  {
    id: "night-ink-quill",
    name: "Night-Ink Quill",
    description:
      "A grey owl feather cut to a nib, and a pot of ink as dark as the hour before dawn. It writes best half asleep.",
    type: "tome",
    rarity: "common",
    iconName: "Feather",
    effects: "Keeps the first words of a dream from slipping away.",
  },
  {
    id: "nine-spoked-wheel",
    name: "Nine-Spoked Wheel",
    description:
      "A wooden wheel the size of a palm, with nine spokes painted in nine colours. A bead slides round it, one spoke a year.",
    type: "talisman",
    rarity: "common",
    iconName: "Orbit",
    effects: "Shows at a glance where you stand in your nine-year round.",
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

  {
    id: "lantern-of-three-wicks",
    name: "Lantern of Three Wicks",
    description:
      "A brass lantern with three wicks side by side: one red as a die, one gold as a gilded card, one brown as carved ash. Lit by those who asked all three oracles within a single week.",
    type: "candle",
    rarity: "rare",
    iconName: "Flame",
    effects: "Three small flames lean together, as if comparing what each has seen.",
  },
  {
    id: "indigo-spread-cloth",
    name: "Indigo Spread Cloth",
    description:
      "A square of deep indigo linen with ten places stitched in silver thread, the shape of the Celtic Cross and its staff. Earned by laying that spread out for the first time.",
    type: "tome",
    rarity: "rare",
    iconName: "ScrollText",
    effects: "Smooths itself flat beneath the cards, so each place is clear before you read it.",
  },
  {
    id: "moonwatchers-shawl",
    name: "Moonwatcher's Shawl",
    description:
      "A shawl of dove-grey wool, its border stitched with the eight shapes of the Moon in silver thread, for those who kept the ritual four nights in a single week.",
    type: "talisman",
    rarity: "rare",
    iconName: "MoonStar",
    effects: "Warm on a cold sill, while you wait for the clouds to part.",
  },
  {
    id: "readers-silk-wrap",
    name: "Reader's Silk Wrap",
    description:
      "A length of plum silk, soft from folding, in which a reader keeps the deck between sittings. It belongs to those who returned to the cards on three different days of one week.",
    type: "charm",
    rarity: "rare",
    iconName: "Sparkles",
    effects: "Wrapped around the deck, it gathers the week's readings into one quiet bundle.",
  },
  {
    id: "hagstone-of-the-far-shore",
    name: "Hagstone of the Far Shore",
    description:
      "A sea-worn pebble with a hole bored clean through by the tide. Old lore says you can look through it and see what is hidden; you earned it by casting the runes night after night.",
    type: "crystal",
    rarity: "rare",
    iconName: "Eye",
    effects: "Hold it to your eye and the staves seem to sit a little more clearly in their places.",
  },
  {
    id: "yarrow-stalk-bundle",
    name: "Bundle of Yarrow Stalks",
    description:
      "Fifty dried stalks tied with red thread, the slow way of casting a hexagram. One is always set aside before the counting begins.",
    type: "talisman",
    rarity: "rare",
    iconName: "Leaf",
    effects: "Lends patience: the slowest cast is often the one you remember.",
  },
  {
    id: "watchers-hourglass-charm",
    name: "Watcher's Hourglass Charm",
    description:
      "A tiny hourglass on a silver chain, its sand the colour of dusk. It turns itself, they say, at 11:11.",
    type: "charm",
    rarity: "rare",
    iconName: "Eye",
    effects: "A reminder to look up from the screen now and then.",
  },
  {
    id: "moth-wing-dream-pillow",
    name: "Moth-Wing Dream Pillow",
    description:
      "A small linen pillow stuffed with lavender and hops, stitched with a pale moth. Tucked under the ordinary pillow, it keeps the night's pictures soft.",
    type: "crystal",
    rarity: "rare",
    iconName: "MoonStar",
    effects: "Quiet company for the nights you mean to remember.",
  },
  {
    id: "sundial-of-small-hours",
    name: "Sundial of Small Hours",
    description:
      "A pocket sundial of pale stone, its gnomon a sliver of brass. It tells the day's turning, not the minutes.",
    type: "crystal",
    rarity: "rare",
    iconName: "Sun",
    effects: "Marks each day you stop to look at where it stands.",
  },
  // ── Epic ──────────────────────────────────────────────────────────────────────────────────────
  {
    id: "moonstone-of-four-quarters",
    name: "Moonstone of Four Quarters",
    description:
      "A pale moonstone cut with four faint facets, each catching the light from a different side. It is given only to seekers who kept the ritual at the new moon, both quarters and the full.",
    type: "crystal",
    rarity: "epic",
    iconName: "Gem",
    effects: "Turn it in lamplight and a blue sheen passes across it, like the Moon across a month.",
  },
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
  {
    id: "seven-bead-cord",
    name: "Seven-Bead Cord",
    description:
      "A cotton cord knotted with seven glass beads, red at one end and violet at the other, to slip through your fingers while you think.",
    type: "charm",
    rarity: "common",
    iconName: "Gem",
    effects: "One bead for each centre, counted slowly.",
  },
  {
    id: "prism-of-seven-lights",
    name: "Prism of Seven Lights",
    description:
      "A small glass prism on a window string. When the sun finds it, the room is crossed by a band of seven colours for a minute or two.",
    type: "crystal",
    rarity: "rare",
    iconName: "Sun",
    effects: "A reminder that every colour was in the light all along.",
  },
  {
    id: "pocket-weather-glass",
    name: "Pocket Weather Glass",
    description:
      "A sealed glass teardrop of clear liquid in which pale crystals rise and settle. Sailors once read storms in such glasses; this one is kept for inner weather.",
    type: "crystal",
    rarity: "rare",
    iconName: "Heart",
    effects: "Reminds you to ask, once a day, how the weather inside is doing.",
  },
  {
    id: "illuminated-bestiary-leaf",
    name: "Illuminated Bestiary Leaf",
    description:
      "A single vellum page from a bestiary that never was, a crane painted in its margin with a stone held in one raised foot.",
    type: "tome",
    rarity: "common",
    iconName: "BookOpen",
    effects: "Turns, now and then, to the animal you needed to read about.",
  },
  {
    id: "heraldic-beast-seal",
    name: "Heraldic Beast Seal",
    description:
      "A brass seal cut with a small beast rampant. Pressed into warm wax, it leaves the animal you chose to carry that week.",
    type: "talisman",
    rarity: "rare",
    iconName: "Shield",
    effects: "Marks a week lived with one animal's lesson in mind.",
  },
  {
    id: "storytellers-thread",
    name: "Storyteller's Thread",
    description:
      "A length of red thread, knotted once for every tale told by the fire. Wound around a finger, it helps you find the place where a story turns.",
    type: "talisman",
    rarity: "common",
    iconName: "Feather",
    effects: "Marks your place between one tale and the next.",
  },
  {
    id: "lantern-of-told-tales",
    name: "Lantern of Told Tales",
    description:
      "A small tin lantern pierced with scenes from other ages: a harbour, a loom, a bridge, a road. Lit, it throws them softly around the room.",
    type: "candle",
    rarity: "rare",
    iconName: "Star",
    effects: "Keeps a story company until its listener falls asleep.",
  },
  {
    id: "brass-pocket-compass",
    name: "Brass Pocket Compass",
    description:
      "A worn brass compass whose lid is engraved with the words: mine to weigh. The needle shivers a little before it settles, as people do.",
    type: "charm",
    rarity: "common",
    iconName: "Compass",
    effects: "Reminds its keeper that the bearing is theirs to choose.",
  },
  {
    id: "cartographers-chalk",
    name: "Cartographer's Chalk",
    description:
      "A stub of blue chalk for marking forks in the road on any flat stone. The marks wash away with the next rain, leaving the choice to the walker.",
    type: "talisman",
    rarity: "rare",
    iconName: "Feather",
    effects: "Draws a fork plainly, so both paths can be seen at once.",
  },
  {
    id: "tally-stick",
    name: "Tally Stick",
    description:
      "A length of hazel with notches cut along one edge: a straight notch for a hunch that came, a slanted one for a hunch that passed.",
    type: "talisman",
    rarity: "common",
    iconName: "Feather",
    effects: "Keeps count without taking sides.",
  },
  {
    id: "brass-balance",
    name: "Brass Balance",
    description:
      "A small apothecary's balance with two shallow pans. Set what you felt in one and what happened in the other, and watch where it rests.",
    type: "charm",
    rarity: "rare",
    iconName: "Compass",
    effects: "Steadies the hand that is about to say it is sure.",
  },
];
