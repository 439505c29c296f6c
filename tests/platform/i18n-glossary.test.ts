import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The Hindi catalogues against their glossary (messages/glossary.hi.json): no word it lists
// as not to use, and the deposit masculine. Read from the files themselves, so a message no
// code uses yet is held to the glossary too.

type Forbidden = string | { word: string; stem?: boolean };
interface Glossary {
  terms: { en: string; hi: string; forbidden: Forbidden[] }[];
  nukta: { words: { hi: string; forbidden: Forbidden[] }[] };
  clock: { forbidden: Forbidden[] };
}

const MESSAGES = path.resolve(__dirname, "../../messages");
const glossary = JSON.parse(readFileSync(path.join(MESSAGES, "glossary.hi.json"), "utf8")) as Glossary;

/** Every message of messages/hi as [file, key, text] (arrays by index). */
function hindiMessages(): [string, string, string][] {
  const out: [string, string, string][] = [];
  const walk = (file: string, tree: unknown, prefix: string) => {
    if (typeof tree === "string") out.push([file, prefix, tree]);
    else if (tree && typeof tree === "object")
      for (const [k, v] of Object.entries(tree)) walk(file, v, prefix ? `${prefix}.${k}` : k);
  };
  for (const file of readdirSync(path.join(MESSAGES, "hi")).filter((f) => f.endsWith(".json")))
    walk(file, JSON.parse(readFileSync(path.join(MESSAGES, "hi", file), "utf8")), "");
  return out;
}

// Devanagari has no \b: a word starts after anything that is not a letter or a vowel sign, and
// ends before one. A stem may go on (तारीख → तारीखें) but never into a nukta (तारीख़ is right).
const LETTER = String.raw`[\p{L}\p{M}]`;
const NUKTA = "\u093C";
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function matcher(f: Forbidden): { word: string; pattern: RegExp } {
  const { word, stem = false } = typeof f === "string" ? { word: f } : f;
  const end = stem ? `(?!${NUKTA})` : `(?!${LETTER})`;
  return { word, pattern: new RegExp(`(?<!${LETTER})${escape(word.normalize("NFD"))}${end}`, "u") };
}

const rules = [
  ...glossary.terms.flatMap((t) => t.forbidden.map((f) => ({ ...matcher(f), use: t.hi }))),
  ...glossary.nukta.words.flatMap((t) => t.forbidden.map((f) => ({ ...matcher(f), use: t.hi }))),
  ...glossary.clock.forbidden.map((f) => ({ ...matcher(f), use: "the time alone: शाम 5:30" })),
];

describe("the Hindi glossary", () => {
  const messages = hindiMessages();

  it("reads every Hindi catalogue", () => {
    expect(messages.length).toBeGreaterThan(1000);
    expect(rules.length).toBeGreaterThan(50);
  });

  it("no Hindi message uses a word the glossary lists as not to use", () => {
    const found: string[] = [];
    for (const [file, key, text] of messages)
      for (const rule of rules)
        if (rule.pattern.test(text.normalize("NFD")))
          found.push(`${file} ${key}: "${rule.word}" → use "${rule.use}" (${text})`);
    expect(found).toEqual([]);
  });

  it("डिपॉज़िट is masculine: no की डिपॉज़िट, no डिपॉज़िट … मिल जाएगी / दी गई", () => {
    const deposit = "डिपॉज़िट".normalize("NFD");
    // A feminine possessive before it ("आपकी डिपॉज़िट", "₹3,000 की डिपॉज़िट").
    const before = new RegExp(`(?<!${LETTER})(की|आपकी|अपनी|इसकी|उसकी|मेरी|पूरी)\\s+${deposit}`, "u");
    // A feminine verb after it, in the same clause, while it is the subject (not "डिपॉज़िट में से कटेगी").
    const after = new RegExp(
      `${deposit}(?!\\s+(में|से|का|की|के|को|पर)(?!${LETTER}))[^।;:,—()]{0,40}?` +
        `(?<!${LETTER})(गई|गयी|दी|ली|मिलेगी|जाएगी|जाती|लौटाई|कटेगी|होगी|रखी|रहेगी)(?!${LETTER})`,
      "u",
    );
    const found = messages
      .filter(([, , text]) => before.test(text.normalize("NFD")) || after.test(text.normalize("NFD")))
      .map(([file, key, text]) => `${file} ${key}: डिपॉज़िट is masculine (${text})`);
    expect(found).toEqual([]);
  });

  it("catches what it is meant to catch, and not the right spellings", () => {
    const hits = (text: string) => rules.filter((r) => r.pattern.test(text.normalize("NFD"))).map((r) => r.word);
    expect(hits("व्हाट्सऐप पर पूछें")).toEqual(["व्हाट्सऐप"]);
    expect(hits("इन तारीखों के लिए")).toEqual(["तारीख"]);
    expect(hits("इन तारीख़ों के लिए")).toEqual([]);
    expect(hits("कृपया लाल निशान वाले खाने भरें")).toEqual(["खाने"]);
    expect(hits("हम आपको कॉल करेंगे")).toEqual([]);
    expect(hits("दुकान को फ़ोन करें")).toEqual(["फ़ोन कर"]);
    expect(hits("WhatsApp पर लिखें")).toEqual([]);
  });
});
