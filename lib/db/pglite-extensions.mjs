// @ts-check
// The PostgreSQL extensions the migrations create (search: pg_trgm, unaccent; rentals:
// btree_gist). PGlite ships them as separate bundles that must be passed when a database is
// opened, by every opener: the server, restore, the migration diff and the tests.
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";

export const pgliteExtensions = { pg_trgm, unaccent, btree_gist };
