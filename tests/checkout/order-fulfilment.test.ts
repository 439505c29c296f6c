// The delivery charge setting, the shop's directions link, and the
// migration's backfill of orders placed before the choice existed.
import { describe, expect, it, vi } from "vitest";
import { deliveryCharge } from "@/lib/env";
import { directionsUrl, openingHoursText, shopVisit } from "@/lib/site/visit";
import { migrate, readMigrations } from "@/lib/db/migrate";
import { openRunner } from "../helpers/runner";

describe("DELIVERY_CHARGE", () => {
  it("is whole rupees, written plainly or as people write prices; unset is free", () => {
    expect(deliveryCharge({})).toBe(0);
    expect(deliveryCharge({ DELIVERY_CHARGE: " " })).toBe(0);
    expect(deliveryCharge({ DELIVERY_CHARGE: "250" })).toBe(250);
    expect(deliveryCharge({ DELIVERY_CHARGE: "₹1,500" })).toBe(1500);
    expect(deliveryCharge({ DELIVERY_CHARGE: "0" })).toBe(0);
  });

  it("reads a fraction, a negative, text or an absurd amount as free, and says so in the log", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const bad of ["2.5", "-100", "two hundred", "1e9", "100001"])
      expect(deliveryCharge({ DELIVERY_CHARGE: bad }), bad).toBe(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("DELIVERY_CHARGE"));
    warn.mockRestore();
  });
});

describe("the shop's visit details", () => {
  const address = {
    street: "RZ-14, Block B, Main Bazaar Road, Uttam Nagar",
    locality: "Uttam Nagar",
    city: "New Delhi",
    region: "Delhi",
    postalCode: "110059",
    country: "IN",
  };

  it("link to Google Maps directions to the shop's address, whatever characters it has", () => {
    const url = new URL(directionsUrl(address));
    expect(`${url.origin}${url.pathname}`).toBe("https://www.google.com/maps/dir/");
    expect(url.searchParams.get("api")).toBe("1");
    expect(url.searchParams.get("destination")).toContain(
      "RZ-14, Block B, Main Bazaar Road, Uttam Nagar, New Delhi 110059",
    );
    expect(
      new URL(directionsUrl({ ...address, street: "Shop 3 & 4, A/B Lane #2" })).searchParams.get("destination"),
    ).toContain("Shop 3 & 4, A/B Lane #2, New Delhi 110059");
  });

  it("say when the shop is open", () => {
    expect(openingHoursText()).toBe("Monday to Saturday 10:30–20:30, Sunday 11:00–18:00");
    expect(shopVisit({ name: "Rangrez", address })).toMatchObject({
      name: "Rangrez",
      address: "RZ-14, Block B, Main Bazaar Road, Uttam Nagar, New Delhi 110059",
    });
  });
});

describe("the order_fulfilment migration", () => {
  it("marks every earlier checkout order a delivery (each gave an address) with no charge, and leaves Buy Now requests unchosen", async () => {
    const runner = await openRunner();
    try {
      const all = await readMigrations();
      const at = all.findIndex((m) => m.name.endsWith("_order_fulfilment"));
      expect(at).toBeGreaterThan(0);
      await migrate(runner, all.slice(0, at));
      await runner.exec(`INSERT INTO "orders" ("id", "kind", "customerName", "phone", "address", "total", "updatedAt") VALUES
        ('old-checkout', 'CHECKOUT', 'Priya', '+919811045872', '12, Rajouri Garden', 3000, now()),
        ('old-request', 'REQUEST', 'Meera', '+919811045873', NULL, 1500, now())`);
      await migrate(runner, all);
      const rows = await runner.query<{ id: string; fulfilment: string | null; deliveryCharge: number; total: number }>(
        `SELECT "id", "fulfilment"::text AS "fulfilment", "deliveryCharge", "total" FROM "orders" ORDER BY "id"`,
      );
      expect(rows).toEqual([
        { id: "old-checkout", fulfilment: "DELIVERY", deliveryCharge: 0, total: 3000 },
        { id: "old-request", fulfilment: null, deliveryCharge: 0, total: 1500 },
      ]);
    } finally {
      await runner.close();
    }
  });
});
