import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import { defaultTryOnSettings, type TryOnSettings } from "../rules/slots";
import { tryOnSettingsSchema } from "../validation";

// The owner's try-on settings, in the database so every instance reads the same.

const KEY = "try-ons.settings";

const stored = tryOnSettingsSchema;

/** Her settings over the defaults: a field she never set reads as the default. */
export async function tryOnSettings(): Promise<TryOnSettings> {
  const row = await (await db()).appMeta.findUnique({ where: { key: KEY } });
  return merged(defaultTryOnSettings(), row ? parsed(row.value) : {});
}

function parsed(value: string): z.infer<typeof stored> {
  try {
    return stored.parse(JSON.parse(value));
  } catch {
    return {};
  }
}

function merged(base: TryOnSettings, change: z.infer<typeof stored>): TryOnSettings {
  return {
    hours: { ...base.hours, ...(change.hours ?? {}) } as TryOnSettings["hours"],
    slotMinutes: change.slotMinutes ?? base.slotMinutes,
    rooms: change.rooms ?? base.rooms,
    closures: [...new Set(change.closures ?? base.closures)].sort(),
  };
}

/** What the request names changes; the rest stays as it was. */
export async function saveTryOnSettings(change: z.infer<typeof stored>): Promise<TryOnSettings> {
  const next = merged(await tryOnSettings(), change);
  const value = JSON.stringify(next);
  await (await db()).appMeta.upsert({ where: { key: KEY }, create: { key: KEY, value }, update: { value } });
  return next;
}
