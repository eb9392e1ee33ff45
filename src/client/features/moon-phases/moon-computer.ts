import type { CalendarDay } from "../../../shared/calendar";
import type { MoonDay, moonReport } from "../../../shared/moon/moon";

export type MoonReport = ReturnType<typeof moonReport>;

/** What the page asks the Moon's worker, and what it answers. */
type Question =
  { kind: "report"; day: CalendarDay; timeZone: string } | { kind: "days"; days: CalendarDay[]; timeZone: string };
export type MoonQuestion = Question & { id: number };
export type MoonAnswer =
  { id: number; kind: "report"; report: MoonReport } | { id: number; kind: "days"; days: MoonDay[] };

/** The Moon's computations for the page, answered later. */
export interface MoonComputer {
  report(day: CalendarDay, timeZone: string): Promise<MoonReport>;
  days(days: CalendarDay[], timeZone: string): Promise<MoonDay[]>;
  stop(): void;
}

/**
 * The Moon's computations in a worker, so that astronomy-engine's first, slow run (about 80 ms on a
 * desktop, several times that on a phone) never holds the page's main thread; where the browser has no
 * workers, the same module loaded and run on the page.
 */
export function startMoonComputer(): MoonComputer {
  if (typeof Worker !== "function") return computeOnThePage();
  const worker = new Worker(new URL("./moon-worker.ts", import.meta.url), { type: "module" });
  const waiting = new Map<number, { resolve: (answer: MoonAnswer) => void; reject: (error: Error) => void }>();
  let lastId = 0;
  worker.onmessage = (event: MessageEvent<MoonAnswer>) => {
    waiting.get(event.data.id)?.resolve(event.data);
    waiting.delete(event.data.id);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    for (const { reject } of waiting.values()) reject(new Error("The Moon's worker failed"));
    waiting.clear();
  };
  const ask = (question: Question) =>
    new Promise<MoonAnswer>((resolve, reject) => {
      const id = ++lastId;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ ...question, id });
    });
  return {
    report: (day, timeZone) =>
      ask({ kind: "report", day, timeZone }).then(
        (answer) => (answer as Extract<MoonAnswer, { kind: "report" }>).report,
      ),
    days: (days, timeZone) =>
      ask({ kind: "days", days, timeZone }).then((answer) => (answer as Extract<MoonAnswer, { kind: "days" }>).days),
    stop: () => worker.terminate(),
  };
}

function computeOnThePage(): MoonComputer {
  const moon = import("../../../shared/moon/moon");
  return {
    report: (day, timeZone) => moon.then((module) => module.moonReport(day, timeZone)),
    days: (days, timeZone) => moon.then((module) => module.moonDays(days, timeZone)),
    stop: () => {},
  };
}
