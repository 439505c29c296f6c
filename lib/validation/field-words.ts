import type { Catalogue } from "@/messages";
import englishErrors from "@/messages/en/apiErrors.json";
import { format } from "@/lib/i18n/format-message";
import type { ErrorWords } from "@/lib/errors";

type Key = keyof Catalogue["apiErrors"];

/** A field's name in the catalogue: "labelName", "labelPickupDay". */
export type FieldLabel = Extract<Key, `label${string}`>;

/** Whether a schema's label is a catalogue key (a visitor's field) rather than English (an owner's). */
export function isFieldLabel(label: string): label is FieldLabel {
  return label.startsWith("label") && label in englishErrors;
}

/**
 * The values of a field's message: `label` names a catalogue key (the field's own name, as
 * "labelName"), so the sentence and the field's name are both said in the visitor's language.
 */
export type FieldValues = { label?: FieldLabel } & Record<string, string | number>;

/**
 * Every field message the schemas were built with, by its English sentence. Filled when the
 * schemas load and from the shop's own data (its rules, a piece's sizes), never from what a
 * request sends: a value from a visitor's input here would grow it with every request.
 */
const known = new Map<string, ErrorWords>();

/**
 * A field's message in English (what zod carries and an English client reads), remembered
 * with its catalogue key: the API answers a Hindi page with the same sentence in Hindi
 * (`fieldMessageIn`). The English is the catalogue's, written once in messages/en/apiErrors.json.
 */
export function fieldWords(key: Key, values?: FieldValues): string {
  const label = values?.label;
  const template = englishErrors[key];
  // A field's name inside an English sentence is lower case ("from the full address").
  const name = label && (template.startsWith("{label}") ? englishErrors[label] : englishErrors[label].toLowerCase());
  const english = format(template, name ? { ...values, label: name } : values);
  known.set(english, { key, values });
  return english;
}

/** The words a field message was built with, or undefined for one no schema built here (zod's own). */
export function wordsOfField(message: string): ErrorWords | undefined {
  return known.get(message);
}
