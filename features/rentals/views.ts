/**
 * What the rentals feature hands to screens, e-mails and API answers: plain, client-safe
 * shapes (no Prisma types), built in data/ from the rows.
 */
import type { Day } from "@/lib/dates";
import type { Locale } from "@/lib/i18n/locales";
import type { Fulfilment, PlacedFulfilment } from "@/features/shop/fulfilment";
import type { RentalTerms } from "./rules/terms";
import type { StatusWord } from "./rules/status";
import type { ConditionWord } from "./rules/returns";
import type { Books } from "./rules/ledger";
import type { Charged } from "./rules/money";

/** One line of a booking's books, as her page, the owner's card and the API show it. */
export interface LedgerEntryView {
  id: string;
  kind:
    | "rent"
    | "deposit"
    | "deposit_released"
    | "delivery"
    | "goods"
    | "late_fee"
    | "damage"
    | "adjustment"
    | "payment"
    | "refund";
  /** whole rupees: a charge below 0 was taken back; a payment or refund is above 0 */
  amount: number;
  /** payments and refunds: how the money moved */
  method: "upi" | "cash" | "card" | "online" | null;
  reference: string | null;
  /** what caused it ("booked", "cancelled", "returned", "new days", "2 days late") or the owner's words */
  reason: string | null;
  /** typed by the owner (a payment, a refund, an adjustment) */
  byOwner: boolean;
  /** paid through Razorpay */
  online: boolean;
  /** the stay it is for ("R-12"); null for the whole booking (delivery, goods, a checkout's payments) */
  stay: string | null;
  /** the India day it happened */
  on: Day;
  createdAt: string;
}

/** A booking's books (features/rentals/rules/ledger.ts): every figure, and the entries they come from. */
export interface BookingMoney extends Books {
  /** what the shop owes her (the same as refundDue): an overpayment, money paid on a cancelled booking, a deposit back */
  credit: number;
  entries: LedgerEntryView[];
}

/** A piece that can be rented by date: its id, title, page and resolved terms. */
export interface RentablePiece {
  id: string;
  title: string;
  /** the owner's Hindi title, when she typed one */
  titleHi?: string | null;
  /** her description, and its Hindi, for the cart's lines */
  description?: string;
  descriptionHi?: string | null;
  category: string;
  terms: RentalTerms;
  /** the size of each copy, copy 1 first; empty when the copies carry none */
  copySizes: string[];
}

export interface ReservationView {
  id: string;
  /** "R-1042": what the customer quotes on the phone; empty for a block (blocks are not numbered) */
  number: string;
  kind: "rental" | "block";
  status: StatusWord;
  productId: string;
  title: string;
  /** the piece's page on this site */
  href: string;
  unit: number;
  /** the size of the copy it holds (the owner's), null when copies carry none; `size` is what the visitor asked for */
  unitSize: string | null;
  /** pickup (or delivery) day and return day, both included */
  from: Day;
  to: Day;
  /** how the piece reaches her: "delivery" when its checkout order chose it, on `from`; "pickup" otherwise (at the shop; a reservation made on its own, a block) */
  fulfilment: Fulfilment;
  /** a delivery's address as she typed it at checkout (null: not given, or a pickup) */
  address: string | null;
  /** the days the piece is held, buffers included */
  holdFrom: Day;
  holdTo: Day;
  name: string | null;
  phone: string | null;
  email: string | null;
  size: string | null;
  notes: string | null;
  reason: string | null;
  rent: number;
  deposit: number;
  orderId: string | null;
  blockId: string | null;
  /** the India day the owner marked it picked up (null before, or when not kept): "Undo pickup" is offered that day */
  pickedUpOn: Day | null;
  /** the pickup day it was booked for, when it was handed over earlier */
  earlyFrom: Day | null;
  /** a pending online hold: when it stops holding its days unless confirmed (null: it does not lapse) */
  lapsesAt: string | null;
  /** why a cancelled booking was cancelled: it lapsed, the owner cancelled it, its order was, or the customer did */
  cancelReason: "lapsed" | "owner" | "order" | "customer" | null;
  /** the customer's booking page (/booking/<token>, /hi/booking/<token> for a Hindi customer), for her links; null for a block */
  bookingPath: string | null;
  /** the customer's language: what the shop sends her is in it */
  locale: Locale;
  /** other days the customer asked for from her booking page, waiting for the owner's answer */
  change: { id: string; from: Day; to: Day } | null;
  /** back in the shop: its condition and its deposit's settlement (null until marked returned) */
  returned: ReturnView | null;
  /** money recorded against its booking (its checkout order's, when it came with one), oldest first; empty for a block */
  payments: PaymentView[];
  /** its booking's books (its checkout order's, when it came with one); null for a block */
  money: BookingMoney | null;
  /** its booking's reminders to the customer (its checkout order's, when it came with one), soonest first; empty for a block */
  reminders: ReminderRowView[];
  createdAt: string;
}

