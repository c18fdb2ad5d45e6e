CREATE TABLE "listing" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'Draft' NOT NULL,
	"state_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"product_id" integer NOT NULL,
	"shop_id" integer DEFAULT 0 NOT NULL,
	"platform_id" integer DEFAULT 0 NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"online_time" bigint DEFAULT 0 NOT NULL,
	"offline_time" bigint DEFAULT 0 NOT NULL,
	"offline_reason" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"department_id" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mini_app" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"app_code" text DEFAULT '' NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"catalog_id" integer DEFAULT 0 NOT NULL,
	"shop_id" integer DEFAULT 0 NOT NULL,
	"describe" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_nav" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"fid" integer DEFAULT 0 NOT NULL,
	"path" text DEFAULT '/' NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"hidden" integer DEFAULT 0 NOT NULL,
	"new_window" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_page" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"path" text DEFAULT '' NOT NULL,
	"shop_id" integer DEFAULT 0 NOT NULL,
	"app_id" integer DEFAULT 0 NOT NULL,
	"published" integer DEFAULT 0 NOT NULL,
	"blocks" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'Issued' NOT NULL,
	"state_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"discount_id" integer NOT NULL,
	"code" text NOT NULL,
	"valid_time" bigint NOT NULL,
	"user_id" integer DEFAULT 0 NOT NULL,
	"claim_time" bigint DEFAULT 0 NOT NULL,
	"order_no" text DEFAULT '' NOT NULL,
	"use_time" bigint DEFAULT 0 NOT NULL,
	"void_reason" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"type" integer NOT NULL,
	"greater_than_price" integer DEFAULT 0 NOT NULL,
	"greater_than_num" integer DEFAULT 0 NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"product_ids" integer[] DEFAULT '{}' NOT NULL,
	"shop_ids" integer[] DEFAULT '{}' NOT NULL,
	"begin_time" bigint DEFAULT 0 NOT NULL,
	"end_time" bigint DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "listing_title_trgm_index" ON "listing" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listing_title_prefix_index" ON "listing" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "listing_score_id_index" ON "listing" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "listing_state_state_time_index" ON "listing" USING btree ("state","state_time");--> statement-breakpoint
CREATE INDEX "listing_agent_id_state_state_time_index" ON "listing" USING btree ("agent_id","state","state_time");--> statement-breakpoint
CREATE INDEX "listing_department_id_state_state_time_index" ON "listing" USING btree ("department_id","state","state_time");--> statement-breakpoint
CREATE INDEX "listing_product_id_index" ON "listing" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "listing_shop_id_index" ON "listing" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "listing_platform_id_index" ON "listing" USING btree ("platform_id");--> statement-breakpoint
CREATE INDEX "listing_online_time_index" ON "listing" USING btree ("online_time");--> statement-breakpoint
CREATE INDEX "listing_create_time_index" ON "listing" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "mini_app_name_trgm_index" ON "mini_app" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mini_app_name_prefix_index" ON "mini_app" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "mini_app_app_code_trgm_index" ON "mini_app" USING gin ("app_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mini_app_app_code_prefix_index" ON "mini_app" USING btree (lower("app_code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "mini_app_score_id_index" ON "mini_app" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "mini_app_catalog_id_index" ON "mini_app" USING btree ("catalog_id");--> statement-breakpoint
CREATE INDEX "mini_app_shop_id_index" ON "mini_app" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "mini_app_create_time_index" ON "mini_app" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "site_nav_name_trgm_index" ON "site_nav" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "site_nav_name_prefix_index" ON "site_nav" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "site_nav_kind_score_id_index" ON "site_nav" USING btree ("kind","score","id");--> statement-breakpoint
CREATE INDEX "site_nav_score_id_index" ON "site_nav" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "site_nav_kind_fid_index" ON "site_nav" USING btree ("kind","fid");--> statement-breakpoint
CREATE INDEX "site_nav_kind_path_index" ON "site_nav" USING btree ("kind","path");--> statement-breakpoint
CREATE INDEX "site_nav_level_index" ON "site_nav" USING btree ("level");--> statement-breakpoint
CREATE INDEX "site_nav_name_index" ON "site_nav" USING btree ("name");--> statement-breakpoint
CREATE INDEX "site_nav_create_time_index" ON "site_nav" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "site_page_title_trgm_index" ON "site_page" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "site_page_title_prefix_index" ON "site_page" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "site_page_kind_score_id_index" ON "site_page" USING btree ("kind","score","id");--> statement-breakpoint
CREATE INDEX "site_page_score_id_index" ON "site_page" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "site_page_shop_id_index" ON "site_page" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "site_page_app_id_index" ON "site_page" USING btree ("app_id");--> statement-breakpoint
CREATE INDEX "site_page_create_time_index" ON "site_page" USING btree ("create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_code_unique" ON "coupon" USING btree ("code");--> statement-breakpoint
CREATE INDEX "coupon_code_trgm_index" ON "coupon" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "coupon_code_prefix_index" ON "coupon" USING btree (lower("code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "coupon_order_no_trgm_index" ON "coupon" USING gin ("order_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "coupon_order_no_prefix_index" ON "coupon" USING btree (lower("order_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "coupon_state_valid_time_index" ON "coupon" USING btree ("state","valid_time");--> statement-breakpoint
CREATE INDEX "coupon_score_id_index" ON "coupon" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "coupon_discount_id_index" ON "coupon" USING btree ("discount_id");--> statement-breakpoint
CREATE INDEX "coupon_user_id_index" ON "coupon" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "coupon_valid_time_index" ON "coupon" USING btree ("valid_time");--> statement-breakpoint
CREATE INDEX "coupon_create_time_index" ON "coupon" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "discount_title_trgm_index" ON "discount" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "discount_title_prefix_index" ON "discount" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "discount_score_id_index" ON "discount" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "discount_type_index" ON "discount" USING btree ("type");--> statement-breakpoint
CREATE INDEX "discount_begin_time_index" ON "discount" USING btree ("begin_time");--> statement-breakpoint
CREATE INDEX "discount_create_time_index" ON "discount" USING btree ("create_time");