/** How money changed hands at the counter: UPI, cash or card (the payment and refund forms). */
export function MethodSelect({ label, className }: { label: string; className: string }) {
  return (
    <label className="flex flex-col gap-1">
      {label}
      <select name="method" defaultValue="upi" className={className}>
        <option value="upi">UPI</option>
        <option value="cash">Cash</option>
        <option value="card">Card</option>
      </select>
    </label>
  );
}
