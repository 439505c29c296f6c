// The owner may type a Hindi title and description for each piece and product, and
// Hindi lines for each hero slide. Optional, trimmed, the English fields' limits, empty → none;
// what she saved comes back from the admin API, the shop's reads and the product view.
import { beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { POST as create } from "@/app/api/collection/route";
import { PUT as update } from "@/app/api/collection/[key]/route";
import { POST as createBeauty } from "@/app/api/beauty/route";
import { GET as listHero, POST as createSlide } from "@/app/api/hero/route";
import { PUT as updateSlide } from "@/app/api/hero/[id]/route";
import { getBeautyProduct, getCollectionProduct } from "@/features/catalogue";
import { ownerText } from "@/lib/i18n/owner-text";
import { adminToken, bearer } from "../helpers/admin";

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

function form(fields: Record<string, string>, files: File[] = [], field = "images") {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  for (const f of files) fd.append(field, f);
  return fd;
}
const send = (method: string, url: string, body: FormData) =>
  new Request(`http://shop.test${url}`, { method, body, headers: bearer(token) });
const png = async () =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width: 40, height: 60, channels: 3, background: "#a3123a" } })
          .png()
          .toBuffer(),
      ),
    ],
    "slide.png",
    { type: "image/png" },
  );

const gown = {
  category: "gown",
  title: "Peacock Blue Sequin Gown",
  description: "Sequinned georgette gown with a soft trail.",
  price: "2750",
};

describe("a piece's Hindi title and description", () => {
  it("are saved trimmed, come back from the API and the product page's view, and are not detail lines", async () => {
    const res = await create(
      send(
        "POST",
        "/api/collection",
        form({ ...gown, titleHi: "  मोरपंखी नीला गाउन  ", descriptionHi: " सितारों वाला जॉर्जेट गाउन। " }),
      ),
      undefined,
    );
    expect(res.status).toBe(201);
    const item = await res.json();
    expect(item).toMatchObject({
      title: gown.title,
      titleHi: "मोरपंखी नीला गाउन",
      descriptionHi: "सितारों वाला जॉर्जेट गाउन।",
    });

    const view = (await getCollectionProduct("gowns", item._id))!;
    expect(view).toMatchObject({ titleHi: "मोरपंखी नीला गाउन", descriptionHi: "सितारों वाला जॉर्जेट गाउन।" });
    expect(view.lines.map((l) => l.label)).not.toEqual(expect.arrayContaining([expect.stringMatching(/hi$/i)]));
    expect(ownerText(view, "hi")).toMatchObject({ title: "मोरपंखी नीला गाउन", titleLang: "hi", descriptionLang: "hi" });
  });

  it("are optional: left empty they are none, and the Hindi page shows the English marked as English", async () => {
    const item = await (
      await create(send("POST", "/api/collection", form({ ...gown, titleHi: "   ", descriptionHi: "" })), undefined)
    ).json();
    expect(item).not.toHaveProperty("titleHi");
    expect(item).not.toHaveProperty("descriptionHi");
    const view = (await getCollectionProduct("gowns", item._id))!;
    expect(view).toMatchObject({ titleHi: null, descriptionHi: null });
    expect(ownerText(view, "hi")).toEqual({
      title: gown.title,
      description: gown.description,
      titleLang: "en",
      descriptionLang: "en",
    });
  });

  it("are changed and cleared by an edit", async () => {
    const item = await (
      await create(send("POST", "/api/collection", form({ ...gown, titleHi: "नीला गाउन" })), undefined)
    ).json();
    const key = { params: Promise.resolve({ key: item._id }) };
    const changed = await (
      await update(
        send(
          "PUT",
          `/api/collection/${item._id}`,
          form({ ...gown, titleHi: "गहरा नीला गाउन", descriptionHi: "नया विवरण" }),
        ),
        key,
      )
    ).json();
    expect(changed).toMatchObject({ titleHi: "गहरा नीला गाउन", descriptionHi: "नया विवरण" });
    // A field the edit does not send stays; an empty one is cleared.
    const kept = await (
      await update(send("PUT", `/api/collection/${item._id}`, form({ ...gown, titleHi: "" })), key)
    ).json();
    expect(kept).not.toHaveProperty("titleHi");
    expect(kept).toMatchObject({ descriptionHi: "नया विवरण" });
    const cleared = await (
      await update(send("PUT", `/api/collection/${item._id}`, form({ ...gown, descriptionHi: "" })), key)
    ).json();
    expect(cleared).not.toHaveProperty("titleHi");
    expect(cleared).not.toHaveProperty("descriptionHi");
  });

  it("have the English fields' length limits", async () => {
    const res = await create(
      send("POST", "/api/collection", form({ ...gown, titleHi: "क".repeat(151), descriptionHi: "ख".repeat(3001) })),
      undefined,
    );
    expect(res.status).toBe(400);
    const { errors } = await res.json();
    expect(errors.titleHi).toMatch(/150/);
    expect(errors.descriptionHi).toMatch(/3000/);
  });

  it("are a beauty product's too", async () => {
    const res = await createBeauty(
      send(
        "POST",
        "/api/beauty",
        form({
          category: "soap",
          title: "Charcoal Soap",
          description: "Detox bar.",
          price: "219",
          titleHi: "चारकोल साबुन",
        }),
      ),
      undefined,
    );
    expect(res.status).toBe(201);
    const item = await res.json();
    expect(item).toMatchObject({ titleHi: "चारकोल साबुन" });
    expect(item).not.toHaveProperty("descriptionHi");
    const view = (await getBeautyProduct("soap", item._id))!;
    expect(view).toMatchObject({ titleHi: "चारकोल साबुन", descriptionHi: null });
    expect(view.lines.map((l) => l.label)).not.toContain("Title Hi");
  });
});

