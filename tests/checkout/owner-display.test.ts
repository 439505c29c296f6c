import { describe, expect, it, vi } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { OrdersTable } from "@/features/checkout/admin/orders-table";
import { BuyNowDialog } from "@/features/catalogue/ui/product/buy-now-dialog";
import type { OrderView } from "@/features/checkout/views";
import { displayPhone, timeAgo } from "@/lib/format";
import { orderEmail } from "@/features/checkout/rules/order-email";
import { getSiteConfig } from "@/lib/site/config";
import { shopVisit } from "@/lib/site/visit";

// Orders wrote +919811012345 where Today wrote +91 98110 12345; order ids
// were searchable but never shown; "Last backup: 0 minutes ago"; Buy Now's phone placeholder
// was the shop's own number.
vi.mock("next/navigation", async (original) => ({
  ...(await original<typeof import("next/navigation")>()),
  useRouter: () => ({ push() {}, refresh() {} }),
}));

describe("one way to write a phone number", () => {
  it("groups an Indian mobile however it was stored or typed, and leaves anything else as it is", () => {
    for (const stored of ["+919811012345", "9811012345", "098110 12345", "+91 98110-12345", "91 9811012345"])
      expect(displayPhone(stored)).toBe("+91 98110 12345");
    expect(displayPhone("+44 20 7946 0958")).toBe("+44 20 7946 0958");
    expect(displayPhone("12345")).toBe("12345");
  });
});

describe("how long ago", () => {
  const now = Date.parse("2026-11-25T12:00:00Z");
  const before = (ms: number) => new Date(now - ms).toISOString();
  it("says just now under a minute, then whole minutes, hours and days counted down", () => {
    expect(timeAgo(before(0), now)).toBe("just now");
    expect(timeAgo(before(59_000), now)).toBe("just now");
    expect(timeAgo(before(60_000), now)).toBe("1 minute ago");
    expect(timeAgo(before(59 * 60_000 + 59_000), now)).toBe("59 minutes ago");
    expect(timeAgo(before(60 * 60_000), now)).toBe("1 hour ago");
    expect(timeAgo(before(119 * 60_000), now)).toBe("1 hour ago");
    expect(timeAgo(before(23 * 3_600_000), now)).toBe("23 hours ago");
    expect(timeAgo(before(24 * 3_600_000), now)).toBe("1 day ago");
    expect(timeAgo(before(3.5 * 24 * 3_600_000), now)).toBe("3 days ago");
  });

  it("a time a little ahead (another machine's clock) is just now, never a negative age", () => {
    expect(timeAgo(new Date(now + 90_000), now)).toBe("just now");
  });
});

const order: OrderView = {
  _id: "cmifx2k9a0001qz8h3c4d5e6f",
  kind: "REQUEST",
  status: "Pending",
  userName: "Priya Sharma",
  userPhone: "+919811012345",
  email: null,
  address: null,
  notes: null,
  productTitle: "Emerald Gown",
  quantity: 1,
  price: 3500,
  total: 3500,
  deposit: 0,
  lines: [{ productId: "g1", title: "Emerald Gown", unitPrice: 3500, quantity: 1 }],
  bookings: [],
  fulfilment: null,
  deliveryCharge: 0,
  createdAt: "2026-11-25T06:00:00.000Z",
};

describe("an order card", () => {
  it("writes the phone as Today does and shows the order id as text to copy", () => {
    const html = renderToStaticMarkup(createElement(OrdersTable, { orders: [order] }));
    expect(html).toContain("Call +91 98110 12345");
    expect(html).not.toContain("Call +919811012345");
    expect(html).toMatch(
      /Order id <code data-testid="order-id" class="[^"]*select-all[^"]*">cmifx2k9a0001qz8h3c4d5e6f<\/code>/,
    );
  });

  it("the owner's e-mail writes the phone the same way", () => {
    expect(orderEmail(order, "Shop", "https://shop.test", shopVisit(getSiteConfig())).body).toContain(
      "Customer phone: +91 98110 12345",
    );
  });
});

describe("Buy Now's phone field", () => {
  it("shows a neutral example, not the shop's own number", () => {
    const html = renderToStaticMarkup(
      createElement(BuyNowDialog, {
        product: { id: "g1", title: "Emerald Gown", price: 3500, beauty: false },
        open: false,
        onClose() {},
      }),
    );
    const placeholder =
      /id="[^"]*userPhone"[^>]*placeholder="([^"]+)"|placeholder="([^"]+)"[^>]*id="[^"]*userPhone"/.exec(html);
    expect(placeholder?.[1] ?? placeholder?.[2]).toBe("98xxx xxxxx");
    for (const shopPhone of getSiteConfig().phones) expect(html).not.toContain(shopPhone.replace(/^\+91 /, ""));
  });
});
