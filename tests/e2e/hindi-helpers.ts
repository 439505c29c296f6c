import type { Page } from "@playwright/test";

/**
 * The words a reader sees on a Hindi page (text, alt, aria-label, title, placeholder, value of
 * buttons) that are still English: runs of three or more Latin letters, outside anything in the
 * page marked lang="en" (the owner's English text where she gave no Hindi), once names that stay as they are
 * (the shop's and its founder's, brands, e-mail and web addresses) are taken out, and the
 * owner's own English text (`ownerText`: her pieces' titles), which an attribute such as an
 * aria-label ("Blush Net Ball Gown के लिए तारीख़ें चुनें") cannot mark as English.
 */
export async function englishLeft(page: Page, ownerText: string[] = []): Promise<string[]> {
  return page.evaluate((ownerText) => {
    const owned = ownerText.filter((t) => t.trim().length > 0).sort((a, b) => b.length - a.length);
    const keep = [
      /Rangrez Rental Boutique/g,
      /Meenakshi Arora/g,
      /\b\d*x{3,}\b/gi,
      /\.ics\b/g,
      /\S+@\S+/g,
      /https?:\/\/\S+/g,
      /\b(WhatsApp|UPI|Razorpay|Instagram|Facebook|Google|YouTube|JavaScript|PDF|PIN|OTP|ID|NCR|GPay|PhonePe|Paytm|BHIM)\b/g,
    ];
    const clean = (text: string) =>
      keep.reduce(
        (t, re) => t.replace(re, " "),
        owned.reduce((t, o) => t.split(o).join(" "), text),
      );
    // Only text marked English inside the page is the owner's: a whole document in English
    // (the root 404 an address under /hi used to get) is itself what is left.
    const english = (el: Element | null) => {
      const marked = el?.closest('[lang]:not([lang^="hi"])');
      return Boolean(marked && marked !== document.documentElement);
    };
    const found = new Set<string>();
    if (!document.documentElement.lang.startsWith("hi")) found.add(`<html lang="${document.documentElement.lang}">`);
    const check = (text: string | null, where: Element | null) => {
      if (!text || english(where)) return;
      if (/[A-Za-z]{3,}/.test(clean(text))) found.add(text.trim().slice(0, 80));
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, noscript, template, [hidden]")) continue;
      check(node.textContent, parent);
    }
    for (const el of document.body.querySelectorAll("[alt], [aria-label], [title], [placeholder]")) {
      for (const attr of ["alt", "aria-label", "title", "placeholder"]) check(el.getAttribute(attr), el);
    }
    check(document.title, document.documentElement);
    return [...found];
  }, ownerText);
}
