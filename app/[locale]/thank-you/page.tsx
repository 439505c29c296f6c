import type { Metadata } from "next";
import Link from "next/link";
import { BookingThanks } from "@/components/cart/booking-thanks";
import { getSiteConfig } from "@/lib/content/site";

export const metadata: Metadata = { title: "Thank You", robots: { index: false, follow: true }, alternates: { canonical: "/thank-you" } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The contact form ends here (`/thank-you`), and so does a checkout (`/thank-you?order`): the
 * order is the one this browser placed, read from its signed cookie, never from the address.
 * `?reservations=…` (the old checkout's address) is read as a checkout too, and its numbers
 * are ignored. Rendered per request: the cookie decides what it says.
 */
export default async function ThankYouPage({ searchParams }: Props) {
  const site = getSiteConfig();
  const params = await searchParams;
  const afterCheckout = "order" in params || "reservations" in params;
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-20 text-center">
      <h1 className="font-display text-4xl font-bold text-maroon-800">Thank you!</h1>
      {afterCheckout ? (
        <BookingThanks site={site} />
      ) : (
        <p className="mt-4 text-lg text-stone-700">Your message has reached us. We usually reply within a day — for anything urgent, call or WhatsApp us.</p>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/" className="rounded-full bg-maroon-700 px-6 py-3 font-semibold text-white hover:bg-maroon-800">
          Back to Home
        </Link>
        <Link href="/gallery" className="rounded-full border-2 border-maroon-700 px-6 py-3 font-semibold text-maroon-700 hover:bg-maroon-50">
          Browse the Gallery
        </Link>
      </div>
    </main>
  );
}
