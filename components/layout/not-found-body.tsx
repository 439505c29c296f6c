import Link from "@/components/ui/link";

export interface NotFoundWords {
  heading: string;
  text: string;
  backHome: string;
  seeLehengas: string;
}

/** The 404's words and its two ways on, in whatever language the caller read them. */
export function NotFoundBody({ words, path }: { words: NotFoundWords; path: (p: string) => string }) {
  return (
    <main className="flex min-h-[70vh] flex-col items-center justify-center bg-cream px-4 py-20 text-center">
      <p className="font-display text-7xl font-bold text-gold-600">404</p>
      <h1 className="mt-4 font-display text-3xl font-bold text-maroon-800">{words.heading}</h1>
      <p className="mt-3 max-w-md text-stone-700">{words.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          href={path("/")}
          className="rounded-full bg-maroon-700 px-6 py-3 font-semibold text-white hover:bg-maroon-800"
        >
          {words.backHome}
        </Link>
        <Link
          href={path("/collection/party-wear-lehenga")}
          className="rounded-full border-2 border-maroon-700 px-6 py-3 font-semibold text-maroon-700 hover:bg-maroon-50"
        >
          {words.seeLehengas}
        </Link>
      </div>
    </main>
  );
}
