"use client";
import Link from "next/link";

/** Shown when a page cannot load (for instance while the database is unreachable). */
export default function ShopError({ reset }: { error: Error & { digest?: string }; reset(): void }) {
  return (
    <main className="flex min-h-[60vh] flex-col items-center justify-center px-4 py-20 text-center">
      <h1 className="font-display text-3xl font-bold text-maroon-800">We couldn&apos;t load this page</h1>
      <p className="mt-3 max-w-md text-stone-700">Something went wrong on our side. Please try again in a moment — or call or WhatsApp us, we are happy to help.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={reset} className="rounded-full bg-maroon-700 px-6 py-3 font-semibold text-white hover:bg-maroon-800">
          Try again
        </button>
        <Link href="/" className="rounded-full border-2 border-maroon-700 px-6 py-3 font-semibold text-maroon-700 hover:bg-maroon-50">
          Back to Home
        </Link>
      </div>
    </main>
  );
}
