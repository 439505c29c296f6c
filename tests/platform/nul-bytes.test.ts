// PostgreSQL refuses U+0000 in text (22021, Prisma P2039). A NUL byte in a
// route parameter, an id or a body field must be a 404 or a 400 with a human message, never a
// 500 with a stack trace in the log.
import sharp from "sharp";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import {
  GET as getCollection,
  DELETE as deleteCollection,
  PUT as putCollection,
} from "@/app/api/collection/[key]/route";
import { GET as getBeauty, DELETE as deleteBeauty, PUT as putBeauty } from "@/app/api/beauty/[key]/route";
import { DELETE as deleteSlide, PUT as putSlide } from "@/app/api/hero/[id]/route";
import { DELETE as deleteOrderRoute, PATCH as patchOrder } from "@/app/api/orders/[id]/route";
import { POST as postOrder } from "@/app/api/orders/route";
import { POST as postCheckout } from "@/app/api/checkout/route";
import { POST as postContact } from "@/app/api/contact/route";
import { POST as postLogin } from "@/app/api/auth/login/route";
import { POST as postCollection } from "@/app/api/collection/route";
import { POST as postSlide } from "@/app/api/hero/route";
import { GET as serveUpload } from "@/app/uploads/[name]/route";
import { findOrderableProduct, getBeautyProduct, getCollectionProduct } from "@/features/catalogue";
import { deleteOrder, setOrderStatus } from "@/features/checkout";
import { findAdminByEmail, findAdminById } from "@/lib/auth/admins";
import { isPlausibleId } from "@/lib/validation/ids";
import { dupattaItems } from "@/features/catalogue/content/dupattas";
import { loginSchema, changePasswordSchema } from "@/lib/validation/auth";
import { contactSchema } from "@/features/contact/validation/contact";
import { checkoutSchema, orderRequestSchema } from "@/features/checkout/validation/order";
import { hasNul, jsonProblem, NUL_MESSAGE, nulMessage } from "@/lib/validation/text";
import { adminToken, ADMIN, bearer } from "../helpers/admin";
import { jsonRequest } from "../helpers/request";

const NUL = "\u0000";
// The forms a NUL takes in a route parameter: decoded, still encoded, and inside a real-looking id.
const BAD_IDS = [NUL, "%00", `clx${NUL}abc`, `dupatta-1${NUL}`, `${"a".repeat(30)}${NUL}`];

let token: string;
let errorSpy: MockInstance<typeof console.error>;

beforeAll(async () => {
  token = await adminToken();
});
beforeEach(() => {
  errorSpy = vi.spyOn(console, "error");
});
afterEach(() => {
  // Bad input is the visitor's mistake: nothing, least of all a stack trace, goes to the log.
  const logged = errorSpy.mock.calls.map((args) => args.map(String).join(" ").split("\n")[0]);
  errorSpy.mockRestore();
  expect(logged).toEqual([]);
});

const keyCtx = (key: string) => ({ params: Promise.resolve({ key }) });
const idCtx = (id: string) => ({ params: Promise.resolve({ id }) });
const url = (path: string) => `http://shop.test${path}`;

