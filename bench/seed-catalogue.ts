// Fills one collection category to a given size for the catalogue-size bench:
// `npx tsx bench/seed-catalogue.ts <pieces> [category]`, on DATABASE_URL when set, otherwise on
// the embedded database under DATA_DIR. Run it before the server starts: an embedded folder
// is never opened by two processes (lib/db/folder-lock.mjs refuses).
// The database is migrated and seeded as the shop would be, then topped up with generated
// pieces (varied colours, fabrics, work and occasions, the demo photos) through createMany:
// the trigger fills `search`, and `facets` come from features/catalogue/rules/facets.ts as on a save.
import { facetTags } from "@/features/catalogue/rules/facets";
import { seedCollectionItems } from "@/features/storefront/seed/catalogue";
import { connect } from "@/lib/db/connect";
import { seed } from "@/features/storefront/seed";

const target = Number(process.argv[2]);
const category = process.argv[3] ?? "gown";
if (!Number.isInteger(target) || target < 1) {
  console.error("usage: npx tsx bench/seed-catalogue.ts <pieces> [category]");
  process.exit(2);
}

const COLOURS = [
  "Ruby red",
  "Maroon",
  "Blush pink",
  "Emerald green",
  "Royal blue",
  "Teal",
  "Ivory",
  "Gold",
  "Lavender",
  "Mustard yellow",
  "Black",
  "Peach",
];
const FABRICS = [
  "Pure Banarasi silk",
  "Georgette",
  "Organza",
  "Velvet",
  "Net with tulle layers",
  "Chiffon",
  "Satin",
  "Crepe",
  "Chanderi cotton",
];
const WORK = [
  "Zari and zardozi",
  "Sequin embroidery",
  "Gota patti border",
  "Mirror work",
  "Resham thread embroidery",
  "Kundan and pearl",
  "Bandhani print",
];
const OCCASIONS = [
  "Wedding and pheras",
  "Reception",
  "Sangeet",
  "Mehendi and haldi",
  "Engagement",
  "Cocktail party",
  "Festive puja",
];
const KINDS = ["Gown", "Anarkali Gown", "Lehenga Gown", "Indo-Western Gown", "Saree Gown", "Trail Gown"];
const SIZES = [
  "Free size with side margins",
  "XS to XL",
  "Stitched to your measurements",
  "Adjustable drawstring waist",
];

const { prisma, close } = await connect();
try {
  await seed(prisma, () => {});
  const existing = await prisma.collectionItem.count({ where: { category } });
  const photos = seedCollectionItems.filter((i) => i.category === category).map((i) => i.images);
  const rows = Array.from({ length: Math.max(0, target - existing) }, (_, i) => {
    const pick = <T>(xs: T[], k: number) => xs[(i * k + Math.floor(i / xs.length)) % xs.length]!;
    const colour = pick(COLOURS, 1),
      fabric = pick(FABRICS, 7),
      work = pick(WORK, 5),
      occasion = pick(OCCASIONS, 3);
    const item = {
      category,
      title: `${colour
        .split(" ")
        .at(-1)!
        .replace(/^./, (c) => c.toUpperCase())} ${fabric
        .split(" ")
        .at(-1)!
        .replace(/^./, (c) => c.toUpperCase())} ${pick(KINDS, 11)} ${i + 1}`,
      // About as long as the shop's own descriptions (~250 characters), so the table is as wide.
      description: `A ${colour.toLowerCase()} ${fabric.toLowerCase()} piece with ${work.toLowerCase()}, dry-cleaned and steamed before every rental. Free fitting alterations with every booking; pickup from Uttam Nagar or delivery across Delhi. Pair it with our dupattas and jewellery.`,
      price: 900 + ((i * 7919) % 120) * 75,
      images: photos.length ? photos[i % photos.length]! : [],
      colour,
      fabric,
      work,
      occasions: occasion,
      sizeFit: pick(SIZES, 13),
      createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000),
    };
    return { ...item, facets: facetTags(item) };
  });
  for (let i = 0; i < rows.length; i += 1000) await prisma.collectionItem.createMany({ data: rows.slice(i, i + 1000) });
  await prisma.$executeRawUnsafe(`ANALYZE "collection_items"`);
  console.log(`${category}: ${await prisma.collectionItem.count({ where: { category } })} pieces`);
} finally {
  await close();
}
