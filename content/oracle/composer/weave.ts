/**
 * How the dice speak together: a double ({match.name}, {match.colours}, {match.odd}), a triple, three
 * different faces and the conversations between them. The plain yes or no is the reading's own
 * verdict, picked up in the opening (./thread.ts) and given to the seeker's question (./question.ts).
 */
export const weaveWords = {
  /** Two dice show one face: its energy is doubled. */
  pair: [
    "The {match.name} [appears|turns up|shows] twice, on the {match.colours} dice, so its [energy|force|voice] is doubled.",
    "With the {match.colours} dice both [showing|turning up] the {match.name}, its voice is twice as [loud|strong]: {match.light} if you [honour|heed] it, {match.shadow} if you do not.",
    "Two dice, the {match.colours}, share the {match.name}, and only the {match.odd} stands apart.",
    "A doubled {match.name} is never a whisper; here it [means|brings] {match.light}, twice over.",
    "The {match.name} turns up on both the {match.colours} dice, doubling {match.light}.",
    "When two dice agree, [listen|pay attention]: your {match.colours} dice both say {match.name}.",
    "Twice the {match.name}, on {match.colours}: its [gift|blessing] doubles, and so does its [warning|shadow], {match.shadow}.",
    "The {match.odd} stands beside a pair of {match.name}s, and the pair [sets the tone|leads|speaks loudest].",
    "Two {match.name}s in one [roll|cast] make an [echo|refrain] you cannot [ignore|miss].",
    "Your {match.colours} dice rhyme: both show the {match.name}, and I see {match.image} twice.",
  ],
  /** What the odd die adds to a pair. */
  pairOdd: [
    "Against that doubled voice, the {match.odd} adds its own [note|colour|word].",
    "The {match.odd} is the one that [breaks|spoils] the [rhyme|echo], and it [matters|counts] for that.",
    "Only the {match.odd} [differs|stands apart], and it [keeps|stops] the pair [from running away with you|from taking over|having it all their way].",
    "[Watch|Mind] the {match.odd}: as the odd one [out|apart], it [holds the balance|keeps you honest].",
    "Where the pair [insists|repeats itself], the {match.odd} [questions|wonders|asks why].",
    "The {match.odd} stands alone and offers a [second|different|quieter] view.",
  ],
  /** All three dice show one face: the whole reading is its pure message. */
  triple: [
    "All three dice show the {match.name}, so the whole reading is its pure message: {match.pure}.",
    "Red, white and green all turned up the {match.name}; a triple speaks with one voice, and {match.pure}.",
    "Three {match.name}s: there is no argument among your dice tonight, for {match.pure}.",
    "A triple is rare, and yours is the {match.name}: {match.pure}.",
    "Will, mind and world agree on the {match.name}, and {match.pure}.",
    "When every die shows the {match.name}, I stop weighing and simply listen: {match.pure}.",
  ],
  /** Three different faces. */
  none: [
    "No two dice share a face: the {red.name}, the {white.name} and the {green.name} each [speak on their own|keep their own voice].",
    "Every die [shows|keeps] its own face, and [it is your life that makes|your life will make|you will make] the {red.name}, the {white.name} and the {green.name} one [song|story].",
    "Three different faces, {red.name}, {white.name} and {green.name}: a [conversation|council] rather than a chorus.",
    "Your dice do not [echo|repeat|copy] one another; [the|your] {rn}, the {wn} and the {gn} each bring something [new|their own].",
    "With no double among them, the {red.name}, the {white.name} and the {green.name} must be read as [partners|companions].",
    "The faces [differ|disagree], so the [harmony|peace|accord] between the {rn} and the {gn} is yours to [find|make].",
    "No face repeats; the {white.name} stands between the {red.name} and the {green.name} like a [go-between|bridge].",
    "Three voices, three faces: the {red.name} [urges|pushes], the {white.name} [considers|weighs], the {green.name} [answers|receives].",
  ],
  /** The will and the mind. */
  redWhite: [
    "Between the {rn} and the {wn} [runs|passes|goes on] a [conversation|quiet argument|long talk]: {red.will} meets {white.mind}.",
    "[Your will and your mind|Desire and sight|Wanting and seeing] are in [talks|council|conversation] here; the {red.name} brings [desire|appetite|heat], the {white.name} [sight|judgement|a cooler eye].",
    "The {wn} [watches|tends|guards] the {rn} the way a [lamp|lantern|candle] watches a [fire|hearth|forge].",
    "Where the {rn} [rushes|pushes|leans], the {wn} [asks a question|pauses|looks twice].",
    "The {red.name} in the will and the {white.name} in the mind [make|form] an [unusual|unlikely|uneasy] [pair|couple], and a [useful|wise|fruitful] one.",
    "What the {rn} [wants|longs for|reaches for], the {wn} must first [see clearly|understand|name].",
    "[Your|The] {red.name} [burns|pulls|stirs] and [your|the] {white.name} [considers|weighs|watches]; [both are needed|you need both|neither is wrong].",
    "[Let|Allow] the {wn} to [steer|guide|temper] the {rn}, [and|so] {red.will} [finds its way|becomes wise|grows clear].",
    "[In you|Inside you|Tonight] the {red.name} and the {white.name} [meet|talk|sit together]: {white.mind} [for|beside|to guide] {red.will}.",
  ],
  /** The mind and the world. */
  whiteGreen: [
    "The {wn} looks [toward|at|out to] the {gn} and [sees|finds|reads] {green.world}.",
    "What the {white.name} [understands|sees|grasps], the {green.name} [makes real|brings to earth|turns solid].",
    "Your [insight|inner sight], the {wn}, is the [bridge|road|stair] to the {gn}.",
    "The {gn} [answers|rewards|follows] what the {wn} has [noticed|understood|seen].",
    "Between [seeing|knowing] and [having|holding] [stands|lies] [only|just] one step, from the {white.name} to the {green.name}.",
    "The {wn} [reads|studies|surveys] the ground, and the {gn} is what [grows|rises|takes root] there.",
    "[Trust|Follow] the {white.name}'s [sight|judgement|eye], and the {gn} [will follow|comes after|answers].",
    "[Mind|Sight] and [world|ground] agree [more than you think|here|tonight]: the {white.name} [sees|foresees] {green.world}.",
  ],
  /** The will and the world. */
  redGreen: [
    "What the {rn} [longs for|reaches toward|wants], the {gn} answers with {green.world}.",
    "The [fire|heat|want] of the {red.name} and the [ground|soil|field] of the {green.name} are [speaking to|answering|leaning toward] each other.",
    "[Your want and your world|Desire and outcome|Will and world] are [close|near|in step] here: the {rn} and the {gn} [lean together|walk together|keep pace].",
    "The {gn} is the {rn}'s answer, though not [always|quite|exactly] the one it [expected|asked for|imagined].",
    "From the {red.name} in the will to the {green.name} in the world [runs|goes|stretches] a [straight|clear|short] line.",
    "The {rn} [pushes|reaches|asks] and the {gn} [receives|answers|yields].",
    "[Whatever|All that] the {red.name} [sets in motion|begins|stirs], the {green.name} [gathers|keeps|shapes] into {green.world}.",
    "[Watch how|Notice how|See how] {red.will} [becomes|turns into|ends as] {green.world}.",
  ],
};
