import type { PhraseBank } from "../../../src/shared/content-types/oracle-words";

/**
 * The Spirit Guide Message (from tier 4) and the Mystical Ritual (tier 5), composed from the roll:
 * the guide comes from the white die's face ({white.guide}), the ritual's things from all three
 * ({red.offering}, {white.offering}, {green.offering}) and its evening from the white die
 * ({ritualWhen}).
 */
export const guideWords = {
  intros: [
    "Your guide comes as {white.guide}, [sent by|from] the {wn}.",
    "[Tonight|This evening|Now] the spirit at your [side|elbow] [takes the form of|comes as|appears as] {white.guide}.",
    "I see {white.guide} standing a little [behind you|to your left|at your shoulder].",
    "A guide draws near: {white.guide}, with the {white.name}'s [calm|quiet|patience] in its eyes.",
    "The {wn} sends you a [companion|friend|watcher], {white.guide}.",
    "Out of the [lamplight|dark|shadows] [steps|comes|walks] {white.guide}.",
    "At the [edge|rim] of the reading [waits|stands] {white.guide}, [come for you|here for you].",
    "Your guide [tonight|for now] is {white.guide}, [quiet|patient|silent] and watchful.",
    "From the white die comes {white.guide}, to walk with you through {topic}.",
    "Look over your shoulder: {white.guide} keeps [pace|step] with you.",
  ],
  messages: [
    "Its message is [short|simple|brief]: {red.asks}.",
    "It speaks for the {rn}: {red.asks}, and [fear less|worry less|trust more].",
    "It [says|tells you] that {sum.meaning}, and that you [already know it|knew it all along|have felt it] [in your bones|deep down|for a while].",
    "It carries word from the {gn}: [soon enough|in time|before long], {green.unfolds}.",
    "It whispers what the {wn} [knows|has seen|understands]: {white.asks}.",
    "It [asks|begs] you not to forget {green.light}.",
    "Its [word|news] for you: the {red.name} in you is {red.light}, not {red.shadow}.",
    "It reminds you that {sumName} is on your side, [because|for] {sum.meaning}.",
    "It tells you to {red.asks}, and to [trust|leave] the {gn} [with|to do] the [rest|remainder].",
    "It [points|nods] toward {green.world} and [says|murmurs]: [that is closer than it looks|nearer than you think|almost here].",
    "It [lays|rests|puts] a hand on your [shoulder|arm|sleeve] and [says|whispers|murmurs]: {white.asks}.",
    "It speaks once, [plainly|softly|clearly]: {green.asks}.",
  ],
  comforts: [
    "[Whatever happens|Come what may] in {topic}, you do not [walk|face] it alone.",
    "You are watched over in {topic}, more than you [know|think|feel].",
    "[The guide|Your guide|It] has walked [roads|paths] like yours, and [the {white.name} in it|its {white.name} heart] is not [worried|afraid].",
    "It [asks|begs|wants] you to [rest|set down|put aside] your [worry|fretting|care] [about|over] {topic} for [one night|a while|an evening].",
    "It believes in the {rn} [in you|you carry], even when you [do not|forget to|doubt it].",
    "It has seen {sumName} [before|many times], and it [smiles at it|is glad|is not afraid].",
    "Nothing about {topic} [frightens|troubles|surprises] it.",
    "It trusts the {white.name} in your mind to [find|show|light] the way.",
  ],
  partings: [
    "[Then|At once|Soon] it is [gone|away|nowhere], and [you are left|there remains for you|you keep] {sum.image} in your [mind|thoughts].",
    "It [bows|nods] once and [steps|turns|slips] back into the [dark|night|shadows], toward {sum.image}.",
    "It leaves {green.offering} in your [thoughts|mind] as a [token|keepsake|promise].",
    "When you look [again|back|round], [there is only|you see only|all you find is] {white.image}.",
    "It [fades|melts|vanishes] like breath on [a cold glass|a winter window|a mirror], and [the|your] {white.name} [remains|stays with you|lingers].",
    "Call on it [again|once more] whenever the {white.name} [turns up|appears|returns].",
    "It goes [quietly|softly], [the way good guides do|as guides do|as it came], [back to|into] {white.image}.",
    "[And then|Then] [there is only|you have only|all that is left is|nothing remains but] the [lamp|candle|hearth], and you, and {sumName} [in the air|like a hum|remembered].",
  ],
};

