// Creates an empty PostgreSQL database next to the one in the given URL and prints its URL.
// `node scripts/fresh-database.mjs <url> [prefix]` — used by the test run so every run
// (and every test file) starts from nothing.
import { randomBytes } from "node:crypto";
import pg from "pg";

export async function createFreshDatabase(baseUrl, prefix = "boutique_test") {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

export async function dropDatabase(baseUrl, name) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

if (process.argv[1]?.endsWith("fresh-database.mjs")) {
  const base = process.argv[2];
  if (!base) {
    console.error("usage: node scripts/fresh-database.mjs <postgres-url> [prefix]");
    process.exit(2);
  }
  const { url } = await createFreshDatabase(base, process.argv[3]);
  console.log(url);
}
