import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { readShortlist } from "@/features/shortlist";
import { SharedList } from "@/features/shortlist/ui/shared-list";
import { PageMessages } from "@/lib/i18n/page-messages";
import { pageLocale } from "@/lib/i18n/page";
import { translator } from "@/lib/i18n/server";
import { catalogueFor } from "@/messages";

type Props = { params: Promise<{ locale: string; token: string }> };

// Rendered per request (Cache-Control: private, no-store, as her booking page): the votes
// change, and a shared cache must never keep one family's list for another.
export const dynamic = "force-dynamic";

// Theirs alone: never indexed, never followed (next.config.ts adds X-Robots-Tag too).
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return {
    title: translator(locale, "shortlist")("sharedTitle"),
    robots: { index: false, follow: false },
    referrer: "no-referrer",
  };
}

/** /shortlist/{token}: a shortlist shared on WhatsApp, for the family to vote on. A broken or revoked link is the site's 404. */
export default async function SharedShortlistPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { token } = await params;
  const list = await readShortlist(token, locale);
  if (!list) notFound();
  return (
    <main className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <PageMessages messages={{ shortlist: catalogueFor(locale).shortlist }}>
        <SharedList token={token} list={list} locale={locale} />
      </PageMessages>
    </main>
  );
}
