// Issue #14's figures: 200 concurrent reservation attempts for one piece and the same dates
// (exactly 1 stored, 199 answered 409, 0 errors; p50/p99), and the availability query's p50/p95
// with 10,000 reservations in the table against the same query on an empty table (a baseline
// measured in the same run). Run alone: `node bench/rentals.mjs` (embedded database; with
// BENCH_DATABASE_URL also on that PostgreSQL server). `npm run bench` includes it.
import { spawn } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pct = (xs, p) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.max(0, Math.ceil((p / 100) * xs.length) - 1))];
const ms = (x) => Math.round(x * 10) / 10;
const RESERVATIONS = Number(process.env.BENCH_RESERVATIONS ?? 10_000);
const ATTEMPTS = Number(process.env.BENCH_ATTEMPTS ?? 200);

async function start(port, env) {
  const child = spawn(process.execPath, [path.join(root, "server.mjs"), "-p", String(port), "-H", "127.0.0.1"], {
    cwd: root,
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      PUBLIC_FORM_RATE_LIMIT: "1000000",
      RENTAL_DAILY_PIECE_DAYS: "1000000",
      RENTAL_PENDING_PIECE_DAYS: "1000000",
      RENTAL_PENDING_STAYS_PER_PIECE: "1000000",
      SITE_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ["ignore", "ignore", process.env.BENCH_VERBOSE ? "inherit" : "ignore"],
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/hero`)).ok) return child;
    } catch {}
    await sleep(500);
  }
  child.kill("SIGKILL");
  throw new Error(`server on ${port} did not start`);
}

async function stop(child) {
  const done = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await done;
}

const india = (offset = 0) => {
  const d = new Date(new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" }) + "T00:00:00Z");
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

/**
 * 10,000 reservations on 200 pieces of their own (50 each, a week apart, buffers included),
 * written straight into the table while no server holds the database: what a shop with a
 * few years of bookings carries.
 */
async function seedReservations(env) {
  const sql = `
    INSERT INTO collection_items (id, category, title, description, price, "rentPrice", "updatedAt")
      SELECT 'benchpiece' || g, 'gown', 'Bench gown ' || g, 'Bench', 3000, 3000, now() FROM generate_series(1, 200) g;
    INSERT INTO rental_units (id, "itemId", number) SELECT 'benchunit' || g, 'benchpiece' || g, 1 FROM generate_series(1, 200) g;
    INSERT INTO reservations (id, "itemId", "unitId", title, "pickupOn", "returnOn", "holdFrom", "holdTo", "customerName", phone, rent, deposit, "updatedAt")
      SELECT 'benchres' || p || '_' || k, 'benchpiece' || p, 'benchunit' || p, 'Bench gown ' || p,
             d + 1, d + 3, d, d + 5, 'Bench customer', '+919811000000', 3000, 3000, now()
      FROM generate_series(1, 200) p, generate_series(0, ${Math.ceil(RESERVATIONS / 200) - 1}) k,
           LATERAL (SELECT (date '${india(-150)}' + k * 7) AS d) s;
    ANALYZE reservations;`;
  if (env.DATABASE_URL) {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    await client.query(sql);
    await client.end();
  } else {
    const { PGlite } = await import("@electric-sql/pglite");
    const { pgliteExtensions } = await import("../lib/db/pglite-extensions.mjs");
    const db = await PGlite.create({ dataDir: path.join(env.DATA_DIR, "pglite"), extensions: pgliteExtensions });
    await db.exec(sql);
    await db.close();
  }
}

async function timed(url, init) {
  const t = performance.now();
  const res = await fetch(url, init);
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - t };
}

/** The same 12-month availability question, asked `n` times of random pieces, 4 at a time. */
async function availabilityTimes(base, ids, n = 200) {
  // Warm up first (the server's first requests compile and fill caches), then measure.
  for (const id of ids.slice(0, 20)) await timed(`${base}/api/availability/${id}?from=${india(0)}&to=${india(360)}`);
  const times = [];
  const next = async () => {
    while (times.length < n) {
      const id = ids[Math.floor(Math.random() * ids.length)];
      const r = await timed(`${base}/api/availability/${id}?from=${india(0)}&to=${india(360)}`);
      if (r.status !== 200) throw new Error(`availability answered ${r.status}`);
      times.push(r.ms);
    }
  };
  await Promise.all([next(), next(), next(), next()]);
  return { p50Ms: ms(pct(times, 50)), p95Ms: ms(pct(times, 95)) };
}

/**
 * 200 visitors book a try-on in the same slot at the same moment, each for another piece where
 * it can (the pieces cannot decide it): exactly the slot's fitting rooms (2) are created, the
 * rest answered 409, none an error.
 */
async function tryOnRace(base, pieceIds) {
  const start = `${india(3)}T12:00:00+05:30`;
  const answers = await Promise.all(
    Array.from({ length: ATTEMPTS }, (_, i) =>
      timed(`${base}/api/try-ons`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          start,
          pieces: [{ productId: pieceIds[i % pieceIds.length] }],
          name: "Bench Bride",
          phone: "9811045872",
        }),
      }),
    ),
  );
  const count = (s) => answers.filter((a) => a.status === s).length;
  const times = answers.map((a) => a.ms);
  return {
    attempts: ATTEMPTS,
    rooms: 2,
    created: count(201),
    conflicts: count(409),
    errors: answers.length - count(201) - count(409),
    p50Ms: ms(pct(times, 50)),
    p99Ms: ms(pct(times, 99)),
  };
}

export async function measureRentals(label, baseEnv, port) {
  const dataDir = path.join(root, "bench/.work", `rentals-${label}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const env = { DATA_DIR: dataDir, ...baseEnv };
  const base = `http://127.0.0.1:${port}`;

  // A fresh shop: migrate and seed, and time availability on an empty reservations table.
  let server = await start(port, env);
  const gowns = await (await fetch(`${base}/api/collection/gown?limit=10`)).json();
  const empty = await availabilityTimes(
    base,
    gowns.map((g) => g._id),
  );
  await stop(server);

  await seedReservations(env);
  server = await start(port, env);
  try {
    const full = await availabilityTimes(
      base,
      Array.from({ length: 200 }, (_, i) => `benchpiece${i + 1}`),
    );
    // 200 visitors press Reserve for the same piece and days at the same moment.
    const body = JSON.stringify({
      productId: gowns[0]._id,
      from: india(20),
      to: india(22),
      name: "Bench Bride",
      phone: "9811045872",
    });
    const answers = await Promise.all(
      Array.from({ length: ATTEMPTS }, () =>
        timed(`${base}/api/reservations`, { method: "POST", headers: { "content-type": "application/json" }, body }),
      ),
    );
    const count = (s) => answers.filter((a) => a.status === s).length;
    const tryOns = await tryOnRace(
      base,
      gowns.slice(1).map((g) => g._id),
    );
    const stored =
      (await (await fetch(`${base}/api/availability/${gowns[0]._id}?from=${india(21)}&to=${india(21)}`)).json()).days[0]
        .status === "booked";
    return {
      label,
      reservations: RESERVATIONS,
      race: {
        attempts: ATTEMPTS,
        created: count(201),
        conflicts: count(409),
        errors: answers.length - count(201) - count(409),
        bookedAfter: stored,
        p50Ms: ms(
          pct(
            answers.map((a) => a.ms),
            50,
          ),
        ),
        p99Ms: ms(
          pct(
            answers.map((a) => a.ms),
            99,
          ),
        ),
      },
      availability: { empty, full, ratio: Math.round((full.p95Ms / empty.p95Ms) * 100) / 100 },
      tryOns,
    };
  } finally {
    await stop(server);
  }
}

export function rentalsReport(results) {
  if (!results?.length) return "";
  return [
    "",
    "## Renting by date (issue #14)",
    "",
    `${results[0].race.attempts} reservation requests for one piece and the same days, all at once (goal: exactly 1 created, the rest 409, 0 errors):`,
    "",
    "| database | created | 409 | errors | p50 | p99 |",
    "|---|---|---|---|---|---|",
    ...results.map(
      (r) =>
        `| ${r.label} | ${r.race.created} | ${r.race.conflicts} | ${r.race.errors} | ${r.race.p50Ms} ms | ${r.race.p99Ms} ms |`,
    ),
    "",
    `${results[0].tryOns?.attempts ?? 0} try-on bookings of one slot of 2 fitting rooms, all at once (goal: exactly 2 created, the rest 409, 0 errors):`,
    "",
    "| database | created | 409 | errors | p50 | p99 |",
    "|---|---|---|---|---|---|",
    ...results.map(
      (r) =>
        `| ${r.label} | ${r.tryOns?.created} | ${r.tryOns?.conflicts} | ${r.tryOns?.errors} | ${r.tryOns?.p50Ms} ms | ${r.tryOns?.p99Ms} ms |`,
    ),
    "",
    `Availability for 12 months of one piece (\`GET /api/availability/{id}\`, 200 requests, 4 at a time), with ${results[0].reservations.toLocaleString("en")} reservations in the table against an empty table in the same run:`,
    "",
    "| database | empty p50 / p95 | 10,000 p50 / p95 | p95 ratio |",
    "|---|---|---|---|",
    ...results.map(
      (r) =>
        `| ${r.label} | ${r.availability.empty.p50Ms} / ${r.availability.empty.p95Ms} ms | ${r.availability.full.p50Ms} / ${r.availability.full.p95Ms} ms | ${r.availability.ratio}× |`,
    ),
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.BENCH_PORT ?? 3190);
  const results = [await measureRentals("PGlite", { DATABASE_URL: "" }, port)];
  if (process.env.BENCH_DATABASE_URL) {
    const { createFreshDatabase, dropDatabase } = await import("../scripts/fresh-database.mjs");
    const { name, url } = await createFreshDatabase(process.env.BENCH_DATABASE_URL, "bench_rentals");
    try {
      results.push(await measureRentals("PostgreSQL", { DATABASE_URL: url }, port));
    } finally {
      await dropDatabase(process.env.BENCH_DATABASE_URL, name);
    }
  }
  console.log(JSON.stringify(results, null, 2));
  console.log(rentalsReport(results));
}
