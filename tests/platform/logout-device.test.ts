import { describe, expect, it } from "vitest";
import { encode } from "next-auth/jwt";
import { POST as logout } from "@/app/api/auth/logout/route";
import { GET as listMessages } from "@/app/api/messages/route";
import { sessionCookieName } from "@/lib/auth/cookie";
import { readToken } from "@/lib/auth/token";
import { adminToken, bearer } from "../helpers/admin";

// Item 19: logout ends this device's session only; "sign out everywhere" ends them all.
const asCookie = (token: string) => ({ cookie: `${sessionCookieName()}=${token}` });
const get = (headers: Record<string, string>) =>
  listMessages(new Request("http://shop.test/api/messages", { headers }), undefined);
const post = (headers: Record<string, string>, query = "") =>
  logout(new Request(`http://shop.test/api/auth/logout${query}`, { method: "POST", headers }), undefined);

describe("POST /api/auth/logout ends this device's session only", () => {
  it("a browser's logout ends its cookie; the phone and an API client stay signed in", async () => {
    const [laptop, phone, api] = [await adminToken(), await adminToken(), await adminToken()];
    const res = await post(asCookie(laptop));
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe("Signed out.");
    expect(res.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    expect((await get(asCookie(laptop))).status).toBe(401);
    expect((await get(asCookie(phone))).status).toBe(200);
    expect((await get(bearer(api))).status).toBe(200);
  });

  it("an API client's logout ends its token and no other", async () => {
    const [api, browser] = [await adminToken(), await adminToken()];
    expect((await post(bearer(api))).status).toBe(200);
    expect((await get(bearer(api))).status).toBe(401);
    expect((await get(asCookie(browser))).status).toBe(200);
  });

  it("a signed-out cookie stays refused when re-issued with a later expiry (next-auth rolls it)", async () => {
    const laptop = await adminToken();
    const claims = (await readToken(laptop))!;
    expect((await post(asCookie(laptop))).status).toBe(200);
    const { exp: _exp, iat: _iat, jti: _jti, ...rest } = claims;
    void [_exp, _iat, _jti];
    const rolled = await encode({ token: rest, secret: process.env.NEXTAUTH_SECRET!, maxAge: 12 * 3600 });
    expect((await get(asCookie(rolled))).status).toBe(401);
  });

  it("a session re-issued past 12 hours after sign-in is refused", async () => {
    const claims = (await readToken(await adminToken()))!;
    const { exp: _exp, iat: _iat, jti: _jti, ...rest } = claims;
    void [_exp, _iat, _jti];
    const old = await encode({
      token: { ...rest, sat: Math.floor(Date.now() / 1000) - 12 * 3600 - 60 },
      secret: process.env.NEXTAUTH_SECRET!,
      maxAge: 12 * 3600,
    });
    expect((await get(bearer(old))).status).toBe(401);
  });
});

describe("POST /api/auth/logout?everywhere=1 signs out every device", () => {
  it("ends the cookie, the other devices and every API token", async () => {
    const [laptop, phone, api] = [await adminToken(), await adminToken(), await adminToken()];
    const res = await post(asCookie(laptop), "?everywhere=1");
    expect(res.status).toBe(200);
    expect((await res.json()).message).toMatch(/every device/);
    for (const headers of [asCookie(laptop), asCookie(phone), bearer(api)])
      expect((await get(headers)).status).toBe(401);
    // A new sign-in works as before.
    expect((await get(bearer(await adminToken()))).status).toBe(200);
  });

  it("answers 401 without a session: there is nothing it could end", async () => {
    const res = await post({}, "?everywhere=1");
    expect(res.status).toBe(401);
  });
});
