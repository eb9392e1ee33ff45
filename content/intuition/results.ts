/**
 * What a resolved hunch says, and what the calibration says about many. A result line is chosen by the
 * hunch's id among those for its outcome and its confidence band (low 0–30 %, middle 40–60 %, high
 * 70–100 %); {hunch} and {chance} are filled in. None claims the hunch was a sign: one result is one result.
 */
export const RESULT_WORDS = {
  headlines: { hit: "It came.", miss: "Not this time." },
  lines: {
    hit: {
      low: [
        "You gave {hunch} little weight, and there it was. A low call that lands still counts as low: the record keeps both.",
        "A quiet guess came good. Over many hunches, the ones you hold loosely should come true less often, and that is fine.",
        "You half expected to be wrong. The draw had other ideas this time; the chart will show whether it often does.",
      ],
      middle: [
        "Called at even odds, and it landed. Middling confidence is honest when you truly cannot tell.",
        "It came. At this confidence, about as many should land as miss, so watch the column fill over the weeks.",
        "A fair call that paid off. The chance alone was {chance}, which is worth keeping in mind beside the win.",
      ],
      high: [
        "You were sure of {hunch}, and the draw agreed. Sureness that lands often is what a well-tuned hunch looks like.",
        "Strong call, and it held. Keep noting how the strong ones do: that column tells you most about yourself.",
        "Confident and right. One hit proves little on its own; a run of them at this level says more.",
      ],
    },
    miss: {
      low: [
        "You doubted this one, and the doubt was fair. A missed low call is the record working as it should.",
        "It did not come, much as you thought. Naming a faint hunch and letting it go is a skill too.",
        "A loose hunch that passed by. Low confidence on a miss costs your score very little.",
      ],
      middle: [
        "Not this time. At even odds a miss is as ordinary as a hit; the long run is where the answer lives.",
        "The draw went the other way. With a chance of {chance}, this was never a near thing either way.",
        "A coin-toss call that fell short. Keep going: twenty hunches tell you far more than one.",
      ],
      high: [
        "You were sure, and it missed. Strong misses are the most useful entries in the record, so it is good you kept it.",
        "You felt it clearly, yet the draw went elsewhere. Notice what the feeling was like; it may come again.",
        "A confident miss. If these stack up, easing your sure calls a step or two will bring your score down.",
      ],
    },
  },
  /** The Brier score in words, for the calibration. */
  brier: {
    title: "Your score",
    explain:
      "The Brier score takes each hunch, squares the gap between the confidence you stated and what happened (1 if it came true, 0 if not), and averages them. Lower is better: 0 is perfect, and always saying 50 % scores 0.25.",
    line: "{score}; always guessing the odds would score {chance}. Lower is better.",
    lineNoChance: "{score}. Lower is better.",
    betterThanChance: "Your hunches about the draws beat the plain odds.",
    sameAsChance: "Your hunches about the draws score about the same as the plain odds.",
    worseThanChance: "So far the plain odds would have done better than your stated confidence.",
    lifeLeftOut:
      "Real-life hunches have no known odds, so they are left out of the comparison with chance: {count} of them are in your own score above.",
    few: "With fewer than 20 resolved hunches, read these figures lightly: a few lucky or unlucky draws move them a lot.",
  },
};

/**
 * The reading's words on the server: its history title, the card a shared hunch makes, and the built-in
 * reflection, which talks about the record and the odds, never about a gift.
 */
export const INTUITION_SERVER_WORDS = {
  historyTitle: { hit: "Hunch: {hunch}, it came", miss: "Hunch: {hunch}, it missed" },
  share: {
    cardTitle: "I called {hunch} at {confidence} %",
    hit: "It came.",
    miss: "It missed.",
    previewTitle: "A hunch at {confidence} %: {hunch}",
  },
  reader: "You are reflecting on a single hunch the seeker made before a fair draw, and how it turned out.",
  headings: { result: "The hunch", odds: "The odds", questions: "To notice next time" },
  openings: [
    "One hunch, one draw, and now an entry in your record.",
    "Here is the hunch you set down before the draw, read back to you plainly.",
    "A single call, kept honestly, is how calibration starts.",
  ],
  odds: [
    "By the draw alone this hunch had a chance of {chance}. You stated {confidence} %. Over many hunches, the gap between those two numbers is what the chart measures.",
    "The plain odds for this call were {chance}, against the {confidence} % you gave it. Neither number is wrong on its own; the record shows which serves you better.",
  ],
  questions: [
    "What did the hunch feel like in the moment before you named it?",
    "Did you pick the confidence quickly, or argue yourself into it?",
    "Would you have called the same thing an hour ago?",
    "Was the hunch about the draw, or about the day you are having?",
    "What would make you move your confidence one step up or down next time?",
  ],
  blessings: [
    "Keep noticing; the numbers will keep you honest.",
    "Go gently, and set down the next hunch when one arrives.",
  ],
};
