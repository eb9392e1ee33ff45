import type { PhraseBank } from "../../../src/shared/content-types/oracle-words";
import type { Situation } from "../../../src/shared/situations";

/**
 * How the oracle speaks to each situation: what the question is about ({topic}), how the seeker came
 * ({sit.came}), how a reading of it closes ({sit.closing}), what keeps counsel in its place ({sit.care}), and the die whose face chooses the practical counsel (content/README.md: the
 * finance reading leans on green, the love reading on red).
 */
interface SituationWords {
  counselDie: "red" | "green";
  /** Noun phrases: what the question is about. */
  topics: PhraseBank;
  /** Clauses that open a reading: how the seeker came to the dice. */
  came: PhraseBank;
  /** A reading's last sentences. */
  closing: PhraseBank;
  /** Sentences that keep the counsel in its place: reflection, never professional advice. */
  care: PhraseBank;
}

export const composerSituations: Record<Situation, SituationWords> = {
  guidance: {
    counselDie: "green",
    topics: [
      "the path ahead",
      "the road you should take",
      "the choice before you",
      "the way forward",
      "your next step",
      "the direction of your days",
      "the crossroads you stand at",
      "what to do next",
    ],
    came: [
      "you came asking which way to turn",
      "you ask about the road ahead",
      "you asked for guidance",
      "your question is about the way forward",
      "you came unsure of your next step",
      "you asked the dice to light [the|your] [path|way]",
      "you wonder where your road leads",
      "a crossroads is on your mind",
      "you bring a question of direction",
      "you asked what to do next",
    ],
    closing: [
      "Walk on; the [lanterns|lamps|candles] are lit.",
      "Trust your feet [tonight|now]; they know more than you [think|guess].",
      "The road is yours, and it is [kinder|gentler|wider] than you [fear|think].",
      "Go [gently|softly], seeker, and choose [awake|wisely|freely].",
      "You are [further|farther] along this [road|path] than you [believe|know].",
      "Take one step, then let the [next one|next|second] [find you|come|show itself].",
      "The way opens under a [walking|willing|moving] foot.",
      "[I will be here|The lamp will be lit] when you cast again.",
      "Let the night keep your [question|wondering], and the morning [answer it|open it].",
      "May your [road|path] rise to [meet|greet] you.",
    ],
    care: [
      "Take this as a [lantern|lamp|candle] for reflection, not a [map|verdict]; the [choosing|choice] stays with you.",
      "The dice offer a [story|tale|picture] to think with, and the [decision|choice] [remains|stays] yours.",
      "Read this for [reflection|thought] and [delight|wonder]; [weigh|make] [real|true] choices with [the people who know your life|those who know you|people you trust].",
      "This is an oracle's [tale|story] for {topic}, [meant|written] to open [thought|the mind], not to [settle|close|end] it.",
      "[Hold|Keep] this lightly: the dice [suggest|hint], and you [decide|choose].",
    ],
  },
  finances: {
    counselDie: "green",
    topics: [
      "your livelihood",
      "the way you earn and keep",
      "the tide of your money",
      "your purse",
      "the work that feeds you",
      "what you spend and save",
      "your sense of security",
    ],
    came: [
      "you asked the dice about money",
      "you bring a question of resources",
      "money is on your mind",
      "you asked about earning and keeping",
      "your question is about your purse",
      "you asked how your resources fare",
      "you bring a worry about money",
      "the accounts are on your mind",
      "you asked about your livelihood",
      "you wonder how the coins will fall",
    ],
    closing: [
      "Let steadiness be your true [wealth|treasure] [this season|for now].",
      "A [calm|steady] hand is worth [more|far more] than a [quick|hasty|greedy] one.",
      "Tend what you have, and it will [remember|repay] you.",
      "Hold your resources [the way|as] you hold a [lantern|lamp]: steadily.",
      "Wealth of the truest kind is a [quiet|calm|rested] mind.",
      "Count your blessings before your coins [tonight|this evening].",
      "May your purse be [light|easy] to carry and never [empty|bare].",
      "Cast again when the purse feels [heavy|light|strange].",
      "Let worry rest; the dice have spoken [kindly enough|plainly].",
      "Walk lightly among [numbers|figures], seeker.",
    ],
    care: [
      "[The dice speak|The oracle speaks] of [attitude|mood] and timing; for real [sums|decisions], [trust|rely on] your own [counsel|judgement] and [qualified help|a qualified adviser].",
      "Read this as a [reflection|meditation] on {topic}, never as financial advice.",
      "This is [entertainment|a story] and a [mirror|lamp] for your [habits|ways], not a [plan|prescription] for your money.",
      "Take the [mood|spirit] of this [reading|cast] [with you|home], and leave the [arithmetic|sums] to [sober daylight|a clear head].",
      "[Let|Allow] the dice [colour|warm] your attitude to {topic}; the [figures|sums] are for [daylight|morning] and [good|sound] advice.",
    ],
  },
  relationships: {
    counselDie: "red",
    topics: [
      "the bond you long to understand",
      "the heart's business",
      "the love you hope for",
      "the person on your mind",
      "your heart's question",
      "the tie between you and another",
      "the weather of love",
      "the way you love",
    ],
    came: [
      "you brought your heart to the dice",
      "you asked about love",
      "your question is a question of [the heart|love]",
      "you asked about someone who matters",
      "you bring the dice a tender question",
      "you asked how love will fare",
      "you came with [a person|someone] on your mind",
      "you asked about the bond you carry",
      "love is on your mind tonight",
      "you came to ask what your heart [half knows|suspects]",
    ],
    closing: [
      "Love listens for the [quiet|gentle|honest] word.",
      "Be gentle with the heart you [carry|bring], and with the one you [seek|love].",
      "What is offered freely finds its way [home|back].",
      "Love yourself first [tonight|this evening], and let it spill [outward|over].",
      "Take this [home|with you], and read it [again|once more] by [moonlight|candlelight].",
      "May the one you [think of|hold in mind] be thinking [kindly|of you] too.",
      "The heart keeps its own [calendar|clock]; trust it.",
      "Come back when your heart has [news|a question].",
      "Go softly, seeker; love is [listening|near].",
      "Hold your heart open, but not [unguarded|undefended].",
    ],
    care: [
      "Take this as a [mirror|lamp] for your heart, not a [verdict|judgement] on [anyone's|another's].",
      "The dice tell a [story|tale] about {topic}; the people in it [write|live] their own.",
      "Read this for [reflection|thought]; real hearts deserve real [conversations|words|talk].",
      "This is an oracle's [tale|story] for {topic}, [meant|written] to [open thought|start a thought|stir you], not to [decide|choose] for you.",
      "[Hold|Keep] this gently: the dice [suggest|hint], and hearts [decide|choose] for themselves.",
    ],
  },
};

