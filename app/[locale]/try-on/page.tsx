import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { findPieceCards } from "@/features/catalogue";
import { slotDays, tryOnLimits } from "@/features/try-ons";
import { readTryOnAddress } from "@/features/try-ons/rules/try-on-address";
import { TryOnForm } from "@/features/try-ons/ui/try-on-form";
import { ListsToTry } from "@/features/try-ons/ui/lists-to-try";
import { PageHero } from "@/components/ui/page-hero";
import { PageMessages } from "@/lib/i18n/page-messages";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import { localizedPath } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/server";
import { addDays } from "@/lib/dates";
import { indiaToday } from "@/lib/format";
import { pageMetadata } from "@/lib/site/metadata";
import { catalogueFor } from "@/messages";

type Props = { params: LocaleParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

// Seats go as they are booked: read at every visit, never cached.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = translator(locale, "tryOn");
  // A form for the pieces in its address: one page for search engines, the address without pieces.
  return {
    ...pageMetadata({ title: t("metaTitle"), description: t("metaDescription"), path: "/try-on", locale }),
    robots: { index: false, follow: true },
  };
}

/** /try-on: book a fitting slot for the pieces her shortlist sent (?pieces=…&from=&to=). */
export default async function TryOnPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const t = translator(locale, "tryOn");
  const limits = tryOnLimits();
  const asked = readTryOnAddress(await searchParams, limits.maxPieces);
  const cards = await findPieceCards(
    asked.pieces.map((p) => p.productId),
    locale,
  );
  const today = indiaToday();
  const days = cards.length ? await slotDays(today, addDays(today, limits.aheadDays - 1)) : [];
  return (
    <main>
      <PageHero title={t("heading")}>
        <p className="mt-4 text-lg text-maroon-50">{t("intro")}</p>
      </PageHero>
      <div className="mx-auto max-w-2xl px-4 py-10">
        {cards.length ? (
          <PageMessages messages={{ tryOn: catalogueFor(locale).tryOn }}>
            <TryOnForm
              pieces={cards.map((c) => ({
                ...c,
                size: asked.pieces.find((p) => p.productId === c.id)?.size ?? null,
              }))}
              days={days}
              maxPieces={limits.maxPieces}
              functionFrom={asked.from}
              functionTo={asked.to}
            />
          </PageMessages>
        ) : (
          <div className="space-y-4">
            <PageMessages messages={{ tryOn: catalogueFor(locale).tryOn, shortlist: catalogueFor(locale).shortlist }}>
              <ListsToTry />
            </PageMessages>
            <p>{t("noPieces")}</p>
            <Link href={localizedPath(locale, "/trending")} className="font-semibold text-maroon-700 underline">
              {t("browse")}
            </Link>
          </div>
        )}
        <p className="mt-10 text-sm text-stone-700">
          {t("visitWithout")}{" "}
          <Link href={localizedPath(locale, "/contact#appointment")} className="font-semibold underline">
            {t("visitWithoutLink")}
          </Link>
        </p>
      </div>
    </main>
  );
}
