"use client";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useRef } from "react";
import { CloseIcon, MenuIcon } from "@/components/ui/icons";

// Today first: the owner opens the admin on her phone to see the day's pickups and returns.
const sections = [
  { href: "/admin/today", label: "Today" },
  { href: "/admin/reservations", label: "Reservations" },
  { href: "/admin/try-ons", label: "Try-ons" },
  { href: "/admin/money", label: "Money" },
  { href: "/admin/hero", label: "Hero Section" },
  { href: "/admin/collections", label: "Collections" },
  { href: "/admin/beauty", label: "Beauty Care" },
  { href: "/admin/orders", label: "Orders" },
  { href: "/admin/messages", label: "Messages" },
  { href: "/change-password", label: "Change Password" },
];

function Links({ onNavigate }: { onNavigate?: () => void }) {
  const pathname = usePathname();
  const router = useRouter();
  // "Logout" ends this browser's session; "Sign out everywhere" also ends the other devices' and API tokens.
  async function logout(everywhere = false) {
    if (everywhere) {
      const res = await fetch("/api/auth/logout?everywhere=1", { method: "POST" }).catch(() => null);
      if (!res?.ok)
        return alert((await res?.json().catch(() => null))?.message ?? "We could not sign you out. Please try again.");
    } else {
      await fetch("/api/auth/logout", { method: "POST" }).catch(() => {});
    }
    onNavigate?.();
    router.push("/login");
    router.refresh();
  }
  return (
    <ul className="space-y-1">
      {sections.map((s) => (
        <li key={s.href}>
          <Link
            href={s.href}
            onClick={onNavigate}
            aria-current={pathname.startsWith(s.href) ? "page" : undefined}
            className="block rounded-lg px-3 py-2.5 font-semibold text-maroon-50 hover:bg-white/10 aria-[current=page]:bg-white aria-[current=page]:text-maroon-900"
          >
            {s.label}
          </Link>
        </li>
      ))}
      <li>
        <button
          type="button"
          onClick={() => logout()}
          className="w-full rounded-lg px-3 py-2.5 text-left font-semibold text-gold-300 hover:bg-white/10"
        >
          Logout
        </button>
      </li>
      <li>
        <button
          type="button"
          onClick={() => logout(true)}
          className="w-full rounded-lg px-3 py-2.5 text-left text-sm text-maroon-100 hover:bg-white/10"
        >
          Sign out everywhere
        </button>
      </li>
    </ul>
  );
}

/** Sidebar on wide screens; on phones a top bar with a slide-in menu holding every section. */
export function AdminNav({ email }: { email: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <aside className="hidden w-64 shrink-0 flex-col bg-maroon-900 p-5 lg:flex">
        <Link href="/admin" className="font-display text-xl font-bold text-white">
          Shop admin
        </Link>
        <p className="mb-6 mt-1 truncate text-xs text-maroon-100">{email}</p>
        <nav aria-label="Admin">
          <Links />
        </nav>
        <Link href="/" className="mt-auto text-sm text-maroon-100 underline">
          View the shop
        </Link>
      </aside>
      <header className="sticky top-0 z-30 flex items-center justify-between bg-maroon-900 px-4 py-3 lg:hidden">
        <Link href="/admin" className="font-display text-lg font-bold text-white">
          Shop admin
        </Link>
        <button
          type="button"
          onClick={() => dialog.current?.showModal()}
          aria-label="Open admin menu"
          aria-haspopup="dialog"
          className="rounded-lg p-2 text-white hover:bg-white/10"
        >
          <MenuIcon />
        </button>
        <dialog
          ref={dialog}
          aria-label="Admin menu"
          onClick={(e) => e.target === dialog.current && dialog.current?.close()}
          className="fixed inset-y-0 left-0 m-0 h-full max-h-none w-72 max-w-[85vw] bg-maroon-900 p-5 backdrop:bg-black/50 open:animate-[slide-in_.25s_ease-out]"
        >
          <div className="mb-4 flex items-center justify-between">
            <span className="font-display text-lg font-bold text-white">Menu</span>
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              aria-label="Close admin menu"
              className="rounded-lg p-2 text-white hover:bg-white/10"
            >
              <CloseIcon />
            </button>
          </div>
          <nav aria-label="Admin mobile">
            <Links onNavigate={() => dialog.current?.close()} />
          </nav>
        </dialog>
      </header>
    </>
  );
}
