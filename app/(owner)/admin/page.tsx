import Link from "next/link";
import { BackupPanel } from "@/components/admin/backup-panel";
import { SiteUrlWarning } from "@/components/admin/site-url-warning";
import { SharedUploadsWarning } from "@/components/admin/shared-uploads-warning";
import { backups, backupsAvailable, lastBackupFailure, POSTGRES_MESSAGE } from "@/lib/shop-backups";
import { countForDashboard } from "@/features/contact";
import { todaysWork } from "@/features/rentals";
import { todayLine } from "@/features/rentals/rules/owner-day";
import { adminPageOrSignIn } from "@/lib/auth/require-admin";
import { timeAgo } from "@/lib/format";

export default async function AdminHome() {
  await adminPageOrSignIn("/admin");
  const [c, list, work, failure] = await Promise.all([
    countForDashboard(),
    backups(),
    todaysWork(),
    lastBackupFailure(),
  ]);
  const newest = list[0] ?? null;
  // eslint-disable-next-line react-hooks/purity -- rendered per request (admin pages are dynamic)
  const now = Date.now();
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
      <SharedUploadsWarning />
      <Link
        href="/admin/today"
        className="mt-6 block rounded-2xl bg-maroon-800 p-5 text-white shadow-sm hover:bg-maroon-900"
      >
        <p className="text-lg font-bold">
          {todayLine({ pickups: work.pickups.length, returns: work.returns.length, overdue: work.overdue.length })}
        </p>
        <p className="text-sm text-maroon-50">
          {work.toConfirm.length
            ? `${work.toConfirm.length} new ${work.toConfirm.length === 1 ? "request" : "requests"} to confirm · `
            : ""}
          Open today&apos;s work →
        </p>
      </Link>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {cards.map((card) => (
          <li key={card.href}>
            <Link
              href={card.href}
              className="block rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 hover:ring-maroon-600"
            >
              <p className="text-sm text-stone-600">{card.label}</p>
              <p className="mt-1 text-3xl font-bold text-maroon-800">{card.value}</p>
              {card.note ? <p className="text-sm text-stone-600">{card.note}</p> : null}
            </Link>
          </li>
        ))}
      </ul>
      <BackupPanel
        newest={newest && { name: newest.name, size: newest.size, createdAt: newest.createdAt }}
        takenAgo={newest ? timeAgo(newest.createdAt, now) : null}
        failure={failure && { ...failure, ago: timeAgo(failure.at, now) }}
        available={backupsAvailable()}
        unavailableReason={POSTGRES_MESSAGE}
      />
    </>
  );
}
