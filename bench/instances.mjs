// Issue #12's figures on PostgreSQL: how long an admin save on instance A takes to show on
// instance B (20 saves, p50/p99), and what the shared tag clock costs per request.
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];

export async function invalidationLatency(a, b, token, saves = 20) {
  const auth = { authorization: `Bearer ${token}` };
  const [item] = await (await fetch(`${a}/api/collection/gown`)).json();
  const api = [],
    page = [];
  for (let i = 0; i < saves; i++) {
    const price = 5000 + i + Math.floor(Math.random() * 1000) * 100;
    // B has the old answer cached before the save: the question is how long it keeps it.
    await fetch(`${b}/api/collection/gown`);
    await fetch(`${b}/collection/gowns/${item._id}`);
    const res = await fetch(`${a}/api/collection/${item._id}`, {
      method: "PUT",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ category: "gown", title: item.title, description: item.description, price }),
    });
    if (!res.ok) throw new Error(`save on A answered ${res.status}`);
    const saved = performance.now();
    let apiAt, pageAt;
    while (apiAt === undefined || pageAt === undefined) {
      if (performance.now() - saved > 10_000) throw new Error("B did not show the save within 10 s");
      if (apiAt === undefined) {
        const list = await (await fetch(`${b}/api/collection/gown`)).json();
        if (list.find((x) => x._id === item._id)?.price === price) apiAt = performance.now() - saved;
      }
      if (pageAt === undefined) {
        const html = await (await fetch(`${b}/collection/gowns/${item._id}`)).text();
        if (html.includes(price.toLocaleString("en-IN"))) pageAt = performance.now() - saved;
      }
      await new Promise((r) => setTimeout(r, 25));
    }
    api.push(apiAt);
    page.push(pageAt);
  }
  const r = (xs) => ({
    p50Ms: Math.round(median(xs)),
    p99Ms: Math.round(pct(xs, 99)),
    maxMs: Math.round(Math.max(...xs)),
  });
  return { saves, api: r(api), page: r(page) };
}

export function instancesReport(d) {
  if (!d) return "";
  const lines = [
    ``,
    `## Two instances on one PostgreSQL`,
    ``,
    `An admin save (price change) on instance A, then B polled every 25 ms until it shows the new price (${d.latency.saves} saves; B had the old answer cached each time):`,
    ``,
    `| on B | p50 | p99 | max | goal ≤ 2 s |`,
    `|---|---|---|---|---|`,
  ];
  for (const [k, v] of [
    ["GET /api/collection/gown", d.latency.api],
    ["product page", d.latency.page],
  ])
    lines.push(`| ${k} | ${v.p50Ms} ms | ${v.p99Ms} ms | ${v.maxMs} ms | ${v.maxMs <= 2000 ? "met" : "**not met**"} |`);
  if (d.cost) {
    lines.push(
      ``,
      `What the shared layer costs: the same API measured with the tag clock reading \`cache_tags\` at most every 500 ms (the default) and with it effectively never reading (CACHE_SYNC_MS=3600000), interleaved: ${d.cost.withSync.toFixed(0)} vs ${d.cost.withoutSync.toFixed(0)} req/s (ratio ${(d.cost.withSync / d.cost.withoutSync).toFixed(2)}). Per request it is one in-memory comparison; one indexed SELECT of a few rows at most every 500 ms per instance is shared by every request in that window.`,
    );
  }
  return lines.join("\n");
}
