import { expect, test } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { OWNER, PNG } from "./helpers";

// Two production servers from one build on one PostgreSQL: the e2e server (A)
// and a second one started here (B). Needs a database server both can share, so it runs in
// the PostgreSQL pass (E2E_DATABASE_URL).
const DB = process.env.E2E_DATABASE_URL;
const PORT = 3112;
const B = `http://127.0.0.1:${PORT}`;
const WITHIN_MS = 2000;

/** Polls until `check` holds and returns how long that took; fails past the deadline. */
async function within(label: string, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < WITHIN_MS + 3000) {
    if (await check()) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${label}: not seen on B after ${WITHIN_MS + 3000} ms`);
}

const text = async (url: string) => (await fetch(url)).text();

test.describe("two instances, one shop", () => {
  test.skip(!DB, "needs a PostgreSQL server (the PostgreSQL pass)");

  let server: ChildProcess | undefined;
  let log = "";

  test.beforeAll(async () => {
    server = spawn(process.execPath, ["server.mjs", "-p", String(PORT), "-H", "127.0.0.1"], {
      detached: true,
      // As instance A: the specs write X-Forwarded-For as one proxy in front would.
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: "1",
        DATABASE_URL: DB,
        DATA_DIR: "test-results/instance-b-data",
        SITE_URL: B,
        NEXTAUTH_URL: B,
        TRUST_PROXY_HOPS: "1",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    server.stdout!.on("data", (d) => (log += d));
    server.stderr!.on("data", (d) => (log += d));
    for (let i = 0; i < 120; i++) {
      if (
        await fetch(`${B}/api/hero`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error(`instance B did not start:\n${log}`);
  });

  test.afterAll(async () => {
    if (server?.pid) process.kill(-server.pid, "SIGTERM");
  });

  test("an add, a price change and a delete on A reach B's API, pages and order totals within 2 s", async ({
    request,
  }) => {
    const { token } = await (
      await request.post("/api/auth/login", { data: OWNER, headers: { "x-forwarded-for": "10.120.0.1" } })
    ).json();
    const auth = { authorization: `Bearer ${token}` };
    // B has the gown list and page cached before the owner saves on A.
    for (let i = 0; i < 2; i++) {
      await fetch(`${B}/api/collection/gown`);
      await fetch(`${B}/collection/gowns`);
    }
    const title = `Two Instance Gown ${Date.now()}`;
    const created = await request.post("/api/collection", {
      headers: auth,
      multipart: {
        category: "gown",
        title,
        description: "Seen on every instance.",
        price: "3100",
        images: { name: "p.png", mimeType: "image/png", buffer: PNG },
      },
    });
    expect(created.status()).toBe(201);
    const item = await created.json();

    const addApi = await within("add (API)", async () => (await text(`${B}/api/collection/gown`)).includes(title));
    const addPage = await within("add (page)", async () => (await text(`${B}/collection/gowns`)).includes(title));
    expect(Math.max(addApi, addPage)).toBeLessThan(WITHIN_MS);

    const product = `${B}/collection/gowns/${item._id}`;
    for (let i = 0; i < 2; i++) await fetch(product);
    const edited = await request.put(`/api/collection/${item._id}`, {
      headers: auth,
      data: { category: "gown", title, description: "Seen on every instance.", price: 4321, version: item.version },
    });
    expect(edited.status()).toBe(200);
    const pricePage = await within("price (page)", async () => (await text(product)).includes("₹4,321"));
    expect(pricePage).toBeLessThan(WITHIN_MS);
    const order = await fetch(`${B}/api/orders`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "10.120.0.2" },
      body: JSON.stringify({ productId: item._id, userName: "Price Check", userPhone: "9811045872" }),
    });
    expect(order.status).toBe(201);
    expect((await order.json()).order.total).toBe(4321);

    expect((await request.delete(`/api/collection/${item._id}`, { headers: auth })).status()).toBeLessThan(300);
    const goneApi = await within("delete (API)", async () => !(await text(`${B}/api/collection/gown`)).includes(title));
    const gonePage = await within("delete (page)", async () => !(await text(`${B}/collection/gowns`)).includes(title));
    const goneProduct = await within("delete (product page)", async () => (await fetch(product)).status === 404);
    expect(Math.max(goneApi, gonePage, goneProduct)).toBeLessThan(WITHIN_MS);
    const late = await fetch(`${B}/api/orders`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "10.120.0.3" },
      body: JSON.stringify({ productId: item._id, userName: "Too Late", userPhone: "9811045872" }),
    });
    expect(late.status).toBe(404);
  });

  test("a hero slide saved on A shows on B's home page within 2 s", async ({ request, baseURL }) => {
    const { token } = await (
      await request.post("/api/auth/login", { data: OWNER, headers: { "x-forwarded-for": "10.120.0.4" } })
    ).json();
    for (let i = 0; i < 2; i++) await fetch(`${B}/`);
    const title = `Festive Edit ${Date.now()}`;
    const res = await request.post("/api/hero", {
      headers: { authorization: `Bearer ${token}` },
      multipart: { title, desc: "On every instance.", image: { name: "p.png", mimeType: "image/png", buffer: PNG } },
    });
    expect(res.status(), await res.text()).toBe(201);
    const slide = await res.json();
    expect(await within("hero (API)", async () => (await text(`${B}/api/hero`)).includes(title))).toBeLessThan(
      WITHIN_MS,
    );
    expect(await within("hero (home)", async () => (await text(`${B}/`)).includes(title))).toBeLessThan(WITHIN_MS);
    await fetch(`${baseURL}/api/hero/${slide._id}`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${token}` },
    });
  });

  test("the contact form's limit is counted once across A and B", async ({ baseURL }) => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const base = i % 2 === 0 ? baseURL : B;
      const res = await fetch(`${base}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "10.121.0.1" },
        body: JSON.stringify({
          name: "Meera",
          email: "meera@example.com",
          subject: "Trial",
          message: "Can I try the red lehenga on Sunday?",
        }),
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
