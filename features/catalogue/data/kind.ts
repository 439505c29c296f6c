import "server-only";
import { TAGS, type Tag } from "@/lib/cache";
import { beautyFacetTags, facetTags, FACETS, type FacetKey } from "@/features/catalogue/rules/facets";
import type { BeautyItem, CollectionItem, Kind } from "@/features/catalogue/rules/items";
import { compact, normaliseAttributes, normaliseImages, normalisePrice } from "@/features/catalogue/rules/normalise";
import {
  Prisma,
  type PrismaClient,
  type BeautyItem as BeautyRow,
  type CollectionItem as CollectionRow,
} from "@/lib/generated/prisma/client";
import type { BeautyItemInput, CollectionItemInput } from "@/features/catalogue/validation/catalogue";
import { assertNoUpcomingBookings, assertCopiesKept } from "@/features/rentals";
import type { WriteMessages } from "@/lib/db/versioned-save";

// The Kind adapter: everything that differs between collection and beauty items, in one
// place. The reads (read.ts), the browsing and search (query.ts) and the writes (write.ts)
// are written once and take a `Kind`; they reach the kind's table only through this.

/** What the admin sends for a catalogue item: its columns plus the photo order, extra attributes and the version it started from. */
export interface ItemInput {
  imageOrder?: string[];
  attributes?: Record<string, string>;
  /** the attributes' values in Hindi, under their English names */
  attributesHi?: Record<string, string>;
  /** The version the edit started from; absent (spec clients) → the last write wins. */
  version?: number;
}

/** The stored columns of an item: the input without the photo order and version, photos resolved. */
export type ItemColumns<I extends ItemInput> = Omit<I, "imageOrder" | "attributes" | "attributesHi" | "version"> & {
  images: string[];
  image: null;
  attributes: Record<string, string>;
  attributesHi: Record<string, string>;
};

type Direction = "asc" | "desc";
/** One key of a list's order (Prisma's orderBy, as both tables take it). */
export type RowOrder = { category: Direction } | { createdAt: Direction } | { id: Direction };
interface RowQuery {
  where?: { category?: string; id?: { in: string[] } };
  orderBy?: RowOrder[];
  take?: number;
}

interface KindAdapter<Row, Item, Input extends ItemInput> {
  /** the table, for the raw SQL of browsing and search */
  table: Prisma.Sql;
  /** what its cached reads carry and its writes drop */
  tag: Tag;
  /** the filters whose choices a listing counts */
  facetKeys: FacetKey[];
  /** the row as the API and the pages see it */
  toItem(row: Row): Item;
  find(prisma: PrismaClient, id: string): Promise<Row | null>;
  findMany(prisma: PrismaClient, query: RowQuery): Promise<Row[]>;
  /** each row's id, category and last change (the sitemap) */
  stamps(prisma: PrismaClient, orderBy: RowOrder[]): Promise<{ id: string; category: string; updatedAt: Date }[]>;
  create(prisma: PrismaClient, data: ItemColumns<Input>): Promise<Row>;
  /**
   * The stored row as the fields an edit would send (nulls left out): a PUT lays what it
   * names over these, so whatever it does not name stays as it was.
   */
  storedFields(row: Row): Record<string, unknown>;
  /** Refuses an edit that would strand bookings customers still expect (a 409 naming them). */
  guardEdit(row: Row, data: ItemColumns<Input>): Promise<void>;
  /** Saves only while the row is still at `version`, raising it by one in the same statement; P2025 otherwise. */
  update(prisma: PrismaClient, id: string, version: number, data: ItemColumns<Input>): Promise<Row>;
  /** Deletes the row and returns it as it was when deleted; P2025 when there is none (or a refusal of its own). */
  remove(prisma: PrismaClient, id: string): Promise<Row>;
  messages: WriteMessages;
}

