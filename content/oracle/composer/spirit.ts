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
    "Out of the [lamplight|dark|shadows] you see {white.guide} [step|come|walk] toward you.",
    "At the [edge|rim|far end] of [the reading|the lamplight|the table] [you find|you see|you meet] {white.guide}, [come for you|here for you].",
    "Your guide [tonight|for now] is {white.guide}, [quiet|patient|silent] and watchful.",
    "The white die sends {white.guide} to walk with you through {topic}.",
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
  /**
   * The first step names every thing the ritual will use: a cloth, a candle and one thing from each
   * die's face (kept the same through the ritual); later steps use nothing else.
   */
  gather: [
    "{RitualWhen}, [spread|lay] a [plain|clean|folded] cloth on [a table|the floor|a sill] and [set|place|stand] on it a candle, {red.offering} for the will, {white.offering} for the mind and {green.offering} for the world.",
    "[Choose|Pick|Find] a [quiet|still|calm] [place|corner|room] {ritualWhen}, and [bring|take there|carry there] [a cloth|a plain cloth|a folded cloth], [a candle|a small candle|a white candle], {red.offering}, {white.offering} and {green.offering}.",
    "{RitualWhen}, [set out|stand|place] a candle on a [folded|clean|plain] cloth, and [beside it|near it|around it] three things: {red.offering}, {white.offering}, {green.offering}.",
    "You will need a [cloth|plain cloth|folded cloth], a [candle|white candle|small candle], {red.offering}, {white.offering} and {green.offering}; [do this|begin] {ritualWhen}.",
    "[Choose|Pick|Keep] a [quiet|calm|free] hour {ritualWhen}, then [lay|set|put] a candle, {red.offering}, {white.offering} and {green.offering} on a [clean|plain|folded] cloth.",
  ],
  /** The second step: the candle is lit, so that later steps may put it out. */
  lights: [
    "[Light|Kindle] the candle and [breathe|take] {sumWords} [slow|deep|quiet] breaths, [one for each|a breath for every] [pip|spot] [your dice show|on the dice|the roll shows].",
    "[Light|Kindle] the candle, then count to {sum} [slowly|softly], [letting|and let] [each number|every count] [carry|take] [a worry|a fear|a doubt] away.",
    "[Light|Kindle] the candle[ and set|, then lay| and place] [the three things|{red.offering} and the others] [in a line|in a row|side by side] [before it|in front of it|beside it], {red.name} to {white.name} to {green.name}.",
    "[Light|Kindle] the candle and [sit|stay|wait] [before it|with it|beside it] [until|till] [the room goes quiet|the house is still|your breath slows].",
    "[Light|Kindle] the candle[ and watch|, then watch| and look at] the flame [until|till] it [stands|burns] [still|straight|steady], [thinking of|holding in mind] the {rn}.",
    "[Light|Kindle] the candle and [say|whisper|speak] [the three faces|the names of your dice] [once|aloud|softly]: {red.name}, {white.name}, {green.name}.",
  ],
  /** Steps that use only what the first step gathered, each tied to a die of the roll. */
  steps: [
    "[Hold|Take up|Lift] {red.offering} and [name|say], [silently|under your breath|in a whisper], what [moves you|the {rn} wants|you want].",
    "[Touch|Hold|Cup] {white.offering} and let one [clear|quiet|true] thought [arrive|come|settle].",
    "Touch {green.offering} and [picture|imagine] {green.world}.",
    "[Place|Set|Lay] {white.offering} between the other two, [where the {white.name} belongs|in the middle|at the centre].",
  ],
  /** What is said aloud: the question's term and the reading's answer, or the faces' words. */
  words: [
    "Then say aloud, once: “{D.asks}.”",
    "Say {term} aloud in one [plain|short|honest] sentence, then the reading's answer, {verdictSaid}, and let the [silence|quiet|night] answer.",
    "[Name|Speak|Whisper] {term} [to the candle|over the flame|into the light], and [say|add] [softly|quietly|once]: “I welcome {green.world}.”",
    "Whisper the name of your sum, {sumName}, [once for each die|three times|slowly], [thinking of|holding] {term}.",
    "[Say aloud|Tell the flame|Say softly] that you [are ready for|welcome|make room for] {green.world}, and [that you let go of|that you set down|will leave behind] {red.shadow}.",
    "[Tell|Say to] the [candle|flame] what the {wn} has [shown|taught|told] you about {term}.",
    "[Hold|Keep|Carry] {term} [in mind|in your thoughts|close] and [say|speak|repeat] the reading's [answer|word|verdict] [aloud|once|softly]: {verdictSaid}.",
  ],
  closes: [
    "Then {sum.asks}, and put the things away with [care|love].",
    "[When you are done|At the end|When it is finished], [pinch out|blow out|put out] the candle; then {white.asks}, and [go to sleep|go to bed|rest].",
    "Keep {green.offering} [in sight|where your eye will fall] [each morning|every day|on waking].",
    "[Blow out|Pinch out|Put out] the candle and [let|watch] the [smoke|last warmth|thin smoke] [carry|take|lift] {topic} [upward|skyward|away].",
    "[Fold|Wrap|Gather] the cloth [around|over|about] [the three things|them|{green.offering} and the rest] and [keep them safe|put them away|store them] [until|till] the {green.name} answers.",
    "Leave [the things|everything|all three] on the cloth [overnight|until morning|till dawn], and [in the morning|at dawn|on waking], {green.asks}.",
    "Let the [ritual|rite] end in [silence|quiet|stillness], and let {sumName} be [enough|the last word].",
  ],
};
