import "server-only";
import { db } from "@/lib/db";
import { hasNul } from "@/lib/validation/text";
import { isPlausibleId } from "@/lib/validation/ids";

export interface Admin {
  id: string;
  email: string;
  isAdmin: boolean;
  sessionVersion: number;
  passwordHash: string;
}

export async function findAdminByEmail(email: string): Promise<Admin | null> {
  if (hasNul(email)) return null;
  const prisma = await db();
  return prisma.adminUser.findUnique({ where: { email: email.trim().toLowerCase() } });
}

export async function findAdminById(id: string): Promise<Admin | null> {
  if (!isPlausibleId(id)) return null;
  const prisma = await db();
  return prisma.adminUser.findUnique({ where: { id } });
}

/** Stores a new password (its hash, from lib/auth/password.ts) and ends every session issued before. Returns the new session version. */
export async function changePassword(id: string, passwordHash: string): Promise<number> {
  const prisma = await db();
  const user = await prisma.adminUser.update({
    where: { id },
    data: { passwordHash, sessionVersion: { increment: 1 } },
  });
  return user.sessionVersion;
}

/** Ends every session of this admin, on every device ("Sign out everywhere"). */
export async function endSessions(id: string): Promise<void> {
  const prisma = await db();
  await prisma.adminUser.updateMany({ where: { id }, data: { sessionVersion: { increment: 1 } } });
}

/**
 * Ends one session (logout on one device): its id is recorded until the session would have
 * ended anyway. A row in the shared database, so every instance refuses it at once. Rows
 * whose sessions are over are dropped on the way.
 */
export async function revokeSession(adminId: string, sid: string, expiresAt: Date): Promise<void> {
  const prisma = await db();
  await prisma.revokedSession.upsert({ where: { id: sid }, update: {}, create: { id: sid, adminId, expiresAt } });
  await prisma.revokedSession.deleteMany({ where: { expiresAt: { lt: new Date() } } });
}

export async function isSessionRevoked(sid: string): Promise<boolean> {
  const prisma = await db();
  return (await prisma.revokedSession.count({ where: { id: sid } })) > 0;
}
