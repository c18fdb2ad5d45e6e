CREATE TABLE "opportunity" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'Lead' NOT NULL,
	"state_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"department_id" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"client_id" integer NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"expect_close_time" bigint DEFAULT 0 NOT NULL,
	"lost_reason" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_follow" ADD COLUMN "opportunity_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "opportunity_state_state_time_index" ON "opportunity" USING btree ("state","state_time");--> statement-breakpoint
CREATE INDEX "opportunity_agent_id_state_state_time_index" ON "opportunity" USING btree ("agent_id","state","state_time");--> statement-breakpoint
CREATE INDEX "opportunity_department_id_state_state_time_index" ON "opportunity" USING btree ("department_id","state","state_time");--> statement-breakpoint
CREATE INDEX "opportunity_client_id_index" ON "opportunity" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "opportunity_score_id_index" ON "opportunity" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "opportunity_create_time_index" ON "opportunity" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "opportunity_expect_close_time_index" ON "opportunity" USING btree ("expect_close_time");--> statement-breakpoint
CREATE INDEX "opportunity_state_time_index" ON "opportunity" USING btree ("state_time");--> statement-breakpoint
CREATE INDEX "opportunity_amount_index" ON "opportunity" USING btree ("amount");--> statement-breakpoint
CREATE INDEX "opportunity_title_trgm_index" ON "opportunity" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "opportunity_title_prefix_index" ON "opportunity" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "client_follow_opportunity_id_index" ON "client_follow" USING btree ("opportunity_id");