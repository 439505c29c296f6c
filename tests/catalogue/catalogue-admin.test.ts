import { beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { GET as listAll, POST as create } from "@/app/api/collection/route";
import { DELETE as remove, GET as byCategory, PUT as update } from "@/app/api/collection/[key]/route";
import { POST as createBeauty } from "@/app/api/beauty/route";
import { POST as createSlide } from "@/app/api/hero/route";
import { PUT as updateSlide } from "@/app/api/hero/[id]/route";
import { POST as moveSlide } from "@/app/api/hero/[id]/move/route";
import { GET as listHero } from "@/app/api/hero/route";
import { GET as serveUpload } from "@/app/uploads/[name]/route";
import { adminToken, bearer } from "../helpers/admin";

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

const png = () =>
  sharp({ create: { width: 40, height: 60, channels: 3, background: "#a3123a" } })
    .png()
    .toBuffer();
const file = (data: Uint8Array | string, name: string, type: string) =>
  new File([typeof data === "string" ? data : new Uint8Array(data)], name, { type });

function form(fields: Record<string, string>, files: File[] = [], field = "images") {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  for (const f of files) fd.append(field, f);
  return fd;
}
const send = (method: string, url: string, body: FormData, auth = true) =>
  new Request(`http://shop.test${url}`, { method, body, headers: auth ? bearer(token) : {} });
const params = (key: string) => ({ params: Promise.resolve({ key }) });

const gown = {
  category: "gown",
  title: "Peacock Blue Sequin Gown",
  description: "Sequinned georgette gown with a soft trail.",
  price: "2,750",
  fabric: "Georgette",
  attributes: '{"Trail":"Detachable"}',
};

describe("collection writes", () => {
  it("the admin list, and an error, are never stored by a cache (private, no-store)", async () => {
    const list = await listAll(new Request("http://shop.test/api/collection", { headers: bearer(token) }), undefined);
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).toBe("private, no-store");
    const refused = await listAll(new Request("http://shop.test/api/collection"), undefined);
    expect(refused.status).toBe(401);
    expect(refused.headers.get("cache-control")).toBe("private, no-store");
  });

  it("refuses writes without a token (401) before reading the body", async () => {
    const res = await create(send("POST", "/api/collection", form(gown), false), undefined);
    expect(res.status).toBe(401);
  });

  it("creates an item from multipart with a re-encoded upload, and shows it in its category at once", async () => {
    const res = await create(
      send("POST", "/api/collection", form(gown, [file(await png(), "photo.png", "image/png")])),
      undefined,
    );
    expect(res.status).toBe(201);
    const item = await res.json();
    expect(item).toMatchObject({
      _id: expect.any(String),
      title: gown.title,
      price: 2750,
      fabric: "Georgette",
      Trail: "Detachable",
    });
    expect(item.images).toHaveLength(1);
    expect(item.images[0]).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);

    const served = await serveUpload(new Request("http://shop.test" + item.images[0]), {
      params: Promise.resolve({ name: item.images[0].split("/").pop() }),
    });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toMatch(/immutable/);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta.format).toBe("webp");

    const list = await (await byCategory(new Request("http://shop.test/api/collection/gown"), params("gown"))).json();
    expect(list.map((i: { _id: string }) => i._id)).toContain(item._id);
    const all = await (
      await listAll(new Request("http://shop.test/api/collection", { headers: bearer(token) }), undefined)
    ).json();
    expect(all.length).toBeGreaterThan(50);
  });

  it("says which fields are missing", async () => {
    const res = await create(
      send("POST", "/api/collection", form({ category: "", title: "", description: "x", price: "" })),
      undefined,
    );
    expect(res.status).toBe(400);
    const { errors } = await res.json();
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(["category", "title", "price"]));
  });

  it("refuses SVG, disguised files and oversized uploads, storing nothing", async () => {
    const svg = file(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      "x.svg",
      "image/svg+xml",
    );
    expect((await create(send("POST", "/api/collection", form(gown, [svg])), undefined)).status).toBe(415);
    const fake = file("GIF89a but really a script", "x.png", "image/png");
    expect((await create(send("POST", "/api/collection", form(gown, [fake])), undefined)).status).toBe(415);
    const big = file(new Uint8Array(9 * 1024 * 1024), "big.jpg", "image/jpeg");
    const res = await create(send("POST", "/api/collection", form(gown, [big])), undefined);
    expect(res.status).toBe(413);
    expect((await res.json()).error).toMatch(/larger than 8 MB/);
  });

  it("updates an item, reorders and removes images, and 404s an unknown id", async () => {
    const created = await (
      await create(
        send(
          "POST",
          "/api/collection",
          form(gown, [file(await png(), "a.png", "image/png"), file(await png(), "b.png", "image/png")]),
        ),
        undefined,
      )
    ).json();
    const [a, b] = created.images;
    const res = await update(
      send(
        "PUT",
        `/api/collection/${created._id}`,
        form({ ...gown, title: "Renamed Gown", imageOrder: JSON.stringify(["new:0", b]) }, [
          file(await png(), "c.png", "image/png"),
        ]),
      ),
      params(created._id),
    );
    expect(res.status).toBe(200);
    const updated = await res.json();
    expect(updated.title).toBe("Renamed Gown");
    expect(updated.images).toHaveLength(2);
    expect(updated.images[1]).toBe(b);
    expect(updated.images).not.toContain(a);

    const missing = await update(send("PUT", "/api/collection/nope", form(gown)), params("nope"));
    expect(missing.status).toBe(404);
  });

  it("deletes an item (then 404)", async () => {
    const created = await (await create(send("POST", "/api/collection", form(gown)), undefined)).json();
    const del = () =>
      remove(
        new Request(`http://shop.test/api/collection/${created._id}`, { method: "DELETE", headers: bearer(token) }),
        params(created._id),
      );
    expect((await del()).status).toBe(200);
    expect((await del()).status).toBe(404);
  });
});

