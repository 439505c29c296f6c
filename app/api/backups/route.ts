import { requireAdmin } from "@/lib/auth/require-admin";
import { backups, takeBackup } from "@/lib/shop-backups";
import { handler } from "@/lib/http";

/** GET /api/backups (admin): the embedded database's backups, newest first. */
export const GET = handler(async (request) => {
  await requireAdmin(request);
  return Response.json(await backups());
});

/** POST /api/backups (admin): takes one now → 201 { name, size, createdAt }. 409 on PostgreSQL. */
export const POST = handler(async (request) => {
  await requireAdmin(request);
  const { name, size, createdAt } = await takeBackup("manual");
  return Response.json({ name, size, createdAt }, { status: 201 });
});
