import { PolicyPage, policyMetadata } from "@/components/pages/policy-page";

export const metadata = policyMetadata("return-policy");

export default function Page() {
  return <PolicyPage slug="return-policy" />;
}
