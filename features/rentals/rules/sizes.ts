// Sizes per copy: a copy may carry a size; a piece whose copies differ
// asks the visitor for hers, and her days are judged on the copies of that size only.

const key = (size: string) => size.trim().toLowerCase();

/** "m" names the copy size "M": sizes are matched without regard to case or spaces around them. */
export function sameSize(a: string, b: string): boolean {
  return key(a) === key(b);
}

/** The sizes a visitor chooses from, in the owner's order: none when the copies do not differ. */
export function sizeChoices(copySizes: readonly (string | null)[]): string[] {
  const seen = new Map<string, string>();
  for (const size of copySizes) if (size && !seen.has(key(size))) seen.set(key(size), size);
  return seen.size > 1 ? [...seen.values()] : [];
}

/** The numbers of the copies (1..stock) of this size. */
export function copiesOfSize(copySizes: readonly (string | null)[], stock: number, size: string): number[] {
  return Array.from({ length: stock }, (_, i) => i + 1).filter((n) => {
    const own = copySizes[n - 1];
    return own != null && sameSize(own, size);
  });
}
