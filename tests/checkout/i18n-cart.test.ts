// The cart, the checkout and the thank-you page in Hindi: their client components
// inside the providers the pages give them (the layout's ClientMessagesProvider, the cart
// pages' PageMessages), the server parts with translator(locale, …), rendered with
// react-dom/server; the words are Hindi, dates read in Hindi and links stay under /hi.
import { createElement as h, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CartButton } from "@/features/cart/ui/cart-button";
import { CartLineItem } from "@/features/checkout/ui/cart-line";
import { overLimitReason, useAddToCartWords } from "@/features/cart/ui/cart-limit";
import { useCart } from "@/features/cart/ui/cart-store";
import { FulfilmentChoice } from "@/features/checkout/ui/fulfilment-choice";
import { FulfilmentNote } from "@/features/shop/ui/fulfilment-note";
import { LineNotice } from "@/features/checkout/ui/line-notice";
import { OrderPlaced } from "@/features/checkout/ui/order-placed";
import { OrderSummary } from "@/features/checkout/ui/order-summary";
import { PageMessages } from "@/lib/i18n/page-messages";
import { PlaceOrderButton } from "@/features/checkout/ui/place-order-button";
import { CartTotals } from "@/features/checkout/ui/stay-line";
import { TakenNotice } from "@/features/checkout/ui/taken-notice";
import CartPage from "@/app/[locale]/cart/page";
import CheckoutPage from "@/app/[locale]/checkout/page";
import ThankYouPage from "@/app/[locale]/thank-you/page";
import { BookingThanks } from "@/features/checkout/ui/booking-thanks";
import { getSiteConfig } from "@/lib/site/config";
import { applyQuote } from "@/features/cart/rules/quote";
import { formatDay } from "@/lib/dates";
import type { CartLine } from "@/features/cart/rules/cart";
import type { Receipt } from "@/features/rentals";
import type { ShopVisit } from "@/lib/site/visit";
import { ClientMessagesProvider } from "@/lib/i18n/client";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/server";
import { CLIENT_NAMESPACES, catalogueFor, type Catalogue, type ClientNamespace } from "@/messages";

// next-intl's setRequestLocale runs only in React Server Components: the pages' language, as pageLocale reads it.
vi.mock("@/lib/i18n/page", () => ({ pageLocale: async (p: Promise<{ locale: Locale }>) => (await p).locale }));
// The thank-you page's order: the one "this browser" placed (its cookie, read through headers()).
const placed = vi.hoisted(() => ({ receipt: null as Receipt | null }));
vi.mock("next/headers", () => ({ headers: async () => new Headers() }));
vi.mock("@/features/rentals", async (original) => ({
  ...(await original<typeof import("@/features/rentals")>()),
  bookingOfThisBrowser: async () => placed.receipt,
}));
// The checkout form's router, outside Next's app router.
vi.mock("next/navigation", async (original) => ({
  ...(await original<typeof import("next/navigation")>()),
  useRouter: () => ({ push: () => {} }),
}));

const shop: ShopVisit = {
  name: "Shop",
  address: "Uttam Nagar, New Delhi",
  hours: "10:30–20:30",
  directions: "https://maps.example/dir",
};
const stay: CartLine = {
  _id: "g1",
  kind: "collection",
  category: "gowns",
  title: "Rani Gown",
  description: "Net",
  price: 4500,
  href: "/collection/gowns/g1",
  quantity: 1,
  from: "2026-12-13",
  to: "2026-12-15",
  size: "M",
  deposit: 8000,
};
const soap: CartLine = {
  _id: "s1",
  kind: "beauty",
  category: "soap",
  title: "Soap",
  description: "Bar",
  price: 199,
  href: "/beauty-care/soap/s1",
  quantity: 2,
};

/** A client component as its page draws it: the layout's messages and the cart pages' own. */
function inPage(locale: Locale, node: ReactNode): string {
  const messages = catalogueFor(locale);
  const client = Object.fromEntries(CLIENT_NAMESPACES.map((ns) => [ns, messages[ns]])) as Pick<
    Catalogue,
    ClientNamespace
  >;
  return renderToStaticMarkup(
    h(ClientMessagesProvider, {
      locale,
      messages: client,
      children: h(PageMessages, { messages: { cart: messages.cart, checkout: messages.checkout }, children: node }),
    }),
  );
}

const params = (locale: Locale) => Promise.resolve({ locale });

/** Text without tags, for phrases split by elements. */
const text = (html: string) => html.replace(/<[^>]+>/g, "");

beforeEach(() => useCart.setState({ lines: [], notices: {} }));

