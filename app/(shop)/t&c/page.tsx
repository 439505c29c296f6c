import { PolicyPage, policyMetadata } from "@/components/pages/policy-page";

export const metadata = policyMetadata("t&c");

export default function Page() {
  return <PolicyPage slug="t&c" />;
}