/** One reminder of a booking, as the owner's card and GET /api/reservations/{id} show it. */
export interface ReminderRowView {
  kind: "CONFIRMATION" | "PICKUP_TOMORROW" | "RETURN_TODAY" | "OVERDUE_1" | "OVERDUE_3";
  day: Day;
  dueAt: string;
  staleAt: string;
  /** the due time as the owner reads it, India time: "14 Dec 2026, 10:00 am" */
  dueIndia: string;
  /** "cancelled": still pending, but every stay it is about was cancelled, so it will be skipped, never sent */
  status: "pending" | "sent" | "skipped" | "cancelled";
  outcome: string | null;
}

/** A stay back in the shop (POST /api/reservations/{id}/return) and its deposit settled (…/refund). */
export interface ReturnView {
  returnedOn: Day;
  condition: ConditionWord;
  note: string | null;
  /** the photo taken at the counter (its URL) */
  photo: string | null;
  daysLate: number;
  /** whole rupees, fixed when returned */
  lateFee: number;
  damage: number;
  deposit: number;
  /** what the shop owes her now, for the whole booking (its books: what she paid less all it is charged) */
  refundDue: number;
  /** what she still owes now, for the whole booking */
  owed: number;
  /** the damaged piece's repair block (POST /api/blocks/{id}/end, "Back in stock"), until it is ended or removed */
  repairBlockId: string | null;
  /** the booking's refunds so far, added up (null while none was recorded): the latest one's method, reference and time */
  refund: { amount: number; method: "upi" | "cash" | "card" | null; reference: string | null; at: string } | null;
}

/** What an order's bookings look like on the owner's order card. */
export interface OrderBooking {
  id: string;
  number: string;
  status: StatusWord;
  title: string;
  from: Day;
  to: Day;
  /** cancelled because it lapsed unconfirmed (its days were freed), not by the owner */
  lapsed: boolean;
}

/** One block as the owner made it: a piece's days held, over one copy or several. */
export interface BlockView {
  /** what DELETE /api/blocks/{id} takes */
  blockId: string;
  productId: string;
  title: string;
  from: Day;
  to: Day;
  reason: string | null;
  /** the copies it holds, in order */
  units: number[];
  /** how many copies the piece has now */
  stock: number;
}

/** One stay booked with an order, as its customer sees it on the thank-you page. */
export interface ReceiptStay {
  number: string;
  title: string;
  size: string | null;
  from: string;
  to: string;
  rent: number;
  deposit: number;
  /** the piece's page on this site */
  href: string;
  status: StatusWord;
  /** a pending hold: when it lapses unless the shop confirms it */
  lapsesAt: string | null;
}

/** What one checkout placed: the order's lines and the stays booked with it, numbers first to last. */
export interface Receipt {
  orderId: string;
  placedAt: string;
  lines: { title: string; quantity: number }[];
  stays: ReceiptStay[];
  /** pickup at the shop or delivery, as the checkout stored it */
  fulfilment: PlacedFulfilment | null;
  /** the booking page of its stays (/booking/<token>); null for an order with none */
  bookingPath: string | null;
}

/** Another piece of the same kind free for the stay: its page opens with the same days chosen. */
export interface FreeAlternative {
  id: string;
  title: string;
  image: string | null;
  /** `/collection/gowns/{id}?from=…&to=…` */
  href: string;
  /** its rent and deposit for this stay */
  rent: number;
  deposit: number;
}

export interface StayAlternatives {
  productId: string;
  from: Day;
  to: Day;
  /** a copy of the piece is free for the whole stay, its buffer days included */
  free: boolean;
  /** when it is not: up to two stays as long, the nearest earlier and later (as a 409 names them) */
  nearestFree: { from: Day; to: Day }[];
  /** up to four other pieces of its category free for these days */
  others: FreeAlternative[];
}

/** A customer's booking: a checkout order with dated lines, or a reservation made on its own. */
export interface BookingRef {
  kind: "order" | "reservation";
  id: string;
}

/** One piece of a customer's booking, as her booking page shows it. */
export interface CustomerStay {
  /** the booking's id: its calendar events are named after it, as in the shop's e-mails */
  id: string;
  number: string;
  title: string;
  /** the piece's first photo, if it has one */
  image: string | null;
  /** the piece's page on this site */
  href: string;
  size: string | null;
  from: Day;
  to: Day;
  /** how it reaches her: delivered on `from` (her checkout chose delivery), or picked up at the shop (also when left out) */
  fulfilment?: Fulfilment;
  status: StatusWord;
  cancelReason: ReservationView["cancelReason"];
  /** a pending hold: when it lapses unless the shop confirms it */
  lapsesAt: string | null;
  rent: number;
  deposit: number;
  /** other days she asked for: the latest request and the shop's answer (null: none asked) */
  change: { from: Day; to: Day; status: "requested" | "approved" | "declined" } | null;
  /** she may ask for other days (the stay still holds its days and has not come back) */
  canChange: boolean;
  /**
   * back in the shop (null until returned): the day, days late, this piece's late fee and damage
   * as charged now (a waiver taken off), and where the booking's money stands after it, given
   * only when this is the booking's one piece (with more, the booking's account says it once)
   */
  returned: {
    returnedOn: Day;
    daysLate: number;
    lateFee: number;
    damage: number;
    refundDue: number | null;
    owed: number | null;
    refunded: number | null;
  } | null;
  /** what this stay is charged now (rent, its deposit unless released, fees, damage, adjustments of it) */
  charged: number;
  /** she may still cancel it herself: until this moment (RENTAL_CANCEL_HOURS before the pickup day begins, India time); null when she no longer can */
  cancelUntil: string | null;
}

