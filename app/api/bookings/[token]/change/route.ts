import { requestStayChange } from "@/features/rentals";
import { stayChangeSchema } from "@/features/rentals/validation";
import { handler, parseJson } from "@/lib/http";
import { notifyOwnerOfStayChange } from "@/features/rentals";
import { HttpError } from "@/lib/errors";
import { limit, limitKey } from "@/lib/rate-limit";
import { customerRules } from "@/features/rentals/settings";

const DAY_SEC = 24 * 60 * 60;

/**
 * Each request the shop could answer e-mails the owner, so a booking may ask a few times a
 * day (RENTAL_CHANGES_PER_DAY) from however many addresses its link is opened; counted only
 * for requests found askable. The refusal's words are the "apiErrors" catalogue's.
 */
async function limitChanges(bookingKey: string): Promise<void> {
  const { changesPerDay } = customerRules();
  await limitKey(
    "booking-changes",
    bookingKey,
    changesPerDay,
    DAY_SEC,
    (retryAfter) =>
      new HttpError(429, { key: "bookingChangesPerDay", values: { max: changesPerDay } }, undefined, {
        "Retry-After": String(retryAfter),
      }),
  );
}

type Ctx = { params: Promise<{ token: string }> };

/**
 * POST /api/bookings/{token}/change `{ number?, from, to }`: the customer asks for other days
 * (more days, an earlier pickup; a later return while the piece is with her). 201 with her
 * booking, the request waiting for the owner (who is e-mailed); 409 `{ nearestFree }` when the
 * days are taken; 422 when the shop's rules refuse them; 404 for a link that opens no booking.
 */
export const POST = handler<Ctx>(async (request, { params }) => {
  const input = await parseJson(request, stayChangeSchema);
  await limit(request, "booking-change", 20, 10 * 60 * 1000);
  const booking = await requestStayChange((await params).token, input, { beforeStore: limitChanges });
  const stay = booking.stays.find(
    (s) => s.change?.status === "requested" && s.change.from === input.from && s.change.to === input.to,
  );
  if (stay) await notifyOwnerOfStayChange(booking, stay);
  return Response.json(
    { message: "Asked: the shop will answer soon, and this page will show it.", booking },
    { status: 201 },
  );
});
