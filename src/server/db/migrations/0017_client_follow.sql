ALTER TABLE "client_follow" ADD COLUMN "status" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "client_follow" ADD COLUMN "score" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "client_follow" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "client_follow" ADD COLUMN "department_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "client_follow" ADD COLUMN "method" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "client_follow" ADD COLUMN "contact_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_follow" ADD COLUMN "follow_time" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "client_follow" ADD COLUMN "stage" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "client_follow" ADD COLUMN "amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "client_follow" ADD COLUMN "update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "client_follow" ADD COLUMN "update_agent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "client_follow_department_id_create_time_index" ON "client_follow" USING btree ("department_id","create_time");--> statement-breakpoint
CREATE INDEX "client_follow_score_id_index" ON "client_follow" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "client_follow_create_time_index" ON "client_follow" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "client_follow_follow_time_index" ON "client_follow" USING btree ("follow_time");--> statement-breakpoint
CREATE INDEX "client_follow_next_follow_time_index" ON "client_follow" USING btree ("next_follow_time");--> statement-breakpoint
CREATE INDEX "client_follow_method_index" ON "client_follow" USING btree ("method");--> statement-breakpoint
CREATE INDEX "client_follow_content_trgm_index" ON "client_follow" USING gin ("content" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_follow_content_prefix_index" ON "client_follow" USING btree (lower("content") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "client_follow_contact_name_trgm_index" ON "client_follow" USING gin ("contact_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_follow_contact_name_prefix_index" ON "client_follow" USING btree (lower("contact_name") text_pattern_ops);