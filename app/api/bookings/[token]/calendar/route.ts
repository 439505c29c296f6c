import { customerBooking } from "@/features/rentals";
import { bookingIcs } from "@/features/rentals";
import { NotFoundError } from "@/lib/errors";
import { handler } from "@/lib/http";

type Ctx = { params: Promise<{ token: string }> };

/** GET /api/bookings/{token}/calendar: her pickup and return days as a calendar file (.ics), stays not cancelled. */
export const GET = handler<Ctx>(async (_request, { params }) => {
  const booking = await customerBooking((await params).token);
  if (!booking) throw new NotFoundError("This booking link does not work. Ask the shop for a new one.");
  const file = bookingIcs(booking);
  return new Response(file.content, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
});
