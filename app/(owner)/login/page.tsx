import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { LoginForm } from "@/components/admin/login-form";
import { translator } from "@/lib/i18n/server";

export const metadata: Metadata = { title: "Admin sign-in", robots: { index: false, follow: false } };

export default function LoginPage() {
  // The owner's screens are English (docs/hindi.md); the words live in the catalogue all the same.
  const t = translator("en", "login");
  return (
    <main className="flex min-h-screen items-center justify-center bg-maroon-50 px-4">
      <div className="w-full max-w-sm rounded-2xl bg-white p-8 shadow-lg">
        <h1 className="font-display text-2xl font-bold text-maroon-800">Admin sign-in</h1>
        <p className="mt-1 text-sm text-stone-600">For the shop owner. Visitors don&apos;t need an account.</p>
        <div className="mt-6">
          <Suspense>
            <LoginForm />
          </Suspense>
        </div>
        <p className="mt-4 text-center text-xs text-stone-600">{t("lostPassword")}</p>
        <Link href="/" className="mt-4 block text-center text-sm text-maroon-700 underline">
          Back to the shop
        </Link>
      </div>
    </main>
  );
}