/** A customer's booking (/booking/<token>): every stay booked together, and what they cost. */
export interface CustomerBooking {
  /** the booking's page, for links and the calendar file (English address: /booking/<token>) */
  path: string;
  /** the language she booked in: her calendar file is in it (English when left out) */
  locale?: Locale;
  name: string;
  placedAt: string;
  stays: CustomerStay[];
  /** pickup at the shop or delivery, for a checkout; null for a reservation made on its own */
  fulfilment: PlacedFulfilment | null;
  /** rent and deposits of the stays not cancelled */
  rent: number;
  deposit: number;
  /** money in (every payment), and what she still owes now: all the booking is charged less what she paid in, plus what went back (never below 0) */
  paid: number;
  due: number;
  /** everything the booking is charged now (rent, deposits not yet released, delivery, goods, fees, damage, adjustments) */
  charged: number;
  /** deposit money the shop holds now for pieces not yet back */
  depositHeld: number;
  /** what the shop owes her (refundDue, named as a credit): an overpayment, a cancelled booking paid for */
  credit: number;
  delivery: number;
  goods: number;
  adjustments: number;
  /** the books, line by line, oldest first */
  entries: LedgerEntryView[];
  /** late fees and damage charged (after any adjustment), what the shop owes her now, and what went back */
  lateFee: number;
  damage: number;
  refundDue: number;
  refunded: number;
  /** pay by UPI (SHOP_UPI_ID): the amount asked now, the shop's UPI id, the upi://pay link and its QR code (SVG); null when nothing is due or the shop has no UPI id */
  upi: { amount: number; id: string; link: string; svg: string } | null;
  /** pay online through a Razorpay Payment Link (RAZORPAY_* set): the same amount the UPI link asks; null when nothing is asked or Razorpay is not set up */
  online: { amount: number } | null;
}

/** Money recorded against a booking: by the owner (POST /api/reservations/{id}/payments) or by Razorpay's webhook. */
export interface PaymentView {
  id: string;
  /** whole rupees */
  amount: number;
  /** "online": paid through Razorpay by netbanking, a wallet, EMI or pay later */
  method: "upi" | "cash" | "card" | "online";
  /** the UPI or card reference the owner typed; Razorpay's payment id (pay_…) for one paid online */
  reference: string | null;
  /** paid through a Razorpay Payment Link (recorded by its webhook, not by the owner) */
  online: boolean;
  /** the India day it came in (the owner may date cash taken earlier) */
  on: Day;
  createdAt: string;
}

/** Rupees by how they moved: to the shop's own UPI id, in cash, by card at the counter, or online through Razorpay (any instrument). */
export interface ByMethod {
  upi: number;
  cash: number;
  card: number;
  razorpay: number;
  total: number;
}

/** The money screen (/admin/money) for a span of India days, from the ledger (data/money.ts); each figure is defined on the page. */
export interface MoneyView {
  from: Day;
  to: Day;
  /** charges dated in the span, net of what was taken back in it (deposits apart) */
  charged: Charged;
  /** deposits asked less those taken back or released in the span */
  deposits: number;
  /** payments and refunds dated in the span, by method */
  payments: ByMethod;
  refunds: ByMethod;
  /** payments less refunds in the span: what the CSV's money column adds up to */
  net: number;
  /** right now, whatever the span: deposit money held for pieces not yet back */
  depositsHeld: number;
  /** right now: what the shop owes customers (deposits back less deductions, overpayments, cancelled bookings paid for) */
  refundsDue: number;
  /** right now: what customers owe on bookings whose pieces went out, or that were cancelled */
  owedByCustomers: number;
  /** right now: what is still to collect on bookings to come */
  toCollect: number;
}

/** A WhatsApp reminder due today, for the owner to send with one tap (Today). */
export interface WhatsappReminder {
  key: string;
  /** a booking's, or a try-on's (features/try-ons: tomorrow's, and today's still ahead) */
  kind: "PICKUP_TOMORROW" | "RETURN_TODAY" | "OVERDUE_1" | "DEPOSIT_REFUNDED" | "TRYON_TOMORROW" | "TRYON_SOON";
  /** the booking is brought to her: "Pickup tomorrow" reads "Delivery tomorrow" */
  delivery: boolean;
  numbers: string[];
  name: string | null;
  phone: string;
  /** the message, filled in */
  text: string;
  /** https://wa.me/<digits>?text=… */
  href: string;
}

/** One booking of a phone not yet out, as the owner's "Cancel all from +91…" lists it. */
export interface PhoneBooking {
  id: string;
  number: string;
  title: string;
  from: string;
  to: string;
  status: "requested" | "confirmed";
  /** what was paid on its booking (a checkout's stays share one) */
  paid: number;
  /** confirmed or paid: left alone unless the owner ticks it */
  kept: boolean;
}
