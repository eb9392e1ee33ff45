/**
 * The chat guide's name and title, on its own: the chat button is on every page's first load, and
 * importing it from the oracle's rules would bring those rules (and what they import) along.
 */
export const CHAT_PERSONA = { name: "Lyra", title: "Lyra, your Oracle Guide" } as const;
