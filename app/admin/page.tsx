import Link from "next/link";
import { SiteUrlWarning } from "@/components/admin/site-url-warning";
import { countForDashboard } from "@/lib/data/contact-messages";

export default async function AdminHome() {
  const c = await countForDashboard();
  const cards = [
    { href: "/admin/orders", label: "Orders", value: c.orders, note: `${c.pending} pending` },
    { href: "/admin/collections", label: "Collection items", value: c.collection },
    { href: "/admin/beauty", label: "Beauty items", value: c.beauty },
    { href: "/admin/hero", label: "Hero slides", value: c.slides },
    { href: "/admin/messages", label: "Messages", value: c.messages },
  ];
  return (
    <>
      <h1 className="font-display text-3xl font-bold text-maroon-800">Welcome back</h1>
      <SiteUrlWarning />
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {cards.map((card) => (
          <li key={card.href}>
            <Link href={card.href} className="block rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 hover:ring-maroon-600">
              <p className="text-sm text-stone-600">{card.label}</p>
              <p className="mt-1 text-3xl font-bold text-maroon-800">{card.value}</p>
              {card.note ? <p className="text-sm text-stone-600">{card.note}</p> : null}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
