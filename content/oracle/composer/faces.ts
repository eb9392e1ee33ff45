import type { ComposerFaceWords } from "../../../src/shared/content-types";

/**
 * How the built-in oracle speaks of each face, 1 to 6 in order (Seed, Mirror, Spark, Stone, Storm,
 * Crown). The face's name, and its light and shadow said in a sentence, are in ../meaning-system.ts.
 * Every entry is a noun phrase that fits after "brings", "shows" or "Picture", except the questions
 * (whole sentences) and `pure` (a clause, capitalised where a sentence starts with it).
 */
export const composerFaces: readonly ComposerFaceWords[] = [
  // 1, Seed
  {
    will: [
      "a single intention gathering itself in the dark",
      "the quiet wish to begin, held close to the chest",
      "one clear want that has not yet been spoken aloud",
    ],
    mind: [
      "one true thought, clear as the first star of evening",
      "the knowing that a single beginning is enough",
      "a mind that has narrowed to what really matters",
    ],
    world: [
      "a small beginning breaking the ground",
      "a first sprout, fragile but real",
      "one modest start that the world is ready to receive",
    ],
    images: [
      "a seed pressed into cold soil",
      "a single lamp lit before dawn",
      "the first green shoot beneath the frost",
      "one star alone above the hills",
    ],
    gifts: ["the strength of one clear intention", "the courage to begin alone"],
    shadows: ["a plan that never leaves your head", "a solitude that hardens into isolation"],
    questions: [
      "What would you begin tomorrow if you trusted yourself tonight?",
      "Which single intention deserves the whole of your attention?",
    ],
    pure: "everything here is a beginning: one intention, one step, one quiet season of growing in the dark",
  },
  // 2, Mirror
  {
    will: [
      "a longing for a companion on the road",
      "the pull between two desires of equal weight",
      "a will that looks to another before it moves",
    ],
    mind: [
      "the clarity that comes from seeing yourself reflected",
      "a mind weighing two paths side by side",
      "an insight that asks for balance before speed",
    ],
    world: [
      "a partnership, or a second road opening beside the first",
      "an outcome shared with another person",
      "a balance the world is waiting for you to strike",
    ],
    images: [
      "a still pond doubling the moon",
      "a pair of lanterns burning on one road",
      "a pair of scales at rest",
      "a pair of candles in a dark window",
    ],
    gifts: ["the grace of true partnership", "the wisdom of a balanced choice"],
    shadows: ["an indecision that lets both paths grow over", "the habit of measuring yourself against others"],
    questions: [
      "Which of the two paths already holds your footprints?",
      "Whose reflection are you looking for, and is it really your own?",
    ],
    pure: "everything here is a meeting: two paths, two hearts, and the balance you strike between them",
  },
  // 3, Spark
  {
    will: [
      "a bright wanting that longs to make and to play",
      "the urge to say aloud what burns in you",
      "a playful fire that follows joy wherever it leads",
    ],
    mind: [
      "a flash of inspiration that arrives unannounced",
      "a mind lit by unexpected delight",
      "an idea that arrives laughing and asks to be written down",
    ],
    world: [
      "a lucky turn and a chance to create",
      "growth that comes through joy rather than strain",
      "a small, bright stroke of fortune",
    ],
    images: [
      "a shower of embers lifting from a forge",
      "a flint struck bright in the dark",
      "a comet drawing its brief bright thread",
      "a festival lantern drifting on the water",
    ],
    gifts: ["the luck that follows a joyful heart", "the joy of making something new"],
    shadows: ["a fire scattered into too many small flames", "a habit of bright promises never kept"],
    questions: [
      "What would you make if joy were allowed to lead?",
      "Which of your bright ideas still delights you in the morning?",
    ],
    pure: "everything here is fire and play: create, express, and let joy be the measure of your growth",
  },
  // 4, Stone
  {
    will: [
      "a steady will that wants something built to last",
      "the patient resolve of a builder",
      "a determination set like a cornerstone",
    ],
    mind: [
      "the sober insight of patience",
      "a mind that counts the cost before it acts",
      "a clear view of what must be built first",
    ],
    world: [
      "a foundation rising slowly, course by course",
      "a security earned through steady work",
      "an outcome that grows by patient labour",
    ],
    images: [
      "a mason laying the first course of stone",
      "a hearthstone still warm from the fire",
      "an old oak holding fast by its deep roots",
      "a lighthouse standing on its rock",
    ],
    gifts: ["the strength of patient work", "the shelter of a firm foundation"],
    shadows: ["a stubbornness that mistakes stillness for safety", "the fear of change dressed up as caution"],
    questions: [
      "What have you been building, and is it still yours?",
      "Which small daily effort would hold the whole wall up?",
    ],
    pure: "everything here is foundation: patience, work and a security that no single day can give or take",
  },
  // 5, Storm
  {
    will: [
      "a restless will that wants to break free",
      "the urge to tear down old walls and run",
      "a gale of longing for change",
    ],
    mind: [
      "a mind changing its view like wind across a field",
      "a sudden shift of perspective",
      "an insight that arrives like lightning",
    ],
    world: [
      "a change in your circumstances, whether a move, a windfall or a loss",
      "an upheaval that clears the road",
      "a journey, or a sudden turn of events",
    ],
    images: [
      "a gale rattling the shutters",
      "a ship leaving harbour on a rising wind",
      "lightning walking over open country",
      "a cloud racing across the moon",
    ],
    gifts: ["the freedom that change brings", "the courage to go unburdened"],
    shadows: ["a restlessness that leaves no footing", "a risk taken just to feel the wind"],
    questions: [
      "What are you ready to let the wind carry away?",
      "If the door blew open tonight, would you walk through it?",
    ],
    pure: "everything here is change: the old shape is breaking open, and freedom waits on the far side of the wind",
  },
  // 6, Crown
  {
    will: [
      "a heart that longs for harmony and love",
      "the desire to complete what you began",
      "a will reaching, at last, for its reward",
    ],
    mind: [
      "a mind at peace with what it knows",
      "the wisdom of completion",
      "a clarity that sees the whole circle at once",
    ],
    world: [
      "reward, harmony and a chapter brought to its close",
      "a harvest ready to be gathered",
      "a fulfilment that is finally within reach",
    ],
    images: [
      "a full moon over a harvested field",
      "a circlet of gold laid on a table",
      "a lit hall at the end of a long road",
      "the last sheaf bound at harvest",
    ],
    gifts: ["the joy of a thing completed", "the warmth of love returned"],
    shadows: ["the pride that forgets who helped you", "a complacency that lets the fire go out"],
    questions: [
      "What is already complete, only waiting for you to notice?",
      "Who deserves a share of the reward you are about to receive?",
    ],
    pure: "everything here is completion: harmony, reward and love, and a cycle closing so that another may open",
  },
];
