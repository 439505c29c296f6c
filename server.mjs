// `npm start`: the production server. Next.js's own request handling (the same router as
// `next start`) inside a plain Node HTTP server that this file owns, for two things
// `next start` does not do:
//  - the embedded database's folder is locked before anything else, so a second server on
//    the same folder refuses at once and touches nothing;
//  - SIGTERM/SIGINT drain: stop accepting, finish what is in flight (also on keep-alive
//    connections, which get `Connection: close`), close the database, exit 0, all within
//    SHUTDOWN_GRACE_MS (10 s).
// The signals are handled from the first line: as a container's pid 1 (no --init) a signal
// with no handler is ignored, so a stop during start-up (initdb, migrations, loading Next)
// would wait for Docker's SIGKILL. A signal before the server listens stops what has started
// (the initdb child, what the app registered with onShutdown), releases the folder lock and
// exits 0: nothing was being served, and a stop that was asked for is not a failure to a
// process manager (systemd counts 143 as one). A second signal exits at once, 143 or 130.
// Usage: node server.mjs [-p 3000] [-H 0.0.0.0]   (PORT works too)
import http from "node:http";
import { existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, readlinkSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { nodeVersionProblem } from "./lib/server/node-version.mjs";
import { pgliteDir, runShutdownHooks } from "./lib/server/runtime.mjs";
import { secureTransportHeaders } from "./lib/server/https-headers.mjs";
import { cookieRedirectHeaders } from "./lib/server/cookie-redirect-headers.mjs";
import { securityHeaders } from "./lib/server/security-headers.mjs";
import { staticBrotli } from "./lib/server/static-brotli.mjs";
import { outageAnswers, outageWords } from "./lib/server/outage-page.mjs";

// Before anything else: on an older Node.js the failure would come later, from deep inside
// Prisma or Next, with no word about the version.
const oldNode = nodeVersionProblem(process.versions.node);
if (oldNode) {
  console.error(`\n${oldNode}\n`);
  process.exit(1);
}

// Everything within SHUTDOWN_GRACE_MS (10 s, Docker's default stop timeout): requests get
// all but the last 2 s, closing the database the rest; past it the process exits anyway.
const GRACE_MS = Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000);
const REQUESTS_MS = Math.max(GRACE_MS - 2_000, GRACE_MS / 2);
const log = (message) => console.log(`[server] ${message}`);
/** @type {((signal: string) => Promise<void>) | null} the drain, once the server listens */
let drain = null;
/** @type {{ release(): void } | null} */
let folderLock = null;
let stoppingStartUp = false;
const onSignal = (signal) => {
  if (drain) return void drain(signal);
  if (stoppingStartUp) {
    log(`${signal} again: stopping now`);
    process.exit(signal === "SIGINT" ? 130 : 143);
  }
  stoppingStartUp = true;
  void stopDuringStartUp(signal);
};
process.on("SIGTERM", () => onSignal("SIGTERM"));
process.on("SIGINT", () => onSignal("SIGINT"));

async function stopDuringStartUp(signal) {
  log(`${signal} during start-up: stopping before serving`);
  setTimeout(() => {
    log(`not stopped after ${GRACE_MS} ms: exiting anyway`);
    process.exit(1);
  }, GRACE_MS).unref();
  // A first start's initdb child would otherwise finish its folder after the lock is released.
  for (const pid of ownChildren()) {
    try {
      process.kill(pid, "SIGTERM");
    } catch {}
  }
  await runShutdownHooks((e) => console.error("[server] shutdown step failed:", e));
  folderLock?.release();
  log("stopped before serving");
  process.exit(0);
}

