import { MAGIC_LINK_MINUTES } from "../../src/shared/account";

/**
 * Words of signing in beyond the auth modal's own messages (those are in
 * `src/client/lib/auth/auth-messages.ts`): the modal's mailed sign-in link, and what a visitor sees on the
 * dashboard behind the sign-in prompt.
 */
export const signInWords = {
  /** The auth modal's third door: a link by e-mail, no password (the same link as the home page's card). */
  emailLink: {
    offer: "E-mail me a sign-in link",
    title: "Sign In by E-mail",
    intro:
      "Enter your e-mail and we will send you a link that signs you in, no password needed. A new address gets its free account when the link is first used.",
    send: "Send sign-in link",
    sent: `Check your email for your sign-in link. It works once, within ${MAGIC_LINK_MINUTES} minutes.`,
  },
  /** /dashboard for a visitor: the page keeps its address, with the sign-in prompt over it. */
  dashboardPrompt: {
    title: "Your Dashboard Awaits",
    text: "Your readings, streak, karma, achievements, quests and items are kept with your account. Sign in to see them here.",
    signIn: "Sign In",
    signUp: "Sign Up Free",
  },
} as const;