describe("the cart in Hindi", () => {
  it("the header's cart link says कार्ट and goes to /hi/cart", () => {
    const html = inPage("hi", h(CartButton));
    expect(html).toContain('href="/hi/cart"');
    expect(html).toContain('aria-label="कार्ट"');
    expect(inPage("en", h(CartButton))).toContain('href="/cart"');
  });

  it("a rental line: pickup, return and days in Hindi, Hindi dates, its link under /hi", () => {
    const html = inPage("hi", h(CartLineItem, { line: stay }));
    expect(html).toContain("पिकअप");
    expect(html).toContain("वापसी");
    expect(html).toContain("(3 दिन)");
    expect(html).toContain("साइज़: M");
    expect(html).toContain("किराया");
    expect(html).toContain("हटाएँ");
    expect(html).toContain("Rani Gown, 13 दिसंबर 2026 से 15 दिसंबर 2026 तक");
    expect(inPage("en", h(CartLineItem, { line: stay }))).toContain("Rani Gown for 2026-12-13 to 2026-12-15");
    expect(html).toContain(
      formatDay("2026-12-13", { weekday: "short", day: "numeric", month: "short", year: "numeric" }, "hi"),
    );
    expect(html).toMatch(/दिस|दिसं/); // December in Hindi
    expect(html).toContain('href="/hi/collection/gowns/g1?');
    expect(html).not.toMatch(/>(Pickup|Return|Remove|Rent)</);
  });

  it("a sale line's quantity buttons are named in Hindi", () => {
    const html = inPage("hi", h(CartLineItem, { line: soap }));
    expect(html).toContain('aria-label="Soap की संख्या"');
    expect(html).toContain('aria-label="एक Soap और जोड़ें"');
  });

  it("a price that moved since it was added is told in Hindi", () => {
    useCart.setState({ lines: [stay] });
    useCart.getState().applyQuote({
      lines: [
        {
          productId: "g1",
          from: stay.from,
          to: stay.to,
          available: true,
          title: stay.title,
          price: 5000,
          deposit: 9000,
        },
      ],
    });
    // (the store's notices, as the line reads them once the cart has loaded)
    const notice = h(LineNotice, {
      line: useCart.getState().lines[0]!,
      notice: Object.values(useCart.getState().notices)[0],
    });
    expect(inPage("hi", notice)).toContain("किराया ₹4,500 से बदलकर ₹5,000 हो गया है; डिपॉज़िट ₹8,000 से बदलकर ₹9,000।");
    // English says what the quote itself says.
    const en = inPage("en", notice);
    const { changes } = applyQuote([stay], {
      lines: [
        {
          productId: "g1",
          from: stay.from,
          to: stay.to,
          available: true,
          title: stay.title,
          price: 5000,
          deposit: 9000,
        },
      ],
    });
    expect(en).toContain(changes[0]?.message);
  });

  it("totals, deposits and free delivery", () => {
    const html = inPage("hi", h(CartTotals, { payable: 4500, deposits: 8000, delivery: 0, testId: "t" }));
    for (const word of ["किराया और सामान", "रिफ़ंडेबल डिपॉज़िट", "डिलीवरी", "मुफ़्त", "कुल भुगतान", "₹12,500"])
      expect(html).toContain(word);
  });

  it("the over-limit reason and the add-to-cart toasts", () => {
    const many = Array.from({ length: 52 }, (_, i) => ({ ...soap, _id: `s${i}` }));
    expect(overLimitReason(many, translator("hi", "cart"))).toBe(
      "एक ऑर्डर में ज़्यादा से ज़्यादा 50 अलग-अलग पीस आ सकते हैं: चेकआउट के लिए 2 हटाएँ।",
    );
    function Toasts() {
      const words = useAddToCartWords();
      return h("p", null, `${words.added("collection")} | ${words.full}`);
    }
    expect(inPage("hi", h(Toasts))).toContain("कार्ट में जोड़ दिया गया! | आपका कार्ट भर गया है");
    expect(inPage("en", h(Toasts))).toContain(
      "Item Added Successfully! | Your cart is full: an order holds up to 50 different pieces.",
    );
  });

  it("the cart page: heading, title and its words handed to the browser in Hindi", async () => {
    const html = inPage("hi", await CartPage({ params: params("hi") }));
    expect(html).toContain("आपका कार्ट");
    expect(html).toContain("आपका कार्ट खुल रहा है…");
  });
});

