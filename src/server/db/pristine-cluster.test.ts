import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, inject, it } from "vitest";
import { openEmbeddedDatabase, PRISTINE_CLUSTER_FILE } from "./client";

/** Whether the database holds the `users` table (a migrated cluster does; a new, empty one does not). */
async function hasUsersTable(pglite: PGlite): Promise<boolean> {
  const { rows } = await pglite.query<{ found: string | null }>("select to_regclass('public.users')::text as found");
  return rows[0]?.found === "users";
}

describe("a new embedded data directory", () => {
  const work = mkdtempSync(path.join(os.tmpdir(), "mystic-pristine-"));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it("is unpacked from the packed cluster, and opened as it stands from then on", async () => {
    // The run's migrated template stands in for the packed cluster: its tables show where the directory came from.
    const packed = path.join(work, "cluster.tar");
    writeFileSync(packed, readFileSync(inject("pgliteTemplatePath")));
    const dataDir = path.join(work, "unpacked");
    const first = await openEmbeddedDatabase(dataDir, { pristineCluster: packed });
    expect(await hasUsersTable(first.pglite!)).toBe(true);
    await first.pglite!.exec("create table kept_here (id int)");
    await first.close();

    rmSync(packed);
    const again = await openEmbeddedDatabase(dataDir, { pristineCluster: packed });
    const { rows } = await again.pglite!.query<{ found: string | null }>(
      "select to_regclass('kept_here')::text as found",
    );
    expect(rows[0]?.found).toBe("kept_here");
    await again.close();
  });

  it("is unpacked from the empty cluster the server's bundling packs (the run's global setup bundles it)", async () => {
    expect(existsSync(PRISTINE_CLUSTER_FILE)).toBe(true);
    const dataDir = path.join(work, "from-build");
    const connection = await openEmbeddedDatabase(dataDir);
    expect(existsSync(path.join(dataDir, "pgdata", "PG_VERSION"))).toBe(true);
    expect(await hasUsersTable(connection.pglite!)).toBe(false);
    expect((await connection.pglite!.query<{ one: number }>("select 1 as one")).rows).toEqual([{ one: 1 }]);
    await connection.close();
  });

  it("is made by PGlite's initdb when the packed cluster will not open", async () => {
    const broken = path.join(work, "broken.tar.gz");
    writeFileSync(broken, "not a packed cluster");
    const connection = await openEmbeddedDatabase(path.join(work, "fallback"), { pristineCluster: broken });
    expect(await hasUsersTable(connection.pglite!)).toBe(false);
    expect((await connection.pglite!.query<{ one: number }>("select 1 as one")).rows).toEqual([{ one: 1 }]);
    await connection.close();
  }, 60_000);
});
