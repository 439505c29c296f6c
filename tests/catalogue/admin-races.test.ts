// Admin edits that race each other or a delete. Answers are 404 or 409,
// never 500; a failed write leaves no uploaded file behind; a stale edit is refused.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { POST as create } from "@/app/api/collection/route";
import { DELETE as remove, GET as byCategory, PUT as update } from "@/app/api/collection/[key]/route";
import { POST as createBeauty } from "@/app/api/beauty/route";
import { GET as beautyByCategory, PUT as updateBeauty } from "@/app/api/beauty/[key]/route";
import { GET as listHero, POST as createSlide } from "@/app/api/hero/route";
import { DELETE as removeSlide, PUT as updateSlide } from "@/app/api/hero/[id]/route";
import { db } from "@/lib/db";
import { adminToken, bearer } from "../helpers/admin";

// A hook that runs once, just before the next upload is stored: after the request has read
// the row it edits and before it writes. A test puts the rival request there, so the race
// that timing only sometimes produces happens every time.
const hooks = vi.hoisted(() => ({ beforeNextUpload: null as null | (() => Promise<unknown>) }));
vi.mock("@/lib/storage", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/storage")>();
  return {
    ...real,
    imageStorage: () => {
      const storage = real.imageStorage();
      return {
        ...storage,
        async put(data: Buffer) {
          const hook = hooks.beforeNextUpload;
          hooks.beforeNextUpload = null;
          if (hook) await hook();
          return storage.put(data);
        },
      };
    },
  };
});

let token: string;
let photo: Buffer;
beforeAll(async () => {
  token = await adminToken();
  photo = await sharp({ create: { width: 40, height: 60, channels: 3, background: "#a3123a" } })
    .png()
    .toBuffer();
});

const png = (name = "photo.png") => new File([new Uint8Array(photo)], name, { type: "image/png" });

function form(fields: Record<string, string | number>, files: File[] = [], field = "images") {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, String(v));
  for (const f of files) fd.append(field, f);
  return fd;
}
const send = (method: string, url: string, body?: FormData, headers: Record<string, string> = {}) =>
  new Request(`http://shop.test${url}`, { method, body, headers: { ...bearer(token), ...headers } });
const key = (k: string) => ({ params: Promise.resolve({ key: k }) });
const id = (i: string) => ({ params: Promise.resolve({ id: i }) });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const gown = {
  category: "gown",
  title: "Racing Gown",
  description: "A gown edited from two tabs.",
  price: "2500",
  fabric: "Silk",
};
const slideFields = {
  title: "Race Week",
  desc: "Two owners, one slide.",
  offers: JSON.stringify([{ text: "Race", discount: "10% off" }]),
};

async function createGown(files: File[] = [png()]) {
  const res = await create(send("POST", "/api/collection", form(gown, files)), undefined);
  expect(res.status).toBe(201);
  return (await res.json()) as { _id: string; title: string; images: string[]; version: number };
}

async function createHeroSlide() {
  const res = await createSlide(send("POST", "/api/hero", form(slideFields, [png()], "image")), undefined);
  expect(res.status).toBe(201);
  return (await res.json()) as { _id: string; title: string; image: string; version: number };
}

const storedFiles = () => {
  try {
    return readdirSync(path.join(process.env.DATA_DIR!, "uploads"));
  } catch {
    return [];
  }
};

/** Uploaded files that no item or slide uses, and uploads an item or slide uses that are gone. */
async function uploadsAudit() {
  const prisma = await db();
  const [items, beauty, slides] = await Promise.all([
    prisma.collectionItem.findMany({ select: { images: true, image: true } }),
    prisma.beautyItem.findMany({ select: { images: true, image: true } }),
    prisma.heroSlide.findMany({ select: { image: true } }),
  ]);
  const used = new Set(
    [...items, ...beauty]
      .flatMap((r) => [...r.images, r.image ?? ""])
      .concat(slides.map((s) => s.image))
      .filter((url) => url.startsWith("/uploads/"))
      .map((url) => url.slice("/uploads/".length)),
  );
  const files = storedFiles();
  return { orphans: files.filter((f) => !used.has(f)), missing: [...used].filter((f) => !files.includes(f)) };
}

