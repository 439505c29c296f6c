import { notFound } from "next/navigation";

// An address under a language that names no page (/hi/no-such-page, /hi/login): without this,
// nothing under app/[locale] matched it and the visitor got the root 404, in English, without
// the shop's header or the language switch. Here it is the 404 of its language
// (app/[locale]/not-found.tsx), inside that language's layout. Every named page wins over it.
export default function MissingPage(): never {
  notFound();
}
