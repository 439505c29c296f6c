// The throughput baseline: plain node:http + the same SQL as GET /api/collection/{category},
// returning the same JSON, with no framework. `node bench/baseline-server.mjs <port> <db-url|memory> [rows.json]`
import http from "node:http";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

const [, , port, target, rowsFile] = process.argv;

async function open() {
  if (target !== "memory") {
    const { default: pg } = await import("pg");
    const pool = new pg.Pool({ connectionString: target, max: 10 });
    return (sql, params) => pool.query(sql, params).then((r) => r.rows);
  }
  // Embedded: PGlite allows one process per data folder, so the baseline gets its own
  // in-memory copy: the app's migrations, then the app's rows.
  const { PGlite } = await import("@electric-sql/pglite");
  const db = new PGlite();
  const dir = path.resolve("prisma/migrations");
  for (const name of readdirSync(dir)
    .filter((n) => /^\d/.test(n))
    .sort())
    await db.exec(readFileSync(path.join(dir, name, "migration.sql"), "utf8"));
  for (const r of JSON.parse(readFileSync(rowsFile, "utf8"))) {
    await db.query(
      `INSERT INTO collection_items (id, category, title, description, price, image, images, fabric, work, dupatta, occasions, "sizeFit", "customAlterations", attributes, "createdAt", "updatedAt")
       VALUES ($1,$2,$3,$4,$5,NULL,$6,$7,$8,$9,$10,$11,$12,$13,$14,$14)`,
      [
        r._id,
        r.category,
        r.title,
        r.description,
        r.price,
        r.images,
        r.fabric ?? null,
        r.work ?? null,
        r.dupatta ?? null,
        r.occasions ?? null,
        r.sizeFit ?? null,
        r.customAlterations ?? null,
        JSON.stringify(r.attributes ?? {}),
        new Date(Date.now() + r.order),
      ],
    );
  }
  return (sql, params) => db.query(sql, params).then((r) => r.rows);
}

const query = await open();
const NAMED = ["fabric", "work", "dupatta", "occasions", "sizeFit", "customAlterations"];

function shape(row) {
  const out = {
    ...(row.attributes ?? {}),
    _id: row.id,
    category: row.category,
    title: row.title,
    description: row.description,
    price: row.price,
    images: row.images?.length ? row.images : row.image ? [row.image] : [],
  };
  for (const k of NAMED) if (row[k]) out[k] = row[k];
  return out;
}

http
  .createServer(async (req, res) => {
    const m = req.url.match(/^\/api\/collection\/([\w-]+)$/);
    if (!m) return res.writeHead(404).end();
    const rows = await query(`SELECT * FROM collection_items WHERE category = $1 ORDER BY "createdAt" ASC, id ASC`, [
      m[1],
    ]);
    const body = JSON.stringify(rows.map(shape));
    res.writeHead(200, { "content-type": "application/json" }).end(body);
  })
  .listen(Number(port), "127.0.0.1", () => console.log(`baseline on ${port}`));