export const ritualWords = {
  /** The ritual's evening, by the white die's face ({ritualWhen}). */
  when: {
    1: [
      "on the [darkest|blackest] night of the new moon",
      "when the moon is new",
      "before dawn on a moonless night",
      "[in|on] a night of no moon",
    ],
    2: [
      "on an evening when [two lamps|a pair of lamps] can be [lit|burned]",
      "on a quiet evening within the fortnight",
      "at dusk, when day and night balance",
      "on [two|a pair of] quiet evenings",
    ],
    3: [
      "when the moon is full",
      "under the next full moon",
      "on a bright, moonlit night",
      "[when|while] the moon is round",
    ],
    4: [
      "on the first evening of a [changing|turning] season",
      "on a steady evening at home",
      "on a still evening this season",
      "[on|at] an [ordinary|unhurried] evening",
    ],
    5: [
      "on a windy evening",
      "the next time the weather turns",
      "on any night the wind is up",
      "[when|while] the wind [rises|blows]",
    ],
    6: [
      "on the last evening of a week",
      "at the close of a good day",
      "on an evening when a [task|job] is [done|finished]",
      "[when|once] the [house|work] is quiet",
    ],
  } as Record<number, PhraseBank>,
  gather: [
    "{RitualWhen}, gather {red.offering} for the will, {white.offering} for the mind and {green.offering} for the world.",
    "Choose a quiet place, {ritualWhen}, and bring {red.offering}, {white.offering} and {green.offering}.",
    "{RitualWhen}, set out three things: {red.offering}, {white.offering}, {green.offering}.",
    "You will need {red.offering}, {white.offering} and {green.offering}; do this {ritualWhen}.",
    "[Choose|Pick] a [quiet|calm] hour {ritualWhen}, then lay {red.offering}, {white.offering} and {green.offering} on a [clean|plain|folded] cloth.",
    "{RitualWhen}, take {red.offering}, {white.offering} and {green.offering} to a window.",
  ],
  steps: [
    "Set them in a line, {red.name} to {white.name} to {green.name}, [as your dice fell|in the order of the dice|the way the roll fell].",
    "Breathe {sumWords} [slow|deep|quiet] breaths, [one for each|one for every] [pip|spot] [your dice show|on the dice].",
    "Light a [single|small|white] [candle|taper|lamp] and let it [burn|stand] for {sumWords} breaths.",
    "[Hold|Take up|Lift] {red.offering} and [name|say], [silently|under your breath|in a whisper], what [moves you|the {rn} wants|you want].",
    "[Touch|Hold|Cup] {white.offering} and let one [clear|quiet|true] thought [arrive|come|settle].",
    "Rest your [hand|palm] on {green.offering} and [picture|imagine] {green.world}.",
    "[Place|Set|Lay] {white.offering} between the other two, [where the {white.name} belongs|in the middle|at the centre].",
    "Count to {sum} [slowly|softly], and let [each number|every count] [carry|take] [a worry|a fear|a doubt] away.",
    "Turn {green.offering} over [once|gently], the way a [farmer|gardener|ploughman] [turns|works] [soil|the earth].",
    "[Sit|Stay|Kneel] [before them|there] [until|till] [the room goes quiet|the house is still|your breath slows] and the {white.name} [speaks|answers].",
  ],
  words: [
    "Then say aloud, once: “{D.asks}.”",
    "Speak your hope for {topic} in one [plain|short|honest] sentence, and let the [silence|quiet|night] answer.",
    "Say [softly|quietly]: “I welcome {green.world}.”",
    "Whisper the name of your sum, {sumName}, [three times|once for each die].",
    "Ask your question about {topic} [aloud|out loud], and [do not hurry|wait out|honour] the [quiet|stillness|hush] after it.",
    "Say: “I am ready for {green.world}, and I let go of {red.shadow}.”",
    "[Name|Say aloud|Whisper] [one thing|something] [you are grateful for|you are glad of|that pleases you] in {topic}.",
    "Tell the [dark|night|candle] what the {wn} has shown you.",
  ],
  closes: [
    "Then {sum.asks}, and put the things away with [care|love].",
    "When you are done, {white.asks}, and go to [sleep|bed].",
    "Keep {green.offering} [in sight|where your eye will fall] [each morning|every day|on waking].",
    "[Blow out|Pinch out|Put out] the [candle|flame] and [let|watch] the [smoke|last warmth] carry {topic} [upward|skyward|away].",
    "[Fold|Wrap] the cloth around {red.offering} and the [rest|others], and [keep|store] them [until|till] the {green.name} answers.",
    "Leave them out [overnight|until morning], and [in the morning|at dawn|on waking], {green.asks}.",
    "[Close|End|Finish] by [thanking|blessing] the [dice|three dice] [as you would|as one would|the way you would] [thank|greet] [an old friend|a good neighbour|a kind stranger], and [the|your] {red.name} [most of all|above all].",
    "Let the [ritual|rite] end in [silence|quiet|stillness], and let {sumName} be [enough|the last word].",
  ],
};
