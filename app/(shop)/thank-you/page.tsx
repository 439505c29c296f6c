import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { ReservationThanks } from "@/components/cart/reservation-thanks";
import { FulfilmentThanks } from "@/components/cart/fulfilment-thanks";
import { getSiteConfig } from "@/lib/content/site";
import { shopVisit } from "@/lib/content/shop-visit";

export const metadata: Metadata = { title: "Thank You", robots: { index: false, follow: true }, alternates: { canonical: "/thank-you" } };

export default function ThankYouPage() {
  const site = getSiteConfig();
  const message = <p className="mt-4 text-lg text-stone-700">Your message has reached us. We usually reply within a day — for anything urgent, call or WhatsApp us.</p>;
  // The page stays static: reservation numbers (after a checkout with rentals) are read from
  // the address in the browser, in place of the contact form's words.
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-20 text-center">
      <h1 className="font-display text-4xl font-bold text-maroon-800">Thank you!</h1>
      <Suspense fallback={message}>
        <ReservationThanks siteUrl={site.url} whatsappNumber={site.whatsappNumber}>
          {message}
        </ReservationThanks>
      </Suspense>
      <Suspense fallback={null}>
        <FulfilmentThanks shop={shopVisit(site)} />
      </Suspense>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/" className="rounded-full bg-maroon-700 px-6 py-3 font-semibold text-white hover:bg-maroon-800">Back to Home</Link>
        <Link href="/gallery" className="rounded-full border-2 border-maroon-700 px-6 py-3 font-semibold text-maroon-700 hover:bg-maroon-50">Browse the Gallery</Link>
      </div>
    </main>
  );
}
