import { readUpload } from "@/lib/storage/local";

/** Serves images uploaded to local disk; names are server-made UUIDs, so they never change. */
export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const data = await readUpload((await params).name);
  if (!data) return Response.json({ error: "Image not found." }, { status: 404 });
  return new Response(new Uint8Array(data), {
    headers: { "Content-Type": "image/webp", "Cache-Control": "public, max-age=31536000, immutable", "Content-Security-Policy": "default-src 'none'" },
  });
}
