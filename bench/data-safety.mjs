// Issue #17's figures: backup time and size (seed catalogue, then 10,000 orders), the shop's
// p99 while backups run, and SIGTERM-to-exit under load. Embedded database only.
import autocannon from "autocannon";

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function backupOnce(base, token) {
  const t = performance.now();
  const res = await fetch(`${base}/api/backups`, { method: "POST", headers: { authorization: `Bearer ${token}` } });
  const ms = performance.now() - t;
  if (res.status !== 201) throw new Error(`backup answered ${res.status}: ${await res.text()}`);
  return { ms, size: (await res.json()).size };
}

async function backups(base, token, n = 3) {
  const runs = [];
  for (let i = 0; i < n; i++) runs.push(await backupOnce(base, token));
  return { ms: Math.round(median(runs.map((r) => r.ms))), sizeBytes: runs.at(-1).size };
}

const orderBody = (productId) => JSON.stringify({ productId, userName: "Bench Customer", userPhone: "9811045872" });

async function fillOrders(base, productId, amount) {
  const r = await autocannon({
    url: `${base}/api/orders`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: orderBody(productId),
    connections: 20,
    amount,
  });
  return { sent: r.requests.total, non2xx: r.non2xx, errors: r.errors };
}

/** p99 of a page and of order writes, first quiet, then while backups run back to back. */
async function latencyDuringBackup(base, token, productId, seconds) {
  const load = () =>
    Promise.all([
      autocannon({ url: `${base}/collection/gowns`, connections: 10, duration: seconds }),
      autocannon({
        url: `${base}/api/orders`,
        method: "POST",
        headers: { "content-type": "application/json" },
        body: orderBody(productId),
        connections: 5,
        duration: seconds,
      }),
    ]);
  const quiet = await load();
  let running = true,
    taken = 0;
  const loop = (async () => {
    while (running) {
      await backupOnce(base, token);
      taken++;
    }
  })();
  const busy = await load();
  running = false;
  await loop;
  const pick = ([page, write]) => ({
    pageP99: page.latency.p99,
    writeP99: write.latency.p99,
    pageRps: Math.round(page.requests.average),
    writeRps: Math.round(write.requests.average),
    errors: page.errors + write.errors + page.non2xx + write.non2xx,
  });
  return { quiet: pick(quiet), duringBackup: pick(busy), backupsTaken: taken };
}

/** SIGTERM while orders stream on keep-alive connections: ms to exit, exit code; three times. */
async function sigtermUnderLoad(start, productId) {
  const runs = [];
  for (let i = 0; i < 3; i++) {
    const { child, base } = await start();
    const exited = new Promise((resolve) => child.once("exit", (code) => resolve({ code, at: performance.now() })));
    const load = autocannon({
      url: `${base}/api/orders`,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: orderBody(productId),
      connections: 20,
      duration: 10,
    });
    await sleep(2000);
    const sent = performance.now();
    child.kill("SIGTERM");
    const { code, at } = await exited;
    load.stop();
    runs.push({ ms: Math.round(at - sent), code });
  }
  return { runs, medianMs: median(runs.map((r) => r.ms)), allExit0: runs.every((r) => r.code === 0) };
}

export async function measureDataSafety({ base, token, startFresh, log }) {
  const productId = (await (await fetch(`${base}/api/collection/gown`)).json())[0]._id;
  log("backup with the seed catalogue");
  const seed = await backups(base, token);
  log("10,000 orders");
  const filled = await fillOrders(base, productId, 10_000);
  log("backup with 10,000 more orders");
  const tenThousand = await backups(base, token);
  log("p99 while backups run");
  const latency = await latencyDuringBackup(base, token, productId, 8);
  log("SIGTERM under load");
  const sigterm = await sigtermUnderLoad(startFresh, productId);
  return { seed, tenThousand, filled, latency, sigterm };
}

export function dataSafetyReport(d) {
  const mb = (b) => (b / 1e6).toFixed(1);
  const l = d.latency;
  return [
    ``,
    `## Data safety (embedded database)`,
    ``,
    `| backup | time (median of 3) | size |`,
    `|---|---|---|`,
    `| seed catalogue | ${d.seed.ms} ms | ${mb(d.seed.sizeBytes)} MB |`,
    `| seed + 10,000 orders (${d.filled.sent} posted, ${d.filled.non2xx + d.filled.errors} not 201) | ${d.tenThousand.ms} ms | ${mb(d.tenThousand.sizeBytes)} MB |`,
    ``,
    `While backups ran back to back (${l.backupsTaken} in 8 s), against the same 8 s without:`,
    ``,
    `| | /collection/gowns p99 | order POST p99 | page req/s | order req/s | errors |`,
    `|---|---|---|---|---|---|`,
    `| quiet | ${l.quiet.pageP99} ms | ${l.quiet.writeP99} ms | ${l.quiet.pageRps} | ${l.quiet.writeRps} | ${l.quiet.errors} |`,
    `| during backups | ${l.duringBackup.pageP99} ms | ${l.duringBackup.writeP99} ms | ${l.duringBackup.pageRps} | ${l.duringBackup.writeRps} | ${l.duringBackup.errors} |`,
    ``,
    `SIGTERM with 20 keep-alive connections posting orders: exit after ${d.sigterm.runs.map((r) => `${r.ms} ms (code ${r.code})`).join(", ")}; goal ≤ 10 s and exit 0: ${d.sigterm.allExit0 && d.sigterm.runs.every((r) => r.ms <= 10_000) ? "met" : "**not met**"}.`,
  ].join("\n");
}
