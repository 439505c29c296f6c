/**
 * After a Remove button takes its own line away, focus would fall to the top of the page:
 * move it to what is left (the list, or the empty cart's message), so a keyboard or
 * screen-reader user goes on from where they were.
 */
export function focusAfterRemove(...ids: string[]): void {
  requestAnimationFrame(() => {
    for (const id of ids) {
      const el = document.getElementById(id);
      if (el) return el.focus();
    }
  });
}
