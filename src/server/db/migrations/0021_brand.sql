CREATE TABLE "brand" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"en_name" text DEFAULT '' NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"describe" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "brand_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "brand_name_unique" ON "brand" USING btree ("name") WHERE "brand"."status" <> -1;--> statement-breakpoint
CREATE INDEX "brand_name_trgm_index" ON "brand" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "brand_name_prefix_index" ON "brand" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "brand_en_name_trgm_index" ON "brand" USING gin ("en_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "brand_en_name_prefix_index" ON "brand" USING btree (lower("en_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "brand_score_id_index" ON "brand" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "brand_create_time_index" ON "brand" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "product_brand_id_index" ON "product" USING btree ("brand_id");