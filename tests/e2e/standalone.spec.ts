import { expect, test } from "@playwright/test";
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { writeBackup } from "../../lib/backup/archive.mjs";
import { functionIn } from "./rental-helpers";
import { PNG } from "./helpers";

// The folder the Dockerfile copies (scripts/assemble-standalone.mjs), started the
// way a container or a serverless function runs it: as an unprivileged user (nobody), on a
// read-only copy of the build, with nothing writable but /tmp, on PostgreSQL. Pages, sign-in,
// an order and a booking work; what needs a disk says which setting to add.
const DB = process.env.E2E_DATABASE_URL;
const PORT = 3151;
const base = `http://127.0.0.1:${PORT}`;
const APP = path.resolve("test-results/standalone/app");
const OWNER = { email: "owner@standalone.test", password: "standalone-owner-password" };

test.describe.configure({ mode: "serial", timeout: 180_000 });
test.skip(!DB, "PostgreSQL pass: a read-only copy has nowhere to keep the embedded database");
test.skip(process.getuid?.() !== 0, "starts the server as another user (nobody), which needs root");

let server: ChildProcess | undefined;
let log = "";

test.beforeAll(async () => {
  execFileSync(process.execPath, ["scripts/assemble-standalone.mjs", APP]);
  // Read-only for everyone (root aside), readable and traversable by nobody.
  execFileSync("chmod", ["-R", "a+rX,a-w", APP]);
  const child = spawn(process.execPath, ["server.mjs", "-p", String(PORT), "-H", "127.0.0.1"], {
    cwd: APP,
    uid: 65534,
    gid: 65534,
    env: {
      NODE_ENV: "production",
      PATH: process.env.PATH,
      HOME: "/tmp",
      DATABASE_URL: DB,
      NEXTAUTH_SECRET: "a-secret-set-in-the-hosts-settings",
      SITE_URL: base,
      NEXTAUTH_URL: base,
      ADMIN_EMAIL: OWNER.email,
      ADMIN_PASSWORD: OWNER.password,
      TRUST_PROXY_HOPS: "1",
      BACKUP_EVERY_HOURS: "0",
      // It shares the e2e server's database, where the other specs' bookings count against a
      // phone's pending piece-days; the limits have their own tests.
      RENTAL_DAILY_PIECE_DAYS: "100000",
      RENTAL_PENDING_PIECE_DAYS: "100000",
      RENTAL_UNPAID_SHARE_PERCENT: "100",
      RENTAL_PENDING_STAYS_PER_PIECE: "100000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server = child;
  child.stdout!.on("data", (d) => (log += d));
  child.stderr!.on("data", (d) => (log += d));
  for (let i = 0; i < 240; i++) {
    const up = await fetch(`${base}/api/health/live`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the standalone server did not start:\n${log}`);
});

test.afterAll(() => {
  server?.kill("SIGTERM");
});

test("runs as nobody from a read-only copy: live, ready, pages and a product photo", async ({ page }) => {
  const uid = /^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${server!.pid}/status`, "utf8"))?.[1];
  expect(uid).toBe("65534");
  expect((await fetch(`${base}/api/health/live`)).status).toBe(200);
  await expect.poll(async () => (await fetch(`${base}/api/health/ready`)).status, { timeout: 60_000 }).toBe(200);

  const gown = (
    (await (await fetch(`${base}/api/collection/gown`)).json()) as { _id: string; title: string; images: string[] }[]
  )[0]!;
  await page.goto(`${base}/`);
  await expect(page.getByRole("banner")).toBeVisible();
  await page.goto(`${base}/collection/gowns/${gown._id}`);
  await expect(page.getByRole("heading", { level: 1, name: gown.title })).toBeVisible();
  // The image optimiser writes its cache under /tmp (.next/cache is a link there).
  const photo = await fetch(`${base}/_next/image?url=${encodeURIComponent(gown.images[0]!)}&w=640&q=75`);
  expect(photo.status).toBe(200);
  expect(photo.headers.get("content-type")).toMatch(/^image\//);
  expect(log).not.toMatch(/EACCES|EROFS/);
});

test("the owner signs in, a visitor orders and books; an upload without a token says which setting to add", async ({
  page,
}) => {
  await page.goto(`${base}/login`);
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/admin/);

  const suit = ((await (await fetch(`${base}/api/collection/suit`)).json()) as { _id: string }[])[0]!;
  const order = await fetch(`${base}/api/orders`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "10.151.0.1" },
    body: JSON.stringify({ productId: suit._id, userName: "Standalone Visitor", userPhone: "9811045872" }),
  });
  expect(order.status, await order.clone().text()).toBe(201);

  const gown = ((await (await fetch(`${base}/api/collection/gown`)).json()) as { _id: string }[])[1]!;
  const { pickup, ret } = functionIn(40);
  const booking = await fetch(`${base}/api/reservations`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "10.151.0.2" },
    body: JSON.stringify({
      productId: gown._id,
      from: pickup,
      to: ret,
      name: "Standalone Bride",
      phone: "98110 45151",
    }),
  });
  expect(booking.status, await booking.clone().text()).toBe(201);

  const { token } = await (
    await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(OWNER),
    })
  ).json();
  const form = new FormData();
  form.set("category", "gown");
  form.set("title", "Uploaded Where Nothing Can Be Written");
  form.set("description", "A photo with nowhere to go.");
  form.set("price", "2500");
  form.set("images", new Blob([PNG], { type: "image/png" }), "p.png");
  const upload = await fetch(`${base}/api/collection`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(upload.status).toBe(503);
  expect((await upload.json()).message).toMatch(/Set UPLOADTHING_TOKEN/);
});

test("the container's health probe, from the folder, says healthy to the running shop and not to a closed port", () => {
  const probe = (port: number) =>
    spawnSync("bash", ["scripts/health-probe.sh"], {
      cwd: APP,
      env: { NODE_ENV: "production", PATH: process.env.PATH, PORT: String(port) },
    });
  expect(probe(PORT).status).toBe(0);
  expect(probe(PORT + 1).status).toBe(1);
});

test("the folder's own restore command puts an embedded backup back, with only the folder's node_modules", async () => {
  const work = mkdtempSync(path.join(tmpdir(), "standalone-restore-"));
  try {
    const pg = new PGlite(path.join(work, "source"));
    await pg.exec(
      `CREATE TABLE "_prisma_migrations" (migration_name text); CREATE TABLE t (x text); INSERT INTO t VALUES ('kept');`,
    );
    mkdirSync(path.join(work, "photos"));
    writeFileSync(path.join(work, "photos", "gown.webp"), "photo bytes");
    const backup = await writeBackup({
      database: await pg.dumpDataDir("none"),
      uploadsDir: path.join(work, "photos"),
      backupDir: path.join(work, "data/backups"),
      reason: "manual",
    });
    await pg.close();
    // As the container runs it: the app folder's working directory, the data volume as DATA_DIR.
    const restored = spawnSync(
      process.execPath,
      ["scripts/restore.mjs", path.join(work, "data/backups", backup.name)],
      {
        cwd: APP,
        env: { NODE_ENV: "production", PATH: process.env.PATH, HOME: work, DATA_DIR: path.join(work, "data") },
        encoding: "utf8",
      },
    );
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stdout).toContain(`Restored`);
    expect(readFileSync(path.join(work, "data/uploads/gown.webp"), "utf8")).toBe("photo bytes");
    const db = new PGlite(path.join(work, "data/pglite"));
    expect((await db.query<{ x: string }>("SELECT x FROM t")).rows).toEqual([{ x: "kept" }]);
    await db.close();
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});
