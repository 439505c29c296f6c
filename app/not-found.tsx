import type { Metadata } from "next";
import Link from "next/link";

// "Page not found | <shop>" through the root layout's title template, not the home page's
// title; Next adds noindex to a not-found answer itself.
export const metadata: Metadata = {
  title: "Page not found",
  description: "The outfit or page you were looking for is not here. It may have been rented out or renamed.",
};

export default function NotFound() {
  return (
    <main className="flex min-h-[70vh] flex-col items-center justify-center bg-cream px-4 py-20 text-center">
      <p className="font-display text-7xl font-bold text-gold-600">404</p>
      <h1 className="mt-4 font-display text-3xl font-bold text-maroon-800">This page has slipped off the hanger</h1>
      <p className="mt-3 max-w-md text-stone-700">The outfit or page you were looking for is not here — it may have been rented out or renamed.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/" className="rounded-full bg-maroon-700 px-6 py-3 font-semibold text-white hover:bg-maroon-800">
          Back to Home
        </Link>
        <Link href="/collection/party-wear-lehenga" className="rounded-full border-2 border-maroon-700 px-6 py-3 font-semibold text-maroon-700 hover:bg-maroon-50">
          See Lehengas
        </Link>
      </div>
    </main>
  );
}
