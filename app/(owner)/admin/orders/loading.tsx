export default function Loading() {
  return (
    <p role="status" className="p-8 text-center text-stone-600">
      Loading orders...
    </p>
  );
}
