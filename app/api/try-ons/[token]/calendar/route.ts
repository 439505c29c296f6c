import { tryOnCalendar, tryOnOfToken } from "@/features/try-ons";
import { handler } from "@/lib/http";

type Ctx = { params: Promise<{ token: string }> };

/** GET /api/try-ons/{token}/calendar: her try-on as a calendar file (.ics). 404 for a tampered or revoked link. */
export const GET = handler<Ctx>(async (_request, { params }) => {
  const file = tryOnCalendar(await tryOnOfToken((await params).token));
  return new Response(file.content, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
});
