import type { APIRequestContext } from "@playwright/test";
import { OWNER, PNG } from "./helpers";

/** The category the browse specs fill: more than a page of pieces, in three fabrics. */
export const BROWSE = { category: "dress", path: "/collection/dresses", count: 30 };
const FABRICS = ["Pure silk", "Net with tulle layers", "Georgette"] as const;

/**
 * Seeds BROWSE.count dresses (once per server): every third one silk, net or georgette, red,
 * blue or green, each with its own price. Returns how many dresses there are in all.
 */
export async function seedBrowse(request: APIRequestContext): Promise<number> {
  const total = async () =>
    Number((await request.get(`/api/collection/${BROWSE.category}?limit=1`)).headers()["x-total-count"]);
  const seeded = (await (await request.get(`/api/collection/${BROWSE.category}?limit=100&q=Browse`)).json()) as {
    title: string;
  }[];
  if (seeded.filter((i) => i.title.startsWith("Browse dress")).length >= BROWSE.count) return total();
  const login = await request.post("/api/auth/login", {
    data: OWNER,
    headers: { "x-forwarded-for": `10.78.${Math.floor(Math.random() * 250)}.1` },
  });
  const { token } = await login.json();
  for (let i = 1; i <= BROWSE.count; i++) {
    const res = await request.post("/api/collection", {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        category: BROWSE.category,
        title: `Browse dress ${String(i).padStart(2, "0")}`,
        description: "A dress seeded by the browse specs.",
        price: String(1000 + ((i * 7919) % 97) * 50),
        colour: ["Red", "Royal blue", "Emerald green"][i % 3]!,
        fabric: FABRICS[i % 3]!,
        occasions: i % 2 ? "Sangeet" : "Wedding reception",
        images: { name: "p.png", mimeType: "image/png", buffer: PNG },
      },
    });
    if (!res.ok()) throw new Error(`seeding failed: ${res.status()} ${await res.text()}`);
  }
  return total();
}
