export function SectionHeading({ id, title, subtitle }: { id: string; title: string; subtitle?: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className="font-display text-3xl font-bold text-maroon-800 sm:text-4xl">
        {title}
      </h2>
      {subtitle ? <p className="mt-3 text-stone-600">{subtitle}</p> : null}
      <div aria-hidden="true" className="mx-auto mt-4 h-1 w-20 rounded-full bg-gold-400" />
    </div>
  );
}
