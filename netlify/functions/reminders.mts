// Netlify Scheduled Function: asks the shop to send the reminders that are due, through the
// same route Vercel's cron and a plain crontab call (app/api/cron/reminders). Netlify gives a
// function the site's address as URL; CRON_SECRET is the one set in the site's settings.
export default async function sendDueReminders(): Promise<Response> {
  const site = process.env.URL;
  const secret = process.env.CRON_SECRET;
  if (!site || !secret) return new Response("Set CRON_SECRET in the site's settings.", { status: 500 });
  const answer = await fetch(`${site}/api/cron/reminders`, {
    method: "POST",
    headers: { authorization: `Bearer ${secret}` },
  });
  return new Response(await answer.text(), { status: answer.status });
}

// Every 10 minutes (UTC): a reminder goes out at most 10 minutes after it is due.
export const config = { schedule: "*/10 * * * *" };
