import { displayFontFamily } from "@/lib/fonts";

/** The owner's screens (admin, sign-in, password) are in English. */
export default function OwnerLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" style={{ "--font-display": displayFontFamily() } as React.CSSProperties}>
      <body className="min-h-screen font-sans antialiased">{children}</body>
    </html>
  );
}