describe("a hero slide's Hindi lines", () => {
  it("are saved, listed, changed and cleared (absent when empty, as the spec's slide shape has them not)", async () => {
    const fields = { title: "Diwali Edit", desc: "Festive looks for the family.", offers: "[]" };
    const res = await createSlide(
      send(
        "POST",
        "/api/hero",
        form(
          { ...fields, titleHi: " दिवाली संग्रह ", descHi: "पूरे परिवार के लिए त्योहारी लुक।", extraHi: "" },
          [await png()],
          "image",
        ),
      ),
      undefined,
    );
    expect(res.status).toBe(201);
    const slide = await res.json();
    expect(slide).toMatchObject({ titleHi: "दिवाली संग्रह", descHi: "पूरे परिवार के लिए त्योहारी लुक।" });
    expect(slide).not.toHaveProperty("extraHi");
    const listed = (await (await listHero(new Request("http://shop.test/api/hero"), undefined)).json()) as {
      _id: string;
      titleHi?: string;
    }[];
    expect(listed.find((s) => s._id === slide._id)?.titleHi).toBe("दिवाली संग्रह");

    const id = { params: Promise.resolve({ id: slide._id }) };
    const edited = await (
      await updateSlide(send("PUT", `/api/hero/${slide._id}`, form({ ...fields, extraHi: "सीमित समय" })), id)
    ).json();
    expect(edited).toMatchObject({ extraHi: "सीमित समय" });
    expect(edited).not.toHaveProperty("titleHi");
    expect(edited).not.toHaveProperty("descHi");
  });

  it("include each offer's words, kept only where typed (an offer stays { text, discount } without them)", async () => {
    const offers = JSON.stringify([
      { text: "Wedding season", discount: "20% off", textHi: " शादियों का मौसम ", discountHi: "20% छूट" },
      { text: "Festive", discount: "10% off", textHi: "" },
    ]);
    const res = await createSlide(
      send("POST", "/api/hero", form({ title: "Offers", desc: "D", offers }, [await png()], "image")),
      undefined,
    );
    expect(res.status).toBe(201);
    const slide = await res.json();
    expect(slide.offers).toEqual([
      { text: "Wedding season", discount: "20% off", textHi: "शादियों का मौसम", discountHi: "20% छूट" },
      { text: "Festive", discount: "10% off" },
    ]);
    const tooLong = await createSlide(
      send(
        "POST",
        "/api/hero",
        form(
          { title: "T", desc: "D", offers: JSON.stringify([{ text: "a", discount: "b", discountHi: "छ".repeat(41) }]) },
          [await png()],
          "image",
        ),
      ),
      undefined,
    );
    expect(tooLong.status).toBe(400);
  });

  it("have the English lines' length limits", async () => {
    const res = await createSlide(
      send("POST", "/api/hero", form({ title: "T", desc: "D", titleHi: "क".repeat(121) }, [await png()], "image")),
      undefined,
    );
    expect(res.status).toBe(400);
    expect((await res.json()).errors.titleHi).toMatch(/120/);
  });
});
