import type { MoonPhaseContent } from "../../src/shared/moon/content-types";

/**
 * The eight phases of the Moon in the order of MOON_PHASES (src/shared/moon/phases.ts), in the oracle's
 * voice: what each phase is in the sky, what it traditionally invites, a ten-minute ritual with ordinary
 * things found at home, and how it reads for each situation.
 */
export const MOON_PHASE_WORDS: MoonPhaseContent[] = [
  {
    phase: "new-moon",
    name: "New Moon",
    keywords: ["beginnings", "stillness", "intention", "seeds", "rest"],
    essence:
      "At the new moon the Moon stands roughly between Earth and the Sun, so its sunlit half faces away from you and the night sky holds no Moon at all. It rises and sets with the Sun, lost in the daylight glare. In a handful of months each year the three line up closely enough for the Moon to pass across the Sun's face, and that is a solar eclipse. Traditions everywhere have read this dark as a threshold, inviting you to plant an intention quietly before anything shows.",
    ritual: {
      intention:
        "To name one beginning you want to tend through the coming month, and to give it a quiet place to start.",
      steps: [
        "Sit somewhere dim with the main lights off, leaving one small lamp or a candle burning.",
        "Breathe slowly for a minute and let the noise of the day settle before you decide anything.",
        "Write a single sentence on a slip of paper about the one thing you are beginning.",
        "Fold the paper twice and tuck it somewhere you will find it again at the full moon.",
        "Blow out the candle or switch off the lamp, and sit for one more breath in the dark.",
      ],
    },
    angles: {
      guidance:
        "Nothing needs to be visible yet. This is the hour for choosing, not for proving, so pick one direction you would like the next four weeks to lean towards and keep it close. Seeds do their first work underground, and yours will too.",
      finances:
        "Before you chase a new plan, look at where you stand today with honest eyes. The dark of the month suits fresh ledgers: a savings habit begun, an application drafted, a first hour spent learning a skill that could serve you later. Start small enough that you will actually keep going.",
      relationships:
        "Quiet ground is good ground for the heart. If you are partnered, ask what you would both like to grow this month, and listen without rushing to fix anything. Single or healing, you might set aside the old story of how love goes for you and leave room for a different one.",
    },
  },
  {
    phase: "waxing-crescent",
    name: "Waxing Crescent",
    keywords: ["hope", "first growth", "courage", "momentum", "nurture"],
    essence:
      "A day or two after the new moon, a thin bright curve appears low in the west just after sunset, following the Sun down. As the Moon moves eastward away from the Sun, a little more of its lit half turns towards you each evening. The dark part of the disc often glows faintly with earthshine, sunlight bounced back from Earth. This is the phase of the first visible step, and it invites small, steady effort and the patience to protect something new while it is still tender.",
    ritual: {
      intention:
        "To feed the beginning you chose with one small, practical act, and to notice that it has started to grow.",
      steps: [
        "Fill a glass with water and set it on a windowsill or table in front of you.",
        "Recall the intention you made at the new moon, or choose one now if you did not.",
        "Name aloud one tiny action you can take towards it before tomorrow evening.",
        "Drink half the water slowly, then pour the rest onto a house plant or into the garden.",
        "Leave a note by the door or set a reminder so that tomorrow's action is waiting for you.",
      ],
    },
    angles: {
      guidance:
        "A sliver of light is enough to walk by. You do not need the whole path lit before you move; you need only the next step. Choose it, take it, and let your confidence be built by doing rather than by waiting to feel ready.",
      finances:
        "Early momentum is fragile, so guard it kindly. Keep new efforts modest and regular: the same small sum set aside each week, the same half-hour given to the side project, the same follow-up sent without delay. Consistency now matters more than any single bold move.",
      relationships:
        "Fresh feeling wants gentle handling. A new friendship or romance grows with steady attention, such as a message answered warmly or a plan actually kept. Within a long bond, try reviving one small custom you both used to enjoy, and see how quickly the warmth answers.",
    },
  },
  {
    phase: "first-quarter",
    name: "First Quarter",
    keywords: ["decision", "action", "challenge", "commitment", "resolve"],
    essence:
      "About a week after the new moon, the Moon has travelled a quarter of the way round its orbit and stands ninety degrees east of the Sun, so you see exactly half its face lit. It rises near midday, rides highest around sunset and sets around midnight, which is why you can often spot it in the afternoon sky. The name counts the orbit, not the shape, so a half-lit Moon is called a quarter. Tradition treats this as the first test, where plans meet the world and ask you to commit.",
    ritual: {
      intention: "To meet the first obstacle in your way with a clear decision rather than a retreat.",
      steps: [
        "Draw a line down the middle of a sheet of paper to make two columns.",
        "List on the left what is helping your plan and on the right what is blocking it.",
        "Circle the one block you could tackle within the next three days.",
        "Stand up, read your decision aloud once, and say exactly when you will act on it.",
        "Pin the paper where you will pass it each morning this week.",
      ],
    },
    angles: {
      guidance:
        "Half light, half shadow: the Moon shows you a choice. Something you began is now pushing back, and that resistance is information rather than a verdict. Decide which part of your plan is essential, drop one thing that is not, and act on what remains with a firmer hand.",
      finances:
        "Friction with work or money may surface now, perhaps as a delay, a cost you had not counted or a colleague who disagrees. Treat it as a problem to solve in daylight. Gather the facts, weigh two or three options, and make the call you can defend, asking a qualified adviser where the stakes are high.",
      relationships:
        "Between people, this phase often brings up a small disagreement that has been waiting its turn. Speak to it while it is still small. Say what you need in one clear sentence, hear what the other person needs, and look for the step you can both take rather than the argument either of you could win.",
    },
  },
  {
    phase: "waxing-gibbous",
    name: "Waxing Gibbous",
    keywords: ["refinement", "patience", "preparation", "adjustment", "devotion"],
    essence:
      "Between first quarter and full, more than half of the Moon's face is lit and the dark edge shrinks a little every night. Gibbous comes from the Latin for a hump, and the swollen, lopsided shape is easy to find rising in the afternoon or early evening. It stays up through the evening and past midnight, growing brighter as it draws further from the Sun. Traditionally this is the phase of polishing, inviting you to adjust, practise and prepare rather than start over, trusting that the work is nearly ripe.",
    ritual: {
      intention:
        "To make one careful improvement to something already under way, so it is ready when the light is full.",
      steps: [
        "Gather one thing that stands for your current project, such as a notebook, a tool or a photograph.",
        "Hold it in your hands and ask quietly what it still needs from you.",
        "Jot down three small adjustments, then cross out the two that matter least.",
        "Spend the remaining minutes making that one adjustment, or as much of it as time allows.",
        "Thank yourself out loud for the work so far before putting the object away.",
      ],
    },
    angles: {
      guidance:
        "You are closer than you think, and this is not the moment to tear everything up. Look at what you are building with a craftsperson's eye. Smooth one rough edge, practise the part you find hardest, and let patience do some of the carrying.",
      finances:
        "Review before you expand. Check the details of a budget, a proposal or a piece of work due soon: the figures, the dates, the small print. Careful preparation now can spare you trouble later, and a second reading often catches the slip that the first one missed.",
      relationships:
        "Love grows fuller through attention to detail. Notice what the people close to you have been asking for, often in small and unspoken ways, and respond to it. A bond under strain may need patience more than grand gestures, so keep showing up with the same steady care.",
    },
  },
  {
    phase: "full-moon",
    name: "Full Moon",
    keywords: ["culmination", "clarity", "release", "gratitude", "illumination"],
    essence:
      "At full moon the Moon sits opposite the Sun, so the whole face turned towards Earth is in sunlight. It rises around sunset, stays up all night and sets near sunrise. When the alignment is close enough it slips through Earth's shadow in a lunar eclipse, though the ordinary phases come from sunlight and angle, never from that shadow. Across many cultures this bright night has marked gatherings and harvests, and it invites you to see clearly what has grown, to give thanks, and to let go of what is finished.",
    ritual: {
      intention:
        "To see clearly what has come to fullness this month, thank it, and release one thing you no longer need to carry.",
      steps: [
        "Open a curtain or step outside where you can see the Moon, or picture it if clouds hide it.",
        "Say aloud three things that have grown or gone well since the last new moon.",
        "Write on a scrap of paper one habit, worry or grudge you are ready to put down.",
        "Tear the scrap into small pieces and drop them in the recycling.",
        "Stand in the moonlight for one long breath and let your shoulders drop.",
      ],
    },
    angles: {
      guidance:
        "Everything stands in plain light now, including what you would prefer not to see. Look anyway. Celebrate what has come to fruition, name honestly what has not, and choose which burden you are ready to set down so that the next cycle starts lighter.",
      finances:
        "Results tend to show themselves at this point in the month: a project completes, a figure lands, feedback arrives. Take stock of what your effort has actually produced and acknowledge it. If something has clearly run its course, such as an unused subscription or a stale plan, this is a fine time to close it.",
      relationships:
        "Feelings run high and bright under a full moon, and what was hidden may be spoken. Let honesty be kind. Thank someone who has stood by you, and if a bond has quietly ended, allow yourself to grieve it without blame. Shared celebrations are especially warm now.",
    },
  },
  {
    phase: "waning-gibbous",
    name: "Waning Gibbous",
    keywords: ["gratitude", "sharing", "teaching", "reflection", "generosity"],
    essence:
      "After the full moon the shadow creeps back across the disc from the edge that lit first, and the Moon rises on average about fifty minutes later each night. Rising some hours after sunset, it is still hanging in the western sky when the Sun comes up. Some astrologers call this the disseminating moon, its light given away a little at a time. Tradition reads it as a season for passing on what you learned at the peak, and it invites gratitude, generosity and honest reflection on how the month has gone.",
    ritual: {
      intention: "To pass on one thing you have learned this month and to thank someone who helped you learn it.",
      steps: [
        "Think back over the past two weeks and pick out one lesson that changed how you act.",
        "Put it into a single sentence, as if explaining it to a friend over tea.",
        "Send that sentence, or a short thank-you note, to someone who might value it.",
        "Light a candle, quietly name the people who helped you this month, and blow it out before you leave the room.",
      ],
    },
    angles: {
      guidance:
        "Wisdom shared is wisdom kept. You have come through a peak and learned something from it, so pass it on: a word of advice, a story told honestly, a skill shown to someone newer. Teaching what you know will also show you what you still have to learn.",
      finances:
        "Share credit, knowledge and thanks at work. Mentoring a colleague, writing down a process others can follow, or acknowledging a team's effort all build a reputation that lasts longer than one good month. Then look over your recent spending with gratitude for what went well, not only worry for what did not.",
      relationships:
        "Gratitude softens every bond it touches. Tell someone what they gave you this month, specifically and without being asked. Where there was tension at the full moon, this is a gentler time to talk it through, since both of you may now be ready to listen rather than defend.",
    },
  },
  {
    phase: "last-quarter",
    name: "Last Quarter",
    keywords: ["release", "forgiveness", "reassessment", "turning point", "clearing"],
    essence:
      "About three weeks into the cycle the Moon again shows a half-lit face, this time lit on the opposite side from the first quarter. It stands ninety degrees west of the Sun, rising around midnight and climbing highest near dawn, so early risers often see it pale in the morning sky. Some calendars call it the third quarter. Traditionally it is a turning point for clearing away: a time to review the month, forgive what needs forgiving and decide what you will not carry into the next new moon.",
    ritual: {
      intention: "To clear away one thing that has outlived its use, making room before the next cycle begins.",
      steps: [
        "Choose one small space, such as a drawer, a shelf or your bag, and empty it onto a table.",
        "Wipe the empty space clean with a damp cloth.",
        "Return only what you use or love, and set everything else aside to recycle, give away or throw out.",
        "While you sort, bring to mind one resentment or regret you are willing to loosen.",
        "Wash your hands slowly in cool water, imagining the old weight rinsing away.",
      ],
    },
    angles: {
      guidance:
        "A turning point asks you to choose what goes forward with you. Look back across the month without judging it, notice which habits drained you, and decide to let one of them go. Forgiveness, of yourself first of all, makes the lightest luggage.",
      finances:
        "Clear the clutter from your working life. Cancel what you no longer use, finish or drop a stalled task, and tidy the paperwork you have been avoiding. Fewer loose ends will give you a steadier view of where you stand and a clearer head for the choices of the next cycle.",
      relationships:
        "Old hurts weigh more than they seem to. If an apology is owed in either direction, consider whether this is the moment to offer or accept it. Where a pattern keeps repeating between you and someone close, name it gently and agree on one small change, rather than reopening every old quarrel.",
    },
  },
  {
    phase: "waning-crescent",
    name: "Waning Crescent",
    keywords: ["rest", "surrender", "retreat", "renewal", "dreams"],
    essence:
      "In the last days of the cycle only a thin curve of light remains, rising in the east shortly before the Sun and fading into the brightening dawn. Each morning it sits closer to the Sun until it vanishes into the glare, and the new moon begins again. Some traditions call these final days the balsamic moon, a soothing and healing time. It invites you to rest, to dream and to let the old cycle finish without forcing anything new into being too soon.",
    ritual: {
      intention: "To rest on purpose, letting the month end softly so that you meet the new moon refreshed.",
      steps: [
        "Dim the lights, loosen anything tight you are wearing, and sit or lie down comfortably.",
        "Rest a hand on your belly and breathe in for four counts and out for six.",
        "Let each out-breath carry away one task you will not do tonight.",
        "Place a notebook by your bed so you can jot down any dream or idea on waking.",
        "End by saying goodnight to the month, and mean it.",
      ],
    },
    angles: {
      guidance:
        "The wise traveller rests before the road turns. You do not need to solve everything before the cycle ends; you need to recover enough to begin again well. Say no to one demand you can decline, sleep a little earlier, and notice what your quieter mind suggests.",
      finances:
        "Wind down rather than push. Finish what is nearly done, hold off on big new commitments until after the new moon if you can, and give tired judgement time to recover. If money has been a worry, write the worry down and set a day to look at it with fresh eyes.",
      relationships:
        "Soft, unhurried time together heals more than long discussions now. Share a quiet meal, an early night or a walk without an agenda. If you are alone, treat yourself with the tenderness you would offer a friend, and let any longing for connection rest without demanding an answer tonight.",
    },
  },
];