describe("the checkout in Hindi", () => {
  it("the order summary", () => {
    const html = inPage(
      "hi",
      h(OrderSummary, {
        lines: [stay, { ...soap, unavailable: true }],
        taken: null,
        notices: {},
        onRemove: () => {},
        delivery: 0,
      }),
    );
    for (const word of ["आपका ऑर्डर", "ऑर्डर में नहीं", "अब उपलब्ध नहीं है", "पिकअप"]) expect(html).toContain(word);
    expect(html).toContain('aria-label="ऑर्डर का सारांश"');
  });

  it("pickup or delivery, with the shop's hours and directions", () => {
    const html = inPage(
      "hi",
      h(FulfilmentChoice, { value: "pickup", onChange: () => {}, shop, deliveryCharge: 150, children: null }),
    );
    for (const word of [
      "आप अपना ऑर्डर कैसे लेना चाहेंगे?",
      "दुकान से पिकअप",
      "₹150 डिलीवरी चार्ज",
      "खुलने का समय: 10:30–20:30।",
      "Google मैप्स पर रास्ता देखें",
      "(नए टैब में खुलता है)",
    ])
      expect(html).toContain(word);
  });

  it("Place Order, and the way back to the cart under /hi", () => {
    const html = inPage("hi", h(PlaceOrderButton, { busy: false, heldBecause: null, editCart: true }));
    expect(html).toContain("ऑर्डर करें");
    expect(html).toContain('href="/hi/cart"');
  });

  it("days taken: the nearest free days, in Hindi dates", () => {
    const taken = {
      key: "g1",
      title: "Rani Gown",
      from: "2026-12-13",
      to: "2026-12-15",
      nearestFree: [{ from: "2026-12-16", to: "2026-12-18" }],
    };
    const html = inPage("hi", h(TakenNotice, { taken, onUse: () => {} }));
    expect(html).toContain("ये तारीख़ें लें:");
    expect(html).toContain("3 दिन बाद");
    const en = inPage("en", h(TakenNotice, { taken, onUse: () => {} }));
    expect(en).toContain("(3 days later)");
  });

  it("the order placed: delivery and the way home under /hi", () => {
    const html = inPage(
      "hi",
      h(OrderPlaced, { message: "✅", placed: { fulfilment: "pickup", address: null, deliveryCharge: 0 }, shop }),
    );
    expect(html).toContain("दुकान से पिकअप");
    expect(html).toContain('href="/hi"');
    expect(html).toContain("होम पर वापस जाएँ");
    const delivered = renderToStaticMarkup(
      h(FulfilmentNote, {
        placed: { fulfilment: "delivery", address: "Flat 2", deliveryCharge: 150 },
        shop,
        t: translator("hi", "cart"),
      }),
    );
    expect(delivered).toContain("डिलीवरी चार्ज: ₹150 (आपके कुल में शामिल)।");
  });

  it("the checkout page's heading and loading text", async () => {
    const html = inPage("hi", await CheckoutPage({ params: params("hi") }));
    expect(html).toContain("चेकआउट");
    expect(html).toContain("आपका ऑर्डर खुल रहा है…");
  });
});

describe("the thank-you page in Hindi", () => {
  it("after the contact form: Hindi words, links under /hi", async () => {
    const html = renderToStaticMarkup(await ThankYouPage({ params: params("hi"), searchParams: Promise.resolve({}) }));
    expect(html).toContain("धन्यवाद!");
    expect(html).toContain("आपका संदेश हमें मिल गया है।");
    expect(html).toContain('href="/hi"');
    expect(html).toContain('href="/hi/gallery"');
    expect(text(html)).not.toMatch(/Thank you|Back to Home|Browse the Gallery/);
  });

  it("English is unchanged", async () => {
    const html = renderToStaticMarkup(await ThankYouPage({ params: params("en"), searchParams: Promise.resolve({}) }));
    expect(html).toContain("Thank you!");
    expect(html).toContain('href="/gallery"');
  });

  it("after a checkout: the reservation, its days in Hindi, the booking page under /hi", async () => {
    placed.receipt = {
      orderId: "o1",
      placedAt: "2026-11-27T10:00:00.000Z",
      lines: [{ title: "Rani Gown", quantity: 1 }],
      stays: [
        {
          number: "R-101",
          title: "Rani Gown",
          size: "M",
          from: "2026-12-13",
          to: "2026-12-15",
          rent: 4500,
          deposit: 8000,
          href: "/collection/gowns/g1",
          status: "requested",
          lapsesAt: "2026-11-28T14:30:00.000Z",
        },
      ],
      fulfilment: { fulfilment: "pickup", address: null, deliveryCharge: 0 },
      bookingPath: "/booking/abc",
    };
    // (the page's async part, as the page draws it after a checkout)
    const html = renderToStaticMarkup(await BookingThanks({ site: getSiteConfig(), locale: "hi" }));
    const words = text(html);
    expect(words).toContain("आपका ऑर्डर मिल गया है। आपका बुकिंग नंबर R-101 है।");
    expect(words).toContain("(भारतीय समय) तक रोककर रखेंगे।");
    expect(words).toMatch(/शनि, 28 नव\S*, रात 8:00 \(/); // the hold's end, in the clock every Hindi page uses (holdTimeText)
    expect(words).toContain("पिकअप और वापसी कन्फ़र्म करने के लिए");
    expect(words).toContain(
      `पिकअप ${formatDay("2026-12-13", { weekday: "short", day: "numeric", month: "short" }, "hi")}`,
    );
    expect(words).toContain("(साइज़ M)");
    expect(words).toContain("दुकान से पिकअप");
    expect(html).toContain('href="/hi/booking/abc"');
    expect(words).not.toMatch(/Your order|reservation number|Pickup|Return|Call \+?\d/);
    const en = text(renderToStaticMarkup(await BookingThanks({ site: getSiteConfig(), locale: "en" })));
    expect(en).toContain("Your order is in. Your reservation number is R-101. We hold it until");
    expect(en).toContain(
      "(India time). The shop will call you to confirm pickup and return; quote the number on the phone.",
    );
    placed.receipt = null;
  });
});
