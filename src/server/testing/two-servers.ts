import PgBoss from "pg-boss";
import webpush from "web-push";
import { JOB_SCHEMA } from "../jobs/job-queue";
import { PushReceiver } from "./push-receiver";
import { startServerProcess, type ServerProcess } from "./server-process";
import { SmtpReceiver } from "./smtp-receiver";
import { createTestDatabase } from "./test-app";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Two real server processes on one new PostgreSQL database, with a real SMTP receiver and a test Web Push
 * service (which checks and decrypts what it gets), and a sender of a scheduled job's ticks into their
 * queue, as pg-boss's schedule sends them: for the tests of what two nodes send. `stop()` ends it all,
 * whatever state the test left it in.
 */
export async function startTwoMessagingServers(options: {
  /** The scheduled job whose ticks `ticks()` sends. */
  job: string;
  vapidSubject: string;
  /** Both servers' clock this many days ahead (Debian's `faketime`). */
  clockAheadDays?: number;
}) {
  const connection = await createTestDatabase("postgres");
  const smtp = await new SmtpReceiver().start();
  const pushService = await new PushReceiver().start();
  const vapid = webpush.generateVAPIDKeys();
  const env = {
    DATABASE_URL: connection.url!,
    BETTER_AUTH_SECRET: "two-servers-secret-two-servers-secret-0123",
    SMTP_URL: smtp.url,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: options.vapidSubject,
    // The test push service is a test-only setting: a production server refuses to start with it.
    NODE_ENV: "test",
    PUSH_TEST_SERVICE_URL: pushService.origin,
  };
  const start = () => startServerProcess(env, { clockAheadDays: options.clockAheadDays });
  const servers = (await Promise.all([start(), start()])) as [ServerProcess, ServerProcess];
  const producer = new PgBoss({
    connectionString: connection.url!,
    schema: JOB_SCHEMA,
    max: 1,
    supervise: false,
    schedule: false,
  });
  await producer.start();
  return {
    connection,
    smtp,
    pushService,
    servers,
    /** Sends `count` ticks at once; resolves when every one has completed (rejects when one fails or waits 30 s). */
    async ticks(count: number): Promise<void> {
      const ids = await Promise.all(Array.from({ length: count }, () => producer.send(options.job, {})));
      for (const id of ids) {
        for (let attempt = 0; ; attempt++) {
          const job = await producer.getJobById(options.job, id!);
          if (job?.state === "completed") break;
          if (attempt > 150 || job?.state === "failed") throw new Error(`tick ${id} is ${job?.state}`);
          await pause(200);
        }
      }
    },
    async stop(): Promise<void> {
      await producer.stop({ graceful: false, wait: true, timeout: 1_000 }).catch(() => {});
      await Promise.all(servers.map((server) => server.stop("SIGKILL")));
      await pushService.stop();
      await smtp.close();
      await connection.close();
    },
  };
}
