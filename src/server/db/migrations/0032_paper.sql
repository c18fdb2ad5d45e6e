CREATE TABLE "paper" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"kind" integer NOT NULL,
	"mode" integer DEFAULT 1 NOT NULL,
	"question_ids" integer[] DEFAULT '{}' NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"draw_count" integer DEFAULT 0 NOT NULL,
	"time_limit" integer DEFAULT 0 NOT NULL,
	"pass_mark" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"assigned" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paper_assign" (
	"id" serial PRIMARY KEY NOT NULL,
	"paper_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"deadline" bigint DEFAULT 0 NOT NULL,
	"assigned_by" integer DEFAULT 0 NOT NULL,
	"done_time" bigint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paper_attempt" (
	"id" serial PRIMARY KEY NOT NULL,
	"paper_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"no" integer NOT NULL,
	"status" text DEFAULT 'Started' NOT NULL,
	"question_ids" integer[] DEFAULT '{}' NOT NULL,
	"start_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"end_time" bigint DEFAULT 0 NOT NULL,
	"submit_time" bigint DEFAULT 0 NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"marks" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"max_total" integer DEFAULT 0 NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL,
	"passed" integer DEFAULT 0 NOT NULL,
	"scored_by" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paper_question" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"type" integer NOT NULL,
	"title" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answer" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"model_answer" text DEFAULT '' NOT NULL,
	"points" integer DEFAULT 5 NOT NULL,
	"category" text NOT NULL,
	"enabled" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "paper_title_trgm_index" ON "paper" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "paper_title_prefix_index" ON "paper" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "paper_score_id_index" ON "paper" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "paper_kind_index" ON "paper" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "paper_create_time_index" ON "paper" USING btree ("create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "paper_assign_unique" ON "paper_assign" USING btree ("paper_id","agent_id");--> statement-breakpoint
CREATE INDEX "paper_assign_agent_id_done_time_index" ON "paper_assign" USING btree ("agent_id","done_time");--> statement-breakpoint
CREATE UNIQUE INDEX "paper_attempt_unique" ON "paper_attempt" USING btree ("paper_id","agent_id","no");--> statement-breakpoint
CREATE INDEX "paper_attempt_agent_id_paper_id_index" ON "paper_attempt" USING btree ("agent_id","paper_id");--> statement-breakpoint
CREATE INDEX "paper_attempt_status_submit_time_index" ON "paper_attempt" USING btree ("status","submit_time");--> statement-breakpoint
CREATE INDEX "paper_question_title_trgm_index" ON "paper_question" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "paper_question_title_prefix_index" ON "paper_question" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "paper_question_category_trgm_index" ON "paper_question" USING gin ("category" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "paper_question_category_prefix_index" ON "paper_question" USING btree (lower("category") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "paper_question_score_id_index" ON "paper_question" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "paper_question_type_index" ON "paper_question" USING btree ("type");--> statement-breakpoint
CREATE INDEX "paper_question_category_enabled_index" ON "paper_question" USING btree ("category","enabled");--> statement-breakpoint
CREATE INDEX "paper_question_enabled_index" ON "paper_question" USING btree ("enabled");--> statement-breakpoint
CREATE INDEX "paper_question_points_index" ON "paper_question" USING btree ("points");--> statement-breakpoint
CREATE INDEX "paper_question_create_time_index" ON "paper_question" USING btree ("create_time");