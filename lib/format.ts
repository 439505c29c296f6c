/** ₹1,550 — Indian digit grouping, whole rupees. */
export function formatRupees(amount: number): string {
  return `₹${Math.round(amount).toLocaleString("en-IN")}`;
}

/** spec §2: the first `count` words plus '...' when there were more. */
export function previewWords(text: string, count: number): string {
  const words = text.trim().split(/\s+/);
  return words.length > count ? `${words.slice(0, count).join(" ")}...` : text.trim();
}

/** spec §2: the first `count` characters plus '...' when longer. */
export function previewChars(text: string, count: number): string {
  return text.length > count ? `${text.slice(0, count)}...` : text;
}
