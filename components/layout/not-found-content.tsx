"use client";
import { useLocalizedPath, useT } from "@/lib/i18n/client";
import { NotFoundBody } from "./not-found-body";

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
    <NotFoundBody
      words={{ heading: t("heading"), text: t("text"), backHome: common("backHome"), seeLehengas: t("seeLehengas") }}
      path={path}
    />
  );
}
