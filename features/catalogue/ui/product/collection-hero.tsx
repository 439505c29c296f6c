/** A collection or beauty page's heading, its tagline and a link down to the pieces (`cta`, in the page's language). */
export function CollectionHero({
  title,
  tagline,
  targetId,
  cta,
}: {
  title: string;
  tagline: string;
  targetId: string;
  cta: string;
}) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-maroon-900 via-maroon-800 to-maroon-700 px-4 py-20 text-center text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 opacity-20 [background-image:radial-gradient(circle_at_1px_1px,#e9c46a_1px,transparent_0)] [background-size:22px_22px]"
      />
      <div className="relative mx-auto max-w-3xl">
        <h1 className="font-display text-4xl font-bold sm:text-5xl">{title}</h1>
        <p className="mt-4 text-lg text-maroon-50">{tagline}</p>
        <a
          href={`#${targetId}`}
          className="mt-8 inline-block rounded-full bg-gold-400 px-7 py-3 font-semibold text-maroon-900 hover:bg-gold-300"
        >
          {cta}
        </a>
      </div>
    </section>
  );
}
