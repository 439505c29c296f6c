"use client";
import Link from "@/components/ui/link";
import { useLocalizedPath, useT } from "@/lib/i18n/client";
import { useShopContact } from "@/components/layout/shop-contact";

/** Shown when a page cannot load (for instance while the database is unreachable), in the page's language. */
export default function ShopError({ reset }: { error: Error & { digest?: string }; reset(): void }) {
  const t = useT("ui");
  const common = useT("common");
  const localized = useLocalizedPath();
  const contact = useShopContact();
  return (
    <main className="flex min-h-[60vh] flex-col items-center justify-center px-4 py-20 text-center">
      <h1 className="font-display text-3xl font-bold text-maroon-800">{t("errorTitle")}</h1>
      <p className="mt-3 max-w-md text-stone-700">{t("errorText")}</p>
      {contact && (
        // Plain links, not the floating buttons: the numbers are the way forward while pages fail.
        <p className="mt-4 flex flex-wrap justify-center gap-x-6 gap-y-2 text-lg font-semibold">
          <a href={contact.phoneHref} className="text-maroon-700 underline hover:text-maroon-800">
            {t("errorCall", { phone: contact.phone })}
          </a>
          <a
            href={contact.whatsappHref}
            target="_blank"
            rel="noopener noreferrer"
            className="text-green-800 underline hover:text-green-900"
          >
            {t("errorWhatsapp", { number: contact.whatsapp })}
          </a>
        </p>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={reset}
          className="rounded-full bg-maroon-700 px-6 py-3 font-semibold text-white hover:bg-maroon-800"
        >
          {t("tryAgain")}
        </button>
        <Link
          href={localized("/")}
          className="rounded-full border-2 border-maroon-700 px-6 py-3 font-semibold text-maroon-700 hover:bg-maroon-50"
        >
          {common("backHome")}
        </Link>
      </div>
    </main>
  );
}