/** The processes this one started that still run, from /proc (Linux); none elsewhere. */
function ownChildren() {
  let entries;
  try {
    entries = readdirSync("/proc");
  } catch {
    return [];
  }
  return entries
    .filter((entry) => {
      if (!/^\d+$/.test(entry)) return false;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === process.pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** A start-up problem the operator can fix, in their words: one sentence, no stack. */
function refuse(message) {
  console.error(`\n${message}\n`);
  process.exit(1);
}

const root = path.dirname(fileURLToPath(import.meta.url));
// The data folders are resolved against the working directory (lib/server/runtime.mjs): make it this
// folder, so the folder locked here is the one the app opens, however the process was started.
process.chdir(root);
process.env.NODE_ENV = "production";
process.env.NEXT_TELEMETRY_DISABLED ??= "1";

const args = process.argv.slice(2);
const arg = (short, long) => {
  const i = args.findIndex((a) => a === short || a === long);
  return i >= 0 ? args[i + 1] : undefined;
};
// Not $HOSTNAME: Docker sets it to the container id.
const hostname = arg("-H", "--hostname") ?? "0.0.0.0";

// The same .env files `next start` reads, before deciding which database this is.
const { default: nextEnv } = await import("@next/env");
const { loadEnvConfig } = nextEnv;
loadEnvConfig(root, false, { info: () => {}, error: console.error });

// After the .env files, which may set PORT. The app reads PORT for its local address
// (http://localhost:$PORT when SITE_URL is unset, lib/site/url.ts): `-p 4100` sets it too.
const port = Number(arg("-p", "--port") ?? process.env.PORT ?? 3000);
process.env.PORT = String(port);

if (!process.env.DATABASE_URL) {
  const { lockFolder, FolderInUseError, UnwritableFolderError, unwritableFolderSentence } =
    await import("./lib/db/folder-lock.mjs");
  const folder = pgliteDir();
  if (!folder.startsWith("memory://")) {
    // The data folder is first written here: a volume owned by another user is one sentence.
    try {
      mkdirSync(path.dirname(folder), { recursive: true });
    } catch (e) {
      const problem = unwritableFolderSentence(e, path.dirname(folder));
      if (problem) refuse(problem);
      throw e;
    }
    try {
      folderLock = lockFolder(folder);
    } catch (e) {
      if (e instanceof FolderInUseError || e instanceof UnwritableFolderError) refuse(e.message);
      throw e;
    }
    // A first start's initdb in a child process that exits, before Next.js is loaded: its
    // 600 MB peak is given back instead of staying in this server (lib/db/pglite-init.mjs).
    const { initialiseFolder } = await import("./lib/db/pglite-init.mjs");
    await initialiseFolder(folder, log).catch((e) => {
      if (!stoppingStartUp) log(`initialising in a child process failed (${e.message}); the server will do it itself`);
    });
  }
}

// A standalone copy (scripts/assemble-standalone.mjs: a container, a host without the source)
// has no next.config.ts: the configuration the build resolved travels in
// required-server-files.json, handed to Next as its own standalone server.js does.
if (!existsSync(path.join(root, "next.config.ts"))) {
  const required = JSON.parse(readFileSync(path.join(root, ".next/required-server-files.json"), "utf8"));
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(required.config);
  // Its .next/cache is a link into /tmp (the app folder may be read-only): make the target.
  try {
    if (lstatSync(path.join(root, ".next/cache")).isSymbolicLink())
      mkdirSync(readlinkSync(path.join(root, ".next/cache")), { recursive: true });
  } catch (e) {
    log(`the image cache folder cannot be made (${e.code ?? e}): photos are still served, resized again each time`);
  }
}
const { default: next } = await import("next");
// Next.js builds its own request URLs from this name, and proxy.ts's rewrites (the sorted and
// filtered collection pages) from "localhost": with any other name here (0.0.0.0, 127.0.0.1)
// every rewrite looked external and was fetched again over HTTP from this same server (and,
// bound to a LAN address only, from an address where nothing listened). The socket below
// still listens on `hostname`; the site's public address comes from SITE_URL, never from here.
const app = next({ dev: false, dir: root, hostname: "localhost", port });
// Next warns at every start that `next start` does not suit `output: "standalone"` and to run
// .next/standalone/server.js instead: that would drop the folder lock and the drain, which
// are why this file serves the build, so the advice is left out.
const nextWarn = console.warn;
console.warn = (...line) => {
  if (!String(line[0]).includes('does not work with "output: standalone"')) nextWarn(...line);
};
try {
  await app.prepare();
  // Next starts the app's instrumentation (opening, migrating and seeding the database, which
  // prints a first start's admin password) without waiting for it: wait here, so "ready" is
  // the last start-up line and means it. Not a public API: without it, the order is Next's.
  await app.server
    ?.getServer?.()
    .then((server) => server?.prepare?.())
    .catch(() => {}); // Next has reported it ("Failed to prepare server"); requests retry
} finally {
  console.warn = nextWarn;
}
const handle = app.getRequestHandler();
// The build's scripts and stylesheets, in brotli once each is compressed (lib/server/static-brotli.mjs),
// with the headers next.config.ts gives every other answer (no HTTPS-only host runs this file).
const serveBrotli = staticBrotli(path.join(root, ".next/static"), securityHeaders());
// The addresses whose answer a cookie decides (the remembered language's 307, and the English
// page at the same address) tell a cache in front so, which next.config's headers() cannot do
// on this server (lib/server/cookie-redirect-headers.mjs). The rules are the build's own redirects.
const cookieDecided = await cookieRedirectHeaders(
  JSON.parse(readFileSync(path.join(root, ".next/routes-manifest.json"), "utf8")),
);

// A page that cannot be rendered at all (the database away and nothing cached) gets a page
// written here, without script, instead of Next's script-drawn 500 (lib/server/outage-page.mjs).
// Whether the database is the cause is readiness's to say, asked of this same server.
const probeHost = ["0.0.0.0", "::"].includes(hostname) ? "127.0.0.1" : hostname;
const readyAddress = `http://${probeHost.includes(":") ? `[${probeHost}]` : probeHost}:${port}/api/health/ready`;
let lastProbe = { at: 0, state: Promise.resolve({ ready: true, migrations: false }) };
function probeReadiness() {
  // One question every few seconds however many pages fail at once.
  if (Date.now() - lastProbe.at < 5000) return lastProbe.state;
  const state = fetch(readyAddress, { signal: AbortSignal.timeout(2000) }).then(
    async (answer) => ({
      ready: answer.ok,
      migrations: !answer.ok && /db:migrate/.test(await answer.text().catch(() => "")),
    }),
    () => ({ ready: false, migrations: false }),
  );
  lastProbe = { at: Date.now(), state };
  return state;
}
const outagePage = outageAnswers({ words: outageWords(root), probe: probeReadiness });

let draining = false;
let inFlight = 0;
// The connection's address, for per-address limits when nothing stands in front of this
// server (TRUST_PROXY_HOPS=0, lib/http/client-ip.ts): written on every request, so a client's own
// header of that name is replaced, never trusted.
process.env.SOCKET_ADDRESS_FROM_SERVER = "1";
const SOCKET_ADDRESS_HEADER = "x-boutique-socket-address"; // the name lib/http/client-ip.ts reads
// Whether the request came with a proxy's headers, before Next.js adds X-Forwarded-For itself:
// a browser on this machine is then told from nginx on it, and is not warned about as a proxy.
const FORWARDING_HEADER = "x-boutique-forwarding-headers"; // lib/http/client-ip.ts reads it too
const PROXY_HEADERS = ["x-forwarded-for", "x-forwarded-proto", "x-forwarded-host", "forwarded", "x-real-ip"];

// A path that is not valid percent-encoding (/api/collection/%ff) fails Next's own decoding
// with a plain-text 500 before any handler or error page runs: answered here as the client's
// mistake, as JSON on the API, with headers as locked as the error needs.
const LOCKED = {
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cache-Control": "private, no-store",
};
function malformedPath(url) {
  try {
    decodeURIComponent((url ?? "/").split("?")[0]);
    return false;
  } catch {
    return true;
  }
}
function badAddress(req, res) {
  const api = (req.url ?? "").startsWith("/api/");
  const message = "This address is not valid: it has a broken %-escape.";
  res.writeHead(400, { ...LOCKED, "Content-Type": api ? "application/json" : "text/plain; charset=utf-8" });
  res.end(api ? JSON.stringify({ error: message, message }) : message);
}

const server = http.createServer((req, res) => {
  if (malformedPath(req.url)) return badAddress(req, res);
  req.headers[SOCKET_ADDRESS_HEADER] = req.socket.remoteAddress ?? "";
  req.headers[FORWARDING_HEADER] = PROXY_HEADERS.some((name) => name in req.headers) ? "present" : "none";
  secureTransportHeaders(req, res);
  inFlight++;
  res.once("close", () => inFlight--);
  // While draining, every answer closes its connection, so keep-alive clients move on.
  if (draining) res.setHeader("Connection", "close");
  if (serveBrotli(req, res)) return;
  cookieDecided(req, res);
  outagePage(req, res);
  handle(req, res);
});

// A stop asked for while Next loaded: nothing listens, stopDuringStartUp exits.
if (!stoppingStartUp) {
  drain = shutdown;
  server.listen(port, hostname, () =>
    log(`ready on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}`),
  );
}

async function shutdown(signal) {
  if (draining) {
    log(`${signal} again: stopping now`);
    process.exit(signal === "SIGINT" ? 130 : 143);
  }
  draining = true;
  const started = Date.now();
  setTimeout(() => {
    log(`not stopped after ${GRACE_MS} ms: exiting anyway`);
    process.exit(1);
  }, GRACE_MS).unref();
  log(`${signal}: no new connections; finishing ${inFlight} request(s)`);
  const closed = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections();
  // A keep-alive socket goes idle between requests: close it then, not at the next one.
  const sweep = setInterval(() => server.closeIdleConnections(), 50);
  const deadline = setTimeout(() => {
    log(`still ${inFlight} request(s) after ${REQUESTS_MS} ms: closing their connections`);
    server.closeAllConnections();
  }, REQUESTS_MS);
  await closed;
  clearInterval(sweep);
  clearTimeout(deadline);
  // What the app registered with onShutdown (lib/server/runtime.mjs): closing the database.
  await runShutdownHooks((e) => console.error("[server] shutdown step failed:", e));
  log(`stopped cleanly in ${Date.now() - started} ms`);
  process.exit(0);
}
