import type { LocaleParams } from "@/lib/i18n/page";
import { PolicyPage, policyMetadata } from "@/components/pages/policy-page";

export function generateMetadata({ params }: { params: LocaleParams }) {
  return policyMetadata("return-policy", params);
}

export default function Page() {
  return <PolicyPage slug="return-policy" />;
}
