import "server-only";
import { db } from "@/lib/db";

// The owner's switches for online bookings, kept in the database so every instance reads the
// same and a restart keeps them.

const ADVANCE_REQUIRED = "rentals.advance-required";

/** Whether an online hold lasts only RENTAL_UNPAID_HOLD_HOURS unless its advance is paid (the owner's switch on Today). */
export async function advanceRequired(): Promise<boolean> {
  const row = await (await db()).appMeta.findUnique({ where: { key: ADVANCE_REQUIRED } });
  return row?.value === "on";
}

export async function setAdvanceRequired(on: boolean): Promise<void> {
  const prisma = await db();
  if (on)
    await prisma.appMeta.upsert({
      where: { key: ADVANCE_REQUIRED },
      create: { key: ADVANCE_REQUIRED, value: "on" },
      update: { value: "on" },
    });
  else await prisma.appMeta.deleteMany({ where: { key: ADVANCE_REQUIRED } });
}
