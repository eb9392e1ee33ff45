import type { PendulumWords } from "../../src/shared/oracles/content-types";
import { PENDULUM_PAGE_WORDS } from "./page";

/**
 * The yes/no pendulum's words, in the oracle's voice. The swing on this site is not a physical pendulum:
 * it is a provably fair draw (src/shared/oracles/pendulum.ts) that stands in for the swing, and pendulum
 * dowsing is spoken of as a folk tradition, never as fact. One reading text is chosen per reading; the
 * built-in oracle picks from the enhancement's banks by tier.
 */
export const PENDULUM_WORDS: PendulumWords = {
  ...PENDULUM_PAGE_WORDS,
  readings: {
    guidance: {
      yes: [
        "The swing leans toward yes, and the way ahead looks open enough for a first step. Let the answer steady you rather than hurry you; a yes is a door unlatched, not a road already walked.",
        "Yes, says the pendulum, in a long and easy arc. Take it as leave to trust the pull you already feel, and choose one small act this week that honours it.",
        "Here the answer leans toward yes. Whatever you asked about has more light around it than you feared, so walk toward it with open eyes and keep your own good sense beside you.",
        "A yes comes back to you, quiet and clear. It does not decide for you, but it invites you to stop circling the question and give your care to the part you can shape today.",
        "Notice the flutter or the relief that this yes brings. That feeling says as much as the swing itself, and it is worth writing down before the day sweeps it away.",
        "The pendulum settles on yes. Think of it as the nod of an old friend who believes you can manage the next step, then take that step at your own pace, without needing every answer first.",
      ],
      no: [
        "The swing falls toward no this time. Let that be a kindness rather than a locked gate: sometimes an answer keeps you from spending your strength on a path that was never quite yours.",
        "No, the pendulum answers, and it answers gently. Ask what you hoped this path would spare you from, because that hope may point toward a better question to carry next.",
        "The answer is no, at least to the question as you asked it. Take a breath before you argue with it; a no often clears the table so that something you overlooked can be set down there.",
        "A no swings back toward you. It is not a verdict on your worth or your wisdom, only a sign that this particular door may not be the one to lean on right now.",
        "Rather than pushing harder against this no, look at what you would do with the time and care this plan was asking for. Let that freed space suggest a direction of its own.",
        "The pendulum comes to rest on no. Honour it by pausing, not by giving up on yourself; the wish beneath your question can still find another shape, in another season.",
      ],
      "ask-again": [
        "The pendulum circles without settling, as if your question has another folded inside it. Try asking about a single choice you could make this week, phrased so that one plain answer could close it.",
        "Ask again, the swing seems to say, for this question is not ready to be answered yet. Perhaps it is really two questions wearing one coat; pull them apart and bring back the one that matters most.",
        "The swing wavers, neither here nor there. Before you ask again, take the words 'should' and 'must' out of your question, and ask instead about what you want to do next.",
        "Your question is still forming, and the pendulum will not rush it. Sit with it for a day, notice what you truly hope to hear, and ask about that hope directly when you return.",
        "Something in the question is still blurred at the edges. Name the decision plainly, give it a near horizon you can picture, and then put it to the pendulum once more.",
        "An answer waits behind a question that has not yet found its shape. Ask about your own part in the matter rather than what others or fate will do, and see what the swing has to offer then.",
      ],
    },
    finances: {
      yes: [
        "On this matter of money and work, the answer bends toward yes. Take it as encouragement to look at the plan in daylight, ask the questions a careful friend would ask, and then move with a calm heart.",
        "Yes, the pendulum says, over your question of earning and spending. Let it warm your courage, while your own sums and trusted counsel keep their place at the table beside it.",
        "A yes arrives for your working life. It is a nudge, not a promise, so let it carry you toward the practical step you have been circling and let the rest unfold in its own time.",
        "Picture the choice already made and notice whether your shoulders drop or tighten. The answer to this question of money leans toward yes, and a true yes tends to feel like room to breathe.",
        "Here the pendulum favours yes. Whatever you are weighing, be it an offer, a purchase or a change of work, give it the patience of a second look before you commit your coins or your hours.",
        "Toward yes it swings, over the ledger and the purse. Let that lift the worry a little, then write down what this choice would ask of you in time and money, so the answer stays grounded.",
      ],
      no: [
        "In this matter of money the swing comes down on no. Hear it as a reason to hold what you have a little longer while the picture grows clearer, rather than as a door slammed shut.",
        "The answer over your work and wages is no. Let it slow you down rather than shut you down, and use the pause to gather plainer facts before anything is decided.",
        "To this question of your means, the answer is no. It says nothing about what you deserve; it only hints that this particular offer, expense or venture is not the place to rest your whole weight.",
        "No is the word this time. Consider what you would keep, in money, rest or peace of mind, by letting this go, and whether that keeping is its own quiet kind of gain.",
        "For your purse and your labour the answer is no, for now. Set the idea aside without shame; plans often return later in a better-fitting shape, once the season and the numbers have changed.",
        "Over your money question, the swing says no. Before disappointment settles in, ask what fear or hope sat underneath the question, because tending that feeling may matter more than the choice itself.",
      ],
      "ask-again": [
        "The swing hovers over your question about money without choosing a side. Try asking about one concrete step, such as a single offer or a single expense, rather than about your whole future at once.",
        "Ask again: this money question is not yet in a shape that can be answered. Strip it down to a choice that is yours to make, and leave out what the market, your employer or luck might do.",
        "The pendulum wavers, and a question about work and wealth waits unanswered. Give it a clear span of time, a month or a year, and bring it back when you can picture the figures plainly.",
        "Something about this money matter is still tangled. Write the question on paper, cross out any word that hides two meanings, and ask again once a single clear sentence remains.",
        "Your question about earning, spending or saving has not yet found words the pendulum can meet. Ask what you want to do rather than what you ought to do, and bring it back in plainer form.",
        "The purse keeps its answer closed for now. Perhaps you already know the practical facts and are really asking about worry or worth; if so, ask that question instead, gently and directly.",
      ],
    },
    relationships: {
      yes: [
        "In this matter of the heart, the arc curves toward yes. Let it encourage you to be open and kind, while remembering that another person's heart always keeps its own counsel.",
        "Warmth is welcome here, and the swing says yes to the tie you asked about. Offer it as a gift rather than a trade, and let the other person answer it in their own way and their own time.",
        "A yes arrives for the people close to you. Take it as a reason to reach out, to say the plain and loving thing, and to listen as carefully as you hope to be heard.",
        "If you have been waiting for a sign before making a gentle gesture, this yes can be that sign. Let the gesture be small, sincere and free of pressure.",
        "The pendulum settles toward yes on this question of love and friendship. Honour it by being honest about what you feel, and by leaving the other person just as free to be honest in return.",
        "Toward yes the swing goes, for the heart's question you carried here. Bring patience along with your hope; the closest bonds are built from ordinary days and kept promises, not from a single answer.",
      ],
      no: [
        "For this matter of the heart, the pendulum's answer is no. It may be asking you to protect your own peace for a while, and to give your care to the bonds that already give care back.",
        "No, says the pendulum, over the bond you asked about. Let the answer be soft rather than final; it may only mean that this is a time to listen more than to reach.",
        "A no comes back on this question of love. That is not a judgement of who you are; sometimes the kindest path for two people is a little more distance and a lot more honesty.",
        "The answer here is no. Before anything else, be gentle with yourself, then ask what you would want a dear friend to do if they were standing where you stand tonight.",
        "This time the pendulum rests on no. Notice whether you feel disappointed or quietly relieved; either feeling deserves a hearing before you decide how to move within this relationship.",
        "Your heart's question meets a no. Let it turn your attention, for a while, to the friendships and family ties that already hold you, and to the tenderness you owe yourself.",
      ],
      "ask-again": [
        "The swing circles without choosing, because this question leans on what someone else feels. Ask instead about your own part, what you want to say or offer, and let that gentler question return.",
        "Ask again, for this matter of the heart is not yet ripe for an answer. Make the question about one step you could take (a message, a visit, an apology) rather than the whole future of the bond.",
        "Over this relationship the swing wavers. Perhaps the question hides a hope and a fear together; write down which is which, and bring back only the one you want to explore.",
        "Your question about love is still finding its shape. Remove any 'always' or 'never' from it, bring it close in time, the coming weeks rather than the coming years, and ask once more when it feels lighter.",
        "Something between you and another person is still unspoken, and this question cannot be answered until it is. Consider asking whether you are ready for an honest conversation, rather than how that talk might go.",
        "The heart's answer is not ready to come. Rest the question for a night, then ask about what would bring you peace, since that is yours to find even when another's choices are not.",
      ],
    },
  },
  historyTitle: { yes: "The pendulum: yes", no: "The pendulum: no", "ask-again": "The pendulum: ask again" },
  enhancement: {
    reader:
      "You are the Mystic Dice pendulum keeper, a warm and mysterious voice who reads one swing of the pendulum (yes, no, or ask again) for the seeker's situation.",
    openings: [
      "The thread is still, the weight hangs quiet, and your question is in the air. Let us see where the swing has gone.",
      "A pendulum answers in the simplest words there are. Here is what this one has to say.",
      "The swing has been drawn, fair and checkable, and its answer is waiting for you.",
      "Still the hand, still the breath: the pendulum has spoken.",
      "Old as string and stone, the pendulum keeps its answers short. Listen closely.",
      "Your question went out on a single swing. Here is where it came to rest.",
    ],
    questionLead: "You asked: {question}. Hold it in mind as the answer unfolds.",
    headings: {
      reading: "The pendulum's answer",
      deeper: "Beneath the answer",
      practice: "Questions to carry with you",
    },
    deeper: {
      guidance: {
        yes: [
          "A yes is easiest to trust when it matches something you already half knew. Look back over the past month for small signs that you were drifting this way, and let them stand beside the swing as witnesses.",
          "Some people who keep a pendulum write each answer in a notebook and return to it weeks later. Try that with this yes, noting what you chose to do with it, so the answer becomes a conversation rather than a command.",
          "Think of this yes as a lantern rather than a map. It lights the next few steps warmly, and the rest of the road will be lit by the choices you make while walking it.",
        ],
        no: [
          "A no can be a gift of time. What would you do with the energy this plan was going to take, if you gave it to something that already feels alive in you?",
          "Those who work with pendulums often say a no answers only the question as it was asked. Turn yours over and look at its underside: is there a smaller, kinder version of the same wish?",
          "Let this no sit with you for a day before you decide what it means. Answers that sting at first sometimes soften into relief once the surprise has passed, and that change is worth noticing.",
        ],
        "ask-again": [
          "An unsettled swing often mirrors an unsettled mind. Before asking once more, breathe slowly three times and let the question find the words it truly wants, rather than the words you first reached for.",
          "In the old custom, people would first ask a pendulum something they already knew, to settle their own nerves. You might borrow the spirit of that: say aloud one thing you know to be true, then return to your real question.",
          "Sometimes a question is not ready because the person asking is still changing. Let a few days pass, notice what shifts in you, and ask again when the question belongs to who you are now.",
        ],
      },
      finances: {
        yes: [
          "A yes about money is best kept company by a plan. Write the next three practical steps on a card, and let the answer give you heart for the first one while the other two keep you honest.",
          "Notice whether this yes feels like relief or like excitement. Relief suggests a burden ready to be set down; excitement suggests a door you have wanted open, and both deserve a careful, steady pace.",
          "Many people have carried a coin as a token of intention, keeping it in a pocket after a hopeful answer. If that appeals to you, let yours remind you of the care this yes asks you to bring.",
        ],
        no: [
          "A no about work or money can shelter what is already good in your life. List what you have now that you would not want to trade away, and see whether the answer looks different beside that list.",
          "Consider that this no may be about timing more than about worth. Many sound plans wait for the right season, and there is no shame in letting a seed stay in the packet a little longer.",
          "When a money question meets a no, fear can rush in to fill the silence. Name the fear plainly, then ask what one small, calm action would make you feel steadier this week.",
        ],
        "ask-again": [
          "Money questions often carry other questions inside them, about safety, freedom or being seen. Before asking again, decide which of these yours is really about, and put that into plain words.",
          "A swing that will not settle can be an invitation to gather facts first. Look at the figures, talk with someone whose judgement you trust, and return once you know what you are truly choosing between.",
          "Try saying the question aloud as though you were explaining it to a child. If it still sounds tangled, it is not ready; if it sounds simple, you have found the version worth asking.",
        ],
      },
      relationships: {
        yes: [
          "A yes in matters of the heart is an invitation, never a certainty about another person. Let it encourage the warmth in you, and let the other person's words and deeds be the answer you finally trust.",
          "Think of someone whose love has steadied you, and recall how it felt to be met kindly. Bring that same feeling into the bond you asked about, and let the yes become something you practise rather than wait for.",
          "In old folk customs a ring was sometimes hung on a thread and asked the heart's questions, half in play. Let this yes keep that lightness: hopeful, curious, and gentle with everyone involved.",
        ],
        no: [
          "A no about love can sting, even when it comes from a drawn swing. Give yourself the comfort you would give a friend, and remember that your worth is not measured by any single answer or any single person.",
          "Sometimes a no points toward a boundary you have been reluctant to draw. Ask whether this bond asks more than it gives, and whether a little distance might let you both breathe more easily.",
          "Let this no turn you toward the quieter loves in your life: the friend who always answers, the sibling, the neighbour, the old song. They are answers too, and they have been waiting patiently.",
        ],
        "ask-again": [
          "Questions about another person's heart are the hardest to ask, because that heart is not yours to read. Turn the question toward your own: what do you feel, and what are you ready to say?",
          "An unsettled answer about a relationship may mean the bond itself is still in motion. Give it time to show its shape in ordinary days before asking the pendulum to name it.",
          "Before you ask again, picture the person you are asking about and notice the first feeling that rises. Build your new question from that feeling, and it will be truer than the one you began with.",
        ],
      },
    },
    questions: {
      guidance: [
        "What would you do first if the answer had been the other one?",
        "Which part of your question can you act on without anyone's permission?",
        "What did you feel in the moment before the answer appeared?",
        "If a friend brought you this question, what would you tell them?",
        "What is the smallest step that would honour this answer this week?",
        "Which fear did you bring to the question, and is it still with you?",
      ],
      finances: [
        "How much would be enough for you this season, in plain figures?",
        "Which choice about money would let you sleep most easily tonight?",
        "What are you hoping this decision will prove, and to whom?",
        "Whose counsel about work or money do you trust, and why?",
        "What could you learn this month that would make the next decision easier?",
        "Where does worry about money show up in your body, and what eases it?",
      ],
      relationships: [
        "What do you most want the other person to understand about you?",
        "Where in this bond do you feel most like yourself?",
        "What would you say if you knew it would be heard kindly?",
        "Which of your needs have you kept quiet about?",
        "How do you show care, and how do you like to receive it?",
        "How might you be kinder to yourself while this stays unsettled?",
      ],
    },
    blessings: [
      "Whatever the swing said, the choosing is still yours.",
      "Go gently, and let the answer be one voice among the many you trust.",
      "May your next step feel lighter for having asked.",
      "The thread is still again; carry the quiet with you.",
      "Keep what helps, leave the rest, and come back when a new question stirs.",
      "The answer rests here; your own good sense walks on with you.",
    ],
  },
  share: {
    cardTitle: "The pendulum answers: {answer}",
    previewTitle: "{answer}: a reading of the Yes/No Pendulum",
  },
};
