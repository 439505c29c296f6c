import { z } from "zod";
import { phoneSchema } from "@/lib/validation/phone";
import { indiaDay, pagingSchema, searchText } from "@/lib/validation/list-query";
import { oneLine, safeString } from "@/lib/validation/text";
import { MAX_CART_LINES } from "@/features/cart/rules/cart";
import { FULFILMENTS, type Fulfilment } from "@/features/shop/fulfilment";
import { localeField } from "@/lib/validation/locale";
import { fieldWords, type FieldLabel } from "@/lib/validation/field-words";

// Refusals and field messages name their words in the "apiErrors" catalogue: English and Hindi are written there.

const text = (label: FieldLabel, max: number) =>
  safeString(label, { error: fieldWords("fieldRequired", { label }) })
    .trim()
    .min(1, fieldWords("fieldRequired", { label }))
    .max(max, fieldWords("fieldTooLong", { label, max }));

/** spec §7: the Buy Now order request. Title and price are accepted but the server uses its own. */
export const orderRequestSchema = z.strictObject({
  productId: text("labelProduct", 64),
  productTitle: safeString("Product title").max(200).optional(),
  price: z.union([z.number(), safeString("Price").max(20)]).optional(),
  userName: text("labelName", 100),
  userPhone: phoneSchema,
  locale: localeField,
});
export type OrderRequestInput = z.infer<typeof orderRequestSchema>;

/** One cart line as the browser sends it (features/cart/rules/cart.ts checkoutItems): the checkout's and the quote's. */
export const cartItemSchema = z
  .strictObject({
    productId: text("labelProduct", 64),
    quantity: z
      .number({ error: fieldWords("quantityNumber") })
      .int(fieldWords("quantityWhole"))
      .min(1, fieldWords("quantityAtLeastOne"))
      .max(20, fieldWords("quantityAtMost", { max: 20 })),
    // A rental line: pickup and return day, both included, and the size worn.
    from: indiaDay("labelPickupDay").optional(),
    to: indiaDay("labelReturnDay").optional(),
    size: safeString("labelSize")
      .trim()
      .max(40, fieldWords("fieldTooLong", { label: "labelSize", max: 40 }))
      .optional(),
  })
  .refine((i) => (i.from === undefined) === (i.to === undefined), {
    path: ["to"],
    message: fieldWords("rentalNeedsBothDays"),
  });
export type CartItemInput = z.infer<typeof cartItemSchema>;

const FULFILMENT_MESSAGE = fieldWords("fulfilmentChoice");
/** "pickup", "Pickup" or "PICKUP" → pickup. */
const fulfilmentWord = z.string({ error: FULFILMENT_MESSAGE }).transform((v, ctx) => {
  const key = v.trim().toLowerCase();
  if ((FULFILMENTS as readonly string[]).includes(key)) return key as Fulfilment;
  ctx.addIssue({ code: "custom", message: FULFILMENT_MESSAGE });
  return z.NEVER;
});

function chosenFulfilment(v: { fulfilment?: Fulfilment; address: string }): Fulfilment {
  return v.fulfilment ?? (v.address ? "delivery" : "pickup");
}

const ADDRESS_FOR_DELIVERY = fieldWords("addressForDelivery");
const EMAIL_REQUIRED = fieldWords("fieldRequired", { label: "labelEmail" });

/**
 * The checkout. `fulfilment` came after the spec's form (name, email, phone, address, notes):
 * a client that does not send it is read as before, delivery to the address it sends (or
 * pickup when it sends none). Delivery needs an address; pickup stores none, whatever is sent.
 */
export const checkoutSchema = z
  .strictObject({
    name: text("labelFullName", 100).transform(oneLine),
    email: safeString("labelEmail", { error: EMAIL_REQUIRED })
      .trim()
      .max(200, fieldWords("fieldTooLong", { label: "labelEmail", max: 200 }))
      .pipe(z.email(fieldWords("emailInvalid"))),
    phone: phoneSchema,
    fulfilment: fulfilmentWord.optional(),
    address: safeString("labelFullAddress", { error: fieldWords("fieldNotText", { label: "labelFullAddress" }) })
      .trim()
      .max(500, fieldWords("fieldTooLong", { label: "labelFullAddress", max: 500 }))
      .optional()
      .default(""),
    notes: safeString("labelNotes")
      .trim()
      .max(1000, fieldWords("fieldTooLong", { label: "labelNotes", max: 1000 }))
      .optional()
      .default(""),
    items: z
      .array(cartItemSchema, { error: fieldWords("itemsRequired") })
      .min(1, fieldWords("noItems"))
      .max(MAX_CART_LINES, fieldWords("orderLinesAtMost", { max: MAX_CART_LINES })),
    locale: localeField,
  })
  .refine((v) => chosenFulfilment(v) === "pickup" || v.address !== "", {
    path: ["address"],
    message: ADDRESS_FOR_DELIVERY,
    // Checked beside the other fields' errors (the form shows them all at once), unless the
    // body is not an object or the choice or the address is itself wrong.
    when: (payload) =>
      payload.issues.every((i) => i.path?.length && i.path[0] !== "fulfilment" && i.path[0] !== "address"),
  })
  .transform(({ fulfilment, address, ...rest }) => {
    const chosen = chosenFulfilment({ fulfilment, address });
    return { ...rest, fulfilment: chosen, address: chosen === "delivery" ? address : null };
  });
export type CheckoutInput = z.infer<typeof checkoutSchema>;

const ORDER_STATUSES = ["PENDING", "CONFIRMED", "DELIVERED", "CANCELLED"] as const;

/** The spec's words for an order's status (its clients show Delivered, Cancelled, else Pending). */
export const STATUS_WORDS = {
  PENDING: "Pending",
  CONFIRMED: "Confirmed",
  DELIVERED: "Delivered",
  CANCELLED: "Cancelled",
} as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type StatusWord = (typeof STATUS_WORDS)[OrderStatus];

/** "Delivered", "delivered" or "DELIVERED" → DELIVERED. */
const statusWord = z
  .string({ error: "Status must be Pending, Confirmed, Delivered or Cancelled." })
  .transform((v, ctx) => {
    const key = v.trim().toUpperCase();
    if ((ORDER_STATUSES as readonly string[]).includes(key)) return key as OrderStatus;
    ctx.addIssue({ code: "custom", message: "Status must be Pending, Confirmed, Delivered or Cancelled." });
    return z.NEVER;
  });

const ORDERS_PAGE = { limit: 100, max: 500 };

/** GET /api/orders and the admin Orders screen: paging, search by name or phone, status, days (India time). */
export const ordersQuerySchema = pagingSchema(ORDERS_PAGE).extend({
  q: searchText,
  status: statusWord.optional(),
  from: indiaDay("labelFrom").optional(),
  to: indiaDay("labelTo").optional(),
});
export type OrdersQuery = z.infer<typeof ordersQuerySchema>;

/** PATCH /api/orders/{id}: { status: "Delivered" } (the spec's words; upper case is accepted too). */
export const orderStatusSchema = z.strictObject({ status: statusWord });
