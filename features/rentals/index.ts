/**
 * Renting by date: what the rest of the site may call on the server. Pages, routes, orders
 * and the catalogue import from here; nothing outside reaches into data/ or server/ (checked
 * by `npm run check:imports`). Client-safe pieces are imported from rules/*, views.ts and
 * validation.ts; screens from ui/* and admin/*. See README.md in this folder.
 */
import "server-only";

export type * from "./views";

// availability: what is free, and where else to look
export { availability } from "./server/availability";
export { stayAlternatives } from "./server/alternatives";
export { freeOnSql } from "./data/free-pieces";

// booking: price, hold, commit (one transaction with its order)
export { bookStays, reserve, type BookingOptions, type StayRequest } from "./server/booking";
export { stayQuoter } from "./server/quote";
// how many piece-days one address may book in a day
export { limitPieceDays } from "./server/piece-days";
// the owner books for a customer who called or walked in: confirmed at once, or picked up
export { bookForCustomer, ownerBookingInput } from "./server/owner-booking";

// lifecycle: the owner moves a booking along; orders confirm or cancel theirs
export { moveReservationToCopy } from "./server/copies";
export {
  changeReservationStatus,
  confirmBookingsOfOrder,
  cancelBookingsOfOrder,
  bookingsReleased,
  assertNoUpcomingBookings,
  assertCopiesKept,
} from "./server/lifecycle";
export { bookingsOfPhone, cancelAllOfPhone } from "./server/cancel-phone";

// blocks: the owner holds days herself
export { createBlock, deleteBlock } from "./server/blocks";
export { listBlocks } from "./data/blocks";

// the owner's day and lists
export { todaysWork } from "./server/owner-day";
export { getReservation, listReservations, orderBookingSelect, toOrderBooking } from "./data/reservations";
export { findRentablePiece, findRentablePieces } from "./data/pieces";

// the customer's receipt on the thank-you page
export { bookingOfThisBrowser, receiptCookie, receiptCookieName, receiptMaxAge } from "./server/receipt";

// the customer's booking page: her stays, her calendar, cancelling before the cutoff
export { customerBooking, cancelCustomerBooking, renewBookingLink } from "./server/customer-booking";
export { requestStayChange, answerStayChange } from "./server/stay-changes";

// money that came in for a booking (it confirms the pending holds): recorded by the owner, or paid online through Razorpay
export { recordPayment } from "./server/payments";

// a piece back in the shop, its deposit settled, a repair block ended ("Back in stock")
export { markReturned, endBlock } from "./server/returns";
export { recordRefund, adjustBooking } from "./server/ledger";

// money at a glance: the figures of a day, week or month, and its payments and refunds for the accountant
export { moneyFigures } from "./data/money";
export { advanceRequired, setAdvanceRequired } from "./data/switches";
export { whyOrderKeepsItsBooks } from "./data/ledger";
export { moneyExport } from "./server/money";
export { payOnline, recordLinkPaid } from "./server/online-payments";
// Razorpay's webhook: its secret, its signature and the one event the shop reads
export { linkPaidOf, razorpayWebhookSecret, signatureMatches } from "./razorpay";
// reminders to the customer: written with the booking, drained by a timer or the cron route
export { drainReminders } from "./server/reminders";
export { takeConfirmationReminder } from "./data/reminders";
// the reminder rows' claims, for a try-on's reminders (features/try-ons drains its own from the same table)
export { claimReminders, finishReminder, releaseReminder, type ClaimedReminder } from "./data/reminders";
// e-mails about a booking: the owner's (new, cancelled by her, other days asked) and her confirmation
export {
  bookingIcs,
  notifyCustomerOfConfirmation,
  notifyOwnerOfCustomerCancel,
  notifyOwnerOfReservation,
  notifyOwnerOfStayChange,
  stayCalendarFile,
} from "./server/notify";

// try-ons (features/try-ons): the copies a try-on keeps, and the booking they become
export {
  bookTryOnHolds,
  extendTryOnHolds,
  holdCopiesForTryOn,
  releaseTryOnHolds,
  type HeldCopy,
} from "./server/try-on-holds";
export { availabilityChanged } from "./server/availability";
