-- How close a misspelt search word must be to a title word (pg_trgm's `<%`, which the trigram
-- index answers; its default 0.6 misses "lehnga"). It was sent as a startup parameter
-- (`options=-c pg_trgm.word_similarity_threshold=0.45`) on every connection, which PgBouncer and
-- the poolers hosted PostgreSQL services hand out refuse ("unsupported startup parameter:
-- options"). As the app role's default in this database, every server connection a pooler
-- opens starts with it. An ordinary role may set its own defaults once the extension's library
-- is loaded (the PERFORM); without the right, search stays on pg_trgm's default and says so.
DO $$
BEGIN
  PERFORM word_similarity('lehnga', 'lehenga');
  EXECUTE format('ALTER ROLE %I IN DATABASE %I SET pg_trgm.word_similarity_threshold = 0.45', current_user, current_database());
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'pg_trgm.word_similarity_threshold could not be set for this role (%): misspelt searches find fewer titles', SQLERRM;
END
$$;
