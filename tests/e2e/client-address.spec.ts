import { expect, test } from "@playwright/test";
import { request as httpRequest } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startShop, type Shop } from "../helpers/shop-process";

// With nothing in front of `npm start` (TRUST_PROXY_HOPS=0), X-Forwarded-For is whatever the
// client wrote, so per-address limits count the connection's own address, which server.mjs
// hands to the app. A forged header buys no new allowance; another address has its own.
// Its own server on port 3138 (the data-safety spec uses 3130–3137).

let shop: Shop | undefined;
let dir: string;

test.beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "boutique-address-"));
  shop = await startShop(3138, dir, { TRUST_PROXY_HOPS: "0", PUBLIC_FORM_RATE_LIMIT: "3" });
});

test.afterAll(() => {
  shop?.child.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

/** POST /api/orders from a given local address (127.0.0.x all reach a server on 127.0.0.1). */
function orderFrom(localAddress: string, productId: string, headers: Record<string, string> = {}): Promise<number> {
  const body = JSON.stringify({ productId, userName: "Meera Kapoor", userPhone: "9811045872" });
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${shop!.base}/api/orders`,
      {
        method: "POST",
        localAddress,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), ...headers },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

test("with no proxy trusted, limits count the connection: forged X-Forwarded-For buys nothing, another address has its own allowance", async () => {
  const productId = ((await (await fetch(`${shop!.base}/api/collection/gown`)).json()) as { _id: string }[])[0]!._id;
  const statuses = [];
  for (let i = 0; i < 4; i++)
    statuses.push(await orderFrom("127.0.0.1", productId, { "x-forwarded-for": `203.0.113.${i + 1}` }));
  expect(statuses).toEqual([201, 201, 201, 429]);
  expect(await orderFrom("127.0.0.2", productId)).toBe(201);
  // Nor does sending the header the server writes: the server replaces it.
  expect(await orderFrom("127.0.0.1", productId, { "x-boutique-socket-address": "198.51.100.1" })).toBe(429);
});
