import { CHAT_PERSONA } from "../../src/shared/chat-persona";
import type { ContactContent, SupportWords } from "../../src/shared/content-types/site";

/**
 * How seekers reach support. The operator's e-mail address, WhatsApp number and postal address are the
 * server's settings (SUPPORT_EMAIL, SUPPORT_WHATSAPP, POSTAL_ADDRESS: docs/decisions/027-true-figures-and-contact-details.md),
 * never written here; these are the words around them, and the help the app always has.
 */
export const supportWords: SupportWords = {
  emailLabel: "E-mail",
  whatsappLabel: "WhatsApp",
  whatsappNote: "Messages on WhatsApp; the link opens a chat.",
  postLabel: "Post",
  noneSet:
    "There is no support e-mail address, WhatsApp number or postal address to write to at the moment: the help in the app is how to get an answer.",
  inApp: {
    title: "Help in the App",
    items: [
      {
        text: `${CHAT_PERSONA.name}, the oracle guide behind the round button on every page, answers questions about the dice, the tarot, the runes, the plans and your account.`,
      },
      {
        text: "The Help Center answers the common questions about accounts, readings, plans and payments.",
        link: { label: "Open the Help Center", href: "/help-center" },
      },
      {
        text: "Your dashboard is where you download or delete your data, see and sign out your sessions, turn on two-factor sign-in and cancel a paid plan.",
        link: { label: "Open your dashboard", href: "/dashboard" },
      },
      {
        text: "A forgotten password is replaced with 'Forgot password?' in the sign-in window.",
      },
    ],
  },
};

export const contactContent: ContactContent = {
  intro: "Have a question about your reading, your account or your plan? Here is where to find an answer.",
  writeTitle: "Write to Us",
};
