import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { customerBooking } from "@/features/rentals";
import { CustomerBookingView } from "@/features/rentals/ui/customer-booking";
import { getSiteConfig } from "@/lib/site/config";
import { shopVisit } from "@/lib/site/visit";
import { pageLocale } from "@/lib/i18n/page";
import { translator } from "@/lib/i18n/server";

type Props = {
  params: Promise<{ locale: string; token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const dynamic = "force-dynamic";

// Hers alone: never indexed, never followed, never cached for anyone else.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return {
    title: translator(locale, "bookingPage")("metaTitle"),
    robots: { index: false, follow: false },
    referrer: "no-referrer",
  };
}

/**
 * /booking/{token}: the customer's booking page, from the link the shop sends her.
 * No account: the signed link is the key. A made-up, tampered or revoked link is
 * the site's ordinary 404. Under /hi/booking/{token}, the same page in Hindi.
 */
export default async function BookingPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const booking = await customerBooking((await params).token);
  if (!booking) notFound();
  // Razorpay sends her back here after paying, with the link's status in the address; the payment itself is recorded from its webhook.
  const backFromRazorpay = (await searchParams).razorpay_payment_link_status === "paid";
  const site = getSiteConfig();
  return (
    <main className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <CustomerBookingView
        booking={booking}
        site={site}
        shop={shopVisit(site, locale)}
        backFromRazorpay={backFromRazorpay}
        locale={locale}
      />
    </main>
  );
}
