// With no setting, a client behind a private peer that appends nothing (nginx
// with only proxy_pass, Docker's userland proxy, Kubernetes NAT) or under `next start` could
// write any X-Forwarded-For and escape the sign-in limit; and everyone sharing one address
// could lock the owner out. Requests here arrive as `npm start` hands them over: the peer's
// address in its own header, beside whatever X-Forwarded-For the client wrote.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as nextAuthPost } from "@/app/api/auth/[...nextauth]/route";
import { SOCKET_ADDRESS_HEADER } from "@/lib/http/client-ip";
import { deviceCookie } from "@/lib/auth/device-cookie";
import { db } from "@/lib/db";
import { ADMIN, adminToken } from "../helpers/admin";
import { jsonRequest } from "../helpers/request";

// next-auth reads the request through next/headers, which needs Next's own request scope:
// a stand-in that hands the form and the headers to the shop's `authorize`, as next-auth does,
// and answers as next-auth does (a sign-in error goes back to the page as `error`).
vi.mock("next-auth", () => ({
  default: async (
    req: Request,
    _ctx: unknown,
    options: { providers: { options: { authorize: (c: unknown, r: unknown) => Promise<unknown> } }[] },
  ) => {
    const form = Object.fromEntries(new URLSearchParams(await req.text()));
    try {
      const user = await options.providers[0]!.options.authorize(form, { headers: Object.fromEntries(req.headers) });
      return Response.json({ url: user ? "http://shop.test/admin" : "http://shop.test/login?error=CredentialsSignin" });
    } catch (error) {
      return Response.json({ url: `http://shop.test/login?error=${encodeURIComponent((error as Error).message)}` });
    }
  },
}));

const PEER = "172.17.0.1"; // Docker's gateway: every visitor of a container behind the userland proxy

function fromPeer(body: unknown, peer: string | null, headers: Record<string, string> = {}) {
  return login(
    jsonRequest("/api/auth/login", body, {
      headers: { ...(peer ? { [SOCKET_ADDRESS_HEADER]: peer } : {}), ...headers },
    }),
    undefined,
  );
}

/** The owner signs in once, before any attack, and keeps the device cookie her browser is given. */
async function ownersDevice(peer: string | null): Promise<string> {
  const res = await fromPeer(ADMIN, peer);
  expect(res.status).toBe(200);
  const setCookie = res.headers.get("set-cookie") ?? "";
  expect(setCookie).toMatch(/^boutique\.device=[^;]+; Path=\/; HttpOnly; SameSite=Strict; Max-Age=\d+/);
  return setCookie.split(";")[0]!;
}

beforeEach(async () => {
  // The shop as started with no setting, under `npm start`.
  vi.stubEnv("TRUST_PROXY_HOPS", undefined);
  vi.stubEnv("SOCKET_ADDRESS_FROM_SERVER", "1");
  vi.spyOn(console, "warn").mockImplementation(() => {});
  await (await db()).rateLimit.deleteMany();
  await adminToken();
  await (await db()).rateLimit.deleteMany();
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe("with no setting, a forged X-Forwarded-For from a private peer", () => {
  it("does not escape the limit: 8 wrong guesses, each with a new forged address, end in 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push(
        (
          await fromPeer({ email: ADMIN.email, password: `wrong-${i}` }, PEER, {
            "x-forwarded-for": `203.0.113.${i + 1}`,
          })
        ).status,
      );
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });

  it("nginx with only proxy_pass (peer 127.0.0.1) likewise", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push(
        (
          await fromPeer({ email: ADMIN.email, password: `wrong-${i}` }, "127.0.0.1", {
            "x-forwarded-for": `198.51.100.${i + 1}`,
          })
        ).status,
      );
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });
});