/**
 * Practical counsel ({counsel}): whole sentences, for each situation, chosen by the face (1-6) of its
 * counsel die. Attitudes and small steps, never professional advice.
 */
export const counselByFace: Record<Situation, Record<number, PhraseBank>> = {
  guidance: {
    1: [
      "Choose one step you can take alone this week, and take it before you ask anyone's opinion.",
      "Write your aim in a single line, and let every other plan wait its turn.",
      "Clear one small corner of your days and give it to the new beginning.",
      "Start with the smallest version of the thing, and start tomorrow.",
      "Keep the new intention private for a while, the way a gardener covers a seedbed.",
    ],
    2: [
      "Write both paths down, one on each side of a page, and notice which one your hand returns to.",
      "Talk the question through with one person you trust, then make the decision yourself.",
      "Give each option a day of your imagination, and see which day felt like home.",
      "Ask someone who walks a similar road what they wish they had known.",
      "Set a date to decide, so the choice cannot drift forever.",
    ],
    3: [
      "Give an afternoon to the idea that makes you smile, and see what it becomes.",
      "Follow the thread of delight, but finish one small thing before you begin the next.",
      "Make a rough first version of your plan, with no care for polish.",
      "Tell one friend about the idea out loud; hearing it will show you its shape.",
      "Keep a notebook by the bed for the ideas that come at night.",
    ],
    4: [
      "Set a modest routine and keep it for a full month before you judge it.",
      "Begin with the plain, solid task you have been avoiding; it holds up everything else.",
      "Break the road into stones you can lift one at a time.",
      "Tidy one thing that has been bothering you; order invites more order.",
      "Decide what you will no longer carry, and put it down.",
    ],
    5: [
      "Make room for the change instead of bracing against it: clear one shelf, one hour, one habit.",
      "If a new direction calls, answer it with a small trial before you commit to the journey.",
      "Walk a different way home this week and notice what wakes in you.",
      "Keep one steady ritual while everything else moves.",
      "Pack light for the change; leave behind what you would not carry up a hill.",
    ],
    6: [
      "Bring one unfinished matter to its close, and mark the ending with a quiet celebration.",
      "Accept the good that arrives, and let gratitude rather than pride choose your next step.",
      "Thank someone who helped you reach this point, in words they can keep.",
      "Look back over the road once before you choose the next one.",
      "Rest before you begin again; a finished chapter deserves a pause.",
    ],
  },
  finances: {
    1: [
      "Name one modest aim for your resources and tend it the way you would water a single seedling.",
      "Begin small and keep an honest tally; the first sprout matters more than its size.",
      "Set aside one small, regular sum, and give it a name.",
      "Write down what you earn and spend for one week, without judging it.",
      "Start the thing you have been meaning to start with what you have now.",
    ],
    2: [
      "If another person shares your purse, speak openly about what each of you hopes for before deciding.",
      "When two options tempt you, weigh each against your own aim rather than against each other.",
      "Ask for a second opinion from someone who knows sums better than you.",
      "Put both choices on paper with their true costs, side by side.",
      "Keep fairness at the centre of any bargain you strike this month.",
    ],
    3: [
      "Welcome a lucky turn with a light heart, but let the excitement settle for a night before acting.",
      "Let creativity guide how you earn, and let steadiness guide how you keep.",
      "Give your talent a small stage where it can earn a little.",
      "Treat a windfall as a guest: welcome it, then decide calmly where it sleeps.",
      "Spend a little on joy on purpose, so the rest stays steady.",
    ],
    4: [
      "Steady habits serve you better now than bold gestures; the wall rises one stone at a time.",
      "Make patience your ally: a season of quiet care builds a security no bright day can.",
      "Review one regular cost and ask whether it still earns its place.",
      "Build a small reserve before you build anything grand.",
      "Keep your accounts in order, the way a mason keeps his line straight.",
    ],
    5: [
      "Keep your footing while circumstances shift, and decide nothing weighty in the heat of the moment.",
      "Change is moving through your material world, so let each new wind pass a night before you follow it.",
      "Hold a little aside for the unexpected, and the unexpected loses its teeth.",
      "If work or income is shifting, write down what must stay fixed.",
      "Test any bold move with a small one first.",
    ],
    6: [
      "Enjoy what you have earned, share a portion with gratitude, and keep a quiet reserve for later.",
      "Make this a time of appreciation rather than appetite, and let contentment steady your hand.",
      "Mark a reward with a modest celebration, then return to your good habits.",
      "Give a little away; plenty that moves stays fresh.",
      "Decide what enough looks like, and honour it.",
    ],
  },
  relationships: {
    1: [
      "Begin with yourself: spend an evening in your own good company and notice what you long for.",
      "Offer one small, sincere gesture rather than a grand promise, and let it speak for you.",
      "Say one true thing about what you want, first to yourself, then aloud.",
      "If you are healing, give yourself the care you would give a friend.",
      "Make the first move, however small, and let it be honest.",
    ],
    2: [
      "Ask the question you have been holding back, and listen to the answer without rehearsing your reply.",
      "Let this bond show you its own face, and do not measure it against the ones before.",
      "Share a decision with the person you love, from the first step to the last.",
      "Notice where you compare, and set the comparison down.",
      "Meet halfway on one small matter this week.",
    ],
    3: [
      "Bring play back into the bond: a walk without a plan, a shared joke, a note left to be found.",
      "Say the warm thing aloud today instead of saving it for a better moment.",
      "Plan something small and delightful for someone you care about.",
      "If you are single, go where you can laugh freely; joy is good company.",
      "Keep one promise made in a happy moment.",
    ],
    4: [
      "Show your care in steady ways: keep the small promises, and arrive when you said you would.",
      "Loosen your grip on how things must be, and let trust grow at its own pace.",
      "Build one small ritual of closeness and keep it faithfully.",
      "Mend one thing that has been left broken between you.",
      "Let reliability be your love letter this month.",
    ],
    5: [
      "If the bond feels restless, name what needs to change gently and together instead of running.",
      "Give each other room to breathe; freedom offered freely tends to return as closeness.",
      "Try something new together, or alone, and bring the story home.",
      "Do not decide about love in the middle of a storm; wait for calm air.",
      "Let an old quarrel go with the wind.",
    ],
    6: [
      "Celebrate what is good between you, out loud, and tend it so it never grows stale.",
      "Let love be enough as it is tonight; the harmony you seek is already at the table.",
      "Thank someone you love for a thing they think you never noticed.",
      "Set a table for the people who matter, and let the evening be the gift.",
      "If a chapter of love is closing, close it kindly.",
    ],
  },
};

/** The sentences around the practical counsel. */
export const counselFrames = {
  /** The white die colours every piece of advice ({white.asks}). */
  white: [
    "And because the {wn} [colours|shades] all advice, {white.asks}.",
    "The {wn} adds its own [word|note]: {white.asks}.",
    "Your {wn} asks one more thing: {white.asks}.",
    "Let the {wn} set the [tone|pace], and {white.asks}.",
    "[Whatever|Whichever way] you [do|go], [do it|go] as the {wn} would: {white.asks}.",
    "The [mind's die|die of sight], the {white.name}, would have you {white.asks}.",
    "Keep the {wn} in [view|mind] as well: {white.asks}.",
    "And from the [white die|{wn}], a [last|final] [instruction|word]: {white.asks}.",
  ],
};
