import type { Metadata } from "next";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { ADMIN_PATH_HEADER, adminPathFrom } from "@/lib/auth/admin-path";
import { AdminNav } from "@/components/admin/admin-nav";
import { requireAdminPage } from "@/lib/auth/require-admin";

// Admin screens are per-session and never prerendered: without this, `next build` would
// render the pages (and read the database) in parallel with the layout's session check.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: { default: "Admin", template: "%s | Admin" },
  robots: { index: false, follow: false },
};

/** Every admin page checks the session here too; proxy.ts only redirects early. */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const admin = await requireAdminPage();
  if (!admin)
    redirect(`/login?callbackUrl=${encodeURIComponent(adminPathFrom((await headers()).get(ADMIN_PATH_HEADER)))}`);
  return (
    <div className="min-h-screen bg-stone-50 lg:flex">
      <AdminNav email={admin.email} />
      {/* overflow-wrap:anywhere: a long unbroken name or e-mail, as customers type them, breaks
          rather than widening a card past a 320 px phone (break-word would not shrink it). */}
      <main className="min-w-0 flex-1 p-4 [overflow-wrap:anywhere] sm:p-8">{children}</main>
    </div>
  );
}