/** The row, item and admin input of each kind. */
interface KindTypes {
  collection: { row: CollectionRow; item: CollectionItem; input: CollectionItemInput };
  beauty: { row: BeautyRow; item: BeautyItem; input: BeautyItemInput };
}
export type RowOf<K extends Kind> = KindTypes[K]["row"];
export type InputOf<K extends Kind> = KindTypes[K]["input"];
/** An edit: the stored fields, with the request's laid over them, made into the input. */
export type EditOf<K extends Kind> = (stored: Record<string, unknown>) => InputOf<K>;
type Adapters = { [K in Kind]: KindAdapter<RowOf<K>, KindTypes[K]["item"], InputOf<K>> };

const STAMP_SELECT = { id: true, category: true, updatedAt: true } as const;

/** `attributesHi` when the owner gave any attribute a Hindi value; left out otherwise, as empty fields are. */
function hindiAttributes(row: CollectionRow | BeautyRow): { attributesHi?: Record<string, string> } {
  const hi = normaliseAttributes(row.attributesHi);
  return Object.keys(hi).length ? { attributesHi: hi } : {};
}

function toCollectionItem(row: CollectionRow): CollectionItem {
  return {
    ...normaliseAttributes(row.attributes),
    _id: row.id,
    category: row.category,
    title: row.title,
    description: row.description,
    price: normalisePrice(row.price),
    images: normaliseImages(row.images, row.image),
    version: row.version,
    ...hindiAttributes(row),
    ...compact({
      titleHi: row.titleHi,
      descriptionHi: row.descriptionHi,
      colour: row.colour,
      fabric: row.fabric,
      work: row.work,
      dupatta: row.dupatta,
      occasions: row.occasions,
      sizeFit: row.sizeFit,
      customAlterations: row.customAlterations,
      colourHi: row.colourHi,
      fabricHi: row.fabricHi,
      workHi: row.workHi,
      dupattaHi: row.dupattaHi,
      occasionsHi: row.occasionsHi,
      sizeFitHi: row.sizeFitHi,
      customAlterationsHi: row.customAlterationsHi,
      rentPrice: row.rentPrice,
      rentDays: row.rentDays,
      extraDayPrice: row.extraDayPrice,
      deposit: row.deposit,
      stock: row.rentPrice == null && row.stock === 1 ? null : row.stock,
      bufferBefore: row.bufferBefore,
      bufferAfter: row.bufferAfter,
      copySizes: row.copySizes?.length ? row.copySizes : null,
    }),
  } as CollectionItem;
}

function toBeautyItem(row: BeautyRow): BeautyItem {
  return {
    ...normaliseAttributes(row.attributes),
    _id: row.id,
    category: row.category,
    title: row.title,
    description: row.description,
    price: normalisePrice(row.price),
    images: normaliseImages(row.images, row.image),
    version: row.version,
    ...hindiAttributes(row),
    ...compact({
      titleHi: row.titleHi,
      descriptionHi: row.descriptionHi,
      ingredients: row.ingredients,
      skinType: row.skinType,
      volume: row.volume,
      usage: row.usage,
      ingredientsHi: row.ingredientsHi,
      skinTypeHi: row.skinTypeHi,
      volumeHi: row.volumeHi,
      usageHi: row.usageHi,
    }),
  } as BeautyItem;
}

/**
 * The copies' sizes written with the piece, in the same statement: copy n gets the n-th size
 * (made now when it was not yet booked), and with no sizes every copy's goes. Copies past the
 * stock keep theirs: they hold nothing (bookings count copies 1..stock) and come back with it.
 */
function copiesSized(itemId: string, sizes: string[]): Prisma.RentalUnitUpdateManyWithoutItemNestedInput {
  if (!sizes.length) return { updateMany: { where: { size: { not: null } }, data: { size: null } } };
  return {
    upsert: sizes.map((size, i) => ({
      where: { itemId_number: { itemId, number: i + 1 } },
      create: { number: i + 1, size },
      update: { size },
    })),
  };
}

/** The row's values without its nulls (an absent field is the schema's "none"). */
const present = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null && v !== undefined));

const itemFields = (row: CollectionRow | BeautyRow) => ({
  category: row.category,
  title: row.title,
  description: row.description,
  titleHi: row.titleHi,
  descriptionHi: row.descriptionHi,
  price: row.price,
  attributes: normaliseAttributes(row.attributes),
  attributesHi: normaliseAttributes(row.attributesHi),
});

