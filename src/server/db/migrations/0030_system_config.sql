CREATE TABLE "project_param" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"project" text NOT NULL,
	"name" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"attr" text DEFAULT 'text' NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_menu" (
	"role_id" integer PRIMARY KEY NOT NULL,
	"layout" jsonb NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "project_param_project_name_index" ON "project_param" USING btree ("project","name") WHERE "project_param"."status" <> -1;--> statement-breakpoint
CREATE INDEX "project_param_project_status_index" ON "project_param" USING btree ("project","status");--> statement-breakpoint
CREATE INDEX "project_param_score_id_index" ON "project_param" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "project_param_create_time_index" ON "project_param" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "project_param_name_trgm_index" ON "project_param" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "project_param_name_prefix_index" ON "project_param" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "project_param_text_trgm_index" ON "project_param" USING gin ("text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "project_param_text_prefix_index" ON "project_param" USING btree (lower("text") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "project_param_value_trgm_index" ON "project_param" USING gin ("value" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "project_param_value_prefix_index" ON "project_param" USING btree (lower("value") text_pattern_ops);