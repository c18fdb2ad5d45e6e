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
CREATE INDEX "rebate_rate_create_time_index" ON "rebate_rate" USING btree ("create_time");--> statement-breakpoint
ALTER TABLE "declare" ADD COLUMN "deal_way" text DEFAULT 'FOB' NOT NULL;--> statement-breakpoint
ALTER TABLE "declare" ADD COLUMN "extras_expenses" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "declare" ADD COLUMN "tax_pay" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "declare" ADD COLUMN "personal_tax" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "declare" ADD COLUMN "owner_remark" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "declare" ADD COLUMN "coowner_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "declare" ADD COLUMN "coowner_card_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "declare" ADD COLUMN "coowner_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "declare" ADD COLUMN "coowner_remark" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "declare" ADD COLUMN "third_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "declare" ADD COLUMN "third_card_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "declare" ADD COLUMN "property" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "declare" ADD COLUMN "property_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "declare" ADD COLUMN "property_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "declare" ADD COLUMN "property_check" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "declare" ADD COLUMN "additional" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "declare" ADD COLUMN "file" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "declare" ADD COLUMN "other_file" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "declare_income_bank_ref_unique" ON "declare_income" USING btree ("out_id") WHERE "declare_income"."out_id" <> '' and "declare_income"."status" <> -1;--> statement-breakpoint
CREATE INDEX "delivery_backorder_of_index" ON "delivery" USING btree ("backorder_of");--> statement-breakpoint
CREATE INDEX "entry_backorder_of_index" ON "entry" USING btree ("backorder_of");