/** The link a phone's UPI app opens (NPCI's upi://pay), for a whole-rupee amount. */
export function upiPayLink({
  upiId,
  payee,
  amount,
  note,
}: {
  upiId: string;
  payee: string;
  amount: number;
  note: string;
}): string {
  return `upi://pay?${new URLSearchParams({ pa: upiId, pn: payee, am: `${amount}.00`, tn: note, cu: "INR" })}`;
}

/**
 * The reference_id of a booking's n-th Razorpay Payment Link (Razorpay takes at most 40
 * characters, and refuses one it has seen): "R-15 R-16 #2", or "R-15 +6 #2" for a long booking.
 */
export function razorpayReference(numbers: string[], n: number): string {
  const all = numbers.join(" ");
  const named = all.length <= 30 ? all : `${numbers[0]} +${numbers.length - 1}`;
  return `${named} #${n}`.slice(0, 40);
}
