/**
 * The test clock: a `now=<ISO instant>` query read only on a test server
 * (REMINDERS_CLOCK_OVERRIDE=1, never set in production), so a spec can see the shop's day as it
 * will be tomorrow without waiting for it.
 */
export function testClockAllowed(): boolean {
  return process.env.REMINDERS_CLOCK_OVERRIDE === "1";
}

/** An ISO instant such as 2026-12-14T04:30:00Z, or null when it is not one. */
export function parseInstant(value: string): Date | null {
  const at = new Date(value);
  return /^\d{4}-\d\d-\d\dT/.test(value) && !Number.isNaN(at.getTime()) ? at : null;
}

/** The clock a page runs on: the test clock when allowed and given, the real one otherwise. */
export function pageClock(now: string | string[] | undefined): Date {
  return (testClockAllowed() && typeof now === "string" && parseInstant(now)) || new Date();
}
