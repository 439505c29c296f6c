"use client";
import Link from "@/components/ui/link";
import { useLocale, useLocalizedPath, useT } from "@/lib/i18n/client";
import { pluralKey } from "@/lib/i18n/plural";
import { CartIcon } from "@/components/ui/icons";
import { useCartCount } from "./cart-count";

/**
 * Header cart link; the badge shows only when the cart holds something (spec §2). It reads the
 * count the cart store keeps in the browser, not the store: every page has this link.
 */
export function CartButton({
  className = "",
  onClick,
  compactOnPhone = false,
}: {
  className?: string;
  onClick?: () => void;
  compactOnPhone?: boolean;
}) {
  const count = useCartCount();
  const shown = count > 0;
  const t = useT("cartButton");
  const locale = useLocale();
  const localized = useLocalizedPath();
  return (
    <Link
      href={localized("/cart")}
      onClick={onClick}
      aria-label={shown ? t(pluralKey(locale, "cartCount", count), { count }) : t("cart")}
      className={`relative inline-flex items-center gap-2 rounded-full bg-maroon-700 py-2 text-sm ${compactOnPhone ? "px-3 sm:px-4" : "px-4"} font-semibold text-white hover:bg-maroon-800 ${className}`}
    >
      <CartIcon />
      {/* In the header on a phone, the icon alone, so the shop's name keeps two lines; the link's name stays "Cart". */}
      <span className={compactOnPhone ? "max-sm:sr-only" : undefined}>{t("cart")}</span>
      {shown ? (
        <span
          data-testid="cart-badge"
          className="absolute -right-2 -top-2 flex h-6 min-w-6 items-center justify-center rounded-full bg-gold-400 px-1 text-xs font-bold text-maroon-900"
        >
          {count}
        </span>
      ) : null}
    </Link>
  );
}
