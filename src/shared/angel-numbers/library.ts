/**
 * The numbers the angel-number library writes about, in its order (the words are in content/angel-numbers/,
 * whose test holds them to this list): the paths of the prerendered pages and the library's index come
 * from here, so they load none of the words.
 */
export const ANGEL_NUMBER_LIBRARY = [
  ...["000", "111", "222", "333", "444", "555", "666", "777", "888", "999"],
  ...["0000", "1111", "2222", "3333", "4444", "5555", "6666", "7777", "8888", "9999"],
  ...["1010", "1212", "1313", "1414", "1515", "1616", "1717", "1818", "1919", "2020", "2121", "2323"],
  ...["01:10", "02:20", "03:30", "04:40", "05:50", "10:01", "12:21", "13:31", "14:41", "15:51", "20:02", "21:12"],
  ...["123", "234", "345", "456", "567", "678", "789", "1234"],
  ...["101", "202", "303", "505", "1001", "1221", "1331", "1441", "2112", "2332", "3443", "4554"],
] as const;

/** A library number's slug: its digits, with a mirror time's colon as a hyphen ("12:21" → "12-21"). */
export const angelNumberSlug = (number: string) => number.replace(":", "-");