async function expectJson(res: Response, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toMatch(/application\/json/);
  const body = await res.json();
  expect(body.error).toEqual(expect.any(String));
  expect(body.error).not.toMatch(/prisma|postgres|invalid byte|22021|P2039|\bat \w+ \(/i);
  return body;
}

function itemForm(fields: Record<string, string>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  return fd;
}

describe("ids that cannot be ours are not found, without a query", () => {
  it("tells the shop's own ids from anything else", () => {
    for (const id of [
      "cm3x1y2z30000abcd1234efgh",
      "c" + "a1".repeat(12),
      "dupatta-47",
      "65f0c2a9e4b0a1b2c3d4e5f6",
      "no-such-item",
    ])
      expect(isPlausibleId(id)).toBe(true);
    for (const id of [...BAD_IDS, "", "../etc/passwd", "a b", "x".repeat(65), "é", "a/b", "-x"])
      expect(isPlausibleId(id)).toBe(false);
    for (const d of dupattaItems) expect(isPlausibleId(d._id)).toBe(true);
  });

  it("the product pages' data functions answer null (the page then calls notFound())", async () => {
    for (const id of BAD_IDS) {
      expect(await getCollectionProduct("suits", id)).toBeNull();
      expect(await getCollectionProduct("dupatta", id)).toBeNull();
      expect(await getBeautyProduct("soap", id)).toBeNull();
      expect(await findOrderableProduct(id)).toBeNull();
    }
    // A NUL in the category slug never reaches the database either.
    expect(await getCollectionProduct(`suits${NUL}`, "dupatta-1")).toBeNull();
    expect(await getBeautyProduct(`soap${NUL}`, "x")).toBeNull();
  });

  it("still finds real products", async () => {
    const suits = await (await getCollection(new Request(url("/api/collection/suit")), keyCtx("suit"))).json();
    const product = await getCollectionProduct("suits", suits[0]._id);
    expect(product).toMatchObject({ id: suits[0]._id, href: `/collection/suits/${suits[0]._id}` });
    expect(await getCollectionProduct("dupatta", "dupatta-3")).toMatchObject({ id: "dupatta-3" });
    const soaps = await (await getBeauty(new Request(url("/api/beauty/soap")), keyCtx("soap"))).json();
    expect(await getBeautyProduct("soap", soaps[0]._id)).toMatchObject({ id: soaps[0]._id });
  });

  it("orders and admins by such an id are not found", async () => {
    for (const id of BAD_IDS) {
      expect(await setOrderStatus(id, "CONFIRMED")).toBeNull();
      expect(await deleteOrder(id)).toBe(false);
      expect(await findAdminById(id)).toBeNull();
    }
    expect(await findAdminByEmail(`${ADMIN.email}${NUL}`)).toBeNull();
    expect(await findAdminByEmail(ADMIN.email)).toMatchObject({ email: ADMIN.email });
  });
});

describe("route parameters with a NUL byte", () => {
  it("GET /api/collection/{category} and /api/beauty/{category}: 404 JSON", async () => {
    for (const key of [NUL, `suits${NUL}`, "%00"]) {
      await expectJson(await getCollection(new Request(url("/api/collection/%00")), keyCtx(key)), 404);
      await expectJson(await getBeauty(new Request(url("/api/beauty/%00")), keyCtx(key)), 404);
    }
  });

  it("PATCH and DELETE /api/orders/{id} (admin): 404 JSON", async () => {
    for (const id of BAD_IDS) {
      await expectJson(
        await patchOrder(
          jsonRequest("/api/orders/%00", { status: "CONFIRMED" }, { method: "PATCH", headers: bearer(token) }),
          idCtx(id),
        ),
        404,
      );
      await expectJson(
        await deleteOrderRoute(
          new Request(url("/api/orders/%00"), { method: "DELETE", headers: bearer(token) }),
          idCtx(id),
        ),
        404,
      );
    }
  });

  it("GET /uploads/{name}: 404 JSON, locked down like every upload", async () => {
    for (const name of [NUL, `${NUL}.webp`, `00000000-0000-4000-8000-000000000000${NUL}.webp`]) {
      const res = await serveUpload(new Request(url("/uploads/%00")), { params: Promise.resolve({ name }) });
      await expectJson(res, 404);
      expect(res.headers.get("content-security-policy")).toBe("default-src 'none'");
    }
  });

  // These reach features/catalogue/data/write.ts and features/storefront/data/hero-slides.ts, which must call
  // isPlausibleId() before their find by id (wired in separately).
  it("PUT and DELETE /api/collection/{id} and /api/beauty/{id} (admin): 404 JSON", async () => {
    const gown = { category: "gown", title: "Gown", description: "A gown.", price: "2000" };
    const soap = { category: "soap", title: "Soap", description: "A soap.", price: "200" };
    for (const id of [NUL, `clx${NUL}abc`]) {
      await expectJson(
        await putCollection(
          new Request(url("/api/collection/%00"), { method: "PUT", body: itemForm(gown), headers: bearer(token) }),
          keyCtx(id),
        ),
        404,
      );
      await expectJson(
        await deleteCollection(
          new Request(url("/api/collection/%00"), { method: "DELETE", headers: bearer(token) }),
          keyCtx(id),
        ),
        404,
      );
      await expectJson(
        await putBeauty(
          new Request(url("/api/beauty/%00"), { method: "PUT", body: itemForm(soap), headers: bearer(token) }),
          keyCtx(id),
        ),
        404,
      );
      await expectJson(
        await deleteBeauty(
          new Request(url("/api/beauty/%00"), { method: "DELETE", headers: bearer(token) }),
          keyCtx(id),
        ),
        404,
      );
    }
  });

  it("PUT and DELETE /api/hero/{id} (admin): 404 JSON", async () => {
    for (const id of [NUL, `clx${NUL}abc`]) {
      await expectJson(
        await putSlide(
          new Request(url("/api/hero/%00"), {
            method: "PUT",
            body: itemForm({ title: "Slide", desc: "A slide." }),
            headers: bearer(token),
          }),
          idCtx(id),
        ),
        404,
      );
      await expectJson(
        await deleteSlide(new Request(url("/api/hero/%00"), { method: "DELETE", headers: bearer(token) }), idCtx(id)),
        404,
      );
    }
  });
});

describe("body fields with a NUL byte: 400 naming the field", () => {
  const ip = () => ({
    "x-forwarded-for": `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });

  it("POST /api/contact", async () => {
    const good = { name: "Priya", email: "priya@example.in", subject: "Fitting", message: "Is Sunday open?" };
    for (const field of ["name", "subject", "message", "email"] as const) {
      const res = await postContact(
        jsonRequest("/api/contact", { ...good, [field]: `${good[field]}${NUL}` }, { headers: ip() }),
        undefined,
      );
      const body = await expectJson(res, 400);
      expect(Object.keys(body.errors ?? {})).toContain(field);
    }
  });

  it("POST /api/orders (Buy Now)", async () => {
    const good = { productId: "dupatta-1", userName: "Priya", userPhone: "98110 45872" };
    for (const field of ["productId", "userName", "userPhone"] as const) {
      const res = await postOrder(
        jsonRequest("/api/orders", { ...good, [field]: `${NUL}${good[field]}` }, { headers: ip() }),
        undefined,
      );
      const body = await expectJson(res, 400);
      expect(Object.keys(body.errors ?? {})).toContain(field);
    }
  });

  it("POST /api/checkout", async () => {
    const good = {
      name: "Priya",
      email: "priya@example.in",
      phone: "9811045872",
      address: "12 Lajpat Nagar, Delhi",
      notes: "",
      items: [{ productId: "dupatta-1", quantity: 1 }],
    };
    for (const [patch, field] of [
      [{ name: `Priya${NUL}` }, "name"],
      [{ address: `Delhi${NUL}` }, "address"],
      [{ notes: NUL }, "notes"],
      [{ items: [{ productId: `dupatta-1${NUL}`, quantity: 1 }] }, "items.0.productId"],
    ] as const) {
      const body = await expectJson(
        await postCheckout(jsonRequest("/api/checkout", { ...good, ...patch }, { headers: ip() }), undefined),
        400,
      );
      expect(Object.keys(body.errors ?? {})).toContain(field);
    }
  });

  it("POST /api/auth/login: 400, not a database error", async () => {
    for (const body of [
      { email: `${ADMIN.email}${NUL}`, password: ADMIN.password },
      { email: ADMIN.email, password: `${NUL}${ADMIN.password}` },
    ]) {
      await expectJson(await postLogin(jsonRequest("/api/auth/login", body, { headers: ip() }), undefined), 400);
    }
  });
});

describe("JSON sent as a form field's text, with an escaped NUL: 400 naming the field", () => {
  // The body holds no NUL byte, only the six characters \u0000; the byte appears when
  // features/catalogue/validation/catalogue.ts parses the field, so its schemas must refuse it (wired in
  // separately).
  const png = async () =>
    new File(
      [
        new Uint8Array(
          await sharp({ create: { width: 20, height: 20, channels: 3, background: "#a3123a" } })
            .png()
            .toBuffer(),
        ),
      ],
      "a.png",
      { type: "image/png" },
    );

  it("POST /api/collection: attributes (value or name)", async () => {
    const gown = { category: "gown", title: "Gown", description: "A gown.", price: "2000" };
    for (const attributes of ['{"Trail":"a\\u0000b"}', '{"Tr\\u0000ail":"x"}']) {
      const res = await postCollection(
        new Request(url("/api/collection"), {
          method: "POST",
          body: itemForm({ ...gown, attributes }),
          headers: bearer(token),
        }),
        undefined,
      );
      const body = await expectJson(res, 400);
      expect(Object.keys(body.errors ?? {}).join(" ")).toMatch(/attributes/);
    }
  });

  it("POST /api/hero: offers", async () => {
    const fd = itemForm({ title: "Slide", desc: "A slide.", offers: '[{"text":"Flat\\u0000","discount":"10%"}]' });
    fd.append("image", await png());
    const body = await expectJson(
      await postSlide(new Request(url("/api/hero"), { method: "POST", body: fd, headers: bearer(token) }), undefined),
      400,
    );
    expect(Object.keys(body.errors ?? {}).join(" ")).toMatch(/offers/);
  });
});

describe("every text field in the shared schemas refuses U+0000", () => {
  it("with one message, naming the field where it can", () => {
    expect(hasNul(`a${NUL}b`)).toBe(true);
    expect(hasNul("a\tb\nc")).toBe(false);
    expect(nulMessage()).toBe(NUL_MESSAGE);
    // A visitor's field is named by its catalogue label; the owner's by the field the answer names.
    expect(nulMessage("labelFullAddress")).toBe("Remove the invisible control characters from the full address.");
    expect(nulMessage("Title")).toBe(NUL_MESSAGE);
    // JSON sent as a form field's text: the escape becomes a NUL only once parsed.
    expect(jsonProblem(JSON.parse('{"Trail":"a\\u0000b"}'))).toEqual({ kind: "nul", path: ["Trail"] });
    expect(jsonProblem(JSON.parse('{"a\\u0000":"x"}'))).toEqual({ kind: "nul", path: ["_key"] });
    expect(jsonProblem(JSON.parse('[{"text":"ok","discount":["\\u0000"]}]'))).toEqual({
      kind: "nul",
      path: ["0", "discount", "0"],
    });
    expect(jsonProblem({ text: "ok", n: 1, list: ["a", null] })).toBeNull();
  });

  it("a body nested twenty thousand deep is a 400, not a 500 from a recursive walk", async () => {
    const deep = "[".repeat(20000) + "]".repeat(20000);
    const res = await postContact(
      new Request("http://shop.test/api/contact", {
        method: "POST",
        headers: { "content-type": "application/json", host: "shop.test" },
        body: deep,
      }),
      undefined,
    );
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("The request body is nested too deeply.");
    expect(jsonProblem(JSON.parse("[".repeat(33) + "]".repeat(33)))).toEqual({ kind: "deep" });
    expect(jsonProblem(JSON.parse("[".repeat(32) + "]".repeat(32)))).toBeNull();
  });

  it("the sign-in schema (also next-auth's credentials check) and change password", () => {
    const login = loginSchema.safeParse({ email: `owner@shop.test${NUL}`, password: "x" });
    expect(login.success).toBe(false);
    expect(login.error?.issues[0]).toMatchObject({ path: ["email"], message: nulMessage("Email") });
    expect(loginSchema.safeParse({ email: "owner@shop.test", password: `pw${NUL}` }).error?.issues[0]?.path).toEqual([
      "password",
    ]);
    expect(
      changePasswordSchema.safeParse({ oldPassword: `old${NUL}`, newPassword: "a-new-long-password" }).success,
    ).toBe(false);
    expect(
      changePasswordSchema.safeParse({ oldPassword: "old-password", newPassword: `a-new-long-password${NUL}` }).success,
    ).toBe(false);
    expect(loginSchema.safeParse({ email: "owner@shop.test", password: "pw" }).success).toBe(true);
  });

  it("contact, Buy Now and checkout, including the fields the server ignores", () => {
    // The NUL check comes first: a 10,000-character name with a NUL says so, not "too long".
    const contact = contactSchema.safeParse({
      name: `${"x".repeat(10_000)}${NUL}`,
      email: "a@b.in",
      subject: "s",
      message: "m",
    });
    expect(contact.error?.issues).toEqual([
      expect.objectContaining({ path: ["name"], message: nulMessage("labelName") }),
    ]);
    const order = { productId: "dupatta-1", userName: "A", userPhone: "9811045872" };
    expect(orderRequestSchema.safeParse({ ...order, productTitle: `t${NUL}` }).success).toBe(false);
    expect(orderRequestSchema.safeParse({ ...order, price: `1${NUL}` }).success).toBe(false);
    expect(orderRequestSchema.safeParse(order).success).toBe(true);
    const checkout = {
      name: "A",
      email: "a@b.in",
      phone: "9811045872",
      address: "Delhi",
      items: [{ productId: "dupatta-1", quantity: 1 }],
    };
    expect(checkoutSchema.safeParse({ ...checkout, email: `a@b.in${NUL}` }).success).toBe(false);
    expect(checkoutSchema.safeParse({ ...checkout, phone: `98110${NUL}45872` }).success).toBe(false);
    expect(checkoutSchema.safeParse(checkout).success).toBe(true);
  });
});
