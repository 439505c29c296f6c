import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import { PolicyPage, policyMetadata } from "@/features/storefront/ui/policy-page";

export function generateMetadata({ params }: { params: LocaleParams }) {
  return policyMetadata("shipping-refund", params);
}

export default async function Page({ params }: { params: LocaleParams }) {
  return <PolicyPage slug="shipping-refund" locale={await pageLocale(params)} />;
}
