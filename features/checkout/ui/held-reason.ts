/**
 * Activating a control that cannot be used now (aria-disabled, so it stays reachable) moves
 * focus to the visible reason: a screen reader reads it again, and nothing else happens.
 */
export function focusReason(id: string): void {
  document.getElementById(id)?.focus();
}
