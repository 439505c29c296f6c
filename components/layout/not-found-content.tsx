"use client";
import Link from "next/link";
import { useLocalizedPath, useT } from "@/lib/i18n/client";

/**
 * The 404 page's body, in the page's language: the language comes from the shop's document
 * around it (ShopDocument's provider), so the page reads no request headers and a static
 * page that turns out not to exist stays static.
 */
export function NotFoundContent() {
  const t = useT("notFound");
  const common = useT("common");
  const path = useLocalizedPath();
  return (
    <main className="flex min-h-[70vh] flex-col items-center justify-center bg-cream px-4 py-20 text-center">
      <p className="font-display text-7xl font-bold text-gold-600">404</p>
      <h1 className="mt-4 font-display text-3xl font-bold text-maroon-800">{t("heading")}</h1>
      <p className="mt-3 max-w-md text-stone-700">{t("text")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href={path("/")} className="rounded-full bg-maroon-700 px-6 py-3 font-semibold text-white hover:bg-maroon-800">
          {common("backHome")}
        </Link>
        <Link href={path("/collection/party-wear-lehenga")} className="rounded-full border-2 border-maroon-700 px-6 py-3 font-semibold text-maroon-700 hover:bg-maroon-50">
          {t("seeLehengas")}
        </Link>
      </div>
    </main>
  );
}
