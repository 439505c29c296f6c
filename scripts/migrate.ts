// npm run db:migrate: applies the pending migrations once, as a deploy's build or release step
// (Vercel's and Netlify's build command, a container's release job), so cold-starting
// instances need not (set MIGRATE_AT_START=0 on them). Connects to DIRECT_DATABASE_URL when
// set (a pooler's URL may refuse long DDL transactions), else DATABASE_URL. Safe to run
// while instances serve and twice at once: each migration takes the runner's lock.
import pg from "pg";
import { migrate } from "../lib/db/migrate";

const url = process.env.DIRECT_DATABASE_URL || process.env.DATABASE_URL;
if (!url) {
  console.error(
    "db:migrate needs DATABASE_URL (or DIRECT_DATABASE_URL): the embedded database migrates itself at start.",
  );
  process.exit(2);
}
const client = new pg.Client({ connectionString: url });
try {
  await client.connect();
  const applied = await migrate({
    query: async (sql, params) => (await client.query(sql, params)).rows,
    exec: async (sql) => void (await client.query(sql)),
  });
  console.log(
    applied.length
      ? `Applied ${applied.length} migration(s): ${applied.join(", ")}`
      : "Nothing to apply: the database is up to date.",
  );
} catch (e) {
  console.error(`db:migrate failed: ${e instanceof Error ? e.message : String(e)}`);
  process.exitCode = 1;
} finally {
  await client.end().catch(() => {});
}
