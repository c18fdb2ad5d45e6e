CREATE TABLE "gather" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"door" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"prov" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"addr" text DEFAULT '' NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"coordinate" text DEFAULT '' NOT NULL,
	"shop_id" integer DEFAULT 0 NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"enabled" integer DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"from_country" text NOT NULL,
	"from_warehouse_id" integer DEFAULT 0 NOT NULL,
	"to_country" text NOT NULL,
	"to_warehouse_id" integer DEFAULT 0 NOT NULL,
	"transit_days" integer DEFAULT 0 NOT NULL,
	"enabled" integer DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_channel" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"carrier" text NOT NULL,
	"title" text NOT NULL,
	"countries" text[] DEFAULT '{}' NOT NULL,
	"min_weight" integer DEFAULT 0 NOT NULL,
	"max_weight" integer DEFAULT 0 NOT NULL,
	"divisor" integer DEFAULT 5000 NOT NULL,
	"enabled" integer DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_cost" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"product_id" integer NOT NULL,
	"country" text NOT NULL,
	"zone" text DEFAULT '' NOT NULL,
	"first_weight" integer NOT NULL,
	"first_price" integer NOT NULL,
	"unit_weight" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"surcharge" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_product" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"channel_id" integer NOT NULL,
	"title" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"min_days" integer DEFAULT 0 NOT NULL,
	"max_days" integer DEFAULT 0 NOT NULL,
	"divisor" integer DEFAULT 0 NOT NULL,
	"enabled" integer DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_scheme" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"product_id" integer NOT NULL,
	"country" text NOT NULL,
	"min_weight" integer DEFAULT 0 NOT NULL,
	"max_weight" integer DEFAULT 0 NOT NULL,
	"min_value" integer DEFAULT 0 NOT NULL,
	"max_value" integer DEFAULT 0 NOT NULL,
	"preference" integer DEFAULT 0 NOT NULL,
	"enabled" integer DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "gather_name_trgm_index" ON "gather" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gather_name_prefix_index" ON "gather" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "gather_addr_trgm_index" ON "gather" USING gin ("addr" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gather_addr_prefix_index" ON "gather" USING btree (lower("addr") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "gather_phone_trgm_index" ON "gather" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gather_phone_prefix_index" ON "gather" USING btree (lower("phone") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "gather_city_trgm_index" ON "gather" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gather_city_prefix_index" ON "gather" USING btree (lower("city") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "gather_score_id_index" ON "gather" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "gather_create_time_index" ON "gather" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "gather_shop_id_index" ON "gather" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "gather_agent_id_index" ON "gather" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "gather_city_index" ON "gather" USING btree ("city");--> statement-breakpoint
CREATE INDEX "transfer_title_trgm_index" ON "transfer" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transfer_title_prefix_index" ON "transfer" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "transfer_score_id_index" ON "transfer" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "transfer_create_time_index" ON "transfer" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "transfer_transit_days_index" ON "transfer" USING btree ("transit_days");--> statement-breakpoint
CREATE INDEX "transfer_from_country_index" ON "transfer" USING btree ("from_country");--> statement-breakpoint
CREATE INDEX "transfer_to_country_index" ON "transfer" USING btree ("to_country");--> statement-breakpoint
CREATE INDEX "transfer_from_warehouse_id_index" ON "transfer" USING btree ("from_warehouse_id");--> statement-breakpoint
CREATE INDEX "transfer_to_warehouse_id_index" ON "transfer" USING btree ("to_warehouse_id");--> statement-breakpoint
CREATE INDEX "transfer_channel_carrier_trgm_index" ON "transfer_channel" USING gin ("carrier" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transfer_channel_carrier_prefix_index" ON "transfer_channel" USING btree (lower("carrier") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "transfer_channel_title_trgm_index" ON "transfer_channel" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transfer_channel_title_prefix_index" ON "transfer_channel" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "transfer_channel_score_id_index" ON "transfer_channel" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "transfer_channel_create_time_index" ON "transfer_channel" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "transfer_channel_carrier_index" ON "transfer_channel" USING btree ("carrier");--> statement-breakpoint
CREATE INDEX "transfer_cost_zone_trgm_index" ON "transfer_cost" USING gin ("zone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transfer_cost_zone_prefix_index" ON "transfer_cost" USING btree (lower("zone") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "transfer_cost_score_id_index" ON "transfer_cost" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "transfer_cost_create_time_index" ON "transfer_cost" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "transfer_cost_country_index" ON "transfer_cost" USING btree ("country");--> statement-breakpoint
CREATE INDEX "transfer_cost_product_id_index" ON "transfer_cost" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "transfer_product_title_trgm_index" ON "transfer_product" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transfer_product_title_prefix_index" ON "transfer_product" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "transfer_product_code_trgm_index" ON "transfer_product" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transfer_product_code_prefix_index" ON "transfer_product" USING btree (lower("code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "transfer_product_score_id_index" ON "transfer_product" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "transfer_product_create_time_index" ON "transfer_product" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "transfer_product_channel_id_index" ON "transfer_product" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX "transfer_scheme_title_trgm_index" ON "transfer_scheme" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transfer_scheme_title_prefix_index" ON "transfer_scheme" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "transfer_scheme_score_id_index" ON "transfer_scheme" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "transfer_scheme_create_time_index" ON "transfer_scheme" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "transfer_scheme_preference_index" ON "transfer_scheme" USING btree ("preference");--> statement-breakpoint
CREATE INDEX "transfer_scheme_country_index" ON "transfer_scheme" USING btree ("country");--> statement-breakpoint
CREATE INDEX "transfer_scheme_product_id_index" ON "transfer_scheme" USING btree ("product_id");