import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { ShopDocument } from "@/components/layout/shop-document";
import { NotFoundContent } from "@/components/layout/not-found-content";
import { catalogueFor } from "@/messages";

// An address in no language (/nothing-here, /xx/…): the English 404 in the shop's frame.
// "Page not found | <shop>" through the root layout's title template; Next adds noindex itself.
const words = catalogueFor("en").notFound;
export const metadata: Metadata = { title: words.title, description: words.description };

export default function NotFound() {
  setRequestLocale("en");
  return (
    <ShopDocument locale="en">
      <NotFoundContent />
    </ShopDocument>
  );
}
