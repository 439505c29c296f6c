import Image from "next/image";
import Link from "next/link";
import { graceImages } from "@/lib/content/home";
import { Reveal } from "@/components/ui/reveal";
import { SectionHeading } from "@/components/ui/section-heading";

export function GraceInEveryStitch() {
  return (
    <section aria-labelledby="grace-h" className="cv-auto bg-white py-16">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id="grace-h" title="Grace in Every Stitch" subtitle="A glimpse of the looks we have styled this season." />
        <Reveal as="ul" className="mt-10 grid gap-6 md:grid-cols-3">
          {graceImages.map((g) => (
            <li key={g.image}>
              <figure className="overflow-hidden rounded-2xl bg-maroon-50">
                <div className="relative aspect-[3/4]">
                  <Image src={g.image} alt="" fill sizes="(min-width: 768px) 33vw, 100vw" className="object-cover" />
                </div>
                <figcaption className="p-3 text-center font-semibold text-maroon-800">{g.caption}</figcaption>
              </figure>
            </li>
          ))}
        </Reveal>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link href="/gallery" className="rounded-full bg-maroon-700 px-6 py-3 font-semibold text-white hover:bg-maroon-800">
            View More
          </Link>
          <Link href="/gallery" className="rounded-full border-2 border-maroon-700 px-6 py-3 font-semibold text-maroon-700 hover:bg-maroon-50">
            View Gallery
          </Link>
        </div>
      </div>
    </section>
  );
}
