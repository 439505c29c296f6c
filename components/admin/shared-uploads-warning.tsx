import { sharedUploadsProblem } from "@/lib/storage/shared-uploads";

/** On the dashboard when uploaded photos may not reach every instance (see lib/storage/shared-uploads.ts). */
export function SharedUploadsWarning() {
  const problem = sharedUploadsProblem();
  if (!problem) return null;
  return (
    <div role="alert" className="mt-6 rounded-2xl border-2 border-amber-700 bg-amber-50 p-5 text-amber-900">
      <p className="font-bold">Photos are not shared between instances</p>
      <p className="mt-1 text-sm">{problem}</p>
    </div>
  );
}
