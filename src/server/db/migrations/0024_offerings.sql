CREATE TABLE "offering" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"module" text NOT NULL,
	"title" text NOT NULL,
	"catalog_id" integer DEFAULT 0 NOT NULL,
	"provider_id" integer DEFAULT 0 NOT NULL,
	"another_shop_id" integer DEFAULT 0 NOT NULL,
	"kind" integer DEFAULT 0 NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"favourable_percent" integer DEFAULT 0 NOT NULL,
	"button_name" text DEFAULT '' NOT NULL,
	"tag" text DEFAULT '' NOT NULL,
	"card_img" text[] DEFAULT '{}' NOT NULL,
	"describe_item" text[] DEFAULT '{}' NOT NULL,
	"describe" text DEFAULT '' NOT NULL,
	"describe_img" text[] DEFAULT '{}' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"start_time" bigint DEFAULT 0 NOT NULL,
	"capacity" integer DEFAULT 0 NOT NULL,
	"online_time" bigint DEFAULT 0 NOT NULL,
	"offline_time" bigint DEFAULT 0 NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"deal_amount" integer DEFAULT 0 NOT NULL,
	"already_pay" integer DEFAULT 0 NOT NULL,
	"order_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offering_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"department_id" integer DEFAULT 0 NOT NULL,
	"module" text NOT NULL,
	"state" text DEFAULT 'Unpaid' NOT NULL,
	"state_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"order_no" text DEFAULT '' NOT NULL,
	"offering_id" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"user_id" integer DEFAULT 0 NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"num" integer DEFAULT 1 NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"deal_amount" integer DEFAULT 0 NOT NULL,
	"already_pay" integer DEFAULT 0 NOT NULL,
	"order_time" bigint DEFAULT 0 NOT NULL,
	"payment" text DEFAULT '' NOT NULL,
	"pay_time" bigint DEFAULT 0 NOT NULL,
	"ship_time" bigint DEFAULT 0 NOT NULL,
	"sign_time" bigint DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"refund_amount" integer DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"tag" text DEFAULT '' NOT NULL,
	"describe" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "offering_title_trgm_index" ON "offering" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "offering_title_prefix_index" ON "offering" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "offering_tag_trgm_index" ON "offering" USING gin ("tag" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "offering_tag_prefix_index" ON "offering" USING btree (lower("tag") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "offering_module_score_id_index" ON "offering" USING btree ("module","score","id");--> statement-breakpoint
CREATE INDEX "offering_score_id_index" ON "offering" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "offering_provider_id_index" ON "offering" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "offering_catalog_id_index" ON "offering" USING btree ("catalog_id");--> statement-breakpoint
CREATE INDEX "offering_kind_index" ON "offering" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "offering_price_id_index" ON "offering" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "offering_deal_amount_id_index" ON "offering" USING btree ("deal_amount","id");--> statement-breakpoint
CREATE INDEX "offering_create_time_index" ON "offering" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "offering_order_order_no_trgm_index" ON "offering_order" USING gin ("order_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "offering_order_order_no_prefix_index" ON "offering_order" USING btree (lower("order_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "offering_order_title_trgm_index" ON "offering_order" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "offering_order_title_prefix_index" ON "offering_order" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "offering_order_name_trgm_index" ON "offering_order" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "offering_order_name_prefix_index" ON "offering_order" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "offering_order_phone_trgm_index" ON "offering_order" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "offering_order_phone_prefix_index" ON "offering_order" USING btree (lower("phone") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "offering_order_score_id_index" ON "offering_order" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "offering_order_state_state_time_index" ON "offering_order" USING btree ("state","state_time");--> statement-breakpoint
CREATE INDEX "offering_order_agent_id_state_state_time_index" ON "offering_order" USING btree ("agent_id","state","state_time");--> statement-breakpoint
CREATE INDEX "offering_order_department_id_state_state_time_index" ON "offering_order" USING btree ("department_id","state","state_time");--> statement-breakpoint
CREATE INDEX "offering_order_module_state_index" ON "offering_order" USING btree ("module","state");--> statement-breakpoint
CREATE INDEX "offering_order_offering_id_index" ON "offering_order" USING btree ("offering_id");--> statement-breakpoint
CREATE INDEX "offering_order_user_id_index" ON "offering_order" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "offering_order_order_time_index" ON "offering_order" USING btree ("order_time");--> statement-breakpoint
CREATE INDEX "offering_order_order_no_index" ON "offering_order" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "offering_order_create_time_index" ON "offering_order" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "provider_name_trgm_index" ON "provider" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "provider_name_prefix_index" ON "provider" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "provider_contact_trgm_index" ON "provider" USING gin ("contact" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "provider_contact_prefix_index" ON "provider" USING btree (lower("contact") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "provider_tag_trgm_index" ON "provider" USING gin ("tag" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "provider_tag_prefix_index" ON "provider" USING btree (lower("tag") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "provider_kind_score_id_index" ON "provider" USING btree ("kind","score","id");--> statement-breakpoint
CREATE INDEX "provider_score_id_index" ON "provider" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "provider_create_time_index" ON "provider" USING btree ("create_time");