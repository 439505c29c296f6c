/**
 * A quantity with − and + (a labelled group; 44 px targets on a phone). The minus never goes
 * below 1 (remove is a separate action). A "+" that cannot add stays focusable, marked
 * aria-disabled, so a screen reader reaches it and hears why (`describedBy`).
 */
export function Stepper(props: {
  label: string;
  fewer: string;
  more: string;
  quantity: number;
  canGrow: boolean;
  onFewer(): void;
  onMore(): void;
  describedBy?: string;
}) {
  const { label, fewer, more, quantity, canGrow, onFewer, onMore, describedBy } = props;
  const button =
    "h-11 w-11 text-lg hover:bg-maroon-50 focus-visible:outline-2 focus-visible:outline-maroon-700 sm:h-9 sm:w-9";
  return (
    <div className="flex w-fit items-center rounded-full ring-1 ring-stone-300" role="group" aria-label={label}>
      <button
        type="button"
        onClick={onFewer}
        disabled={quantity <= 1}
        aria-label={fewer}
        className={`${button} rounded-l-full disabled:opacity-40`}
      >
        −
      </button>
      <span className="min-w-8 text-center font-semibold" aria-live="polite" data-testid="quantity">
        {quantity}
      </span>
      <button
        type="button"
        onClick={canGrow ? onMore : undefined}
        aria-disabled={canGrow ? undefined : true}
        aria-describedby={describedBy}
        aria-label={more}
        className={`${button} rounded-r-full aria-disabled:cursor-not-allowed aria-disabled:opacity-40`}
      >
        +
      </button>
    </div>
  );
}
