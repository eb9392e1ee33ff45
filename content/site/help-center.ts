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
            "Choose Sign Up and enter your e-mail address and a password between 8 and 128 characters; once your account is created you are signed in straight away. Or leave your e-mail address in the card on the home page and we will send you a sign-in link: following it opens your account, no password needed (the link works once, within 15 minutes). You must be 18 or older to use Mystic Dice.",
        },
        {
          question: "Why am I asked to accept a disclaimer?",
          answer:
            "At the start of each browser session we ask you to accept a short disclaimer. It confirms that readings are for entertainment and reflection only, not professional medical, legal or financial advice, and that you are 18 or older. Your acceptance lasts as long as that browser session: reloading or moving between pages in the same tab keeps it, but a new tab, or coming back after closing the tab, asks once more.",
        },
        {
          question: "Do I need an account to cast the dice?",
          answer:
            "Yes: casting the dice needs a free account. Visitors can explore the site and see the tools, and the account is what lets Mystic Dice keep your readings, daily allowance, karma, streaks and achievements.",
        },
        {
          question: "What does the free plan include?",
          answer:
            "Every account starts on Free Seeker, with 3 readings a day. Your allowance resets at midnight in the time zone on your profile, which starts as your browser's and can be changed on your dashboard. Your dashboard also shows Mystic Novice ($9.99/month, 10 readings a day) and Arcane Explorer ($19.99/month, unlimited readings), but they cannot be bought yet: there are no payments on Mystic Dice today.",
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
            "Sign in and open Dice Divination. Hold your question in mind, choose the situation it touches — Guidance, Finances or Relationships — then press 'Cast the Mystical Dice'. There is nothing to type: the situation you choose is what the dice answer. After a short roll, your reading appears below the dice.",
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
            "'Enhance Reading' asks the oracle to deepen your reading into a longer telling, whose depth grows with your mystic tier, from Novice to Master. It is written in the Oracle's voice by our built-in oracle composer, which weaves your dice, your situation and your reading together; only if we connect an AI text service is it written by AI instead, and then it is marked “AI” with the model's name. A small badge beside every enhanced reading says which wrote it. A Novice can enhance 5 readings a day, and more as the tier rises. Once a reading is enhanced, 'Download Reading' lets you save it to keep.",
        },
        {
          question: "Can I keep or share a reading?",
          answer:
            "Under each reading, 'Save Image' saves it as a picture card, and 'Share' gives it a public link (on a phone, your share menu opens; elsewhere the link is copied for you). Anyone with the link sees the reading, the dice and any question you asked, never your name or e-mail. Nothing is shared until you choose to, and 'Stop Sharing', on the reading or in your reading history on the dashboard, ends the link for good.",
        },
        {
          question: "What will I find on my dashboard?",
          answer:
            "Your dashboard gathers your journey in one place: your mystic tier, karma points, daily streak, past readings, achievements, quests and the mystical items you have collected. It is also where you edit your profile (full name, bio, location, birth date, interests and time zone) and, in its Security section, turn on two-factor sign-in, see and sign out your sessions, download your data or delete your account.",
        },
        {
          question: "Can I change my e-mail address or password?",
          answer:
            "Your e-mail address cannot be changed: it is the name your account is known by. To use another address, create a new account with it (you can download your data from the old one first, then delete it). To set a new password, choose 'Forgot password?' in the sign-in window; we e-mail you a link that works for 30 minutes, and setting the new password signs you out of every session, so sign in again with it.",
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
            "The dice need a situation to answer. If you see 'Please select a situation', choose Guidance, Finances or Relationships first, then press 'Cast the Mystical Dice' again. If the Free Seeker's 3 readings for today are spent, the dice rest until midnight in your time zone.",
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