describe("beauty and hero writes", () => {
  it("creates a beauty item", async () => {
    const res = await createBeauty(
      send(
        "POST",
        "/api/beauty",
        form({ category: "soap", title: "Charcoal Soap", description: "Detox bar.", price: "219", volume: "100 g" }),
      ),
      undefined,
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ category: "soap", price: 219, volume: "100 g" });
  });

  it("requires an image for a new slide, drops empty offers, and keeps the image when editing without one", async () => {
    const fields = {
      title: "Diwali Edit",
      desc: "Festive looks for the family.",
      offers: JSON.stringify([
        { text: "Diwali", discount: "25% off" },
        { text: "", discount: "5%" },
        { text: "Empty", discount: "" },
      ]),
    };
    const noImage = await createSlide(send("POST", "/api/hero", form(fields)), undefined);
    expect(noImage.status).toBe(400);
    expect((await noImage.json()).errors.image).toMatch(/image is required/);

    const res = await createSlide(
      send("POST", "/api/hero", form(fields, [file(await png(), "slide.png", "image/png")], "image")),
      undefined,
    );
    expect(res.status).toBe(201);
    const slide = await res.json();
    expect(slide.offers).toEqual([{ text: "Diwali", discount: "25% off" }]);

    const edited = await updateSlide(
      send("PUT", `/api/hero/${slide._id}`, form({ ...fields, title: "Diwali Edit 2026", offers: "[]" })),
      { params: Promise.resolve({ id: slide._id }) },
    );
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ title: "Diwali Edit 2026", image: slide.image, offers: [] });

    const slides = await (await listHero(new Request("http://shop.test/api/hero"), undefined)).json();
    expect(slides.at(-1).title).toBe("Diwali Edit 2026");
  });

  it("moves a slide one place up or down in one step, and the list follows at once", async () => {
    const titles = async () =>
      ((await (await listHero(new Request("http://shop.test/api/hero"), undefined)).json()) as { title: string }[]).map(
        (s) => s.title,
      );
    const add = async (title: string) =>
      (
        await (
          await createSlide(
            send(
              "POST",
              "/api/hero",
              form({ title, desc: "For the move test." }, [file(await png(), "m.png", "image/png")], "image"),
            ),
            undefined,
          )
        ).json()
      )._id as string;
    const first = await add("Move Test One");
    const second = await add("Move Test Two");
    const move = (id: string, body: unknown, auth = true) =>
      moveSlide(
        new Request(`http://shop.test/api/hero/${id}/move`, {
          method: "POST",
          body: JSON.stringify(body),
          headers: { "content-type": "application/json", ...(auth ? bearer(token) : {}) },
        }),
        {
          params: Promise.resolve({ id }),
        },
      );
    const before = await titles();
    expect(before.slice(-2)).toEqual(["Move Test One", "Move Test Two"]);

    expect((await move(second, { direction: "up" }, false)).status).toBe(401);
    const up = await move(second, { direction: "up" });
    expect(up.status).toBe(200);
    const answered = ((await up.json()) as { title: string }[]).map((s) => s.title);
    expect(answered.slice(-2)).toEqual(["Move Test Two", "Move Test One"]);
    expect(await titles()).toEqual(answered);

    // The last one down, and the first one up, change nothing.
    expect(((await (await move(first, { direction: "down" })).json()) as unknown[]).length).toBe(before.length);
    expect(await titles()).toEqual(answered);
    const top = (await titles())[0];
    const all = (await (await listHero(new Request("http://shop.test/api/hero"), undefined)).json()) as {
      _id: string;
      title: string;
    }[];
    expect((await move(all[0]!._id, { direction: "up" })).status).toBe(200);
    expect((await titles())[0]).toBe(top);

    const bad = await move(first, { direction: "sideways" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors.direction).toMatch(/up.*down/);
    expect((await move("00000000-0000-4000-8000-000000000000", { direction: "up" })).status).toBe(404);
    expect((await move(first, { direction: "down" })).status).toBe(200);
    expect((await move(first, { direction: "down" })).status).toBe(200);
    expect((await titles()).slice(-2)).toEqual(["Move Test Two", "Move Test One"]);

    // Two phones move the same slide up at the same moment: two steps, neither lost.
    const third = await add("Move Test Three");
    const moves = await Promise.all([move(third, { direction: "up" }), move(third, { direction: "up" })]);
    expect(moves.map((r) => r.status)).toEqual([200, 200]);
    expect((await titles()).slice(-3)).toEqual(["Move Test Three", "Move Test Two", "Move Test One"]);
  });

  it("refuses offers that are not a JSON list", async () => {
    const res = await createSlide(
      send(
        "POST",
        "/api/hero",
        form({ title: "T", desc: "D", offers: "{oops" }, [file(await png(), "s.png", "image/png")], "image"),
      ),
      undefined,
    );
    expect(res.status).toBe(400);
    expect((await res.json()).errors.offers).toMatch(/valid JSON/);
  });
});
