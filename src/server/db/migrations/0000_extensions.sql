-- Written by hand: the keyword searches' trigram indexes (schema/columns.ts `keywordIndexes`) need pg_trgm.
-- PGlite loads the extension in its thread; on PostgreSQL it is created here, before the baseline's indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
