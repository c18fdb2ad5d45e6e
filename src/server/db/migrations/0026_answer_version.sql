CREATE TABLE "answer_version" (
	"stripe" smallint PRIMARY KEY NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "answer_version" ("stripe", "n") SELECT s, 0 FROM generate_series(0, 63) s;
--> statement-breakpoint
-- A transaction that wrote a table a report reads (of staff, roles and departments: a column it
-- reads) adds one to its backend's stripe, once (a bulk write would otherwise update one row
-- millions of times); a reader who sees the new sum sees the new rows too (db/answers.ts). The mark
-- is transaction-local, and undone with a savepoint rolled back, as the update is.
CREATE FUNCTION answer_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('cbc.answer_version_bumped', true) IS DISTINCT FROM 'yes' THEN
    UPDATE answer_version SET n = n + 1 WHERE stripe = pg_backend_pid() % 64;
    PERFORM set_config('cbc.answer_version_bumped', 'yes', true);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER answer_version_achieve_credit AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON achieve_credit
  FOR EACH STATEMENT EXECUTE FUNCTION answer_version_bump();
--> statement-breakpoint
CREATE TRIGGER answer_version_achieve_day AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON achieve_day
  FOR EACH STATEMENT EXECUTE FUNCTION answer_version_bump();
--> statement-breakpoint
CREATE TRIGGER answer_version_achieve_month AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON achieve_month
  FOR EACH STATEMENT EXECUTE FUNCTION answer_version_bump();
--> statement-breakpoint
CREATE TRIGGER answer_version_commission_period AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON commission_period
  FOR EACH STATEMENT EXECUTE FUNCTION answer_version_bump();
--> statement-breakpoint
CREATE TRIGGER answer_version_commission_line AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON commission_line
  FOR EACH STATEMENT EXECUTE FUNCTION answer_version_bump();
--> statement-breakpoint
CREATE TRIGGER answer_version_commission_credit AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON commission_credit
  FOR EACH STATEMENT EXECUTE FUNCTION answer_version_bump();
--> statement-breakpoint
CREATE TRIGGER answer_version_agent AFTER INSERT OR UPDATE OF name, is_rank, assister, role_id, department_id OR DELETE OR TRUNCATE ON "agent"
  FOR EACH STATEMENT EXECUTE FUNCTION answer_version_bump();
--> statement-breakpoint
CREATE TRIGGER answer_version_role AFTER INSERT OR UPDATE OF title, percentage OR DELETE OR TRUNCATE ON "role"
  FOR EACH STATEMENT EXECUTE FUNCTION answer_version_bump();
--> statement-breakpoint
CREATE TRIGGER answer_version_department AFTER INSERT OR UPDATE OF name, is_rank, percentage, path OR DELETE OR TRUNCATE ON "department"
  FOR EACH STATEMENT EXECUTE FUNCTION answer_version_bump();
--> statement-breakpoint
CREATE TRIGGER answer_version_setting AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "setting"
  FOR EACH STATEMENT EXECUTE FUNCTION answer_version_bump();
