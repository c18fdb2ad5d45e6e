CREATE TABLE "job_run" (
	"id" serial PRIMARY KEY NOT NULL,
	"job" text NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"start_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"end_time" bigint DEFAULT 0 NOT NULL,
	"outcome" integer DEFAULT 0 NOT NULL,
	"moved" integer DEFAULT 0 NOT NULL,
	"message" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_read" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"key" text NOT NULL,
	"read_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "job_run_job_start_time_index" ON "job_run" USING btree ("job","start_time");--> statement-breakpoint
CREATE INDEX "job_run_start_time_index" ON "job_run" USING btree ("start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "job_run_running" ON "job_run" USING btree ("job") WHERE "job_run"."outcome" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_read_agent_id_key_index" ON "reminder_read" USING btree ("agent_id","key");--> statement-breakpoint
CREATE INDEX "reminder_read_read_time_index" ON "reminder_read" USING btree ("read_time");