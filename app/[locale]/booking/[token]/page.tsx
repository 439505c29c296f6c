import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { customerBooking } from "@/features/rentals";
import { CustomerBookingView } from "@/features/rentals/ui/customer-booking";
import { getSiteConfig } from "@/lib/content/site";
import { shopVisit } from "@/lib/content/shop-visit";

type Props = { params: Promise<{ token: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

// Hers alone: never indexed, never followed, never cached for anyone else.
export const metadata: Metadata = { title: "Your booking", robots: { index: false, follow: false }, referrer: "no-referrer" };
export const dynamic = "force-dynamic";

/**
 * /booking/{token}: the customer's booking page, from the link the shop sends her (issue #28,
 * item 1). No account: the signed link is the key. A made-up, tampered or revoked link is
 * the site's ordinary 404.
 */
export default async function BookingPage({ params, searchParams }: Props) {
  const booking = await customerBooking((await params).token);
  if (!booking) notFound();
  // Razorpay sends her back here after paying, with the link's status in the address; the payment itself is recorded from its webhook.
  const backFromRazorpay = (await searchParams).razorpay_payment_link_status === "paid";
  const site = getSiteConfig();
  return (
    <main className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <CustomerBookingView booking={booking} site={site} shop={shopVisit(site)} backFromRazorpay={backFromRazorpay} />
    </main>
  );
}
