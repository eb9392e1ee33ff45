import type { AboutContent } from "../../src/shared/content-types/site";

export const aboutContent: AboutContent = {
  hero: {
    title: "About Mystic Dice",
    subtitle:
      "An oracle of three dice, with a reading written for every roll — made for curious minds who enjoy a moment of wonder.",
  },
  vision: {
    title: "Our Vision",
    paragraphs: [
      "People have cast lots, bones and dice for as long as they have asked questions of the dark. Mystic Dice carries that old ritual onto the screen: three dice, a question held in mind, and a reading that invites you to pause and reflect.",
      "We believe a reading should be crafted, not generated at random. That is why every one of the 216 possible rolls has its own oracle text, written in advance by our team and following a meaning system you can learn — red for the will, white for the mind, green for the world.",
      "Beside the dice now sit two older companions: the tarot's seventy-eight cards and the twenty-four runes of the Elder Futhark, each with words of its own. Around them we are building a gentle, playful journey: enhanced interpretations in the Oracle's voice that deepen with your tier, a profile that remembers your path, and more divination tools in the works.",
    ],
  },
  offerings: {
    title: "What We Offer",
    items: [
      {
        title: "Dice Divination",
        description:
          "Choose Guidance, Finances or Relationships, cast three dice and receive an interpretation, a timing, a yes-or-no answer and the meaning of the sum.",
        icon: "Dices",
      },
      {
        title: "Tarot",
        description:
          "The Major and Minor Arcana, laid as one card, three cards or the Celtic Cross, each card read upright or reversed for your situation.",
        icon: "Layers",
      },
      {
        title: "Runes",
        description:
          "The twenty-four staves of the Elder Futhark, cast singly, as the Three Norns or as a five-rune cross, with their lore and meanings.",
        icon: "Feather",
      },
      {
        title: "Enhanced Interpretations",
        description:
          "Signed-in seekers can enhance a reading in the Oracle's voice, with a depth that grows with their mystic tier.",
        icon: "Sparkles",
      },
      {
        title: "The Oracle Chat Guide",
        description:
          "A friendly guide that tells you what the dice's colours, faces and sums speak of, gives a tarot card's or a rune's keywords when you ask for it by name, and answers questions about the spreads, plans and tiers.",
        icon: "MessageCircle",
      },
      {
        title: "A Gamified Mystic Profile",
        description:
          "Karma points, daily streaks, achievements, quests and collectible mystical items mark your progress.",
        icon: "Gem",
      },
      {
        title: "Tools in the Works",
        description: "Dream analysis, an angel number decoder and more are in the works for the seekers who return.",
        icon: "MoonStar",
      },
    ],
  },
  reasons: {
    title: "Why Choose Mystic Dice",
    items: [
      {
        title: "Crafted, Not Random",
        description:
          "Each reading was written in advance for its roll and follows a consistent meaning system, so the words always answer the dice you cast.",
        icon: "Feather",
      },
      {
        title: "Honest by Design",
        description:
          "We present readings as entertainment and reflection — never as medical, legal or financial advice.",
        icon: "Shield",
      },
      {
        title: "Free to Begin",
        description:
          "Every account starts on the Free Seeker plan: 3 readings a day, each of which you can deepen. Paid plans add more casts and enhanced readings each day, and deeper readings from the first day.",
        icon: "Heart",
      },
      {
        title: "A Journey That Grows",
        description:
          "Five mystic tiers, quests and achievements turn single readings into a path you can follow over time.",
        icon: "Compass",
      },
      {
        title: "Beautiful Wherever You Are",
        description:
          "An online-only oracle that opens in your browser, on your phone or at your desk, whenever you wish.",
        icon: "Globe",
      },
    ],
  },
  disclaimer: {
    title: "A Word Before You Cast",
    paragraphs: [
      "Mystic Dice is for entertainment purposes only. Our readings, enhanced interpretations and oracle guide are invitations to reflect, not predictions of fact, and they are not a substitute for professional medical, psychological, legal or financial advice. Please make important decisions with the help of qualified people.",
      "Mystic Dice is intended for adults: you must be 18 or older to use the service.",
    ],
  },
  cta: {
    title: "The Dice Are Waiting",
    text: "Hold your question in mind, choose the situation it touches and let the three dice speak.",
  },
};
