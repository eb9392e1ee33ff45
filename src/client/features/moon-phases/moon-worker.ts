/// <reference lib="webworker" />
import { moonDays, moonReport } from "../../../shared/moon/moon";
import type { MoonAnswer, MoonQuestion } from "./moon-computer";

/**
 * The Moon's computations (astronomy-engine) off the page's main thread: a report for a day, or the Moon
 * on a run of days, each answered with the question's id.
 */
self.onmessage = (event: MessageEvent<MoonQuestion>) => {
  const question = event.data;
  const answer: MoonAnswer =
    question.kind === "report"
      ? { id: question.id, kind: "report", report: moonReport(question.day, question.timeZone) }
      : { id: question.id, kind: "days", days: moonDays(question.days, question.timeZone) };
  self.postMessage(answer);
};
