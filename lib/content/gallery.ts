/** The gallery page's 25 fixed images (spec §2), with captions for the lightbox. */
// Each names its own picture's colour and garment (lib/content/artwork.json, checked by tests/lib/artwork.test.ts).
const captions = [
  "Ruby bridal lehenga",
  "Marigold silk saree",
  "Teal reception gown",
  "Emerald anarkali suit",
  "Blush embroidered blouse",
  "Ivory flared dress",
  "Royal blue gopi dress",
  "Wine velvet lehenga",
  "Ruby Banarasi saree",
  "Marigold ball gown",
  "Teal palazzo suit",
  "Emerald brocade blouse",
  "Blush party dress",
  "Ivory tiered gopi dress",
  "Royal blue sequin lehenga",
  "Wine tissue saree",
  "Ruby velvet gown",
  "Marigold sharara suit",
  "Teal zardozi blouse",
  "Emerald cocktail dress",
  "Blush garba gopi dress",
  "Ivory chikankari lehenga",
  "Royal blue organza saree",
  "Wine sequin gown",
  "Ruby festive suit",
];

export interface GalleryImage {
  src: string;
  caption: string;
}

export const galleryImages: GalleryImage[] = captions.map((caption, i) => ({ src: `/images/gallery/gallery-${String(i + 1).padStart(2, "0")}.webp`, caption }));
