import Link from "next/link";
import { translator } from "@/lib/i18n/server";
import { localizedPath, type Locale } from "@/lib/i18n/locales";

/** The 404 page's body, in the page's language. */
export function NotFoundContent({ locale }: { locale: Locale }) {
  const t = translator(locale, "notFound");
  const common = translator(locale, "common");
  return (
    <main className="flex min-h-[70vh] flex-col items-center justify-center bg-cream px-4 py-20 text-center">
      <p className="font-display text-7xl font-bold text-gold-600">404</p>
      <h1 className="mt-4 font-display text-3xl font-bold text-maroon-800">{t("heading")}</h1>
      <p className="mt-3 max-w-md text-stone-700">{t("text")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href={localizedPath(locale, "/")} className="rounded-full bg-maroon-700 px-6 py-3 font-semibold text-white hover:bg-maroon-800">
          {common("backHome")}
        </Link>
        <Link href={localizedPath(locale, "/collection/party-wear-lehenga")} className="rounded-full border-2 border-maroon-700 px-6 py-3 font-semibold text-maroon-700 hover:bg-maroon-50">
          {t("seeLehengas")}
        </Link>
      </div>
    </main>
  );
}
