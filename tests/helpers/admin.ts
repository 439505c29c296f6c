import { POST as login } from "@/app/api/auth/login/route";
import { db } from "@/lib/db";
import { hashPassword } from "@/lib/auth/password";
import { jsonRequest } from "./request";

export const ADMIN = { email: "owner@shop.test", password: "a-long-shop-password" };

/** Creates the test admin (once per file) and returns a Bearer token for it. */
export async function adminToken(): Promise<string> {
  const prisma = await db();
  await prisma.adminUser.upsert({
    where: { email: ADMIN.email },
    update: {},
    create: { email: ADMIN.email, passwordHash: await hashPassword(ADMIN.password) },
  });
  const res = await login(
    jsonRequest("/api/auth/login", ADMIN, {
      headers: { "x-forwarded-for": `10.9.${Math.floor(Math.random() * 250)}.1` },
    }),
    undefined,
  );
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return (await res.json()).token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
