import type { InstallableAppWords } from "../../src/shared/content-types/site";

/**
 * The installable app: the name and description a phone shows when it is added to the home screen, the
 * page shown offline for an address the browser has not kept, the note above the last readings on the
 * dashboard offline. The prompt when a new version is ready is in `app-update.ts`.
 */
export const installableAppWords: InstallableAppWords = {
  manifest: {
    name: "Mystic Dice",
    shortName: "Mystic Dice",
    description:
      "Cast three dice, draw the tarot or the runes, and read the oracle's words for your question. For entertainment and reflection.",
  },
  offlinePage: {
    title: "You Are Offline",
    description: "This page waits for the network.",
    heading: "The Stars Are Out of Reach",
    text: "You are offline, and this page has not been kept on this device. When the connection returns, it will open as before. Your last readings stay with you on your dashboard.",
    retry: "Try Again",
    home: "Your Dashboard",
  },
  offlineReadings: {
    note: "You are offline — these are your last readings.",
    heading: "Your Last Readings",
    nothingSaved:
      "You are offline, and no readings have been kept on this device yet. They will be here once you open your history online.",
  },
};
