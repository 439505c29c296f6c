// Prisma CLI configuration. The app itself never reads this file: lib/db.ts picks
// PGlite or PostgreSQL at run time. `prisma generate` needs no database.
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/unused" },
});
