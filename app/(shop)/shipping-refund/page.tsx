import { PolicyPage, policyMetadata } from "@/components/pages/policy-page";

export const metadata = policyMetadata("shipping-refund");

export default function Page() {
  return <PolicyPage slug="shipping-refund" />;
}
