import { preloadDisplayFont } from "@/lib/fonts";

/** The owner's screens (admin, sign-in, password) are in English. */
export default function OwnerLayout({ children }: { children: React.ReactNode }) {
  preloadDisplayFont();
  return (
    <html lang="en">
      <body className="min-h-screen font-sans antialiased">{children}</body>
    </html>
  );
}
