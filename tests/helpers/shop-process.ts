// A production server (server.mjs, from the one build) as its own process, for tests about
// what hosts do to processes: stop, kill, start twice, restore. Each gets its own folder.
import { spawn, type ChildProcess } from "node:child_process";

const OWNER = { email: "owner@data.test", password: "data-owner-password" };

export interface Shop {
  child: ChildProcess;
  base: string;
  log: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

/** `via: "npm"` starts it as a host's process manager or a container's `CMD ["npm","start"]` does. */
export function spawnShop(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
  via: "node" | "npm" = "node",
): Shop {
  const base = `http://127.0.0.1:${port}`;
  const args = ["-p", String(port), "-H", "127.0.0.1"];
  const [command, argv] =
    via === "npm" ? ["npm", ["start", "--silent", "--", ...args]] : [process.execPath, ["server.mjs", ...args]];
  const child = spawn(command, argv, {
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      DATABASE_URL: "",
      DATA_DIR: dataDir,
      SITE_URL: base,
      NEXTAUTH_URL: base,
      ADMIN_EMAIL: OWNER.email,
      ADMIN_PASSWORD: OWNER.password,
      PUBLIC_FORM_RATE_LIMIT: "1000000",
      RENTAL_DAILY_PIECE_DAYS: "1000000",
      RENTAL_PENDING_PIECE_DAYS: "1000000",
      RENTAL_UNPAID_SHARE_PERCENT: "100",
      OWNER_ALERTS_PER_HOUR: "100000",
      RENTAL_PENDING_STAYS_PER_PIECE: "1000000",
      BACKUP_EVERY_HOURS: "0",
      // As the main e2e server: the specs play the proxy and write X-Forwarded-For.
      TRUST_PROXY_HOPS: "1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout!.on("data", (d) => (log += d));
  child.stderr!.on("data", (d) => (log += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  return { child, base, log: () => log, exited };
}

/** Starts a shop and waits until it answers (and its database is open). */
export async function startShop(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
  via: "node" | "npm" = "node",
): Promise<Shop> {
  const shop = spawnShop(port, dataDir, env, via);
  let gone = false;
  void shop.exited.then(() => (gone = true));
  for (let i = 0; i < 240 && !gone; i++) {
    const ok = await fetch(`${shop.base}/api/hero`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return shop;
    await new Promise((r) => setTimeout(r, 250));
  }
  shop.child.kill("SIGKILL");
  throw new Error(`shop on ${port} did not start:\n${shop.log()}`);
}

export async function adminToken(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(OWNER),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return (await res.json()).token;
}

/** Every order's id, following GET /api/orders's rel="next" links. */
export async function allOrderIds(base: string, token: string): Promise<Set<string>> {
  const ids = new Set<string>();
  let url: string | null = "/api/orders?limit=500";
  while (url) {
    const res: Response = await fetch(base + url, { headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 200) throw new Error(`GET ${url}: ${res.status}`);
    for (const o of (await res.json()) as { _id: string }[]) ids.add(o._id);
    url = /<([^>]+)>; rel="next"/.exec(res.headers.get("link") ?? "")?.[1] ?? null;
  }
  return ids;
}

/**
 * Visitors placing orders as fast as the shop answers, on keep-alive connections, until
 * stop() is called. Returns the ids of every order answered 201.
 */
export function streamOrders(base: string, productId: string, workers = 6) {
  const confirmed: string[] = [];
  let running = true;
  let n = 0;
  const loops = Array.from({ length: workers }, async (_, w) => {
    while (running) {
      try {
        const res = await fetch(`${base}/api/orders`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ productId, userName: `Stream ${w}-${n++}`, userPhone: "9811045872" }),
        });
        if (res.status === 201) confirmed.push((await res.json()).order._id);
        else await res.arrayBuffer();
      } catch {
        // the server went away mid-request: that order was not confirmed
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  });
  return {
    confirmed,
    async stop() {
      running = false;
      await Promise.all(loops);
      return confirmed;
    },
  };
}
