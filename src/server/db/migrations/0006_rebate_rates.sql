CREATE TABLE "rebate_rate" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"hs_code" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"rate" integer DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "declare_good" ADD COLUMN "rebate_rate" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "rebate_rate_hs_unique" ON "rebate_rate" USING btree ("hs_code") WHERE "rebate_rate"."status" <> -1;--> statement-breakpoint
CREATE INDEX "rebate_rate_hs_code_trgm_index" ON "rebate_rate" USING gin (lower("hs_code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rebate_rate_hs_code_prefix_index" ON "rebate_rate" USING btree (lower("hs_code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "rebate_rate_title_trgm_index" ON "rebate_rate" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rebate_rate_title_prefix_index" ON "rebate_rate" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "rebate_rate_score_id_index" ON "rebate_rate" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "rebate_rate_create_time_index" ON "rebate_rate" USING btree ("create_time");