/**
 * One `Intl.DateTimeFormat` per locale and set of options, made on first use and kept. Building a
 * formatter costs about a hundred times more than formatting with one (0.16 ms against 1 µs here), and a
 * calendar, a history or a week's report formats many dates in one go. The options are few (the code's
 * own, times the time zones in use), so the cache stays small. The calendar's arithmetic
 * (`calendar.ts`) keeps its own formatter per zone, looked up by the zone alone, for its hot path.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

/** The formatter for `locale` (the browser's own when undefined) and `options`, made once. */
export function dateTimeFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale ?? ""}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
