import type { APIRequestContext } from "@playwright/test";

export const OWNER = { email: "owner@e2e.test", password: "e2e-owner-password" };

/** A Bearer token for the e2e server's admin (ADMIN_EMAIL/ADMIN_PASSWORD in playwright.config.ts). */
export async function adminApi(request: APIRequestContext) {
  const res = await request.post("/api/auth/login", { data: OWNER, headers: { "x-forwarded-for": `10.77.${Math.floor(Math.random() * 250)}.1` } });
  if (!res.ok()) throw new Error(`admin login failed: ${res.status()}`);
  const { token } = await res.json();
  const headers = { authorization: `Bearer ${token}` };
  return {
    orders: async () => (await request.get("/api/orders", { headers })).json(),
    messages: async () => (await request.get("/api/messages", { headers })).json(),
  };
}
