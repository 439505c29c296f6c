import { beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import * as collection from "@/app/api/collection/route";
import * as collectionKey from "@/app/api/collection/[key]/route";
import * as beauty from "@/app/api/beauty/route";
import * as beautyKey from "@/app/api/beauty/[key]/route";
import * as orders from "@/app/api/orders/route";
import * as orderId from "@/app/api/orders/[id]/route";
import * as hero from "@/app/api/hero/route";
import * as heroId from "@/app/api/hero/[id]/route";
import * as heroMove from "@/app/api/hero/[id]/move/route";
import * as messages from "@/app/api/messages/route";
import { db } from "@/lib/db";
import { issueToken } from "@/lib/auth/token";
import { adminToken } from "../helpers/admin";

type Handler = (request: Request, ctx: never) => Promise<Response>;
type Auth = Record<string, string>;
let token: string;

beforeAll(async () => {
  token = await adminToken();
});

const ctx = (key: string) => ({ params: Promise.resolve({ key, id: key }) }) as never;
const item = () => ({
  category: "suit",
  title: "Auth Matrix Suit",
  description: "For the authorization test.",
  price: "1500",
});
const form = (fields: Record<string, string>, file?: [string, Buffer]) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  if (file) fd.append(file[0], new File([new Uint8Array(file[1])], "x.png", { type: "image/png" }));
  return fd;
};
const png = () =>
  sharp({ create: { width: 20, height: 20, channels: 3, background: "#fff" } })
    .png()
    .toBuffer();

async function newCollectionItem() {
  const prisma = await db();
  return (
    await prisma.collectionItem.create({ data: { category: "suit", title: "Temp", description: "Temp", price: 1 } })
  ).id;
}
async function newBeautyItem() {
  const prisma = await db();
  return (await prisma.beautyItem.create({ data: { category: "soap", title: "Temp", description: "Temp", price: 1 } }))
    .id;
}
async function newSlide() {
  const prisma = await db();
  return (
    await prisma.heroSlide.create({
      data: { title: "Temp", desc: "Temp", image: "/images/hero/slide-1.webp", position: 99 },
    })
  ).id;
}
async function newOrder() {
  const prisma = await db();
  return (
    await prisma.order.create({ data: { kind: "REQUEST", customerName: "Temp", phone: "+919811045872", total: 1 } })
  ).id;
}

