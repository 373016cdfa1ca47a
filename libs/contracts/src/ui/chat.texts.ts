/** Texts of the chat pages (spec 1 §2, §4, §8). The web chat feature fills this in. */
export const CHAT_TEXTS = {} as const;
