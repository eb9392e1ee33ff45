/** The anchor of the library's index on /angel-numbers. */
export const ANGEL_LIBRARY_ID = "library";
