import { isDay } from "@/lib/dates";

/**
 * The try-on form's address, as a shortlist's "Book a try-on" writes it:
 * /try-on?pieces=<productId>[~<size>],<productId>…&from=YYYY-MM-DD&to=YYYY-MM-DD. Read loosely:
 * what is not a piece or a day is dropped, never an error (a link is typed, forwarded, cut).
 */
export function readTryOnAddress(
  query: Record<string, string | string[] | undefined>,
  maxPieces: number,
): { pieces: { productId: string; size: string | null }[]; from: string; to: string } {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";
  const pieces = one(query.pieces)
    .split(",")
    .map((part) => {
      const [id = "", size = ""] = part.split("~");
      return { productId: id.trim(), size: size.trim().slice(0, 40) || null };
    })
    .filter((p) => /^[A-Za-z0-9_-]{1,64}$/.test(p.productId))
    .slice(0, maxPieces);
  const from = one(query.from);
  const to = one(query.to);
  const days = isDay(from) && isDay(to) && from <= to;
  return { pieces, from: days ? from : "", to: days ? to : "" };
}
