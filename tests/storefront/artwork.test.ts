import { describe, expect, it } from "vitest";
import path from "node:path";
import sharp from "sharp";
import artwork from "@/features/catalogue/content/artwork.json";
import { galleryImages } from "@/features/storefront/content/gallery";
import { graceImages, sampleGallery } from "@/features/storefront/content/home";
import { royalPicks } from "@/features/storefront/content/royal-picks";
import { seedCollectionItems, seedHeroSlides } from "@/features/storefront/seed/catalogue";

// Every caption and alt text describes its own picture (colour and garment).
// The colour is read from the picture itself; the garment from the list the pictures are drawn from.

const cloth: Record<string, [number, number, number]> = {
  ruby: [0xa3, 0x12, 0x3a],
  emerald: [0x0f, 0x6b, 0x4f],
  royal: [0x26, 0x32, 0x8c],
  marigold: [0xe0, 0x8a, 0x00],
  blush: [0xe5, 0x8f, 0xa6],
  wine: [0x6b, 0x1d, 0x45],
  teal: [0x0e, 0x7c, 0x86],
  ivory: [0xef, 0xe4, 0xcf],
};
/** Words a caption may use for a colour, and words that name another colour. */
const colourWords: Record<string, RegExp> = {
  ruby: /\b(ruby|red|reds)\b/i,
  emerald: /\b(emerald|green|greens)\b/i,
  royal: /\b(royal blue|blue|blues)\b/i,
  marigold: /\b(marigold|yellow|yellows|orange)\b/i,
  blush: /\b(blush|pink|pinks|gulabi)\b/i,
  wine: /\b(wine|maroon)\b/i,
  teal: /\bteal\b/i,
  ivory: /\b(ivory|ivories|white|pearl)\b/i,
};
const garmentWords: Record<string, RegExp> = {
  lehenga: /lehenga/i,
  saree: /saree/i,
  gown: /gown/i,
  suit: /suit|sharara|anarkali/i,
  blouse: /blouse/i,
  dress: /(?<!gopi )dress|cape set/i,
  gopi: /gopi/i,
  dupatta: /dupatta/i,
};

/** The colour of the cloth at a point of a picture (median of a small square), as the nearest palette colour. */
async function colourAt(src: string, x: number, y: number): Promise<string> {
  const { data } = await sharp(path.join(process.cwd(), "public", src))
    .extract({ left: x - 8, top: y - 8, width: 16, height: 16 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const channel = (c: number) => [...data.filter((_, i) => i % 3 === c)].sort((a, b) => a - b)[128]!;
  const px = [channel(0), channel(1), channel(2)];
  return Object.entries(cloth).sort(([, a], [, b]) => dist(a, px) - dist(b, px))[0]![0];
}
const dist = (a: number[], b: number[]) => a.reduce((s, v, i) => s + (v - b[i]!) ** 2, 0);
// garment centre (300, 420) of the 600 × 800 drawing, inside a frame scaled .8 and moved by (60, 70)
const framedCentre = [300, 406] as const;

function expectDescribes(text: string, kind: string, colour: string, label: string) {
  expect(text, `${label}: garment`).toMatch(garmentWords[kind]!);
  expect(text, `${label}: colour`).toMatch(colourWords[colour]!);
  for (const [other, words] of Object.entries(colourWords))
    if (other !== colour && !(colour === "royal" && other === "royal"))
      expect(text.replace(colourWords[colour]!, ""), `${label}: names ${other}`).not.toMatch(words);
}

describe("pictures and the words about them", () => {
  it("the gallery's 25 captions (also the alt texts) name each picture's colour and garment", async () => {
    expect(galleryImages).toHaveLength(artwork.gallery.length);
    for (const [i, img] of galleryImages.entries()) {
      const [kind, colour] = artwork.gallery[i]!;
      expect(await colourAt(img.src, ...framedCentre), img.src).toBe(colour);
      expectDescribes(img.caption, kind!, colour!, img.src);
    }
  });

  it("the home page's gallery captions describe their pictures", () => {
    for (const g of [
      ...graceImages.map((g) => ({ image: g.image, text: g.caption })),
      ...sampleGallery.map((s) => ({ image: s.image, text: `${s.title}: ${s.description}` })),
    ]) {
      const n = Number(g.image.match(/gallery-(\d+)/)![1]) - 1;
      const [kind, colour] = artwork.gallery[n]!;
      expectDescribes(g.text, kind!, colour!, g.image);
    }
  });

  it("each Royal Pick's picture shows the garment its title names, in the colour its words and alt text name", async () => {
    for (const [i, p] of royalPicks.entries()) {
      const [kind, colour] = artwork.royal[i]!;
      expect(await colourAt(p.image, ...framedCentre), p.image).toBe(colour);
      expect(p.title, p.image).toMatch(garmentWords[kind!]!);
      expectDescribes(p.alt, kind!, colour!, `${p.title} alt`);
      for (const [other, words] of Object.entries(colourWords))
        if (other !== colour) expect(p.description, `${p.title} says ${other}`).not.toMatch(words);
    }
  });

  it("every picture of a seeded piece shows the colour in its title (so '…, view 2' is the same piece)", async () => {
    for (const item of seedCollectionItems) {
      const named = Object.keys(cloth).find((c) =>
        item.title.toLowerCase().startsWith(c === "royal" ? "royal blue" : c),
      );
      for (const src of item.images) {
        expect(src, item.title).toMatch(new RegExp(`/${item.images[0]!.match(/catalogue\/([a-z]+)-/)![1]}-`));
        if (named)
          expect(await colourAt(src, 300, src.includes("/detail/") ? 400 : 420), `${item.title}: ${src}`).toBe(named);
      }
    }
  });

  it("each hero slide's large middle figure is the garment its title names", () => {
    for (const [i, slide] of seedHeroSlides.entries())
      expect(slide.title).toMatch(garmentWords[artwork.hero[i]![1]![0]!]!);
  });
});
