import type { Metadata } from "next";
import { HeroManager } from "@/features/storefront/admin/hero-manager";
import { listHeroSlides } from "@/features/storefront";
import { adminPageOrSignIn } from "@/lib/auth/require-admin";

export const metadata: Metadata = { title: "Hero Section" };

export default async function AdminHero() {
  await adminPageOrSignIn("/admin/hero");
  return (
    <>
      <h1 className="mb-6 font-display text-3xl font-bold text-maroon-800">Hero Section</h1>
      <HeroManager slides={await listHeroSlides()} />
    </>
  );
}
