// Issue #29, "beyond one machine": what one and three instances of the shop on one PostgreSQL
// serve, pages a second and orders a second, measured back to back in the same run (1, 3, 1,
// 3 … so drift on a noisy host hits both alike). On one machine three instances share its
// cores with each other and with PostgreSQL: the ratio says what the extra instances cost or
// give on that machine, and that nothing fails when several share the database.
import autocannon from "autocannon";
import { appEnv, log, median, root, sleep, startServer } from "./lib.mjs";

const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_SCALE_ROUNDS ?? 2);
const CONNECTIONS = 24;

/** Sum of requests a second across the instances, the load split evenly between them. */
async function load(bases, path, init = {}) {
  const results = await Promise.all(
    bases.map((base, i) =>
      autocannon({
        url: `${base}${path}`,
        connections: Math.max(1, Math.round(CONNECTIONS / bases.length)),
        duration: SECONDS,
        ...init,
        // Every order from an address of its own (the per-address limit is lifted, but the
        // address is what a proxy would hand on).
        headers: { ...(init.headers ?? {}), "x-forwarded-for": `10.${60 + i}.0.1` },
      }),
    ),
  );
  return {
    rps: results.reduce((n, r) => n + r.requests.average, 0),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    failed: results.reduce((n, r) => n + r.errors + r.timeouts + r.non2xx, 0),
  };
}

export async function measureScale({ port, postgresUrl }) {
  if (!postgresUrl) return null;
  const { createFreshDatabase, dropDatabase } = await import("../scripts/fresh-database.mjs");
  const { name, url } = await createFreshDatabase(postgresUrl, "bench_scale");
  const servers = [];
  try {
    const start = async (p) => {
      const base = `http://127.0.0.1:${p}`;
      // The same database for all; each instance's pool smaller, as README advises for several.
      servers.push(
        await startServer(
          root,
          p,
          appEnv(base, {
            DATABASE_URL: url,
            DATABASE_POOL_SIZE: "6",
            BACKUP_EVERY_HOURS: "0",
            REMINDERS_EVERY_SECONDS: "0",
          }),
        ),
      );
      return base;
    };
    const one = [await start(port)];
    const three = [...one, await start(port + 1), await start(port + 2)];
    const [piece] = await (await fetch(`${one[0]}/api/collection/suit`)).json();
    const order = {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ productId: piece._id, userName: "Bench Visitor", userPhone: "9811045872" }),
    };
    for (const base of three) for (const path of ["/", "/collection/gowns"]) await fetch(base + path); // warm each cache
    const runs = { pages1: [], pages3: [], orders1: [], orders3: [] };
    for (let i = 0; i < ROUNDS; i++) {
      log(`scale round ${i + 1}/${ROUNDS}`);
      runs.pages1.push(await load(one, "/collection/gowns"));
      runs.pages3.push(await load(three, "/collection/gowns"));
      runs.orders1.push(await load(one, "/api/orders", order));
      runs.orders3.push(await load(three, "/api/orders", order));
    }
    const sum = (xs) => ({
      rps: Math.round(median(xs.map((x) => x.rps))),
      p99Ms: Math.round(median(xs.map((x) => x.p99))),
      failed: xs.reduce((n, x) => n + x.failed, 0),
    });
    const out = { seconds: SECONDS, rounds: ROUNDS, connections: CONNECTIONS };
    for (const [k, xs] of Object.entries(runs)) out[k] = sum(xs);
    out.pagesRatio = +(out.pages3.rps / out.pages1.rps).toFixed(2);
    out.ordersRatio = +(out.orders3.rps / out.orders1.rps).toFixed(2);
    return out;
  } finally {
    for (const s of servers) s.kill("SIGTERM");
    await sleep(1500);
    await dropDatabase(postgresUrl, name);
  }
}

export function scaleReport(d) {
  if (!d) return "";
  const row = (label, one, three, ratio) =>
    `| ${label} | ${one.rps} (p99 ${one.p99Ms} ms, ${one.failed} failed) | ${three.rps} (p99 ${three.p99Ms} ms, ${three.failed} failed) | ${ratio}× |`;
  return [
    ``,
    `## One and three instances on one PostgreSQL (issue #29)`,
    ``,
    `${d.connections} connections split across the instances, ${d.seconds} s a run, medians of ${d.rounds} interleaved rounds; every instance on this one machine.`,
    ``,
    `| load | 1 instance, requests/s | 3 instances, requests/s | 3 ÷ 1 |`,
    `|---|---|---|---|`,
    row("collection page (cached)", d.pages1, d.pages3, d.pagesRatio),
    row("order request (POST /api/orders)", d.orders1, d.orders3, d.ordersRatio),
    ``,
  ].join("\n");
}
