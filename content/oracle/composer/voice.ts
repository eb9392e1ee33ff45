/**
 * The oracle's opening and closing words, its scenes, and the headings of its sections. The first
 * sentence always names the situation ({sit.came}) and the three faces, so that no two readings
 * begin alike; with a question, it quotes the seeker's question once ({question}).
 */
export const voiceWords = {
  /**
   * When an AI provider writes the enhancement, the sections composed from the roll follow its text
   * after this line, so the "AI" badge never covers words the built-in oracle wrote.
   */
  oracleSectionsNote: "The sections below are in the Oracle's voice, composed by the built-in oracle from your dice.",
  firsts: [
    "{Sit.came}, and the dice [answer|reply|respond] with a {rn}, a {wn} and a {gn}.",
    "{Sit.came}; the red die [turns up|shows|offers] the {red.name}, the white the {white.name}, the green the {green.name}.",
    "{Sit.came}, and [three faces|the three dice] [look back at|gaze up at] you: the {rn}, the {wn} and the {gn}.",
    "A {rn}, a {wn} and a {gn}: that is the [answer|reply], now that {sit.came}.",
    "{Sit.came}, so the dice have [set out|lit|laid out] their [lanterns|lamps|candles]: a {rn}, a {wn}, a {gn}.",
    "The {red.name}, the {white.name} and the {green.name} have come to the [table|lamp|cloth], [because|since] {sit.came}.",
    "{Sit.came}, and the dice [settle as|come to rest as|fall as] {rn}, {wn} and {gn}.",
    "Red shows the {red.name}, white the {white.name}, green the {green.name}: [so the dice reply|that is the reply|the dice have spoken], [for|since] {sit.came}.",
    "{Sit.came}, and the [lamplight|candlelight|moonlight] [falls on|finds] a {rn}, a {wn} and a {gn}.",
    "Three dice have [answered|spoken|settled], {rn}, {wn} and {gn}, now that {sit.came}.",
    "{Sit.came}; your dice lie [still|quiet], [showing|turning up] the {red.name} in red, the {white.name} in white and the {green.name} in green.",
    "{Sit.came}, and the answer [arrives|comes] in three [colours|lights]: a {rn}, a {wn}, a {gn}.",
  ],
  /** The first sentence when the seeker wrote a question ({question}, quoted once). */
  questionFirsts: [
    "{Sit.came}, and you put it plainly: {question} The dice answer with a {rn}, a {wn} and a {gn}.",
    "You asked, in your own words, {question} The dice reply with a {rn}, a {wn} and a {gn}.",
    "Your question was this: {question} And the dice have turned up the {rn}, the {wn} and the {gn}.",
    "{Question} That is what you brought to the table, and a {rn}, a {wn} and a {gn} answer it.",
    "I hold your question up to the lamp, {question} and the dice show the {red.name}, the {white.name} and the {green.name}.",
    "You wrote {question} and the dice, in their own tongue, answer: {rn}, {wn}, {gn}.",
  ],
  scenes: [
    "The [lamp|candle|wick] burns [low|softly|steady], and {sum.image} [seems to hang|hangs|floats] in the air [between us|above the table|for a moment].",
    "The [candle|flame|lamp] [gutters|flickers|leans] [once|briefly] [as the dice settle|when the last die stops|as the roll ends], and I [see|glimpse|find] {white.image}.",
    "[Outside|Beyond the window|Out there] the night is [clear|still|cold], and the {gn} [glints|gleams|shines] in the [lamplight|candlelight].",
    "[Hush now|Quiet now|Be still]; the {rn} is [still warm|warm yet] from your [hand|palm|fingers].",
    "The [room|house|table] goes [quiet|still|hushed], the way a [field|harbour|street] [goes quiet|falls silent] [before|beneath|around] {sum.image}.",
    "A [breath|draught|thread] of [cold|night|cool] air [moves|bends|stirs] the flame, and the {wn} [catches|takes|holds] the light.",
    "[Somewhere above|High over|Far above] the [roofs|chimneys|hills], the stars lean [closer|nearer|down] to [listen to|hear] the {red.name}.",
    "I lay my [hands|palms] [beside|near|around] the dice and [feel|sense|see] {red.image}.",
    "The night smells of [rain|woodsmoke|frost] and [old paper|candle wax|cold stone], and the {green.name} waits [on the cloth|in the lamplight|in its corner].",
    "The fire [cracks|pops|sighs] once, as if the {red.name} had [spoken|answered|stirred] first.",
    "Between the [three dice|dice|faces] I [see|glimpse|make out] {green.image}, faint as a [reflection|dream|memory].",
    "The shadows [settle|gather|lengthen], and the {white.name} [shines|glows] a little [brighter|clearer] than the rest.",
    "The [lamplight|candlelight] [pools|gathers|settles] around the dice like [water|moonlight] around {sum.image}.",
    "For a [moment|heartbeat|breath] the [night|room|world] holds still, and {red.image} [rises|appears|wakes] in my mind.",
  ],
  overviews: [
    "The {rn} speaks for {red.domain}, the {wn} for {white.domain}, and the {gn} for {green.domain}.",
    "Read them in order: the {red.name} is your [motive|drive], the {white.name} your [insight|sight], the {green.name} [the outcome|the harvest].",
    "Each has its [work|task|part]: the {rn} [moves|drives|stirs] you, the {wn} [shows|guides|teaches] you, the {gn} [grows|builds|answers] for you.",
    "[Three voices, then|So there are three voices|Three voices speak]: {red.domain} in the {red.name}, {white.domain} in the {white.name}, {green.domain} in the {green.name}.",
    "The {red.name} [stands|speaks] for what [drives|moves|stirs] you, the {white.name} for how you [see it|read it], the {green.name} for what the world [returns|gives back].",
    "Will, mind and world have [each|all] [chosen|taken|found] a face: the {red.name}, the {white.name} and the {green.name}.",
    "Your {rn} sets the [motive|tone], the {wn} [lights the way|keeps the lamp], and the {gn} [shows where you arrive|marks the ground].",
    "[Let me|I will] read them [one by one|in turn|each alone], the {rn}, the {wn} and the {gn}, [before I read|and then read|then weigh] them together.",
  ],
  /** Headings, by section. */
  headings: {
    opening: ["The Dice Have Spoken", "Your Cast", "What the Night Holds", "The Reading Begins"],
    dice: ["The Three Dice", "What the Dice Show", "Three Faces", "Will, Mind and World"],
    reflection: ["A Question to Carry", "To Reflect On", "Something to Hold"],
    together: ["How the Dice Speak Together", "The Dice in Conversation", "Three Voices Together"],
    tale: ["A Tale of Your Dice", "The Tale the Dice Tell", "A Short Tale"],
    insights: ["Three Insights"],
    asks: ["What the Dice Ask of You", "Four Small Tasks", "What to Carry Out"],
    questions: ["Questions for the Night", "Three Questions to Carry", "For Your Notebook"],
    farewell: ["Parting Words", "Before You Go", "The Lamp Is Lowered"],
  },
  /** The last sentence after the situation's closing: a blessing with a die in it. */
  blessings: [
    "Go [gently|softly|well], and let the {red.name} keep you [warm|brave|company].",
    "May the {white.name} [light|guard|sweeten] your [sleep|night|dreams] and the {green.name} your [waking|morning].",
    "Carry the {gn} [with you|home] like a [stone|coin|charm] in your [pocket|coat|palm].",
    "The {wn} will keep [watch|vigil] [while you rest|as you sleep|through the night].",
    "Let {sumName} walk [home|beside you|the road] [with you|at your side].",
    "Sleep [well|soundly|deeply] under {sum.image}.",
    "May {green.world} find you [ready|awake|willing].",
    "Keep the {red.name}'s [fire|warmth], [and|keep] the {white.name}'s [lamp|light], and [the|trust the] {green.name}'s ground.",
    "Remember {red.image} when you need [courage|heart|strength].",
    "[When|If|Whenever] you [forget|lose the thread|lose your way], [cast again|come back|return]; the {white.name} will [remember|keep it|hold it] for you.",
  ],
};
