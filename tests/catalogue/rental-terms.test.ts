// Rental terms per piece, edited in the admin form (multipart text fields),
// with the shop's defaults for what is left empty; beauty items stay plain sale items.
import { beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { POST as create } from "@/app/api/collection/route";
import { PUT as update } from "@/app/api/collection/[key]/route";
import { findRentablePiece } from "@/features/rentals";
import { getCollectionProduct } from "@/features/catalogue";
import { adminToken, bearer } from "../helpers/admin";

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

async function form(fields: Record<string, string>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  const png = await sharp({ create: { width: 40, height: 60, channels: 3, background: "#a3123a" } })
    .png()
    .toBuffer();
  fd.append("images", new File([new Uint8Array(png)], "photo.png", { type: "image/png" }));
  return fd;
}
const send = (method: string, url: string, body: FormData) =>
  new Request(`http://shop.test${url}`, { method, body, headers: bearer(token) });
const lehenga = {
  category: "sarees",
  title: "Wine Velvet Lehenga",
  description: "Velvet lehenga with zardozi.",
  price: "6500",
};

describe("rental terms", () => {
  it("are saved from the form, typed as the owner types them, and resolved with the shop's defaults", async () => {
    const res = await create(
      send(
        "POST",
        "/api/collection",
        await form({ ...lehenga, rentPrice: "₹6,500", deposit: "10000", stock: "2", rentDays: "", bufferAfter: "3" }),
      ),
      undefined,
    );
    expect(res.status).toBe(201);
    const item = await res.json();
    expect(item).toMatchObject({ rentPrice: 6500, deposit: 10000, stock: 2, bufferAfter: 3 });
    expect(item.rentDays).toBeUndefined();
    const piece = await findRentablePiece(item._id);
    // RENTAL_BASE_DAYS 3 and RENTAL_BUFFER_BEFORE 1 by default; extra day = ⌈6500 / 3⌉.
    expect(piece?.terms).toEqual({
      rent: 6500,
      baseDays: 3,
      extraDay: 2167,
      deposit: 10000,
      stock: 2,
      bufferBefore: 1,
      bufferAfter: 3,
    });
    // Shown by the booking panel, not as "Rent Price: 6500" detail lines.
    const view = await getCollectionProduct("party-wear-lehenga", item._id);
    expect(view?.lines.map((l) => l.label).join(" ")).not.toMatch(/rent|stock|deposit|buffer/i);
  });

  it("refuse a stock of 0 and a negative deposit with field messages", async () => {
    const res = await create(
      send("POST", "/api/collection", await form({ ...lehenga, rentPrice: "5000", stock: "0", deposit: "-5" })),
      undefined,
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors.stock).toMatch(/at least 1/);
    expect(body.errors.deposit).toMatch(/at least 0/);
  });

  it("emptying the rent takes the piece off booking by date", async () => {
    const res = await create(send("POST", "/api/collection", await form({ ...lehenga, rentPrice: "5000" })), undefined);
    const item = await res.json();
    const fd = new FormData();
    for (const [k, v] of Object.entries({ ...lehenga, rentPrice: "", version: String(item.version) })) fd.append(k, v);
    const put = await update(send("PUT", `/api/collection/${item._id}`, fd), {
      params: Promise.resolve({ key: item._id }),
    });
    expect(put.status).toBe(200);
    await expect(findRentablePiece(item._id)).rejects.toThrow(/not rented by date/);
  });
});
