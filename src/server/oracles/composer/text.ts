/** Small text helpers: case and words. */

export const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
export const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
export const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;
