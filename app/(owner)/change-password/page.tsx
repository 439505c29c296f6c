import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ChangePasswordForm } from "@/components/admin/change-password-form";
import { requireAdminPage } from "@/lib/auth/require-admin";

export const metadata: Metadata = { title: "Change password", robots: { index: false, follow: false } };

export default async function ChangePasswordPage() {
  if (!(await requireAdminPage())) redirect("/login?callbackUrl=/change-password");
  return (
    <main className="flex min-h-screen items-center justify-center bg-maroon-50 px-4">
      <div className="w-full max-w-sm rounded-2xl bg-white p-8 shadow-lg">
        <h1 className="font-display text-2xl font-bold text-maroon-800">Change password</h1>
        <div className="mt-6">
          <ChangePasswordForm />
        </div>
      </div>
    </main>
  );
}
