import { customerBooking } from "@/features/rentals";
import { bookingIcs } from "@/features/rentals";
import { HttpError } from "@/lib/errors";
import { handler } from "@/lib/http";

// Refusals and field messages name their words in the "apiErrors" catalogue: English and Hindi are written there.

type Ctx = { params: Promise<{ token: string }> };

/** GET /api/bookings/{token}/calendar: her pickup and return days as a calendar file (.ics), stays not cancelled. */
export const GET = handler<Ctx>(async (_request, { params }) => {
  const booking = await customerBooking((await params).token);
  if (!booking) throw new HttpError(404, { key: "bookingLinkBroken" });
  const file = bookingIcs(booking);
  return new Response(file.content, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
});
