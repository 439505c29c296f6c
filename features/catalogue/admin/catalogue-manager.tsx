import Link from "next/link";
import type { AdminListQuery } from "@/features/catalogue/rules/items";
import { ADMIN_PAGE, adminCatalogueQuerySchema } from "@/features/catalogue/validation/browse";
import { paramsOf } from "@/lib/validation/list-query";
import type { ManagedItem } from "./item-list";
import { ItemManager, type ItemManagerProps } from "./item-manager";
import { ListFiltersForm, listHref, Pager } from "@/components/admin/list-controls";

export type ManagerPage = { items: ManagedItem[]; total: number };

/**
 * An admin catalogue manager (Collections, Beauty Care): the search box first, where a phone
 * shows it without scrolling, then 24 pieces of the list, newest first or best match first,
 * with page links. The address holds the search (`?q=&category=&page=`), so Back returns to it.
 */
export async function CatalogueManager({
  title,
  path,
  units,
  searchParams,
  read,
  ...manager
}: Omit<ItemManagerProps, "items" | "summary" | "pager" | "emptyState"> & {
  title: string;
  path: string;
  /** what the list counts: ["piece", "pieces"] */
  units: [string, string];
  searchParams: Promise<Record<string, string | string[] | undefined>>;
  read(query: AdminListQuery): Promise<ManagerPage>;
}) {
  const schema = adminCatalogueQuerySchema(manager.categories.map((c) => c.value));
  const parsed = schema.safeParse({ ...paramsOf(await searchParams), limit: ADMIN_PAGE });
  // A hand-edited address with a bad page or category shows the whole list rather than an error page.
  const query = parsed.success ? parsed.data : schema.parse({ limit: ADMIN_PAGE });
  const filters = { q: query.q, category: query.category };
  const { items, total } = await read(query);
  const unit = total === 1 ? units[0] : units[1];
  const pieces = `${total.toLocaleString("en-IN")} ${unit}`;
  const category = manager.categories.find((c) => c.value === query.category)?.label;
  const summary = `${pieces}${query.q ? ` match “${query.q}”` : ""}${category ? ` in ${category}` : ""}`;
  const link = "font-semibold underline";
  const emptyState = (
    <p className="mt-3 rounded-2xl bg-white p-8 text-center text-stone-600 shadow-sm">
      {total ? (
        <>
          Nothing on this page now.{" "}
          <Link href={listHref(path, filters)} className={link}>
            Go to the first page
          </Link>
        </>
      ) : query.q || query.category ? (
        <>
          No {units[1]} match this search.{" "}
          <Link href={path} className={link}>
            Show all {units[1]}
          </Link>
        </>
      ) : (
        `No ${units[1]} yet: add the first one.`
      )}
    </p>
  );
  return (
    <>
      <h1 className="mb-4 font-display text-3xl font-bold text-maroon-800">{title}</h1>
      {parsed.success ? null : (
        <p role="alert" className="mb-4 text-red-700">
          {parsed.error.issues[0]?.message} Showing all {units[1]} instead.
        </p>
      )}
      <ListFiltersForm
        key={JSON.stringify(filters)}
        path={path}
        filters={filters}
        searchLabel="Title words or item id"
        categories={manager.categories}
        dates={false}
        submitLabel="Search"
      />
      <ItemManager
        {...manager}
        items={items}
        summary={summary}
        emptyState={emptyState}
        pager={
          total > ADMIN_PAGE || query.page > 1 ? (
            <Pager
              path={path}
              filters={filters}
              page={query.page}
              pageSize={ADMIN_PAGE}
              total={total}
              noun={unit}
              numbered
            />
          ) : null
        }
      />
    </>
  );
}