/** A collection piece's own fields beyond the shared ones, as its edit form sends them. */
const PIECE_FIELDS = [
  "colour",
  "fabric",
  "work",
  "dupatta",
  "occasions",
  "sizeFit",
  "customAlterations",
  "colourHi",
  "fabricHi",
  "workHi",
  "dupattaHi",
  "occasionsHi",
  "sizeFitHi",
  "customAlterationsHi",
  "rentPrice",
  "rentDays",
  "extraDayPrice",
  "deposit",
  "stock",
  "bufferBefore",
  "bufferAfter",
  "copySizes",
] as const;

const NOT_FOUND = "That item does not exist (it may have been deleted).";

export const KINDS: Adapters = {
  collection: {
    table: Prisma.raw(`"collection_items"`),
    tag: TAGS.collection,
    facetKeys: FACETS.map((f) => f.key),
    toItem: toCollectionItem,
    find: (prisma, id) => prisma.collectionItem.findUnique({ where: { id } }),
    storedFields: (row) => present({ ...itemFields(row), ...Object.fromEntries(PIECE_FIELDS.map((k) => [k, row[k]])) }),
    guardEdit: async (row, data) => {
      if (row.rentPrice !== null && data.rentPrice === null) await assertNoUpcomingBookings(row.id, new Date(), "rent");
      else if (data.stock < row.stock) await assertCopiesKept(row.id, data.stock);
    },
    findMany: (prisma, query) => prisma.collectionItem.findMany(query),
    stamps: (prisma, orderBy) => prisma.collectionItem.findMany({ select: STAMP_SELECT, orderBy }),
    create: (prisma, data) =>
      prisma.collectionItem.create({
        data: {
          ...data,
          facets: facetTags(data),
          ...(data.copySizes.length
            ? { units: { create: data.copySizes.map((size, i) => ({ number: i + 1, size })) } }
            : {}),
        },
      }),
    update: (prisma, id, version, data) =>
      prisma.collectionItem.update({
        where: { id, version },
        data: { ...data, facets: facetTags(data), version: { increment: 1 }, units: copiesSized(id, data.copySizes) },
      }),
    remove: async (prisma, id) => {
      await assertNoUpcomingBookings(id);
      return prisma.collectionItem.delete({ where: { id } });
    },
    messages: {
      notFound: NOT_FOUND,
      conflict:
        "This piece was changed by someone else while you were editing it — reload to see the latest, then make your change again.",
    },
  },
  beauty: {
    table: Prisma.raw(`"beauty_items"`),
    tag: TAGS.beauty,
    facetKeys: ["price"],
    toItem: toBeautyItem,
    find: (prisma, id) => prisma.beautyItem.findUnique({ where: { id } }),
    storedFields: (row) =>
      present({
        ...itemFields(row),
        ingredients: row.ingredients,
        skinType: row.skinType,
        volume: row.volume,
        usage: row.usage,
        ingredientsHi: row.ingredientsHi,
        skinTypeHi: row.skinTypeHi,
        volumeHi: row.volumeHi,
        usageHi: row.usageHi,
      }),
    guardEdit: async () => {},
    findMany: (prisma, query) => prisma.beautyItem.findMany(query),
    stamps: (prisma, orderBy) => prisma.beautyItem.findMany({ select: STAMP_SELECT, orderBy }),
    create: (prisma, data) => prisma.beautyItem.create({ data: { ...data, facets: beautyFacetTags(data) } }),
    update: (prisma, id, version, data) =>
      prisma.beautyItem.update({
        where: { id, version },
        data: { ...data, facets: beautyFacetTags(data), version: { increment: 1 } },
      }),
    remove: (prisma, id) => prisma.beautyItem.delete({ where: { id } }),
    messages: {
      notFound: NOT_FOUND,
      conflict:
        "This product was changed by someone else while you were editing it — reload to see the latest, then make your change again.",
    },
  },
};