describe("a PUT racing a DELETE of the same item", () => {
  it("answers 200/404/409, never 500, and leaves no orphaned or missing upload", async () => {
    const seen: number[] = [];
    for (let round = 0; round < 24; round++) {
      const item = await createGown();
      const fields =
        round % 2
          ? { ...gown, title: `Edited ${round}`, version: item.version }
          : { ...gown, title: `Edited ${round}` };
      // Different head starts for the PUT, so the DELETE lands before, during and after its work.
      const [put, del] = await Promise.all([
        update(send("PUT", `/api/collection/${item._id}`, form(fields, [png("new.png")])), key(item._id)),
        sleep(round).then(() => remove(send("DELETE", `/api/collection/${item._id}`), key(item._id))),
      ]);
      expect([200, 404, 409]).toContain(put.status);
      expect([200, 204, 404]).toContain(del.status);
      if (put.status !== 200) expect((await put.json()).message).toMatch(/does not exist|changed by someone else/);
      seen.push(put.status, del.status);
    }
    expect(seen).not.toContain(500);
    expect(await uploadsAudit()).toEqual({ orphans: [], missing: [] });
  }, 300_000);

  it("a DELETE that lands between the PUT's read and its write: the PUT answers 404 and its upload is removed", async () => {
    const item = await createGown();
    let deleted: Response | undefined;
    hooks.beforeNextUpload = async () =>
      (deleted = await remove(send("DELETE", `/api/collection/${item._id}`), key(item._id)));
    const put = await update(
      send("PUT", `/api/collection/${item._id}`, form({ ...gown, title: "Too late" }, [png("new.png")])),
      key(item._id),
    );
    expect(deleted?.status).toBe(200);
    expect(put.status).toBe(404);
    expect((await put.json()).message).toMatch(/does not exist/);
    expect(await uploadsAudit()).toEqual({ orphans: [], missing: [] });
  });

  it("the same for hero slides", async () => {
    for (let round = 0; round < 8; round++) {
      const slide = await createHeroSlide();
      const [put, del] = await Promise.all([
        updateSlide(
          send(
            "PUT",
            `/api/hero/${slide._id}`,
            form({ ...slideFields, version: slide.version }, [png("new.png")], "image"),
          ),
          id(slide._id),
        ),
        sleep(round % 8).then(() => removeSlide(send("DELETE", `/api/hero/${slide._id}`), id(slide._id))),
      ]);
      expect([200, 404, 409]).toContain(put.status);
      expect([200, 204, 404]).toContain(del.status);
    }
    expect(await uploadsAudit()).toEqual({ orphans: [], missing: [] });

    const slide = await createHeroSlide();
    let deleted: Response | undefined;
    hooks.beforeNextUpload = async () =>
      (deleted = await removeSlide(send("DELETE", `/api/hero/${slide._id}`), id(slide._id)));
    const put = await updateSlide(
      send(
        "PUT",
        `/api/hero/${slide._id}`,
        form({ ...slideFields, version: slide.version }, [png("new.png")], "image"),
      ),
      id(slide._id),
    );
    expect(deleted?.status).toBe(200);
    expect(put.status).toBe(404);
    expect(await uploadsAudit()).toEqual({ orphans: [], missing: [] });
  }, 300_000);
});

describe("failed writes leave no uploaded file", () => {
  it("refuses a PUT that would make more than 20 images (400), or to an item that does not exist (404), storing nothing", async () => {
    const prisma = await db();
    const images = Array.from({ length: 19 }, (_, n) => `/images/catalogue/gown-${n}.webp`);
    const row = await prisma.collectionItem.create({ data: { ...gown, price: 2500, images } });
    const before = storedFiles();
    const res = await update(
      send("PUT", `/api/collection/${row.id}`, form(gown, [png("a.png"), png("b.png")])),
      key(row.id),
    );
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/At most 20 images/);
    expect(storedFiles()).toEqual(before);
    expect((await prisma.collectionItem.findUniqueOrThrow({ where: { id: row.id } })).images).toEqual(images);
    await prisma.collectionItem.delete({ where: { id: row.id } });

    const missing = await update(send("PUT", "/api/collection/gone", form(gown, [png()])), key("gone"));
    expect(missing.status).toBe(404);
    expect(storedFiles()).toEqual(before);
  });
});