/** Every admin route, with a way to make a request that succeeds for an admin. */
const routes: { name: string; call: (auth: Auth) => Promise<Response> }[] = [
  {
    name: "GET /api/collection",
    call: (a) =>
      (collection.GET as Handler)(new Request("http://t/api/collection", { headers: a }), undefined as never),
  },
  {
    name: "POST /api/collection",
    call: async (a) =>
      (collection.POST as Handler)(
        new Request("http://t/api/collection", { method: "POST", body: form(item()), headers: a }),
        undefined as never,
      ),
  },
  {
    name: "PUT /api/collection/{id}",
    call: async (a) => {
      const id = await newCollectionItem();
      return (collectionKey.PUT as Handler)(
        new Request(`http://t/api/collection/${id}`, { method: "PUT", body: form(item()), headers: a }),
        ctx(id),
      );
    },
  },
  {
    name: "DELETE /api/collection/{id}",
    call: async (a) => {
      const id = await newCollectionItem();
      return (collectionKey.DELETE as Handler)(
        new Request(`http://t/api/collection/${id}`, { method: "DELETE", headers: a }),
        ctx(id),
      );
    },
  },
  {
    name: "GET /api/beauty",
    call: (a) => (beauty.GET as Handler)(new Request("http://t/api/beauty", { headers: a }), undefined as never),
  },
  {
    name: "POST /api/beauty",
    call: (a) =>
      (beauty.POST as Handler)(
        new Request("http://t/api/beauty", { method: "POST", body: form({ ...item(), category: "soap" }), headers: a }),
        undefined as never,
      ),
  },
  {
    name: "PUT /api/beauty/{id}",
    call: async (a) => {
      const id = await newBeautyItem();
      return (beautyKey.PUT as Handler)(
        new Request(`http://t/api/beauty/${id}`, {
          method: "PUT",
          body: form({ ...item(), category: "soap" }),
          headers: a,
        }),
        ctx(id),
      );
    },
  },
  {
    name: "DELETE /api/beauty/{id}",
    call: async (a) => {
      const id = await newBeautyItem();
      return (beautyKey.DELETE as Handler)(
        new Request(`http://t/api/beauty/${id}`, { method: "DELETE", headers: a }),
        ctx(id),
      );
    },
  },
  {
    name: "GET /api/orders",
    call: (a) => (orders.GET as Handler)(new Request("http://t/api/orders", { headers: a }), undefined as never),
  },
  {
    name: "PATCH /api/orders/{id}",
    call: async (a) => {
      const id = await newOrder();
      return (orderId.PATCH as Handler)(
        new Request(`http://t/api/orders/${id}`, {
          method: "PATCH",
          body: JSON.stringify({ status: "CONFIRMED" }),
          headers: { ...a, "content-type": "application/json" },
        }),
        ctx(id),
      );
    },
  },
  {
    name: "DELETE /api/orders/{id}",
    call: async (a) => {
      const id = await newOrder();
      return (orderId.DELETE as Handler)(
        new Request(`http://t/api/orders/${id}`, { method: "DELETE", headers: a }),
        ctx(id),
      );
    },
  },
  {
    name: "POST /api/hero",
    call: async (a) =>
      (hero.POST as Handler)(
        new Request("http://t/api/hero", {
          method: "POST",
          body: form({ title: "T", desc: "D" }, ["image", await png()]),
          headers: a,
        }),
        undefined as never,
      ),
  },
  {
    name: "PUT /api/hero/{id}",
    call: async (a) => {
      const id = await newSlide();
      return (heroId.PUT as Handler)(
        new Request(`http://t/api/hero/${id}`, { method: "PUT", body: form({ title: "T", desc: "D" }), headers: a }),
        ctx(id),
      );
    },
  },
  {
    name: "POST /api/hero/{id}/move",
    call: async (a) => {
      const id = await newSlide();
      return (heroMove.POST as Handler)(
        new Request(`http://t/api/hero/${id}/move`, {
          method: "POST",
          body: JSON.stringify({ direction: "up" }),
          headers: { ...a, "content-type": "application/json" },
        }),
        ctx(id),
      );
    },
  },
  {
    name: "DELETE /api/hero/{id}",
    call: async (a) => {
      const id = await newSlide();
      return (heroId.DELETE as Handler)(
        new Request(`http://t/api/hero/${id}`, { method: "DELETE", headers: a }),
        ctx(id),
      );
    },
  },
  {
    name: "GET /api/messages",
    call: (a) => (messages.GET as Handler)(new Request("http://t/api/messages", { headers: a }), undefined as never),
  },
];

describe("every admin route checks credentials in its handler", () => {
  it.each(routes.map((r) => [r.name, r] as const))(
    "%s: none → 401, bad token → 401, Bearer → 2xx, session cookie → 2xx",
    async (_name, route) => {
      const none = await route.call({});
      expect(none.status).toBe(401);
      expect(await none.json()).toMatchObject({ error: expect.any(String) });
      expect((await route.call({ authorization: "Bearer not-a-real-token" })).status).toBe(401);
      const viaBearer = await route.call({ authorization: `Bearer ${token}` });
      expect(viaBearer.status, await viaBearer.clone().text()).toBeLessThan(300);
      const prisma = await db();
      const admin = await prisma.adminUser.findFirstOrThrow({ where: { email: "owner@shop.test" } });
      const viaCookie = await route.call({ cookie: `next-auth.session-token=${await issueToken(admin)}` });
      expect(viaCookie.status, await viaCookie.clone().text()).toBeLessThan(300);
    },
  );
});
