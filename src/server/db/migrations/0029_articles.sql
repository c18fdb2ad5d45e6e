CREATE TABLE "article" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"catalog_id" integer DEFAULT 0 NOT NULL,
	"img" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"tags" text DEFAULT '' NOT NULL,
	"published" integer DEFAULT 0 NOT NULL,
	"publish_time" bigint DEFAULT 0 NOT NULL,
	"unpublish_time" bigint DEFAULT 0 NOT NULL,
	"read_num" integer DEFAULT 0 NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"department_id" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "article_publish_window" CHECK ("article"."unpublish_time" = 0 or "article"."unpublish_time" > "article"."publish_time"),
	CONSTRAINT "article_published_flag" CHECK ("article"."published" in (0, 1))
);
--> statement-breakpoint
CREATE INDEX "article_title_trgm_index" ON "article" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "article_title_prefix_index" ON "article" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "article_summary_trgm_index" ON "article" USING gin ("summary" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "article_summary_prefix_index" ON "article" USING btree (lower("summary") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "article_tags_trgm_index" ON "article" USING gin ("tags" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "article_tags_prefix_index" ON "article" USING btree (lower("tags") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "article_kind_score_id_index" ON "article" USING btree ("kind","score","id");--> statement-breakpoint
CREATE INDEX "article_kind_create_time_index" ON "article" USING btree ("kind","create_time");--> statement-breakpoint
CREATE INDEX "article_kind_publish_time_index" ON "article" USING btree ("kind","publish_time");--> statement-breakpoint
CREATE INDEX "article_kind_read_num_index" ON "article" USING btree ("kind","read_num");--> statement-breakpoint
CREATE INDEX "article_kind_catalog_id_index" ON "article" USING btree ("kind","catalog_id");--> statement-breakpoint
CREATE INDEX "article_kind_published_index" ON "article" USING btree ("kind","published");--> statement-breakpoint
CREATE INDEX "article_kind_agent_id_index" ON "article" USING btree ("kind","agent_id");--> statement-breakpoint
CREATE INDEX "article_kind_department_id_index" ON "article" USING btree ("kind","department_id");--> statement-breakpoint
CREATE INDEX "article_title_index" ON "article" USING btree ("title");