import { expect, test } from "@playwright/test";
import { OWNER } from "./helpers";

// `/` and `/trending` are served from the page cache (lib/i18n/rewrites.ts, EDITION), like the
// collection pages: a second visit is a cache hit, and an owner's save shows at once.

test("the home page and /trending are served from the page cache, under their own addresses only", async ({
  request,
}) => {
  for (const path of ["/", "/trending"]) {
    await request.get(path);
    const again = await request.get(path);
    expect(again.status(), path).toBe(200);
    expect(again.headers()["x-nextjs-cache"], path).toBe("HIT");
  }
  // The routes behind the rewrite are not a second copy of the pages.
  for (const [internal, to] of [
    ["/home/current", "/"],
    ["/trending/current", "/trending"],
  ] as const) {
    const res = await request.get(internal, { maxRedirects: 0 });
    expect(res.status(), internal).toBe(308);
    expect(res.headers().location, internal).toBe(to);
  }
});

test("a slide the owner edits shows on the cached home page at once", async ({ page, request }) => {
  const login = await request.post("/api/auth/login", { data: OWNER, headers: { "x-forwarded-for": "10.78.1.1" } });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const [slide] = (await (await request.get("/api/hero")).json()) as {
    _id: string;
    title: string;
    desc: string;
    extra?: string;
    offers: { text: string; discount: string }[];
    version: number;
  }[];
  await page.goto("/");
  await expect(page.getByRole("heading", { name: slide!.title })).toBeVisible();

  const title = `Festive edit ${Date.now()}`;
  const edit = (t: string, version: number) =>
    request.put(`/api/hero/${slide!._id}`, {
      headers,
      multipart: {
        title: t,
        desc: slide!.desc,
        extra: slide!.extra ?? "",
        offers: JSON.stringify(slide!.offers),
        version: String(version),
      },
    });
  const saved = await edit(title, slide!.version);
  expect(saved.status()).toBe(200);
  try {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
  } finally {
    expect((await edit(slide!.title, (await saved.json()).version)).status()).toBe(200);
  }
  await page.goto("/");
  await expect(page.getByRole("heading", { name: slide!.title })).toBeVisible();
  // The slide is as it was (other tests read its offers).
  const [after] = (await (await request.get("/api/hero")).json()) as { title: string; offers: unknown[] }[];
  expect(after).toMatchObject({ title: slide!.title, offers: slide!.offers });
});
