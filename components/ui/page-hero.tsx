import type { ReactNode } from "react";

export function PageHero({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-maroon-900 via-maroon-800 to-maroon-700 px-4 py-20 text-center text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 opacity-20 [background-image:radial-gradient(circle_at_1px_1px,#e9c46a_1px,transparent_0)] [background-size:22px_22px]"
      />
      <div className="relative mx-auto max-w-3xl">
        <h1 className="font-display text-4xl font-bold sm:text-5xl">{title}</h1>
        {children}
      </div>
    </section>
  );
}
