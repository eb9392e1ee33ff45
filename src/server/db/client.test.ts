import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, TEST_DATABASE_KINDS } from "../testing/test-app";
import type { DatabaseConnection, DatabaseExecutor } from "./client";
import { userProfiles } from "./schema";

const onPostgres = TEST_DATABASE_KINDS.includes("postgres");

describe.runIf(onPostgres)("the PostgreSQL client", () => {
  let connection: DatabaseConnection;
  beforeAll(async () => {
    connection = await createTestDatabase("postgres");
  });
  afterAll(() => connection.close());

  /** The statements the one connection of this transaction has prepared, by their text. */
  const preparedOnThisConnection = async (tx: Pick<DatabaseConnection["db"], "execute">) => {
    const rows = (await tx.execute(sql`select statement from pg_prepared_statements`)) as unknown as Array<{
      statement: string;
    }>;
    return rows.map((row) => row.statement);
  };

  it("prepares Drizzle's statements once per connection, in and out of transactions and savepoints", async () => {
    const { db } = connection;
    const marker = `prepared-${Date.now()}`;
    const lookup = (executor: DatabaseExecutor) =>
      executor.select({ id: userProfiles.id }).from(userProfiles).where(eq(userProfiles.fullName, marker));
    await db.transaction(async (tx) => {
      await lookup(tx);
      const statements = await preparedOnThisConnection(tx);
      expect(statements.some((text) => text.includes('"full_name" = $1'))).toBe(true);
      await tx.transaction(async (savepoint) => {
        await savepoint.select().from(userProfiles).where(eq(userProfiles.location, marker));
        expect((await preparedOnThisConnection(savepoint)).some((text) => text.includes('"location" = $1'))).toBe(true);
      });
    });
    // The same query outside a transaction answers as before (its rows, mapped by Drizzle).
    expect(await lookup(db)).toEqual([]);
  });
});
