import type { PGlite } from "@electric-sql/pglite";
import PgBoss from "pg-boss";
import type { Logger } from "pino";
import type { DatabaseConnection } from "../db/client";

/** pg-boss keeps its tables in this schema of the app's own database. */
export const JOB_SCHEMA = "pgboss";

/**
 * pg-boss's `db` adapter for the embedded database: a statement with values runs as one prepared query,
 * a script without values (pg-boss's schema creation and migrations) through `exec`, whose last result
 * answers. PGlite runs one statement at a time and waits for an open transaction, so the queue shares the
 * process's one instance safely with the app.
 */
function pgliteExecutor(pglite: PGlite) {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length > 0) return pglite.query(text, values);
      const results = await pglite.exec(text);
      return results.at(-1) ?? { rows: [], fields: [] };
    },
  };
}

export interface PeriodicJob {
  /** The queue's name, also the schedule's. */
  name: string;
  /** A cron expression (pg-boss's cron: once a minute at most), in UTC. */
  cron: string;
  run(): Promise<void>;
}

/**
 * The job queue (docs/decisions/022-reminders-and-job-queue.md): pg-boss 10 on the app's database, the
 * same tables on PostgreSQL (its own small pool) and on the embedded database (through the process's
 * PGlite). Periodic work is a pg-boss cron schedule: pg-boss lets one process per interval turn the
 * schedule into a job (one per minute at most), and one worker in any process takes it. The state lives
 * in the database, so a restart or another node carries on where the queue was.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly logger: Logger;
  private readonly jobs: PeriodicJob[] = [];
  private started = false;

  constructor(connection: DatabaseConnection, logger: Logger) {
    this.logger = logger.child({ module: "jobs" });
    const database =
      connection.kind === "pglite"
        ? { db: pgliteExecutor(connection.pglite!) }
        : { connectionString: connection.url!, max: 3, application_name: "mystic-dice-jobs" };
    // The schedules are looked at every 5 s (one process per interval, a single cheap statement), so the
    // minute's job starts within seconds of the minute, and of a start.
    this.boss = new PgBoss({
      ...database,
      schema: JOB_SCHEMA,
      cronMonitorIntervalSeconds: 5,
      cronWorkerIntervalSeconds: 2,
    });
    this.boss.on("error", (error: unknown) => this.logger.error({ err: error }, "job queue error"));
  }

  /** Registers periodic work before `start`. */
  every(job: PeriodicJob): void {
    this.jobs.push(job);
  }

  /** Creates or updates pg-boss's schema, then schedules and works every registered job. */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    await this.boss.start();
    for (const job of this.jobs) {
      await this.ensureQueue(job.name);
      await this.boss.work(job.name, { pollingIntervalSeconds: 2 }, async () => {
        await job.run();
      });
      await this.boss.schedule(job.name, job.cron);
    }
  }

  /**
   * Creates the queue unless it exists. Several processes starting together each try: pg-boss's creation
   * can then deadlock or collide in PostgreSQL, so a conflict is tried again after a short, jittered wait.
   */
  private async ensureQueue(name: string): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      if (await this.boss.getQueue(name)) return;
      try {
        // "singleton": one job of the queue active at a time across every process.
        await this.boss.createQueue(name, { name, policy: "singleton", retryLimit: 0, expireInSeconds: 120 });
        return;
      } catch (error) {
        if (attempt >= 8 || !isConcurrentCreation(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
      }
    }
  }

  /** Stops taking jobs, lets the running one finish (up to 5 s), and closes pg-boss's own pool. */
  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, timeout: 5_000 });
  }
}

/** PostgreSQL's answer when two processes create the same queue at once: a deadlock, a duplicate, a retryable conflict. */
function isConcurrentCreation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "40P01" || code === "23505" || code === "40001" || code === "42P07";
}