describe("the owner behind a shared address", () => {
  it("signs in with her device cookie while strangers behind the same peer are locked out; without it she would be too", async () => {
    const cookie = await ownersDevice(PEER);
    for (let i = 0; i < 8; i++)
      await fromPeer({ email: ADMIN.email, password: `wrong-${i}` }, PEER, { "x-forwarded-for": `203.0.113.${i + 1}` });
    // The shared bucket is locked: the right password without the cookie is refused.
    const stranger = await fromPeer(ADMIN, PEER);
    expect(stranger.status).toBe(429);
    // Her own browser is counted on its own.
    const owner = await fromPeer(ADMIN, PEER, { cookie });
    expect(owner.status).toBe(200);
    expect(typeof (await owner.json()).token).toBe("string");
    expect(owner.headers.get("set-cookie")).toMatch(/^boutique\.device=/);
  });

  it("with no usable address (next start: everyone shares one count) her device cookie still gets her in", async () => {
    vi.stubEnv("SOCKET_ADDRESS_FROM_SERVER", undefined);
    const cookie = await ownersDevice(null);
    for (let i = 0; i < 6; i++)
      await fromPeer({ email: `guess${i}@shop.test`, password: "x" }, null, {
        "x-forwarded-for": `203.0.113.${i + 1}`,
      });
    expect((await fromPeer(ADMIN, null)).status).toBe(429);
    expect((await fromPeer(ADMIN, null, { cookie })).status).toBe(200);
  });

  it("a device's own wrong guesses lock only that device, after five", async () => {
    const cookie = await ownersDevice(PEER);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await fromPeer({ email: ADMIN.email, password: `wrong-${i}` }, PEER, { cookie })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await fromPeer(ADMIN, PEER, { cookie })).status).toBe(429);
    // Its guesses were not put on the shared address.
    expect((await fromPeer(ADMIN, PEER)).status).toBe(200);
  });

  it("a device cookie for another account, a tampered one or an expired one buys nothing", async () => {
    const version = (await (await db()).adminUser.findFirstOrThrow({ where: { email: ADMIN.email } })).sessionVersion;
    const theirs = deviceCookie("someone@shop.test", version).split(";")[0]!;
    const mine = await ownersDevice(PEER);
    const tampered = mine.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    const expired = deviceCookie(ADMIN.email, version, Date.now() - 181 * 24 * 3600 * 1000).split(";")[0]!;
    for (let i = 0; i < 5; i++) await fromPeer({ email: ADMIN.email, password: `wrong-${i}` }, PEER);
    for (const cookie of [theirs, tampered, expired])
      expect((await fromPeer(ADMIN, PEER, { cookie })).status, cookie).toBe(429);
  });
});

describe("a device cookie after a password change or 'sign out everywhere'", () => {
  it("no longer has a count of its own: the browser is counted by its address again", async () => {
    const cookie = await ownersDevice(PEER);
    // Sign out everywhere (or a password change) raises the account's session version.
    await (
      await db()
    ).adminUser.updateMany({ where: { email: ADMIN.email }, data: { sessionVersion: { increment: 1 } } });
    for (let i = 0; i < 5; i++) await fromPeer({ email: ADMIN.email, password: `wrong-${i}` }, PEER);
    expect((await fromPeer(ADMIN, PEER, { cookie })).status).toBe(429);
  });
});

describe("the sign-in page (next-auth's credentials flow) applies the same", () => {
  const ctx = { params: Promise.resolve({ nextauth: ["callback", "credentials"] }) };
  const signIn = (password: string, headers: Record<string, string> = {}) =>
    nextAuthPost(
      new Request("http://shop.test/api/auth/callback/credentials", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", [SOCKET_ADDRESS_HEADER]: PEER, ...headers },
        body: new URLSearchParams({ email: ADMIN.email, password, json: "true" }).toString(),
      }),
      ctx,
    );

  it("forged addresses end in 'Too many failed sign-ins'; the owner's browser, with the cookie its last sign-in set, still signs in", async () => {
    const first = await signIn(ADMIN.password);
    expect((await first.json()).url).toBe("http://shop.test/admin");
    const cookie = first.headers.get("set-cookie")!.split(";")[0]!;
    expect(cookie).toMatch(/^boutique\.device=/);

    const urls: string[] = [];
    for (let i = 0; i < 8; i++)
      urls.push((await (await signIn(`wrong-${i}`, { "x-forwarded-for": `203.0.113.${i + 1}` })).json()).url);
    expect(urls.slice(0, 5).every((u) => u.endsWith("error=CredentialsSignin"))).toBe(true);
    expect(decodeURIComponent(urls[7]!)).toMatch(/Too many failed sign-ins/);

    expect(decodeURIComponent((await (await signIn(ADMIN.password)).json()).url)).toMatch(/Too many failed sign-ins/);
    const owner = await signIn(ADMIN.password, { cookie });
    expect((await owner.json()).url).toBe("http://shop.test/admin");
    expect(owner.headers.get("set-cookie")).toMatch(/^boutique\.device=.*HttpOnly/);
  });
});