describe("two edits from the same starting version", () => {
  it("saves exactly one (200), refuses the other (409), and keeps the winner's edit", async () => {
    const item = await createGown();
    const [a, b] = await Promise.all(
      ["Edit A", "Edit B"].map((title) =>
        update(
          send(
            "PUT",
            `/api/collection/${item._id}`,
            form({ ...gown, title, version: item.version }, [png(`${title}.png`)]),
          ),
          key(item._id),
        ),
      ),
    );
    expect([a!.status, b!.status].sort()).toEqual([200, 409]);
    const [winner, loser] = a!.status === 200 ? [a!, b!] : [b!, a!];
    const saved = await winner.json();
    expect((await loser.json()).message).toMatch(/changed by someone else.*reload/i);

    const list = await (await byCategory(new Request("http://shop.test/api/collection/gown"), key("gown"))).json();
    const stored = list.find((i: { _id: string }) => i._id === item._id);
    expect(stored).toEqual(saved);
    expect(stored.version).toBe(item.version + 1);
    expect(stored.images).toHaveLength(2);
    expect(await uploadsAudit()).toEqual({ orphans: [], missing: [] });
  });

  it("refuses the edit whose rival saved between its read and its write (409), removing its upload", async () => {
    const item = await createGown();
    let rival: Response | undefined;
    hooks.beforeNextUpload = async () =>
      (rival = await update(
        send("PUT", `/api/collection/${item._id}`, form({ ...gown, title: "Rival", version: item.version })),
        key(item._id),
      ));
    const late = await update(
      send(
        "PUT",
        `/api/collection/${item._id}`,
        form({ ...gown, title: "Late", version: item.version }, [png("late.png")]),
      ),
      key(item._id),
    );
    expect(rival?.status).toBe(200);
    expect(late.status).toBe(409);
    const list = await (await byCategory(new Request("http://shop.test/api/collection/gown"), key("gown"))).json();
    expect(list.find((i: { _id: string }) => i._id === item._id)).toMatchObject({
      title: "Rival",
      version: item.version + 1,
      images: item.images,
    });
    expect(await uploadsAudit()).toEqual({ orphans: [], missing: [] });
  });

  it("without a version, a save whose rival got in first is made on top of the rival's (last write wins), and no photo is lost", async () => {
    const item = await createGown();
    let rival: Response | undefined;
    hooks.beforeNextUpload = async () =>
      (rival = await update(
        send("PUT", `/api/collection/${item._id}`, form({ ...gown, title: "Rival" }, [png("rival.png")])),
        key(item._id),
      ));
    const last = await update(
      send("PUT", `/api/collection/${item._id}`, form({ ...gown, title: "Last" }, [png("last.png")])),
      key(item._id),
    );
    expect(rival?.status).toBe(200);
    expect(last.status).toBe(200);
    const saved = await last.json();
    expect(saved).toMatchObject({ title: "Last", version: item.version + 2 });
    expect(saved.images).toHaveLength(3);
    expect(await uploadsAudit()).toEqual({ orphans: [], missing: [] });
  });

  it("the same for hero slides, whose offers are replaced with the slide", async () => {
    const slide = await createHeroSlide();
    const [a, b] = await Promise.all(
      ["A", "B"].map((t) =>
        updateSlide(
          send(
            "PUT",
            `/api/hero/${slide._id}`,
            form(
              {
                ...slideFields,
                title: `Slide ${t}`,
                offers: JSON.stringify([{ text: t, discount: "5%" }]),
                version: slide.version,
              },
              [png()],
              "image",
            ),
          ),
          id(slide._id),
        ),
      ),
    );
    expect([a!.status, b!.status].sort()).toEqual([200, 409]);
    const saved = await (a!.status === 200 ? a! : b!).json();
    const stored = (await (await listHero(new Request("http://shop.test/api/hero"), undefined)).json()).find(
      (s: { _id: string }) => s._id === slide._id,
    );
    expect(stored).toEqual(saved);
    expect(stored.offers).toEqual([{ text: saved.title.slice(-1), discount: "5%" }]);
    expect(stored.version).toBe(slide.version + 1);
    expect(await uploadsAudit()).toEqual({ orphans: [], missing: [] });
  });
});

