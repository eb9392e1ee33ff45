import type { HelpCenterContent } from "../../src/shared/content-types";

export const helpCenterContent: HelpCenterContent = {
  intro:
    "Welcome to the Help Center. Here you will find answers about creating your account, casting the dice and reading what they reveal — and what to do when the cosmic energies seem tangled.",
  sections: [
    {
      id: "getting-started",
      title: "Getting Started",
      items: [
        {
          question: "How do I create an account?",
          answer:
            "Choose Sign Up and enter your e-mail address and a password between 8 and 128 characters. Once your account is created you are signed in straight away. You must be 18 or older to use Mystic Dice.",
        },
        {
          question: "Why am I asked to accept a disclaimer?",
          answer:
            "On your first visit we ask you to accept a short disclaimer. It confirms that readings are for entertainment and reflection only, not professional medical, legal or financial advice, and that you are 18 or older. You only need to accept it once on that browser.",
        },
        {
          question: "Do I need an account to cast the dice?",
          answer:
            "An account lets Mystic Dice keep track of your daily readings, karma, streaks and achievements, and it is needed to enhance a reading with AI-written text. Signing up is free.",
        },
        {
          question: "What does the free plan include?",
          answer:
            "The Free Seeker plan includes 3 readings a day and basic AI interpretations. Your allowance resets at midnight in your local time. Mystic Novice ($9.99/month) adds more daily readings, personalized interpretations and no ads; Arcane Explorer ($19.99/month) offers unlimited daily readings, advanced interpretations, community access and exclusive content.",
        },
      ],
    },
    {
      id: "using-mystic-dice",
      title: "Using Mystic Dice",
      items: [
        {
          question: "How do I get a reading?",
          answer:
            "Open Dice Divination, choose the situation your question touches — Guidance, Finances or Relationships — then press 'Cast the Mystical Dice'. After a short roll, your reading appears below the dice.",
        },
        {
          question: "What do the three dice mean?",
          answer:
            "The red die speaks of your will and desire, the white die of the mind, insight and timing, and the green die of the world and the outcome. Each of the 216 combinations has its own hand-written reading.",
        },
        {
          question: "What is in a reading?",
          answer:
            "Every reading gives an interpretation for your chosen situation, a timing prediction, a yes-or-no answer and the meaning of the sum of the three dice.",
        },
        {
          question: "What do 'Enhance Reading' and 'Download Reading' do?",
          answer:
            "'Enhance Reading' asks the oracle for AI-written text that deepens your reading; its depth grows with your mystic tier, from Novice to Master. Once a reading is enhanced, 'Download Reading' lets you save it to keep.",
        },
        {
          question: "What will I find on my dashboard?",
          answer:
            "Your dashboard gathers your journey in one place: your mystic tier, karma points, daily streak, achievements, quests and the mystical items you have collected.",
        },
      ],
    },
    {
      id: "troubleshooting",
      title: "Troubleshooting",
      items: [
        {
          question: "Why won't the dice cast?",
          answer:
            "The dice need a question to answer. If you see 'Please select a situation', choose Guidance, Finances or Relationships first, then press 'Cast the Mystical Dice' again.",
        },
        {
          question: "What does 'The cosmic energies are unclear. Please try again.' mean?",
          answer:
            "This message means we could not reach our servers, usually because of a weak or interrupted connection. Check that you are online, wait a moment and cast again.",
        },
        {
          question: "Why can't I sign up right now?",
          answer:
            "After an error during sign-up, or after too many attempts, sign-up is locked for 60 seconds to protect your account. Wait for the countdown to finish, check your e-mail address and password (8 to 128 characters), and try again.",
        },
        {
          question: "The site looks broken or out of date. What can I do?",
          answer:
            "Reload the page first. If the problem remains, clear the site data for Mystic Dice in your browser settings (this signs you out and asks you to accept the disclaimer again), then sign back in.",
        },
        {
          question: "Which browsers are supported?",
          answer:
            "Mystic Dice works best in the current versions of Chrome, Edge, Firefox and Safari, on desktop and on mobile. Please keep your browser up to date and make sure JavaScript and cookies are enabled.",
        },
      ],
    },
  ],
  support: {
    title: "Still Need Help?",
    text: "Our support team answers by WhatsApp message and by e-mail. Tell us what you were doing and what you saw, and we will help you find your way back to the dice.",
    email: "support@mysticdice.example",
    whatsapp: "+1 555 0142 777",
    hours: "Monday to Friday, 9:00–18:00 (US Eastern Time)",
  },
};
