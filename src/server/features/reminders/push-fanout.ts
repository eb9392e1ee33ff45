import type { ReminderPushPayload } from "../../../shared/api/reminders";
import type { PushOutcome, PushSender, PushTarget } from "./push-sender";

/** How a tick sends its pushes. */
export interface PushLimits {
  /** How long one push service may take to answer. */
  timeoutMs: number;
  /** How many pushes are in flight at once. */
  concurrency: number;
  /** The most time one tick spends on pushes: what is still waiting then is not sent. */
  tickBudgetMs: number;
}

export const DEFAULT_PUSH_LIMITS: PushLimits = { timeoutMs: 5_000, concurrency: 8, tickBudgetMs: 40_000 };

export interface PushJob {
  userId: string;
  device: PushTarget & { id: string };
  payload: ReminderPushPayload;
}

/**
 * Every seeker's first push, then every seeker's second, and so on: a seeker with many devices (or
 * many silent ones) waits behind the others rather than in front of them.
 */
function takeTurns(jobs: PushJob[]): PushJob[] {
  const bySeeker = new Map<string, PushJob[]>();
  for (const job of jobs) bySeeker.set(job.userId, [...(bySeeker.get(job.userId) ?? []), job]);
  const queues = [...bySeeker.values()];
  const ordered: PushJob[] = [];
  for (let turn = 0; ordered.length < jobs.length; turn++) {
    for (const queue of queues) {
      const job = queue[turn];
      if (job) ordered.push(job);
    }
  }
  return ordered;
}

/**
 * Sends a tick's pushes: `concurrency` at a time, each within the sender's timeout, all within the
 * tick's budget (in flight then: cut short; not started: skipped). `onOutcome` sees each answer.
 */
export async function sendPushes(
  push: PushSender,
  jobs: PushJob[],
  limits: PushLimits,
  onOutcome: (job: PushJob, outcome: PushOutcome) => Promise<void>,
): Promise<{ sent: number; skipped: number }> {
  const queue = takeTurns(jobs);
  const budget = new AbortController();
  const timer = setTimeout(() => budget.abort(new Error("the tick's push budget is spent")), limits.tickBudgetMs);
  let sent = 0;
  let skipped = 0;
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      if (budget.signal.aborted) {
        skipped++;
        continue;
      }
      const outcome = await push.send(job.device, job.payload, budget.signal);
      if (outcome === "sent") sent++;
      await onOutcome(job, outcome);
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(limits.concurrency, queue.length) }, worker));
  } finally {
    clearTimeout(timer);
  }
  return { sent, skipped };
}