describe("the version an edit started from", () => {
  it("shows in every read: collection, beauty and hero", async () => {
    const item = await createGown([]);
    expect(item.version).toBe(0);
    const gowns = await (await byCategory(new Request("http://shop.test/api/collection/gown"), key("gown"))).json();
    expect(gowns.every((i: { version: unknown }) => Number.isInteger(i.version))).toBe(true);
    const soap = await (await beautyByCategory(new Request("http://shop.test/api/beauty/soap"), key("soap"))).json();
    expect(soap.length).toBeGreaterThan(0);
    expect(soap.every((i: { version: unknown }) => Number.isInteger(i.version))).toBe(true);
    await createHeroSlide();
    const slides = await (await listHero(new Request("http://shop.test/api/hero"), undefined)).json();
    expect(slides.every((s: { version: unknown }) => Number.isInteger(s.version))).toBe(true);
  });

  it("refuses a stale version with 409 and a human message; without a version the last write wins (spec clients)", async () => {
    const item = await createGown([]);
    const first = await update(
      send("PUT", `/api/collection/${item._id}`, form({ ...gown, title: "First", version: item.version })),
      key(item._id),
    );
    expect(first.status).toBe(200);
    expect((await first.json()).version).toBe(item.version + 1);

    const before = storedFiles();
    const stale = await update(
      send("PUT", `/api/collection/${item._id}`, form({ ...gown, title: "Stale", version: item.version }, [png()])),
      key(item._id),
    );
    expect(stale.status).toBe(409);
    const body = await stale.json();
    expect(body.error).toBe(body.message);
    expect(body.message).toMatch(/changed by someone else.*reload to see the latest/i);
    expect(storedFiles()).toEqual(before);

    const specClient = await update(
      send("PUT", `/api/collection/${item._id}`, form({ ...gown, title: "No version" })),
      key(item._id),
    );
    expect(specClient.status).toBe(200);
    expect(await specClient.json()).toMatchObject({ title: "No version", version: item.version + 2 });
  });

  it("takes the version from If-Match too", async () => {
    const item = await createGown([]);
    const stale = await update(
      send("PUT", `/api/collection/${item._id}`, form(gown), { "if-match": `"${item.version + 5}"` }),
      key(item._id),
    );
    expect(stale.status).toBe(409);
    const fresh = await update(
      send("PUT", `/api/collection/${item._id}`, form({ ...gown, title: "Matched" }), {
        "if-match": `"${item.version}"`,
      }),
      key(item._id),
    );
    expect(fresh.status).toBe(200);
    const bad = await update(
      send("PUT", `/api/collection/${item._id}`, form(gown), { "if-match": "yesterday" }),
      key(item._id),
    );
    expect(bad.status).toBe(400);
  });

  it("refuses a stale beauty edit with 409", async () => {
    const created = await (
      await createBeauty(
        send(
          "POST",
          "/api/beauty",
          form({ category: "soap", title: "Race Soap", description: "Two tabs.", price: "199" }),
        ),
        undefined,
      )
    ).json();
    const ok = await updateBeauty(
      send(
        "PUT",
        `/api/beauty/${created._id}`,
        form({
          category: "soap",
          title: "Race Soap 2",
          description: "Two tabs.",
          price: "199",
          version: created.version,
        }),
      ),
      key(created._id),
    );
    expect(ok.status).toBe(200);
    const stale = await updateBeauty(
      send(
        "PUT",
        `/api/beauty/${created._id}`,
        form({
          category: "soap",
          title: "Race Soap 3",
          description: "Two tabs.",
          price: "199",
          version: created.version,
        }),
      ),
      key(created._id),
    );
    expect(stale.status).toBe(409);
    expect((await stale.json()).message).toMatch(/changed by someone else/);
  });

  it("refuses a stale hero slide edit with 409 and keeps its files as they were", async () => {
    const slide = await createHeroSlide();
    const ok = await updateSlide(
      send(
        "PUT",
        `/api/hero/${slide._id}`,
        form({ ...slideFields, title: "Race Week 2", version: slide.version }, [png()], "image"),
      ),
      id(slide._id),
    );
    expect(ok.status).toBe(200);
    const saved = await ok.json();
    expect(saved.version).toBe(slide.version + 1);
    expect(storedFiles()).not.toContain(slide.image.split("/").pop());

    const before = storedFiles();
    const stale = await updateSlide(
      send(
        "PUT",
        `/api/hero/${slide._id}`,
        form({ ...slideFields, title: "Stale", version: slide.version }, [png()], "image"),
      ),
      id(slide._id),
    );
    expect(stale.status).toBe(409);
    expect((await stale.json()).message).toMatch(/slide was changed by someone else/);
    expect(storedFiles()).toEqual(before);

    const missing = await updateSlide(send("PUT", "/api/hero/gone", form(slideFields, [png()], "image")), id("gone"));
    expect(missing.status).toBe(404);
    expect(storedFiles()).toEqual(before);
    expect(await uploadsAudit()).toEqual({ orphans: [], missing: [] });
  });
});
