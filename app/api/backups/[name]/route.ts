import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import { requireAdmin } from "@/lib/auth/require-admin";
import { backupFile } from "@/lib/shop-backups";
import { NotFoundError } from "@/lib/errors";
import { handler } from "@/lib/http";

type Ctx = { params: Promise<{ name: string }> };

/** GET /api/backups/{name} (admin): the backup file, as a download. */
export const GET = handler<Ctx>(async (request, { params }) => {
  await requireAdmin(request);
  const found = await backupFile((await params).name);
  if (!found) throw new NotFoundError("There is no backup with that name (it may have been pruned).");
  const body = Readable.toWeb(createReadStream(found.file)) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      "Content-Type": "application/gzip",
      "Content-Length": String(found.info.size),
      "Content-Disposition": `attachment; filename="${found.info.name}"`,
      "Cache-Control": "private, no-store",
    },
  });
});
