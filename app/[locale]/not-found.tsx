import type { Metadata } from "next";
import { NotFoundContent } from "@/components/layout/not-found-content";

// A page of the shop that is not there (notFound() in a page, or an address under /hi that
// names nothing): the 404 in the page's language, which the layout's provider carries. Its
// title names no language: a not-found page gets no params, and reading the language from the
// request would make every static page that turns out not to exist a 500. An unknown first
// segment (/fr/…) never gets here: the layout's own notFound() shows app/not-found.tsx.
export const metadata: Metadata = { title: "404" };

export default function LocaleNotFound() {
  return <NotFoundContent />;
}
