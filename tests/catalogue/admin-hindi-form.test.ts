// The owner's item form offers a Hindi box under every detail she types and under each free
// attribute's value: labelled with the field it belongs to, optional, lang="hi", and sent under
// the names the API reads (fabricHi, attributesHi).
import { describe, expect, it, vi } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { ItemManager, type ItemField } from "@/features/catalogue/admin/item-manager";
import { AttributesEditor } from "@/features/catalogue/admin/attributes-editor";

vi.mock("next/navigation", async (original) => ({
  ...(await original<typeof import("next/navigation")>()),
  useRouter: () => ({ push() {}, back() {}, refresh() {}, prefetch() {}, replace() {} }),
  usePathname: () => "/admin/collections",
  useSearchParams: () => new URLSearchParams(),
}));

const fields: ItemField[] = [
  { name: "fabric", label: "Fabric", hindi: true },
  { name: "usage", label: "Usage", multiline: true, hindi: true },
  { name: "rentPrice", label: "Rent (₹)", numeric: true, group: "Renting by date" },
];

/** The opening tag of the element with this id (or these words in an attribute). */
const tag = (html: string, marker: string) => new RegExp(`<(input|textarea)[^>]*${marker}[^>]*>`).exec(html)?.[0] ?? "";

function form() {
  return renderToStaticMarkup(
    createElement(ItemManager, {
      endpoint: "/api/collection",
      noun: "item",
      categories: [{ value: "gown", label: "Gowns" }],
      fields,
      items: [],
      summary: "0 pieces",
    }),
  );
}

describe("the item form's Hindi boxes", () => {
  it("sit under each detail that has one, labelled, optional and in Hindi; none under a number", () => {
    const html = form();
    expect(html).toMatch(/<label for="f-fabricHi"[^>]*>Fabric in Hindi \(optional\)<\/label><input id="f-fabricHi"/);
    expect(tag(html, 'id="f-fabricHi"')).toMatch(/^<input/);
    expect(tag(html, 'id="f-fabricHi"')).toContain('name="fabricHi"');
    expect(tag(html, 'id="f-fabricHi"')).toContain('lang="hi"');
    expect(tag(html, 'id="f-usageHi"')).toMatch(/^<textarea[^>]*name="usageHi"/);
    expect(tag(html, 'id="f-usageHi"')).toContain('lang="hi"');
    // Right under the English box it belongs to.
    expect(html.indexOf('id="f-fabricHi"')).toBeGreaterThan(html.indexOf('id="f-fabric"'));
    expect(html.indexOf('id="f-fabricHi"')).toBeLessThan(html.indexOf('id="f-usage"'));
    expect(html).not.toContain("rentPriceHi");
    expect(tag(html, 'id="f-fabricHi"')).not.toContain("required");
  });

  it("a free attribute has its Hindi value on a line of its own, named after the detail", () => {
    const html = renderToStaticMarkup(
      createElement(AttributesEditor, {
        rows: [{ name: "Bottom", value: "Sharara", valueHi: "शरारा" }],
        onChange() {},
      }),
    );
    const box = tag(html, 'aria-label="Detail 1 value in Hindi \\(optional\\)"');
    expect(box).toContain('value="शरारा"');
    expect(box).toContain('lang="hi"');
    // Full width: on a phone it wraps under the name and the English value.
    expect(box).toContain('class="w-full');
  });
});
