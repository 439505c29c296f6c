import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { ShopDocument } from "@/components/layout/shop-document";
import { NotFoundContent } from "@/components/layout/not-found-content";
import { translator } from "@/lib/i18n/server";

// An address in no language (/nothing-here, /xx/…): the English 404 in the shop's frame.
// "Page not found | <shop>" through the root layout's title template; Next adds noindex itself.
const t = translator("en", "notFound");
export const metadata: Metadata = { title: t("title"), description: t("description") };

export default function NotFound() {
  setRequestLocale("en");
  return (
    <ShopDocument locale="en">
      <NotFoundContent />
    </ShopDocument>
  );
}
