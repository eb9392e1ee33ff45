/**
 * The spirit guides: five fictional characters who answer through the one chat guide (POST /api/chat,
 * field `guide`), each in a manner of its own (decision 032). Only their ids live here, with no words,
 * so the chat request's schema can name them without bringing the personas' words into any bundle.
 */
export const SPIRIT_GUIDE_IDS = ["hermit", "star-reader", "hedge-witch", "volva", "show-reader"] as const;
export type SpiritGuideId = (typeof SPIRIT_GUIDE_IDS)[number];
