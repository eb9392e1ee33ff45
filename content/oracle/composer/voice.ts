/**
 * The oracle's opening and closing words and the headings of its sections. Without a question the
 * first sentence names the situation ({sit.came}) and the three faces, so that no two readings begin
 * alike; with one, the first sentence names it instead (./question.ts).
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
    insights: ["Three Insights"],
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
