import { readUpload } from "@/lib/storage/local";

// Kept in step with the /uploads rule in next.config.ts, which sets the same policy on the
// built server (its headers would otherwise replace these): an uploaded file opened
// directly may run, load or frame nothing, and is never sniffed as another type.
const locked = { "Content-Security-Policy": "default-src 'none'", "X-Content-Type-Options": "nosniff" };

/** Serves images uploaded to local disk; names are server-made UUIDs, so they never change. */
export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  // readUpload refuses any name that is not "<uuid>.webp" (a NUL byte, "..", a slash) without touching the disk.
  const data = await readUpload((await params).name);
  if (!data) return Response.json({ error: "Image not found." }, { status: 404, headers: locked });
  return new Response(new Uint8Array(data), {
    headers: { ...locked, "Content-Type": "image/webp", "Cache-Control": "public, max-age=31536000, immutable" },
  });
}
