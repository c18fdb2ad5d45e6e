CREATE TABLE "agent" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'Active' NOT NULL,
	"state_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"card_img" text DEFAULT '' NOT NULL,
	"subject_id" integer DEFAULT 0 NOT NULL,
	"manager" integer DEFAULT 0 NOT NULL,
	"department_id" integer DEFAULT 0 NOT NULL,
	"assister" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"id_card" text DEFAULT '' NOT NULL,
	"role_id" integer DEFAULT 0 NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"join_time" bigint DEFAULT 0 NOT NULL,
	"leave_time" bigint DEFAULT 0 NOT NULL,
	"sex" integer DEFAULT 0 NOT NULL,
	"is_rank" integer DEFAULT 0 NOT NULL,
	"estate_id" integer DEFAULT 0 NOT NULL,
	"warehouse_ids" integer[] DEFAULT '{}' NOT NULL,
	"user_id" integer DEFAULT 0 NOT NULL,
	"permission" text[] DEFAULT '{}' NOT NULL,
	"resume" text DEFAULT '' NOT NULL,
	"login_time" bigint DEFAULT 0 NOT NULL,
	"pwd" text DEFAULT '' NOT NULL,
	"we_work" text DEFAULT '' NOT NULL,
	"ding_talk" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_message" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"from_agent_id" integer NOT NULL,
	"content" text NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"read_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "department" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"path" text DEFAULT '/' NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"subject_id" integer DEFAULT 0 NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"type" integer DEFAULT 0 NOT NULL,
	"is_rank" integer DEFAULT 0 NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"percentage" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "end_user" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"head_img" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"tag" text DEFAULT '' NOT NULL,
	"cellphone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"birthday" bigint DEFAULT 0 NOT NULL,
	"from_code" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"type" integer DEFAULT 1 NOT NULL,
	"mode" integer DEFAULT 0 NOT NULL,
	"from_type" integer DEFAULT 0 NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"department_id" integer DEFAULT 0 NOT NULL,
	"last_time" bigint DEFAULT 0 NOT NULL,
	"pwd" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"permission" text[] DEFAULT '{}' NOT NULL,
	"data_scope" text DEFAULT 'own' NOT NULL,
	"percentage" integer DEFAULT 0 NOT NULL,
	"salary" bigint DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "setting" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"use" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"attr" text DEFAULT '' NOT NULL,
	"check" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"shop_name" text NOT NULL,
	"subject_id" integer DEFAULT 0 NOT NULL,
	"admin_name" text DEFAULT '' NOT NULL,
	"admin_phone" text DEFAULT '' NOT NULL,
	"admin_position" text DEFAULT '' NOT NULL,
	"admin_remark" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"commission" integer DEFAULT 0 NOT NULL,
	"recommend_percent" integer DEFAULT 0 NOT NULL,
	"score_percent" integer DEFAULT 0 NOT NULL,
	"valid_time" bigint DEFAULT 0 NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subject" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"subject_code" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"legal_person" text DEFAULT '' NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"type" integer DEFAULT 0 NOT NULL,
	"valid_time" bigint DEFAULT 0 NOT NULL,
	"range" text DEFAULT '' NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"bank_no" text DEFAULT '' NOT NULL,
	"bank_amount" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doc_sequence" (
	"doc" text PRIMARY KEY NOT NULL,
	"last" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "error_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"error_id" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"message" text NOT NULL,
	"stack" text DEFAULT '' NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_key" (
	"agent_id" integer NOT NULL,
	"key" text NOT NULL,
	"hash" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"headers" text DEFAULT '{}' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	CONSTRAINT "idempotency_key_agent_id_key_pk" PRIMARY KEY("agent_id","key")
);
--> statement-breakpoint
CREATE TABLE "login_lockout" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"account" text DEFAULT '' NOT NULL,
	"ip" text NOT NULL,
	"attempts" integer NOT NULL,
	"level" integer NOT NULL,
	"blocked_until" bigint NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"lift_time" bigint DEFAULT 0 NOT NULL,
	"lift_agent" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"account" text DEFAULT '' NOT NULL,
	"ip" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"window_start" bigint NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"blocked_until" bigint DEFAULT 0 NOT NULL,
	"last_time" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"agent_id" integer NOT NULL,
	"day" integer DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"last_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"expire_time" bigint NOT NULL,
	"revoke_time" bigint DEFAULT 0 NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_code" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"type" integer NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"code_hash" text NOT NULL,
	"expire_time" bigint NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_time" bigint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"type" integer DEFAULT 0 NOT NULL,
	"text" text NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"type" integer DEFAULT 1 NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"department_id" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"img" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"kind" integer DEFAULT 1 NOT NULL,
	"tags" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"min_price" bigint DEFAULT 0 NOT NULL,
	"display_times" integer DEFAULT 0 NOT NULL,
	"begin_time" bigint DEFAULT 0 NOT NULL,
	"end_time" bigint DEFAULT 0 NOT NULL,
	"longtitude" double precision DEFAULT 0 NOT NULL,
	"latitude" double precision DEFAULT 0 NOT NULL,
	"distance" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ad_time_range" CHECK ("ad"."end_time" >= "ad"."begin_time"),
	CONSTRAINT "ad_position" CHECK ("ad"."longtitude" between -180 and 180 and "ad"."latitude" between -90 and 90 and "ad"."distance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "help" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"display" integer DEFAULT 1 NOT NULL,
	"read_num" integer DEFAULT 0 NOT NULL,
	"collect_num" integer DEFAULT 0 NOT NULL,
	"tags" text DEFAULT '' NOT NULL,
	"catalog_id" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice_read" (
	"notice_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"read_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attr" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"type" integer DEFAULT 1 NOT NULL,
	"values" text[] DEFAULT '{}' NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"multi" text NOT NULL,
	"name" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"fid" integer DEFAULT 0 NOT NULL,
	"path" text DEFAULT '/' NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"feature" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"subject_id" integer DEFAULT 0 NOT NULL,
	"shop_id" integer DEFAULT 0 NOT NULL,
	"type" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sku" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"values" text[] DEFAULT '{}' NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_route" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"api_name" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"type" integer DEFAULT 3 NOT NULL,
	"router" text NOT NULL,
	"range_text" text DEFAULT '' NOT NULL,
	"http_method" text NOT NULL,
	"table_name" text DEFAULT '' NOT NULL,
	"kind" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doc_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"doc" text NOT NULL,
	"doc_id" integer NOT NULL,
	"event" text NOT NULL,
	"from" text DEFAULT '' NOT NULL,
	"to" text NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'Private' NOT NULL,
	"state_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"type" integer DEFAULT 1 NOT NULL,
	"kind" integer DEFAULT 1 NOT NULL,
	"client_name" text NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"client_company" text DEFAULT '' NOT NULL,
	"company_no" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"grade" integer DEFAULT 0 NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"area_text" text DEFAULT '' NOT NULL,
	"contacts_name" text DEFAULT '' NOT NULL,
	"client_phone" text DEFAULT '' NOT NULL,
	"client_email" text DEFAULT '' NOT NULL,
	"describe" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"department_id" integer DEFAULT 0 NOT NULL,
	"co_agent_id" integer DEFAULT 0 NOT NULL,
	"former_agent_id" integer DEFAULT 0 NOT NULL,
	"lose_time" bigint DEFAULT 0 NOT NULL,
	"lose_way" integer DEFAULT 0 NOT NULL,
	"lose_reason" text DEFAULT '' NOT NULL,
	"claim_time" bigint DEFAULT 0 NOT NULL,
	"follow_time" bigint DEFAULT 0 NOT NULL,
	"next_follow_time" bigint DEFAULT 0 NOT NULL,
	"follow_num" integer DEFAULT 0 NOT NULL,
	"deal_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_contact" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"client_phone" text DEFAULT '' NOT NULL,
	"client_account" text DEFAULT '' NOT NULL,
	"client_email" text DEFAULT '' NOT NULL,
	"client_weixin" text DEFAULT '' NOT NULL,
	"client_birthday" bigint DEFAULT 0 NOT NULL,
	"client_title" text DEFAULT '' NOT NULL,
	"client_remark" text DEFAULT '' NOT NULL,
	"client_id_card" text DEFAULT '' NOT NULL,
	"is_primary" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_follow" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"client_id" integer NOT NULL,
	"client_type" integer DEFAULT 2 NOT NULL,
	"agent_id" integer NOT NULL,
	"department_id" integer DEFAULT 0 NOT NULL,
	"method" integer DEFAULT 1 NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"follow_time" bigint DEFAULT 0 NOT NULL,
	"next_follow_time" bigint DEFAULT 0 NOT NULL,
	"stage" integer DEFAULT 0 NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"images" text[] DEFAULT '{}' NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'Draft' NOT NULL,
	"state_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"warehouse_id" integer NOT NULL,
	"owner_id" integer DEFAULT 0 NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"department_id" integer DEFAULT 0 NOT NULL,
	"out_order_id" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"backorder_of" integer DEFAULT 0 NOT NULL,
	"short_reason" text DEFAULT '' NOT NULL,
	"order_id" integer DEFAULT 0 NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"to_country" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"express" text DEFAULT '' NOT NULL,
	"express_no" text DEFAULT '' NOT NULL,
	"express_type" text DEFAULT '' NOT NULL,
	"package" integer DEFAULT 0 NOT NULL,
	"package_weights" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"total_weight" numeric(12, 3) DEFAULT 0 NOT NULL,
	"net_weight" numeric(12, 3) DEFAULT 0 NOT NULL,
	"express_fee" integer DEFAULT 0 NOT NULL,
	"ship_time" bigint DEFAULT 0 NOT NULL,
	"sign_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text DEFAULT '' NOT NULL,
	"bar_code" text DEFAULT '' NOT NULL,
	"spec" text DEFAULT '' NOT NULL,
	"product_num" integer NOT NULL,
	"delivery_id" integer NOT NULL,
	"pick_num" integer DEFAULT 0 NOT NULL,
	"pack_num" integer DEFAULT 0 NOT NULL,
	"package_no" text DEFAULT '' NOT NULL,
	"short_num" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entry" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'Draft' NOT NULL,
	"state_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"warehouse_id" integer NOT NULL,
	"owner_id" integer DEFAULT 0 NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"department_id" integer DEFAULT 0 NOT NULL,
	"out_order_id" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"backorder_of" integer DEFAULT 0 NOT NULL,
	"short_reason" text DEFAULT '' NOT NULL,
	"from_country" text DEFAULT '' NOT NULL,
	"express" text DEFAULT '' NOT NULL,
	"express_no" text DEFAULT '' NOT NULL,
	"arrive_time" bigint DEFAULT 0 NOT NULL,
	"store_time" bigint DEFAULT 0 NOT NULL,
	"return_of" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entry_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text DEFAULT '' NOT NULL,
	"bar_code" text DEFAULT '' NOT NULL,
	"spec" text DEFAULT '' NOT NULL,
	"product_num" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"already_num" integer DEFAULT 0 NOT NULL,
	"bad_num" integer DEFAULT 0 NOT NULL,
	"put_num" integer DEFAULT 0 NOT NULL,
	"short_num" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'Draft' NOT NULL,
	"state_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"warehouse_id" integer NOT NULL,
	"owner_id" integer DEFAULT 0 NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"department_id" integer DEFAULT 0 NOT NULL,
	"out_order_id" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"backorder_of" integer DEFAULT 0 NOT NULL,
	"short_reason" text DEFAULT '' NOT NULL,
	"zone_id" integer DEFAULT 0 NOT NULL,
	"post_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text DEFAULT '' NOT NULL,
	"bar_code" text DEFAULT '' NOT NULL,
	"spec" text DEFAULT '' NOT NULL,
	"product_num" integer NOT NULL,
	"inventory_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"counted" integer DEFAULT -1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ownership" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'Draft' NOT NULL,
	"state_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"warehouse_id" integer NOT NULL,
	"owner_id" integer DEFAULT 0 NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"department_id" integer DEFAULT 0 NOT NULL,
	"out_order_id" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"backorder_of" integer DEFAULT 0 NOT NULL,
	"short_reason" text DEFAULT '' NOT NULL,
	"to_owner_id" integer NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ownership_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text DEFAULT '' NOT NULL,
	"bar_code" text DEFAULT '' NOT NULL,
	"spec" text DEFAULT '' NOT NULL,
	"product_num" integer NOT NULL,
	"ownership_id" integer NOT NULL,
	"place_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "place" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"warehouse_id" integer NOT NULL,
	"zone_id" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"kind" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"en_name" text DEFAULT '' NOT NULL,
	"bar_code" text DEFAULT '' NOT NULL,
	"spec" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"weight" numeric(12, 3) DEFAULT 0 NOT NULL,
	"catalog_id" integer DEFAULT 0 NOT NULL,
	"brand_id" integer DEFAULT 0 NOT NULL,
	"shop_id" integer DEFAULT 0 NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"title_append" text DEFAULT '' NOT NULL,
	"factory_name" text DEFAULT '' NOT NULL,
	"country_no" text DEFAULT '' NOT NULL,
	"multi_shop_ids" integer[] DEFAULT '{}' NOT NULL,
	"card_img" text[] DEFAULT '{}' NOT NULL,
	"describe_img" text[] DEFAULT '{}' NOT NULL,
	"describe" text DEFAULT '' NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"worth" integer DEFAULT 0 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"sku" jsonb DEFAULT '{"Specs":[]}'::jsonb NOT NULL,
	"min_price" integer DEFAULT 0 NOT NULL,
	"max_price" integer DEFAULT 0 NOT NULL,
	"product_num" integer DEFAULT 0 NOT NULL,
	"size" text DEFAULT '' NOT NULL,
	"package_weight" numeric(12, 3) DEFAULT 0 NOT NULL,
	"package_size" text DEFAULT '' NOT NULL,
	"dispatch" integer DEFAULT 0 NOT NULL,
	"min_limit" integer DEFAULT 0 NOT NULL,
	"limit_num" integer DEFAULT 0 NOT NULL,
	"recommend_percent" integer DEFAULT 0 NOT NULL,
	"score_percent" integer DEFAULT 0 NOT NULL,
	"display" integer DEFAULT 1 NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"online_time" bigint DEFAULT 0 NOT NULL,
	"offline_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_balance" (
	"id" serial NOT NULL,
	"product_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"zone_id" integer DEFAULT 0 NOT NULL,
	"on_hand" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"available" integer GENERATED ALWAYS AS (on_hand - reserved) STORED,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	CONSTRAINT "stock_balance_product_id_place_id_owner_id_pk" PRIMARY KEY("product_id","place_id","owner_id"),
	CONSTRAINT "stock_balance_on_hand" CHECK ("stock_balance"."on_hand" >= 0),
	CONSTRAINT "stock_balance_reserved" CHECK ("stock_balance"."reserved" >= 0 and "stock_balance"."reserved" <= "stock_balance"."on_hand")
);
--> statement-breakpoint
CREATE TABLE "stock_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"balance" integer NOT NULL,
	"doc" text NOT NULL,
	"doc_id" integer NOT NULL,
	"line_id" integer DEFAULT 0 NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	CONSTRAINT "stock_ledger_balance_nonnegative" CHECK ("stock_ledger"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_reservation" (
	"id" serial PRIMARY KEY NOT NULL,
	"delivery_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"picked" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"backorder" text DEFAULT 'ask' NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_cost" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"warehouse_id" integer DEFAULT 0 NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_equipment" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"warehouse_id" integer DEFAULT 0 NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"card_img" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zone" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"warehouse_id" integer NOT NULL,
	"title" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customs_receipt" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc" text DEFAULT 'Declare' NOT NULL,
	"doc_id" integer NOT NULL,
	"code" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"no" text DEFAULT '' NOT NULL,
	"receipt_time" bigint NOT NULL,
	"create_time" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "declare" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"department_id" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'Draft' NOT NULL,
	"state_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"mode" integer DEFAULT 9610 NOT NULL,
	"name" text NOT NULL,
	"order_code" text DEFAULT '' NOT NULL,
	"out_id" text DEFAULT '' NOT NULL,
	"client_name" text DEFAULT '' NOT NULL,
	"owner_name" text DEFAULT '' NOT NULL,
	"owner_card_id" text DEFAULT '' NOT NULL,
	"owner_phone" text DEFAULT '' NOT NULL,
	"logistics_code" text DEFAULT '' NOT NULL,
	"logistics_name" text DEFAULT '' NOT NULL,
	"logistics_no" text DEFAULT '' NOT NULL,
	"pay_code" text DEFAULT '' NOT NULL,
	"pay_name" text DEFAULT '' NOT NULL,
	"platform_code" text DEFAULT '' NOT NULL,
	"platform_name" text DEFAULT '' NOT NULL,
	"from_country" text DEFAULT '' NOT NULL,
	"to_country" text DEFAULT '' NOT NULL,
	"declare_order_id" integer DEFAULT 0 NOT NULL,
	"declare_receipt_id" integer DEFAULT 0 NOT NULL,
	"declare_logistics_id" integer DEFAULT 0 NOT NULL,
	"num" integer DEFAULT 0 NOT NULL,
	"total_weight" numeric(12, 3) DEFAULT 0 NOT NULL,
	"net_weight" numeric(12, 3) DEFAULT 0 NOT NULL,
	"product_amount" integer DEFAULT 0 NOT NULL,
	"delivery_expenses" integer DEFAULT 0 NOT NULL,
	"insurance_expenses" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"sale_tax" integer DEFAULT 0 NOT NULL,
	"customs_no" text DEFAULT '' NOT NULL,
	"push_status" integer DEFAULT 0 NOT NULL,
	"push_message" text DEFAULT '' NOT NULL,
	"post_time" bigint DEFAULT 0 NOT NULL,
	"last_code" integer DEFAULT 0 NOT NULL,
	"receipt_time" bigint DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "declare_good" (
	"id" serial PRIMARY KEY NOT NULL,
	"declare_id" integer NOT NULL,
	"product_id" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"spec" text DEFAULT '' NOT NULL,
	"bar_code" text DEFAULT '' NOT NULL,
	"hs_code" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"unit1" text DEFAULT '' NOT NULL,
	"num1" numeric(12, 3) DEFAULT 0 NOT NULL,
	"unit2" text DEFAULT '' NOT NULL,
	"num2" numeric(12, 3) DEFAULT 0 NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"num" integer NOT NULL,
	"price" integer NOT NULL,
	"weight" numeric(12, 3) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"department_id" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'Unpaid' NOT NULL,
	"state_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"order_no" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"shop_id" integer DEFAULT 0 NOT NULL,
	"user_id" integer DEFAULT 0 NOT NULL,
	"order_time" bigint DEFAULT 0 NOT NULL,
	"deal_amount" integer DEFAULT 0 NOT NULL,
	"already_pay" integer DEFAULT 0 NOT NULL,
	"payment" text DEFAULT '' NOT NULL,
	"pay_time" bigint DEFAULT 0 NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"express" text DEFAULT '' NOT NULL,
	"express_no" text DEFAULT '' NOT NULL,
	"ship_time" bigint DEFAULT 0 NOT NULL,
	"sign_time" bigint DEFAULT 0 NOT NULL,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"spec" text DEFAULT '' NOT NULL,
	"num" integer NOT NULL,
	"price" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"department_id" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'Applied' NOT NULL,
	"state_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"kind" integer DEFAULT 1 NOT NULL,
	"declare_id" integer DEFAULT 0 NOT NULL,
	"order_id" integer DEFAULT 0 NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"refund_time" bigint DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"department_id" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'Pending' NOT NULL,
	"state_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"declare_id" integer DEFAULT 0 NOT NULL,
	"income_id" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"settled_amount" integer DEFAULT 0 NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"settle_time" bigint DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "declare_arrival" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"department_id" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'Draft' NOT NULL,
	"state_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"push_status" integer DEFAULT 0 NOT NULL,
	"push_message" text DEFAULT '' NOT NULL,
	"post_time" bigint DEFAULT 0 NOT NULL,
	"last_code" integer DEFAULT 0 NOT NULL,
	"receipt_time" bigint DEFAULT 0 NOT NULL,
	"customs_no" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"declare_id" integer DEFAULT 0 NOT NULL,
	"port" text DEFAULT '' NOT NULL,
	"logistics_no" text DEFAULT '' NOT NULL,
	"num" integer DEFAULT 0 NOT NULL,
	"total_weight" numeric(12, 3) DEFAULT 0 NOT NULL,
	"sign_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "declare_departure" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"department_id" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'Draft' NOT NULL,
	"state_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"push_status" integer DEFAULT 0 NOT NULL,
	"push_message" text DEFAULT '' NOT NULL,
	"post_time" bigint DEFAULT 0 NOT NULL,
	"last_code" integer DEFAULT 0 NOT NULL,
	"receipt_time" bigint DEFAULT 0 NOT NULL,
	"customs_no" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"declare_arrival_id" integer DEFAULT 0 NOT NULL,
	"declare_id" integer DEFAULT 0 NOT NULL,
	"voyage" text DEFAULT '' NOT NULL,
	"port" text DEFAULT '' NOT NULL,
	"sign_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "declare_income" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"department_id" integer DEFAULT 0 NOT NULL,
	"declare_id" integer DEFAULT 0 NOT NULL,
	"client_name" text DEFAULT '' NOT NULL,
	"pay_name" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"out_id" text DEFAULT '' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"collected_time" bigint DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "declare_logistics" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"department_id" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'Draft' NOT NULL,
	"state_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"push_status" integer DEFAULT 0 NOT NULL,
	"push_message" text DEFAULT '' NOT NULL,
	"post_time" bigint DEFAULT 0 NOT NULL,
	"last_code" integer DEFAULT 0 NOT NULL,
	"receipt_time" bigint DEFAULT 0 NOT NULL,
	"customs_no" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"order_code" text NOT NULL,
	"logistics_code" text DEFAULT '' NOT NULL,
	"logistics_name" text DEFAULT '' NOT NULL,
	"logistics_no" text NOT NULL,
	"client_name" text DEFAULT '' NOT NULL,
	"client_phone" text DEFAULT '' NOT NULL,
	"client_address" text DEFAULT '' NOT NULL,
	"to_country" text DEFAULT '' NOT NULL,
	"to_prov" text DEFAULT '' NOT NULL,
	"num" integer DEFAULT 1 NOT NULL,
	"total_weight" numeric(12, 3) DEFAULT 0 NOT NULL,
	"net_weight" numeric(12, 3) DEFAULT 0 NOT NULL,
	"delivery_expenses" integer DEFAULT 0 NOT NULL,
	"insurance_expenses" integer DEFAULT 0 NOT NULL,
	"waybill_id" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "declare_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"department_id" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'Draft' NOT NULL,
	"state_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"push_status" integer DEFAULT 0 NOT NULL,
	"push_message" text DEFAULT '' NOT NULL,
	"post_time" bigint DEFAULT 0 NOT NULL,
	"last_code" integer DEFAULT 0 NOT NULL,
	"receipt_time" bigint DEFAULT 0 NOT NULL,
	"customs_no" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"order_code" text NOT NULL,
	"platform_code" text DEFAULT '' NOT NULL,
	"platform_name" text DEFAULT '' NOT NULL,
	"owner_name" text DEFAULT '' NOT NULL,
	"owner_card_id" text DEFAULT '' NOT NULL,
	"client_name" text DEFAULT '' NOT NULL,
	"client_phone" text DEFAULT '' NOT NULL,
	"client_address" text DEFAULT '' NOT NULL,
	"to_country" text DEFAULT '' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"product_amount" integer DEFAULT 0 NOT NULL,
	"delivery_expenses" integer DEFAULT 0 NOT NULL,
	"sign_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "declare_order_good" (
	"id" serial PRIMARY KEY NOT NULL,
	"declare_order_id" integer NOT NULL,
	"product_id" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"spec" text DEFAULT '' NOT NULL,
	"bar_code" text DEFAULT '' NOT NULL,
	"hs_code" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"unit1" text DEFAULT '' NOT NULL,
	"num1" numeric(12, 3) DEFAULT 0 NOT NULL,
	"unit2" text DEFAULT '' NOT NULL,
	"num2" numeric(12, 3) DEFAULT 0 NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"num" integer NOT NULL,
	"price" integer NOT NULL,
	"weight" numeric(12, 3) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "declare_payment" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"department_id" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'Draft' NOT NULL,
	"state_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"push_status" integer DEFAULT 0 NOT NULL,
	"push_message" text DEFAULT '' NOT NULL,
	"post_time" bigint DEFAULT 0 NOT NULL,
	"last_code" integer DEFAULT 0 NOT NULL,
	"receipt_time" bigint DEFAULT 0 NOT NULL,
	"customs_no" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"order_code" text NOT NULL,
	"pay_code" text DEFAULT '' NOT NULL,
	"pay_name" text DEFAULT '' NOT NULL,
	"out_id" text DEFAULT '' NOT NULL,
	"client_name" text DEFAULT '' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"paid_amount" integer DEFAULT 0 NOT NULL,
	"collected_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "declare_waybill" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"department_id" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'Draft' NOT NULL,
	"state_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"push_status" integer DEFAULT 0 NOT NULL,
	"push_message" text DEFAULT '' NOT NULL,
	"post_time" bigint DEFAULT 0 NOT NULL,
	"last_code" integer DEFAULT 0 NOT NULL,
	"receipt_time" bigint DEFAULT 0 NOT NULL,
	"customs_no" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"logistics_no" text NOT NULL,
	"logistics_code" text DEFAULT '' NOT NULL,
	"logistics_name" text DEFAULT '' NOT NULL,
	"voyage" text DEFAULT '' NOT NULL,
	"from_country" text DEFAULT '' NOT NULL,
	"to_country" text DEFAULT '' NOT NULL,
	"num" integer DEFAULT 0 NOT NULL,
	"total_weight" numeric(12, 3) DEFAULT 0 NOT NULL,
	"net_weight" numeric(12, 3) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "export_product" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"en_title" text DEFAULT '' NOT NULL,
	"hs_code" text NOT NULL,
	"spec" text DEFAULT '' NOT NULL,
	"bar_code" text DEFAULT '' NOT NULL,
	"unit" text NOT NULL,
	"unit1" text NOT NULL,
	"unit2" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"prov" text DEFAULT '' NOT NULL,
	"elements" text DEFAULT '' NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"weight" numeric(12, 3) DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_run" (
	"id" serial PRIMARY KEY NOT NULL,
	"job" text NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"start_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"end_time" bigint DEFAULT 0 NOT NULL,
	"outcome" integer DEFAULT 0 NOT NULL,
	"moved" integer DEFAULT 0 NOT NULL,
	"message" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "queue_claim" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc" text NOT NULL,
	"doc_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"claim_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"last_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_read" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"key" text NOT NULL,
	"read_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "station_contract" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"department_id" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'Draft' NOT NULL,
	"state_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"contract_no" text NOT NULL,
	"client_id" integer NOT NULL,
	"station_ids" integer[] DEFAULT '{}' NOT NULL,
	"begin_time" bigint DEFAULT 0 NOT NULL,
	"end_time" bigint DEFAULT 0 NOT NULL,
	"rent" integer DEFAULT 0 NOT NULL,
	"deposit" integer DEFAULT 0 NOT NULL,
	"end_reason" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workstation" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"code" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"area" numeric(8, 2) DEFAULT 0 NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'Free' NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_contract" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'Draft' NOT NULL,
	"state_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"department_id" integer DEFAULT 0 NOT NULL,
	"warehouse_id" integer NOT NULL,
	"owner_id" integer DEFAULT 0 NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"contract_no" text NOT NULL,
	"supplier_id" integer NOT NULL,
	"arrive_time" bigint DEFAULT 0 NOT NULL,
	"sign_time" bigint DEFAULT 0 NOT NULL,
	"entry_id" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_contract_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text DEFAULT '' NOT NULL,
	"bar_code" text DEFAULT '' NOT NULL,
	"spec" text DEFAULT '' NOT NULL,
	"product_num" integer NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"purchase_contract_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'Draft' NOT NULL,
	"state_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"department_id" integer DEFAULT 0 NOT NULL,
	"warehouse_id" integer NOT NULL,
	"owner_id" integer DEFAULT 0 NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"order_no" text NOT NULL,
	"client_id" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"to_country" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"delivery_id" integer DEFAULT 0 NOT NULL,
	"deal_time" bigint DEFAULT 0 NOT NULL,
	"ship_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_order_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text DEFAULT '' NOT NULL,
	"bar_code" text DEFAULT '' NOT NULL,
	"spec" text DEFAULT '' NOT NULL,
	"product_num" integer NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"sales_order_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_product" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"supplier_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"supplier_code" text DEFAULT '' NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"lead_days" integer DEFAULT 0 NOT NULL,
	"min_qty" integer DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "product_sku" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"combo" text NOT NULL,
	"values" jsonb NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"bar_code" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL
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
CREATE TABLE "invoice" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"department_id" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'Draft' NOT NULL,
	"state_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"invoice_no" text DEFAULT '' NOT NULL,
	"receivable_id" integer NOT NULL,
	"client_id" integer DEFAULT 0 NOT NULL,
	"buyer_name" text DEFAULT '' NOT NULL,
	"buyer_tax_no" text DEFAULT '' NOT NULL,
	"buyer_address" text DEFAULT '' NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"net_amount" integer DEFAULT 0 NOT NULL,
	"tax_amount" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"issue_time" bigint DEFAULT 0 NOT NULL,
	"void_reason" text DEFAULT '' NOT NULL,
	"void_time" bigint DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"title" text NOT NULL,
	"spec" text DEFAULT '' NOT NULL,
	"num" integer NOT NULL,
	"price" integer NOT NULL,
	"tax_rate" integer DEFAULT 0 NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"tax" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"department_id" integer DEFAULT 0 NOT NULL,
	"receivable_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"method" text DEFAULT 'bank' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"receipt_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receivable" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"department_id" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'Open' NOT NULL,
	"state_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"source_doc" text NOT NULL,
	"source_id" integer NOT NULL,
	"source_no" text DEFAULT '' NOT NULL,
	"client_id" integer DEFAULT 0 NOT NULL,
	"customer" text DEFAULT '' NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"received" integer DEFAULT 0 NOT NULL,
	"written_off" integer DEFAULT 0 NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"open_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"last_receipt_time" bigint DEFAULT 0 NOT NULL,
	"write_off_reason" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_credit" (
	"id" serial PRIMARY KEY NOT NULL,
	"period_id" integer NOT NULL,
	"doc" text NOT NULL,
	"doc_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"department_id" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"shared" integer DEFAULT 0 NOT NULL,
	"no" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"module" text DEFAULT '' NOT NULL,
	"time" bigint NOT NULL,
	"late" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"period_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"agent_name" text DEFAULT '' NOT NULL,
	"department_id" integer DEFAULT 0 NOT NULL,
	"department_name" text DEFAULT '' NOT NULL,
	"role_title" text DEFAULT '' NOT NULL,
	"assister_id" integer DEFAULT 0 NOT NULL,
	"achievement" bigint DEFAULT 0 NOT NULL,
	"role_percentage" integer DEFAULT 0 NOT NULL,
	"own" bigint DEFAULT 0 NOT NULL,
	"assisted" bigint DEFAULT 0 NOT NULL,
	"assist_share" integer DEFAULT 0 NOT NULL,
	"assisting" bigint DEFAULT 0 NOT NULL,
	"department_percentage" integer DEFAULT 0 NOT NULL,
	"department_share" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"documents" integer DEFAULT 0 NOT NULL,
	"late" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_period" (
	"id" serial PRIMARY KEY NOT NULL,
	"month" text NOT NULL,
	"begin_time" bigint NOT NULL,
	"end_time" bigint NOT NULL,
	"time_zone" text NOT NULL,
	"assist_share" integer DEFAULT 0 NOT NULL,
	"closed_by" integer DEFAULT 0 NOT NULL,
	"closed_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "chat_conversation" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"user_id" integer DEFAULT 0 NOT NULL,
	"visitor_key" text NOT NULL,
	"visitor_name" text DEFAULT '' NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"department_id" integer DEFAULT 0 NOT NULL,
	"closed" integer DEFAULT 0 NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL,
	"last_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"last_content" text DEFAULT '' NOT NULL,
	"last_direction" text DEFAULT 'in' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	CONSTRAINT "chat_conversation_closed_flag" CHECK ("chat_conversation"."closed" in (0, 1)),
	CONSTRAINT "chat_conversation_unread" CHECK ("chat_conversation"."unread" >= 0)
);
--> statement-breakpoint
CREATE TABLE "chat_message" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"direction" text NOT NULL,
	"from_user" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"status" integer DEFAULT 2 NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	CONSTRAINT "chat_message_direction" CHECK ("chat_message"."direction" in ('in', 'out')),
	CONSTRAINT "chat_message_status" CHECK ("chat_message"."status" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "chat_visit" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"user_id" integer DEFAULT 0 NOT NULL,
	"visitor_id" text NOT NULL,
	"visitor_name" text DEFAULT '' NOT NULL,
	"path" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"referrer" text DEFAULT '' NOT NULL,
	"device" text DEFAULT '' NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "public_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" bigint NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_sku" ADD CONSTRAINT "product_sku_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_name_trgm_index" ON "agent" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "agent_name_prefix_index" ON "agent" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "agent_mobile_trgm_index" ON "agent" USING gin (lower("mobile") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "agent_mobile_prefix_index" ON "agent" USING btree (lower("mobile") text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "agent_mobile_index" ON "agent" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "agent_state_index" ON "agent" USING btree ("state");--> statement-breakpoint
CREATE INDEX "agent_department_id_index" ON "agent" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "agent_role_id_index" ON "agent" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "agent_score_id_index" ON "agent" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "agent_subject_id_index" ON "agent" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "agent_is_rank_index" ON "agent" USING btree ("is_rank");--> statement-breakpoint
CREATE INDEX "agent_sex_index" ON "agent" USING btree ("sex");--> statement-breakpoint
CREATE INDEX "agent_create_time_index" ON "agent" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "agent_join_time_index" ON "agent" USING btree ("join_time");--> statement-breakpoint
CREATE INDEX "agent_name_index" ON "agent" USING btree ("name");--> statement-breakpoint
CREATE INDEX "agent_assister_index" ON "agent" USING btree ("assister");--> statement-breakpoint
CREATE INDEX "agent_message_agent_id_read_time_index" ON "agent_message" USING btree ("agent_id","read_time");--> statement-breakpoint
CREATE INDEX "department_name_trgm_index" ON "department" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "department_name_prefix_index" ON "department" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "department_parent_id_index" ON "department" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "department_path_index" ON "department" USING btree ("path" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "department_subject_id_status_index" ON "department" USING btree ("subject_id","status");--> statement-breakpoint
CREATE INDEX "department_score_id_index" ON "department" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "department_type_index" ON "department" USING btree ("type");--> statement-breakpoint
CREATE INDEX "department_agent_id_index" ON "department" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "department_create_time_index" ON "department" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "end_user_name_trgm_index" ON "end_user" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "end_user_name_prefix_index" ON "end_user" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "end_user_cellphone_trgm_index" ON "end_user" USING gin (lower("cellphone") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "end_user_cellphone_prefix_index" ON "end_user" USING btree (lower("cellphone") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "end_user_score_id_index" ON "end_user" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "end_user_status_create_time_index" ON "end_user" USING btree ("status","create_time");--> statement-breakpoint
CREATE INDEX "end_user_create_time_index" ON "end_user" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "end_user_type_index" ON "end_user" USING btree ("type");--> statement-breakpoint
CREATE INDEX "end_user_mode_index" ON "end_user" USING btree ("mode");--> statement-breakpoint
CREATE INDEX "end_user_from_type_index" ON "end_user" USING btree ("from_type");--> statement-breakpoint
CREATE INDEX "end_user_agent_id_index" ON "end_user" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "end_user_department_id_index" ON "end_user" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "end_user_last_time_index" ON "end_user" USING btree ("last_time");--> statement-breakpoint
CREATE INDEX "end_user_cellphone_index" ON "end_user" USING btree ("cellphone");--> statement-breakpoint
CREATE INDEX "end_user_name_index" ON "end_user" USING btree ("name");--> statement-breakpoint
CREATE INDEX "role_title_trgm_index" ON "role" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "role_title_prefix_index" ON "role" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "role_code_index" ON "role" USING btree ("code") WHERE "role"."code" <> '';--> statement-breakpoint
CREATE INDEX "role_score_id_index" ON "role" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "role_create_time_index" ON "role" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "role_data_scope_index" ON "role" USING btree ("data_scope");--> statement-breakpoint
CREATE INDEX "setting_name_trgm_index" ON "setting" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "setting_name_prefix_index" ON "setting" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "setting_text_trgm_index" ON "setting" USING gin (lower("text") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "setting_text_prefix_index" ON "setting" USING btree (lower("text") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "setting_value_trgm_index" ON "setting" USING gin (lower("value") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "setting_value_prefix_index" ON "setting" USING btree (lower("value") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "setting_name_status_index" ON "setting" USING btree ("name","status");--> statement-breakpoint
CREATE INDEX "setting_score_id_index" ON "setting" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "setting_create_time_index" ON "setting" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "setting_use_index" ON "setting" USING btree ("use");--> statement-breakpoint
CREATE INDEX "shop_shop_name_trgm_index" ON "shop" USING gin (lower("shop_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shop_shop_name_prefix_index" ON "shop" USING btree (lower("shop_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "shop_admin_name_trgm_index" ON "shop" USING gin (lower("admin_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shop_admin_name_prefix_index" ON "shop" USING btree (lower("admin_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "shop_subject_id_status_index" ON "shop" USING btree ("subject_id","status");--> statement-breakpoint
CREATE INDEX "shop_score_id_index" ON "shop" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "shop_create_time_index" ON "shop" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "shop_agent_id_index" ON "shop" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "subject_name_trgm_index" ON "subject" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subject_name_prefix_index" ON "subject" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "subject_subject_code_trgm_index" ON "subject" USING gin (lower("subject_code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subject_subject_code_prefix_index" ON "subject" USING btree (lower("subject_code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "subject_score_id_index" ON "subject" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "subject_type_index" ON "subject" USING btree ("type");--> statement-breakpoint
CREATE INDEX "subject_create_time_index" ON "subject" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "subject_name_index" ON "subject" USING btree ("name");--> statement-breakpoint
CREATE INDEX "error_log_path_trgm_index" ON "error_log" USING gin (lower("path") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "error_log_path_prefix_index" ON "error_log" USING btree (lower("path") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "error_log_message_trgm_index" ON "error_log" USING gin (lower("message") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "error_log_message_prefix_index" ON "error_log" USING btree (lower("message") text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "error_log_error_id_index" ON "error_log" USING btree ("error_id");--> statement-breakpoint
CREATE INDEX "error_log_create_time_index" ON "error_log" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "idempotency_key_agent_id_create_time_index" ON "idempotency_key" USING btree ("agent_id","create_time");--> statement-breakpoint
CREATE INDEX "login_lockout_create_time_index" ON "login_lockout" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "login_lockout_blocked_until_index" ON "login_lockout" USING btree ("blocked_until");--> statement-breakpoint
CREATE INDEX "login_lockout_kind_create_time_index" ON "login_lockout" USING btree ("kind","create_time");--> statement-breakpoint
CREATE INDEX "login_lockout_key_index" ON "login_lockout" USING btree ("key");--> statement-breakpoint
CREATE INDEX "login_lockout_account_trgm_index" ON "login_lockout" USING gin (lower("account") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "login_lockout_account_prefix_index" ON "login_lockout" USING btree (lower("account") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "login_lockout_ip_trgm_index" ON "login_lockout" USING gin (lower("ip") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "login_lockout_ip_prefix_index" ON "login_lockout" USING btree (lower("ip") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "login_throttle_blocked_until_index" ON "login_throttle" USING btree ("blocked_until");--> statement-breakpoint
CREATE UNIQUE INDEX "session_token_hash_index" ON "session" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "session_agent_id_index" ON "session" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "sms_code_phone_type_create_time_index" ON "sms_code" USING btree ("phone","type","create_time");--> statement-breakpoint
CREATE INDEX "sms_code_agent_id_create_time_index" ON "sms_code" USING btree ("agent_id","create_time");--> statement-breakpoint
CREATE INDEX "sms_outbox_create_time_index" ON "sms_outbox" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "sms_outbox_phone_index" ON "sms_outbox" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "notice_title_trgm_index" ON "notice" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notice_title_prefix_index" ON "notice" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "notice_score_id_index" ON "notice" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "notice_create_time_index" ON "notice" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "notice_type_index" ON "notice" USING btree ("type");--> statement-breakpoint
CREATE INDEX "notice_agent_id_index" ON "notice" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "notice_department_id_index" ON "notice" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "notice_title_index" ON "notice" USING btree ("title");--> statement-breakpoint
CREATE INDEX "ad_title_trgm_index" ON "ad" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ad_title_prefix_index" ON "ad" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "ad_tags_trgm_index" ON "ad" USING gin (lower("tags") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ad_tags_prefix_index" ON "ad" USING btree (lower("tags") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "ad_score_id_index" ON "ad" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "ad_create_time_index" ON "ad" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "ad_kind_index" ON "ad" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "ad_begin_time_index" ON "ad" USING btree ("begin_time");--> statement-breakpoint
CREATE INDEX "ad_end_time_index" ON "ad" USING btree ("end_time");--> statement-breakpoint
CREATE INDEX "ad_display_times_index" ON "ad" USING btree ("display_times");--> statement-breakpoint
CREATE INDEX "ad_title_index" ON "ad" USING btree ("title");--> statement-breakpoint
CREATE INDEX "help_title_trgm_index" ON "help" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "help_title_prefix_index" ON "help" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "help_tags_trgm_index" ON "help" USING gin (lower("tags") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "help_tags_prefix_index" ON "help" USING btree (lower("tags") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "help_remark_trgm_index" ON "help" USING gin (lower("remark") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "help_remark_prefix_index" ON "help" USING btree (lower("remark") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "help_score_id_index" ON "help" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "help_create_time_index" ON "help" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "help_catalog_id_index" ON "help" USING btree ("catalog_id");--> statement-breakpoint
CREATE INDEX "help_display_index" ON "help" USING btree ("display");--> statement-breakpoint
CREATE INDEX "help_read_num_index" ON "help" USING btree ("read_num");--> statement-breakpoint
CREATE INDEX "help_collect_num_index" ON "help" USING btree ("collect_num");--> statement-breakpoint
CREATE INDEX "help_title_index" ON "help" USING btree ("title");--> statement-breakpoint
CREATE UNIQUE INDEX "notice_read_notice_id_agent_id_index" ON "notice_read" USING btree ("notice_id","agent_id");--> statement-breakpoint
CREATE INDEX "notice_read_agent_id_index" ON "notice_read" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "attr_name_trgm_index" ON "attr" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "attr_name_prefix_index" ON "attr" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "attr_score_id_index" ON "attr" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "attr_name_index" ON "attr" USING btree ("name");--> statement-breakpoint
CREATE INDEX "attr_type_index" ON "attr" USING btree ("type");--> statement-breakpoint
CREATE INDEX "attr_create_time_index" ON "attr" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "catalog_name_trgm_index" ON "catalog" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "catalog_name_prefix_index" ON "catalog" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "catalog_title_trgm_index" ON "catalog" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "catalog_title_prefix_index" ON "catalog" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "catalog_multi_score_id_index" ON "catalog" USING btree ("multi","score","id");--> statement-breakpoint
CREATE INDEX "catalog_multi_fid_index" ON "catalog" USING btree ("multi","fid");--> statement-breakpoint
CREATE INDEX "catalog_multi_path_index" ON "catalog" USING btree ("multi","path");--> statement-breakpoint
CREATE INDEX "catalog_path_index" ON "catalog" USING btree ("path" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "catalog_multi_subject_id_shop_id_index" ON "catalog" USING btree ("multi","subject_id","shop_id");--> statement-breakpoint
CREATE INDEX "catalog_fid_index" ON "catalog" USING btree ("fid");--> statement-breakpoint
CREATE INDEX "catalog_level_index" ON "catalog" USING btree ("level");--> statement-breakpoint
CREATE INDEX "catalog_name_index" ON "catalog" USING btree ("name");--> statement-breakpoint
CREATE INDEX "catalog_create_time_index" ON "catalog" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "sku_name_trgm_index" ON "sku" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sku_name_prefix_index" ON "sku" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "sku_score_id_index" ON "sku" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "sku_name_index" ON "sku" USING btree ("name");--> statement-breakpoint
CREATE INDEX "sku_create_time_index" ON "sku" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "api_route_api_name_trgm_index" ON "api_route" USING gin (lower("api_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "api_route_api_name_prefix_index" ON "api_route" USING btree (lower("api_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "api_route_name_trgm_index" ON "api_route" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "api_route_name_prefix_index" ON "api_route" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "api_route_router_trgm_index" ON "api_route" USING gin (lower("router") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "api_route_router_prefix_index" ON "api_route" USING btree (lower("router") text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "api_route_router_http_method_index" ON "api_route" USING btree ("router","http_method");--> statement-breakpoint
CREATE INDEX "api_route_score_id_index" ON "api_route" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "api_route_api_name_index" ON "api_route" USING btree ("api_name");--> statement-breakpoint
CREATE INDEX "api_route_kind_index" ON "api_route" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "api_route_type_index" ON "api_route" USING btree ("type");--> statement-breakpoint
CREATE INDEX "api_route_http_method_index" ON "api_route" USING btree ("http_method");--> statement-breakpoint
CREATE INDEX "doc_event_doc_doc_id_id_index" ON "doc_event" USING btree ("doc","doc_id","id");--> statement-breakpoint
CREATE INDEX "doc_event_doc_event_agent_id_create_time_index" ON "doc_event" USING btree ("doc","event","agent_id","create_time");--> statement-breakpoint
CREATE INDEX "client_client_name_trgm_index" ON "client" USING gin (lower("client_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_client_name_prefix_index" ON "client" USING btree (lower("client_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "client_client_company_trgm_index" ON "client" USING gin (lower("client_company") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_client_company_prefix_index" ON "client" USING btree (lower("client_company") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "client_contacts_name_trgm_index" ON "client" USING gin (lower("contacts_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_contacts_name_prefix_index" ON "client" USING btree (lower("contacts_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "client_client_phone_trgm_index" ON "client" USING gin (lower("client_phone") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_client_phone_prefix_index" ON "client" USING btree (lower("client_phone") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "client_score_id_index" ON "client" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "client_state_status_index" ON "client" USING btree ("state","status");--> statement-breakpoint
CREATE INDEX "client_agent_id_state_index" ON "client" USING btree ("agent_id","state");--> statement-breakpoint
CREATE INDEX "client_department_id_index" ON "client" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "client_co_agent_id_index" ON "client" USING btree ("co_agent_id");--> statement-breakpoint
CREATE INDEX "client_type_index" ON "client" USING btree ("type");--> statement-breakpoint
CREATE INDEX "client_kind_state_index" ON "client" USING btree ("kind","state");--> statement-breakpoint
CREATE INDEX "client_level_index" ON "client" USING btree ("level");--> statement-breakpoint
CREATE INDEX "client_create_time_index" ON "client" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "client_lose_time_index" ON "client" USING btree ("lose_time");--> statement-breakpoint
CREATE INDEX "client_follow_time_index" ON "client" USING btree ("follow_time");--> statement-breakpoint
CREATE INDEX "client_next_follow_time_index" ON "client" USING btree ("next_follow_time");--> statement-breakpoint
CREATE INDEX "client_client_name_index" ON "client" USING btree ("client_name");--> statement-breakpoint
CREATE INDEX "client_contact_client_id_is_primary_index" ON "client_contact" USING btree ("client_id","is_primary");--> statement-breakpoint
CREATE UNIQUE INDEX "client_contact_primary_unique" ON "client_contact" USING btree ("client_id") WHERE "client_contact"."is_primary" = 1 and "client_contact"."status" <> -1;--> statement-breakpoint
CREATE INDEX "client_contact_score_id_index" ON "client_contact" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "client_contact_create_time_index" ON "client_contact" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "client_contact_name_trgm_index" ON "client_contact" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_contact_name_prefix_index" ON "client_contact" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "client_contact_client_phone_trgm_index" ON "client_contact" USING gin (lower("client_phone") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_contact_client_phone_prefix_index" ON "client_contact" USING btree (lower("client_phone") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "client_follow_client_id_create_time_index" ON "client_follow" USING btree ("client_id","create_time");--> statement-breakpoint
CREATE INDEX "client_follow_agent_id_create_time_index" ON "client_follow" USING btree ("agent_id","create_time");--> statement-breakpoint
CREATE INDEX "client_follow_department_id_create_time_index" ON "client_follow" USING btree ("department_id","create_time");--> statement-breakpoint
CREATE INDEX "client_follow_score_id_index" ON "client_follow" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "client_follow_create_time_index" ON "client_follow" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "client_follow_follow_time_index" ON "client_follow" USING btree ("follow_time");--> statement-breakpoint
CREATE INDEX "client_follow_next_follow_time_index" ON "client_follow" USING btree ("next_follow_time");--> statement-breakpoint
CREATE INDEX "client_follow_method_index" ON "client_follow" USING btree ("method");--> statement-breakpoint
CREATE INDEX "client_follow_stage_index" ON "client_follow" USING btree ("stage");--> statement-breakpoint
CREATE INDEX "client_follow_client_type_create_time_index" ON "client_follow" USING btree ("client_type","create_time");--> statement-breakpoint
CREATE INDEX "client_follow_content_trgm_index" ON "client_follow" USING gin (lower("content") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_follow_content_prefix_index" ON "client_follow" USING btree (lower("content") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "client_follow_contact_name_trgm_index" ON "client_follow" USING gin (lower("contact_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_follow_contact_name_prefix_index" ON "client_follow" USING btree (lower("contact_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "delivery_score_id_index" ON "delivery" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "delivery_state_state_time_index" ON "delivery" USING btree ("state","state_time");--> statement-breakpoint
CREATE INDEX "delivery_agent_id_state_state_time_index" ON "delivery" USING btree ("agent_id","state","state_time");--> statement-breakpoint
CREATE INDEX "delivery_department_id_state_state_time_index" ON "delivery" USING btree ("department_id","state","state_time");--> statement-breakpoint
CREATE INDEX "delivery_warehouse_id_state_state_time_index" ON "delivery" USING btree ("warehouse_id","state","state_time");--> statement-breakpoint
CREATE INDEX "delivery_owner_id_index" ON "delivery" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "delivery_create_time_index" ON "delivery" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "delivery_title_trgm_index" ON "delivery" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "delivery_title_prefix_index" ON "delivery" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "delivery_out_order_id_trgm_index" ON "delivery" USING gin (lower("out_order_id") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "delivery_out_order_id_prefix_index" ON "delivery" USING btree (lower("out_order_id") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "delivery_name_trgm_index" ON "delivery" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "delivery_name_prefix_index" ON "delivery" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "delivery_phone_trgm_index" ON "delivery" USING gin (lower("phone") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "delivery_phone_prefix_index" ON "delivery" USING btree (lower("phone") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "delivery_express_no_trgm_index" ON "delivery" USING gin (lower("express_no") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "delivery_express_no_prefix_index" ON "delivery" USING btree (lower("express_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "delivery_line_delivery_id_index" ON "delivery_line" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "delivery_line_product_id_index" ON "delivery_line" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "entry_score_id_index" ON "entry" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "entry_state_state_time_index" ON "entry" USING btree ("state","state_time");--> statement-breakpoint
CREATE INDEX "entry_agent_id_state_state_time_index" ON "entry" USING btree ("agent_id","state","state_time");--> statement-breakpoint
CREATE INDEX "entry_department_id_state_state_time_index" ON "entry" USING btree ("department_id","state","state_time");--> statement-breakpoint
CREATE INDEX "entry_warehouse_id_state_state_time_index" ON "entry" USING btree ("warehouse_id","state","state_time");--> statement-breakpoint
CREATE INDEX "entry_owner_id_index" ON "entry" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "entry_create_time_index" ON "entry" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "entry_return_of_id_index" ON "entry" USING btree ("return_of","id");--> statement-breakpoint
CREATE INDEX "entry_title_trgm_index" ON "entry" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "entry_title_prefix_index" ON "entry" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "entry_out_order_id_trgm_index" ON "entry" USING gin (lower("out_order_id") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "entry_out_order_id_prefix_index" ON "entry" USING btree (lower("out_order_id") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "entry_express_no_trgm_index" ON "entry" USING gin (lower("express_no") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "entry_express_no_prefix_index" ON "entry" USING btree (lower("express_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "entry_line_entry_id_index" ON "entry_line" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "entry_line_product_id_index" ON "entry_line" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "inventory_score_id_index" ON "inventory" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "inventory_state_state_time_index" ON "inventory" USING btree ("state","state_time");--> statement-breakpoint
CREATE INDEX "inventory_agent_id_state_state_time_index" ON "inventory" USING btree ("agent_id","state","state_time");--> statement-breakpoint
CREATE INDEX "inventory_department_id_state_state_time_index" ON "inventory" USING btree ("department_id","state","state_time");--> statement-breakpoint
CREATE INDEX "inventory_warehouse_id_state_state_time_index" ON "inventory" USING btree ("warehouse_id","state","state_time");--> statement-breakpoint
CREATE INDEX "inventory_owner_id_index" ON "inventory" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "inventory_create_time_index" ON "inventory" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "inventory_title_trgm_index" ON "inventory" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inventory_title_prefix_index" ON "inventory" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "inventory_line_inventory_id_index" ON "inventory_line" USING btree ("inventory_id");--> statement-breakpoint
CREATE INDEX "ownership_score_id_index" ON "ownership" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "ownership_state_state_time_index" ON "ownership" USING btree ("state","state_time");--> statement-breakpoint
CREATE INDEX "ownership_agent_id_state_state_time_index" ON "ownership" USING btree ("agent_id","state","state_time");--> statement-breakpoint
CREATE INDEX "ownership_department_id_state_state_time_index" ON "ownership" USING btree ("department_id","state","state_time");--> statement-breakpoint
CREATE INDEX "ownership_warehouse_id_state_state_time_index" ON "ownership" USING btree ("warehouse_id","state","state_time");--> statement-breakpoint
CREATE INDEX "ownership_owner_id_index" ON "ownership" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "ownership_create_time_index" ON "ownership" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "ownership_title_trgm_index" ON "ownership" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ownership_title_prefix_index" ON "ownership" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "ownership_out_order_id_trgm_index" ON "ownership" USING gin (lower("out_order_id") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ownership_out_order_id_prefix_index" ON "ownership" USING btree (lower("out_order_id") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "ownership_line_ownership_id_index" ON "ownership_line" USING btree ("ownership_id");--> statement-breakpoint
CREATE INDEX "place_title_trgm_index" ON "place" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "place_title_prefix_index" ON "place" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "place_warehouse_id_kind_index" ON "place" USING btree ("warehouse_id","kind");--> statement-breakpoint
CREATE INDEX "place_kind_warehouse_id_index" ON "place" USING btree ("kind","warehouse_id");--> statement-breakpoint
CREATE INDEX "place_zone_id_index" ON "place" USING btree ("zone_id");--> statement-breakpoint
CREATE INDEX "place_score_id_index" ON "place" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "place_create_time_index" ON "place" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "place_title_index" ON "place" USING btree ("title");--> statement-breakpoint
CREATE INDEX "product_name_trgm_index" ON "product" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_name_prefix_index" ON "product" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "product_en_name_trgm_index" ON "product" USING gin (lower("en_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_en_name_prefix_index" ON "product" USING btree (lower("en_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "product_bar_code_trgm_index" ON "product" USING gin (lower("bar_code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_bar_code_prefix_index" ON "product" USING btree (lower("bar_code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "product_score_id_index" ON "product" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "product_bar_code_index" ON "product" USING btree ("bar_code");--> statement-breakpoint
CREATE UNIQUE INDEX "product_owner_barcode_unique" ON "product" USING btree ("shop_id","bar_code") WHERE "product"."bar_code" <> '' and "product"."status" <> -1;--> statement-breakpoint
CREATE INDEX "product_name_index" ON "product" USING btree ("name");--> statement-breakpoint
CREATE INDEX "product_shop_id_index" ON "product" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "product_catalog_id_index" ON "product" USING btree ("catalog_id");--> statement-breakpoint
CREATE INDEX "product_brand_id_index" ON "product" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "product_create_time_index" ON "product" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "product_min_price_id_index" ON "product" USING btree ("min_price","id");--> statement-breakpoint
CREATE INDEX "product_product_num_id_index" ON "product" USING btree ("product_num","id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_balance_id_index" ON "stock_balance" USING btree ("id");--> statement-breakpoint
CREATE INDEX "stock_balance_warehouse_id_product_id_index" ON "stock_balance" USING btree ("warehouse_id","product_id");--> statement-breakpoint
CREATE INDEX "stock_balance_place_id_index" ON "stock_balance" USING btree ("place_id");--> statement-breakpoint
CREATE INDEX "stock_balance_zone_id_index" ON "stock_balance" USING btree ("zone_id");--> statement-breakpoint
CREATE INDEX "stock_balance_owner_id_index" ON "stock_balance" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "stock_balance_update_time_id_index" ON "stock_balance" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "stock_balance_on_hand_id_index" ON "stock_balance" USING btree ("on_hand","id");--> statement-breakpoint
CREATE INDEX "stock_balance_available_id_index" ON "stock_balance" USING btree ("available","id");--> statement-breakpoint
CREATE INDEX "stock_ledger_product_id_id_index" ON "stock_ledger" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "stock_ledger_warehouse_id_id_index" ON "stock_ledger" USING btree ("warehouse_id","id");--> statement-breakpoint
CREATE INDEX "stock_ledger_place_id_id_index" ON "stock_ledger" USING btree ("place_id","id");--> statement-breakpoint
CREATE INDEX "stock_ledger_owner_id_id_index" ON "stock_ledger" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "stock_ledger_doc_id_index" ON "stock_ledger" USING btree ("doc","id");--> statement-breakpoint
CREATE INDEX "stock_ledger_doc_id_doc_index" ON "stock_ledger" USING btree ("doc_id","doc");--> statement-breakpoint
CREATE INDEX "stock_ledger_create_time_index" ON "stock_ledger" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "stock_reservation_delivery_id_line_id_index" ON "stock_reservation" USING btree ("delivery_id","line_id");--> statement-breakpoint
CREATE INDEX "stock_reservation_place_id_product_id_index" ON "stock_reservation" USING btree ("place_id","product_id");--> statement-breakpoint
CREATE INDEX "warehouse_title_trgm_index" ON "warehouse" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "warehouse_title_prefix_index" ON "warehouse" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "warehouse_code_trgm_index" ON "warehouse" USING gin (lower("code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "warehouse_code_prefix_index" ON "warehouse" USING btree (lower("code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "warehouse_city_trgm_index" ON "warehouse" USING gin (lower("city") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "warehouse_city_prefix_index" ON "warehouse" USING btree (lower("city") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "warehouse_score_id_index" ON "warehouse" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "warehouse_code_index" ON "warehouse" USING btree ("code");--> statement-breakpoint
CREATE INDEX "warehouse_create_time_index" ON "warehouse" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "warehouse_agent_id_index" ON "warehouse" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "warehouse_cost_title_trgm_index" ON "warehouse_cost" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "warehouse_cost_title_prefix_index" ON "warehouse_cost" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "warehouse_cost_score_id_index" ON "warehouse_cost" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "warehouse_cost_warehouse_id_index" ON "warehouse_cost" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "warehouse_cost_create_time_index" ON "warehouse_cost" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "warehouse_equipment_title_trgm_index" ON "warehouse_equipment" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "warehouse_equipment_title_prefix_index" ON "warehouse_equipment" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "warehouse_equipment_code_trgm_index" ON "warehouse_equipment" USING gin (lower("code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "warehouse_equipment_code_prefix_index" ON "warehouse_equipment" USING btree (lower("code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "warehouse_equipment_score_id_index" ON "warehouse_equipment" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "warehouse_equipment_warehouse_id_index" ON "warehouse_equipment" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "warehouse_equipment_create_time_index" ON "warehouse_equipment" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "zone_title_trgm_index" ON "zone" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "zone_title_prefix_index" ON "zone" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "zone_code_trgm_index" ON "zone" USING gin (lower("code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "zone_code_prefix_index" ON "zone" USING btree (lower("code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "zone_warehouse_id_status_index" ON "zone" USING btree ("warehouse_id","status");--> statement-breakpoint
CREATE INDEX "zone_score_id_index" ON "zone" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "zone_create_time_index" ON "zone" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "customs_receipt_text_trgm_index" ON "customs_receipt" USING gin (lower("text") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customs_receipt_text_prefix_index" ON "customs_receipt" USING btree (lower("text") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customs_receipt_doc_doc_id_receipt_time_index" ON "customs_receipt" USING btree ("doc","doc_id","receipt_time");--> statement-breakpoint
CREATE INDEX "customs_receipt_receipt_time_id_index" ON "customs_receipt" USING btree ("receipt_time","id");--> statement-breakpoint
CREATE INDEX "customs_receipt_code_receipt_time_index" ON "customs_receipt" USING btree ("code","receipt_time");--> statement-breakpoint
CREATE INDEX "customs_receipt_doc_id_index" ON "customs_receipt" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "declare_name_trgm_index" ON "declare" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_name_prefix_index" ON "declare" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "declare_order_code_trgm_index" ON "declare" USING gin (lower("order_code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_order_code_prefix_index" ON "declare" USING btree (lower("order_code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "declare_owner_name_trgm_index" ON "declare" USING gin (lower("owner_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_owner_name_prefix_index" ON "declare" USING btree (lower("owner_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "declare_logistics_no_trgm_index" ON "declare" USING gin (lower("logistics_no") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_logistics_no_prefix_index" ON "declare" USING btree (lower("logistics_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "declare_score_id_index" ON "declare" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "declare_state_state_time_index" ON "declare" USING btree ("state","state_time");--> statement-breakpoint
CREATE INDEX "declare_agent_id_state_state_time_index" ON "declare" USING btree ("agent_id","state","state_time");--> statement-breakpoint
CREATE INDEX "declare_department_id_state_state_time_index" ON "declare" USING btree ("department_id","state","state_time");--> statement-breakpoint
CREATE INDEX "declare_mode_index" ON "declare" USING btree ("mode");--> statement-breakpoint
CREATE INDEX "declare_order_code_index" ON "declare" USING btree ("order_code");--> statement-breakpoint
CREATE INDEX "declare_create_time_index" ON "declare" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "declare_good_declare_id_index" ON "declare_good" USING btree ("declare_id");--> statement-breakpoint
CREATE INDEX "order_order_no_trgm_index" ON "order" USING gin (lower("order_no") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_order_no_prefix_index" ON "order" USING btree (lower("order_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "order_title_trgm_index" ON "order" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_title_prefix_index" ON "order" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "order_name_trgm_index" ON "order" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_name_prefix_index" ON "order" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "order_phone_trgm_index" ON "order" USING gin (lower("phone") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_phone_prefix_index" ON "order" USING btree (lower("phone") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "order_express_no_trgm_index" ON "order" USING gin (lower("express_no") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_express_no_prefix_index" ON "order" USING btree (lower("express_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "order_score_id_index" ON "order" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "order_state_state_time_index" ON "order" USING btree ("state","state_time");--> statement-breakpoint
CREATE INDEX "order_agent_id_state_state_time_index" ON "order" USING btree ("agent_id","state","state_time");--> statement-breakpoint
CREATE INDEX "order_department_id_state_state_time_index" ON "order" USING btree ("department_id","state","state_time");--> statement-breakpoint
CREATE INDEX "order_shop_id_index" ON "order" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "order_user_id_index" ON "order" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_no_unique" ON "order" USING btree ("order_no") WHERE "order"."order_no" <> '';--> statement-breakpoint
CREATE INDEX "order_create_time_index" ON "order" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "order_ship_time_index" ON "order" USING btree ("ship_time");--> statement-breakpoint
CREATE INDEX "order_pay_time_index" ON "order" USING btree ("pay_time");--> statement-breakpoint
CREATE INDEX "order_line_order_id_index" ON "order_line" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refund_reason_trgm_index" ON "refund" USING gin (lower("reason") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "refund_reason_prefix_index" ON "refund" USING btree (lower("reason") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "refund_remark_trgm_index" ON "refund" USING gin (lower("remark") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "refund_remark_prefix_index" ON "refund" USING btree (lower("remark") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "refund_score_id_index" ON "refund" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "refund_state_state_time_index" ON "refund" USING btree ("state","state_time");--> statement-breakpoint
CREATE INDEX "refund_agent_id_state_state_time_index" ON "refund" USING btree ("agent_id","state","state_time");--> statement-breakpoint
CREATE INDEX "refund_department_id_state_state_time_index" ON "refund" USING btree ("department_id","state","state_time");--> statement-breakpoint
CREATE INDEX "refund_kind_index" ON "refund" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "refund_declare_id_index" ON "refund" USING btree ("declare_id");--> statement-breakpoint
CREATE INDEX "refund_order_id_index" ON "refund" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refund_create_time_index" ON "refund" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "settlement_bank_name_trgm_index" ON "settlement" USING gin (lower("bank_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "settlement_bank_name_prefix_index" ON "settlement" USING btree (lower("bank_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "settlement_remark_trgm_index" ON "settlement" USING gin (lower("remark") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "settlement_remark_prefix_index" ON "settlement" USING btree (lower("remark") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "settlement_score_id_index" ON "settlement" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "settlement_state_state_time_index" ON "settlement" USING btree ("state","state_time");--> statement-breakpoint
CREATE INDEX "settlement_agent_id_state_state_time_index" ON "settlement" USING btree ("agent_id","state","state_time");--> statement-breakpoint
CREATE INDEX "settlement_department_id_state_state_time_index" ON "settlement" USING btree ("department_id","state","state_time");--> statement-breakpoint
CREATE INDEX "settlement_declare_id_index" ON "settlement" USING btree ("declare_id");--> statement-breakpoint
CREATE INDEX "settlement_income_id_index" ON "settlement" USING btree ("income_id");--> statement-breakpoint
CREATE INDEX "settlement_create_time_index" ON "settlement" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "declare_arrival_port_trgm_index" ON "declare_arrival" USING gin (lower("port") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_arrival_port_prefix_index" ON "declare_arrival" USING btree (lower("port") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "declare_arrival_logistics_no_trgm_index" ON "declare_arrival" USING gin (lower("logistics_no") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_arrival_logistics_no_prefix_index" ON "declare_arrival" USING btree (lower("logistics_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "declare_arrival_score_id_index" ON "declare_arrival" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "declare_arrival_state_state_time_index" ON "declare_arrival" USING btree ("state","state_time");--> statement-breakpoint
CREATE INDEX "declare_arrival_agent_id_state_state_time_index" ON "declare_arrival" USING btree ("agent_id","state","state_time");--> statement-breakpoint
CREATE INDEX "declare_arrival_department_id_state_state_time_index" ON "declare_arrival" USING btree ("department_id","state","state_time");--> statement-breakpoint
CREATE INDEX "declare_arrival_declare_id_index" ON "declare_arrival" USING btree ("declare_id");--> statement-breakpoint
CREATE INDEX "declare_arrival_create_time_index" ON "declare_arrival" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "declare_departure_voyage_trgm_index" ON "declare_departure" USING gin (lower("voyage") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_departure_voyage_prefix_index" ON "declare_departure" USING btree (lower("voyage") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "declare_departure_port_trgm_index" ON "declare_departure" USING gin (lower("port") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_departure_port_prefix_index" ON "declare_departure" USING btree (lower("port") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "declare_departure_score_id_index" ON "declare_departure" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "declare_departure_state_state_time_index" ON "declare_departure" USING btree ("state","state_time");--> statement-breakpoint
CREATE INDEX "declare_departure_agent_id_state_state_time_index" ON "declare_departure" USING btree ("agent_id","state","state_time");--> statement-breakpoint
CREATE INDEX "declare_departure_department_id_state_state_time_index" ON "declare_departure" USING btree ("department_id","state","state_time");--> statement-breakpoint
CREATE INDEX "declare_departure_declare_arrival_id_index" ON "declare_departure" USING btree ("declare_arrival_id");--> statement-breakpoint
CREATE INDEX "declare_departure_declare_id_index" ON "declare_departure" USING btree ("declare_id");--> statement-breakpoint
CREATE INDEX "declare_departure_create_time_index" ON "declare_departure" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "declare_income_out_id_trgm_index" ON "declare_income" USING gin (lower("out_id") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_income_out_id_prefix_index" ON "declare_income" USING btree (lower("out_id") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "declare_income_client_name_trgm_index" ON "declare_income" USING gin (lower("client_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_income_client_name_prefix_index" ON "declare_income" USING btree (lower("client_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "declare_income_bank_name_trgm_index" ON "declare_income" USING gin (lower("bank_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_income_bank_name_prefix_index" ON "declare_income" USING btree (lower("bank_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "declare_income_pay_name_trgm_index" ON "declare_income" USING gin (lower("pay_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_income_pay_name_prefix_index" ON "declare_income" USING btree (lower("pay_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "declare_income_score_id_index" ON "declare_income" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "declare_income_declare_id_index" ON "declare_income" USING btree ("declare_id");--> statement-breakpoint
CREATE INDEX "declare_income_agent_id_index" ON "declare_income" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "declare_income_department_id_index" ON "declare_income" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "declare_income_create_time_index" ON "declare_income" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "declare_logistics_logistics_no_trgm_index" ON "declare_logistics" USING gin (lower("logistics_no") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_logistics_logistics_no_prefix_index" ON "declare_logistics" USING btree (lower("logistics_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "declare_logistics_order_code_trgm_index" ON "declare_logistics" USING gin (lower("order_code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_logistics_order_code_prefix_index" ON "declare_logistics" USING btree (lower("order_code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "declare_logistics_client_name_trgm_index" ON "declare_logistics" USING gin (lower("client_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_logistics_client_name_prefix_index" ON "declare_logistics" USING btree (lower("client_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "declare_logistics_score_id_index" ON "declare_logistics" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "declare_logistics_state_state_time_index" ON "declare_logistics" USING btree ("state","state_time");--> statement-breakpoint
CREATE INDEX "declare_logistics_agent_id_state_state_time_index" ON "declare_logistics" USING btree ("agent_id","state","state_time");--> statement-breakpoint
CREATE INDEX "declare_logistics_department_id_state_state_time_index" ON "declare_logistics" USING btree ("department_id","state","state_time");--> statement-breakpoint
CREATE INDEX "declare_logistics_order_code_index" ON "declare_logistics" USING btree ("order_code");--> statement-breakpoint
CREATE INDEX "declare_logistics_waybill_id_index" ON "declare_logistics" USING btree ("waybill_id");--> statement-breakpoint
CREATE INDEX "declare_logistics_create_time_index" ON "declare_logistics" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "declare_order_order_code_trgm_index" ON "declare_order" USING gin (lower("order_code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_order_order_code_prefix_index" ON "declare_order" USING btree (lower("order_code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "declare_order_client_name_trgm_index" ON "declare_order" USING gin (lower("client_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_order_client_name_prefix_index" ON "declare_order" USING btree (lower("client_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "declare_order_platform_name_trgm_index" ON "declare_order" USING gin (lower("platform_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_order_platform_name_prefix_index" ON "declare_order" USING btree (lower("platform_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "declare_order_score_id_index" ON "declare_order" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "declare_order_state_state_time_index" ON "declare_order" USING btree ("state","state_time");--> statement-breakpoint
CREATE INDEX "declare_order_agent_id_state_state_time_index" ON "declare_order" USING btree ("agent_id","state","state_time");--> statement-breakpoint
CREATE INDEX "declare_order_department_id_state_state_time_index" ON "declare_order" USING btree ("department_id","state","state_time");--> statement-breakpoint
CREATE INDEX "declare_order_order_code_index" ON "declare_order" USING btree ("order_code");--> statement-breakpoint
CREATE INDEX "declare_order_create_time_index" ON "declare_order" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "declare_order_good_declare_order_id_index" ON "declare_order_good" USING btree ("declare_order_id");--> statement-breakpoint
CREATE INDEX "declare_payment_order_code_trgm_index" ON "declare_payment" USING gin (lower("order_code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_payment_order_code_prefix_index" ON "declare_payment" USING btree (lower("order_code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "declare_payment_pay_name_trgm_index" ON "declare_payment" USING gin (lower("pay_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_payment_pay_name_prefix_index" ON "declare_payment" USING btree (lower("pay_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "declare_payment_out_id_trgm_index" ON "declare_payment" USING gin (lower("out_id") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_payment_out_id_prefix_index" ON "declare_payment" USING btree (lower("out_id") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "declare_payment_client_name_trgm_index" ON "declare_payment" USING gin (lower("client_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_payment_client_name_prefix_index" ON "declare_payment" USING btree (lower("client_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "declare_payment_score_id_index" ON "declare_payment" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "declare_payment_state_state_time_index" ON "declare_payment" USING btree ("state","state_time");--> statement-breakpoint
CREATE INDEX "declare_payment_agent_id_state_state_time_index" ON "declare_payment" USING btree ("agent_id","state","state_time");--> statement-breakpoint
CREATE INDEX "declare_payment_department_id_state_state_time_index" ON "declare_payment" USING btree ("department_id","state","state_time");--> statement-breakpoint
CREATE INDEX "declare_payment_order_code_index" ON "declare_payment" USING btree ("order_code");--> statement-breakpoint
CREATE INDEX "declare_payment_create_time_index" ON "declare_payment" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "declare_waybill_logistics_no_trgm_index" ON "declare_waybill" USING gin (lower("logistics_no") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_waybill_logistics_no_prefix_index" ON "declare_waybill" USING btree (lower("logistics_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "declare_waybill_voyage_trgm_index" ON "declare_waybill" USING gin (lower("voyage") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_waybill_voyage_prefix_index" ON "declare_waybill" USING btree (lower("voyage") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "declare_waybill_score_id_index" ON "declare_waybill" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "declare_waybill_state_state_time_index" ON "declare_waybill" USING btree ("state","state_time");--> statement-breakpoint
CREATE INDEX "declare_waybill_agent_id_state_state_time_index" ON "declare_waybill" USING btree ("agent_id","state","state_time");--> statement-breakpoint
CREATE INDEX "declare_waybill_department_id_state_state_time_index" ON "declare_waybill" USING btree ("department_id","state","state_time");--> statement-breakpoint
CREATE INDEX "declare_waybill_create_time_index" ON "declare_waybill" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "export_product_title_trgm_index" ON "export_product" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "export_product_title_prefix_index" ON "export_product" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "export_product_en_title_trgm_index" ON "export_product" USING gin (lower("en_title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "export_product_en_title_prefix_index" ON "export_product" USING btree (lower("en_title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "export_product_hs_code_trgm_index" ON "export_product" USING gin (lower("hs_code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "export_product_hs_code_prefix_index" ON "export_product" USING btree (lower("hs_code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "export_product_bar_code_trgm_index" ON "export_product" USING gin (lower("bar_code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "export_product_bar_code_prefix_index" ON "export_product" USING btree (lower("bar_code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "export_product_score_id_index" ON "export_product" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "export_product_create_time_index" ON "export_product" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "export_product_hs_code_index" ON "export_product" USING btree ("hs_code");--> statement-breakpoint
CREATE INDEX "job_run_job_start_time_index" ON "job_run" USING btree ("job","start_time");--> statement-breakpoint
CREATE INDEX "job_run_start_time_index" ON "job_run" USING btree ("start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "job_run_running" ON "job_run" USING btree ("job") WHERE "job_run"."outcome" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "queue_claim_doc_doc_id_index" ON "queue_claim" USING btree ("doc","doc_id");--> statement-breakpoint
CREATE INDEX "queue_claim_agent_id_index" ON "queue_claim" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "queue_claim_last_time_index" ON "queue_claim" USING btree ("last_time");--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_read_agent_id_key_index" ON "reminder_read" USING btree ("agent_id","key");--> statement-breakpoint
CREATE INDEX "reminder_read_read_time_index" ON "reminder_read" USING btree ("read_time");--> statement-breakpoint
CREATE UNIQUE INDEX "station_contract_no_unique" ON "station_contract" USING btree ("contract_no");--> statement-breakpoint
CREATE INDEX "station_contract_contract_no_trgm_index" ON "station_contract" USING gin (lower("contract_no") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "station_contract_contract_no_prefix_index" ON "station_contract" USING btree (lower("contract_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "station_contract_score_id_index" ON "station_contract" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "station_contract_state_state_time_index" ON "station_contract" USING btree ("state","state_time");--> statement-breakpoint
CREATE INDEX "station_contract_agent_id_state_state_time_index" ON "station_contract" USING btree ("agent_id","state","state_time");--> statement-breakpoint
CREATE INDEX "station_contract_department_id_state_state_time_index" ON "station_contract" USING btree ("department_id","state","state_time");--> statement-breakpoint
CREATE INDEX "station_contract_client_id_index" ON "station_contract" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "station_contract_stations_index" ON "station_contract" USING gin ("station_ids");--> statement-breakpoint
CREATE INDEX "station_contract_begin_time_index" ON "station_contract" USING btree ("begin_time");--> statement-breakpoint
CREATE INDEX "station_contract_end_time_index" ON "station_contract" USING btree ("end_time");--> statement-breakpoint
CREATE INDEX "station_contract_create_time_index" ON "station_contract" USING btree ("create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "workstation_code_unique" ON "workstation" USING btree ("code");--> statement-breakpoint
CREATE INDEX "workstation_code_trgm_index" ON "workstation" USING gin (lower("code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "workstation_code_prefix_index" ON "workstation" USING btree (lower("code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "workstation_title_trgm_index" ON "workstation" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "workstation_title_prefix_index" ON "workstation" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "workstation_score_id_index" ON "workstation" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "workstation_state_index" ON "workstation" USING btree ("state");--> statement-breakpoint
CREATE INDEX "workstation_create_time_index" ON "workstation" USING btree ("create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_contract_no_unique" ON "purchase_contract" USING btree ("contract_no");--> statement-breakpoint
CREATE INDEX "purchase_contract_contract_no_trgm_index" ON "purchase_contract" USING gin (lower("contract_no") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "purchase_contract_contract_no_prefix_index" ON "purchase_contract" USING btree (lower("contract_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "purchase_contract_score_id_index" ON "purchase_contract" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "purchase_contract_state_state_time_index" ON "purchase_contract" USING btree ("state","state_time");--> statement-breakpoint
CREATE INDEX "purchase_contract_agent_id_state_state_time_index" ON "purchase_contract" USING btree ("agent_id","state","state_time");--> statement-breakpoint
CREATE INDEX "purchase_contract_department_id_state_state_time_index" ON "purchase_contract" USING btree ("department_id","state","state_time");--> statement-breakpoint
CREATE INDEX "purchase_contract_supplier_id_index" ON "purchase_contract" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "purchase_contract_warehouse_id_index" ON "purchase_contract" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "purchase_contract_entry_id_index" ON "purchase_contract" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "purchase_contract_create_time_index" ON "purchase_contract" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "purchase_contract_line_purchase_contract_id_index" ON "purchase_contract_line" USING btree ("purchase_contract_id");--> statement-breakpoint
CREATE INDEX "purchase_contract_line_product_id_index" ON "purchase_contract_line" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_order_no_unique" ON "sales_order" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "sales_order_order_no_trgm_index" ON "sales_order" USING gin (lower("order_no") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sales_order_order_no_prefix_index" ON "sales_order" USING btree (lower("order_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "sales_order_name_trgm_index" ON "sales_order" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sales_order_name_prefix_index" ON "sales_order" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "sales_order_score_id_index" ON "sales_order" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "sales_order_state_state_time_index" ON "sales_order" USING btree ("state","state_time");--> statement-breakpoint
CREATE INDEX "sales_order_agent_id_state_state_time_index" ON "sales_order" USING btree ("agent_id","state","state_time");--> statement-breakpoint
CREATE INDEX "sales_order_department_id_state_state_time_index" ON "sales_order" USING btree ("department_id","state","state_time");--> statement-breakpoint
CREATE INDEX "sales_order_client_id_index" ON "sales_order" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "sales_order_warehouse_id_index" ON "sales_order" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "sales_order_delivery_id_index" ON "sales_order" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "sales_order_create_time_index" ON "sales_order" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "sales_order_deal_time_index" ON "sales_order" USING btree ("deal_time");--> statement-breakpoint
CREATE INDEX "sales_order_line_sales_order_id_index" ON "sales_order_line" USING btree ("sales_order_id");--> statement-breakpoint
CREATE INDEX "sales_order_line_product_id_index" ON "sales_order_line" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_product_unique" ON "supplier_product" USING btree ("supplier_id","product_id") WHERE "supplier_product"."status" <> -1;--> statement-breakpoint
CREATE INDEX "supplier_product_product_id_index" ON "supplier_product" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "supplier_product_score_id_index" ON "supplier_product" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "supplier_product_create_time_index" ON "supplier_product" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "supplier_product_supplier_code_trgm_index" ON "supplier_product" USING gin (lower("supplier_code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "supplier_product_supplier_code_prefix_index" ON "supplier_product" USING btree (lower("supplier_code") text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "brand_name_unique" ON "brand" USING btree ("name") WHERE "brand"."status" <> -1;--> statement-breakpoint
CREATE INDEX "brand_name_trgm_index" ON "brand" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "brand_name_prefix_index" ON "brand" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "brand_en_name_trgm_index" ON "brand" USING gin (lower("en_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "brand_en_name_prefix_index" ON "brand" USING btree (lower("en_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "brand_score_id_index" ON "brand" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "brand_create_time_index" ON "brand" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "listing_title_trgm_index" ON "listing" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
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
CREATE INDEX "mini_app_name_trgm_index" ON "mini_app" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mini_app_name_prefix_index" ON "mini_app" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "mini_app_app_code_trgm_index" ON "mini_app" USING gin (lower("app_code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mini_app_app_code_prefix_index" ON "mini_app" USING btree (lower("app_code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "mini_app_score_id_index" ON "mini_app" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "mini_app_catalog_id_index" ON "mini_app" USING btree ("catalog_id");--> statement-breakpoint
CREATE INDEX "mini_app_shop_id_index" ON "mini_app" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "mini_app_create_time_index" ON "mini_app" USING btree ("create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "product_sku_combo_unique" ON "product_sku" USING btree ("product_id","combo");--> statement-breakpoint
CREATE INDEX "product_sku_bar_code_index" ON "product_sku" USING btree ("bar_code");--> statement-breakpoint
CREATE INDEX "site_nav_name_trgm_index" ON "site_nav" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "site_nav_name_prefix_index" ON "site_nav" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "site_nav_kind_score_id_index" ON "site_nav" USING btree ("kind","score","id");--> statement-breakpoint
CREATE INDEX "site_nav_score_id_index" ON "site_nav" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "site_nav_kind_fid_index" ON "site_nav" USING btree ("kind","fid");--> statement-breakpoint
CREATE INDEX "site_nav_kind_path_index" ON "site_nav" USING btree ("kind","path");--> statement-breakpoint
CREATE INDEX "site_nav_level_index" ON "site_nav" USING btree ("level");--> statement-breakpoint
CREATE INDEX "site_nav_name_index" ON "site_nav" USING btree ("name");--> statement-breakpoint
CREATE INDEX "site_nav_create_time_index" ON "site_nav" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "site_page_title_trgm_index" ON "site_page" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "site_page_title_prefix_index" ON "site_page" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "site_page_kind_score_id_index" ON "site_page" USING btree ("kind","score","id");--> statement-breakpoint
CREATE INDEX "site_page_score_id_index" ON "site_page" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "site_page_shop_id_index" ON "site_page" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "site_page_app_id_index" ON "site_page" USING btree ("app_id");--> statement-breakpoint
CREATE INDEX "site_page_create_time_index" ON "site_page" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "offering_title_trgm_index" ON "offering" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "offering_title_prefix_index" ON "offering" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "offering_tag_trgm_index" ON "offering" USING gin (lower("tag") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "offering_tag_prefix_index" ON "offering" USING btree (lower("tag") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "offering_module_score_id_index" ON "offering" USING btree ("module","score","id");--> statement-breakpoint
CREATE INDEX "offering_score_id_index" ON "offering" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "offering_provider_id_index" ON "offering" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "offering_catalog_id_index" ON "offering" USING btree ("catalog_id");--> statement-breakpoint
CREATE INDEX "offering_kind_index" ON "offering" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "offering_price_id_index" ON "offering" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "offering_deal_amount_id_index" ON "offering" USING btree ("deal_amount","id");--> statement-breakpoint
CREATE INDEX "offering_create_time_index" ON "offering" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "offering_order_order_no_trgm_index" ON "offering_order" USING gin (lower("order_no") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "offering_order_order_no_prefix_index" ON "offering_order" USING btree (lower("order_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "offering_order_title_trgm_index" ON "offering_order" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "offering_order_title_prefix_index" ON "offering_order" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "offering_order_name_trgm_index" ON "offering_order" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "offering_order_name_prefix_index" ON "offering_order" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "offering_order_phone_trgm_index" ON "offering_order" USING gin (lower("phone") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "offering_order_phone_prefix_index" ON "offering_order" USING btree (lower("phone") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "offering_order_score_id_index" ON "offering_order" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "offering_order_state_state_time_index" ON "offering_order" USING btree ("state","state_time");--> statement-breakpoint
CREATE INDEX "offering_order_agent_id_state_state_time_index" ON "offering_order" USING btree ("agent_id","state","state_time");--> statement-breakpoint
CREATE INDEX "offering_order_department_id_state_state_time_index" ON "offering_order" USING btree ("department_id","state","state_time");--> statement-breakpoint
CREATE INDEX "offering_order_module_state_index" ON "offering_order" USING btree ("module","state");--> statement-breakpoint
CREATE INDEX "offering_order_offering_id_index" ON "offering_order" USING btree ("offering_id");--> statement-breakpoint
CREATE INDEX "offering_order_user_id_index" ON "offering_order" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "offering_order_order_time_index" ON "offering_order" USING btree ("order_time");--> statement-breakpoint
CREATE UNIQUE INDEX "offering_order_no_unique" ON "offering_order" USING btree ("order_no") WHERE "offering_order"."order_no" <> '';--> statement-breakpoint
CREATE INDEX "offering_order_create_time_index" ON "offering_order" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "offering_order_pay_time_index" ON "offering_order" USING btree ("pay_time");--> statement-breakpoint
CREATE INDEX "provider_name_trgm_index" ON "provider" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "provider_name_prefix_index" ON "provider" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "provider_contact_trgm_index" ON "provider" USING gin (lower("contact") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "provider_contact_prefix_index" ON "provider" USING btree (lower("contact") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "provider_tag_trgm_index" ON "provider" USING gin (lower("tag") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "provider_tag_prefix_index" ON "provider" USING btree (lower("tag") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "provider_kind_score_id_index" ON "provider" USING btree ("kind","score","id");--> statement-breakpoint
CREATE INDEX "provider_score_id_index" ON "provider" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "provider_create_time_index" ON "provider" USING btree ("create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_code_unique" ON "coupon" USING btree ("code");--> statement-breakpoint
CREATE INDEX "coupon_code_trgm_index" ON "coupon" USING gin (lower("code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "coupon_code_prefix_index" ON "coupon" USING btree (lower("code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "coupon_order_no_trgm_index" ON "coupon" USING gin (lower("order_no") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "coupon_order_no_prefix_index" ON "coupon" USING btree (lower("order_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "coupon_state_valid_time_index" ON "coupon" USING btree ("state","valid_time");--> statement-breakpoint
CREATE INDEX "coupon_score_id_index" ON "coupon" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "coupon_discount_id_index" ON "coupon" USING btree ("discount_id");--> statement-breakpoint
CREATE INDEX "coupon_user_id_index" ON "coupon" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "coupon_valid_time_index" ON "coupon" USING btree ("valid_time");--> statement-breakpoint
CREATE INDEX "coupon_create_time_index" ON "coupon" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "discount_title_trgm_index" ON "discount" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "discount_title_prefix_index" ON "discount" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "discount_score_id_index" ON "discount" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "discount_type_index" ON "discount" USING btree ("type");--> statement-breakpoint
CREATE INDEX "discount_begin_time_index" ON "discount" USING btree ("begin_time");--> statement-breakpoint
CREATE INDEX "discount_create_time_index" ON "discount" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "invoice_invoice_no_trgm_index" ON "invoice" USING gin (lower("invoice_no") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoice_invoice_no_prefix_index" ON "invoice" USING btree (lower("invoice_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "invoice_buyer_name_trgm_index" ON "invoice" USING gin (lower("buyer_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoice_buyer_name_prefix_index" ON "invoice" USING btree (lower("buyer_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "invoice_score_id_index" ON "invoice" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "invoice_state_state_time_index" ON "invoice" USING btree ("state","state_time");--> statement-breakpoint
CREATE INDEX "invoice_agent_id_state_state_time_index" ON "invoice" USING btree ("agent_id","state","state_time");--> statement-breakpoint
CREATE INDEX "invoice_department_id_state_state_time_index" ON "invoice" USING btree ("department_id","state","state_time");--> statement-breakpoint
CREATE INDEX "invoice_receivable_id_index" ON "invoice" USING btree ("receivable_id");--> statement-breakpoint
CREATE INDEX "invoice_client_id_index" ON "invoice" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "invoice_issue_time_index" ON "invoice" USING btree ("issue_time");--> statement-breakpoint
CREATE INDEX "invoice_create_time_index" ON "invoice" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "invoice_line_invoice_id_index" ON "invoice_line" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "receipt_receivable_id_receipt_time_index" ON "receipt" USING btree ("receivable_id","receipt_time");--> statement-breakpoint
CREATE INDEX "receipt_receipt_time_id_index" ON "receipt" USING btree ("receipt_time","id");--> statement-breakpoint
CREATE INDEX "receipt_agent_id_receipt_time_index" ON "receipt" USING btree ("agent_id","receipt_time");--> statement-breakpoint
CREATE INDEX "receipt_department_id_receipt_time_index" ON "receipt" USING btree ("department_id","receipt_time");--> statement-breakpoint
CREATE INDEX "receipt_reference_trgm_index" ON "receipt" USING gin (lower("reference") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "receipt_reference_prefix_index" ON "receipt" USING btree (lower("reference") text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "receivable_source_unique" ON "receivable" USING btree ("source_doc","source_id") WHERE "receivable"."source_doc" <> 'Manual';--> statement-breakpoint
CREATE INDEX "receivable_source_no_trgm_index" ON "receivable" USING gin (lower("source_no") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "receivable_source_no_prefix_index" ON "receivable" USING btree (lower("source_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "receivable_customer_trgm_index" ON "receivable" USING gin (lower("customer") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "receivable_customer_prefix_index" ON "receivable" USING btree (lower("customer") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "receivable_score_id_index" ON "receivable" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "receivable_state_state_time_index" ON "receivable" USING btree ("state","state_time");--> statement-breakpoint
CREATE INDEX "receivable_agent_id_state_state_time_index" ON "receivable" USING btree ("agent_id","state","state_time");--> statement-breakpoint
CREATE INDEX "receivable_department_id_state_state_time_index" ON "receivable" USING btree ("department_id","state","state_time");--> statement-breakpoint
CREATE INDEX "receivable_client_id_index" ON "receivable" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "receivable_open_time_index" ON "receivable" USING btree ("open_time");--> statement-breakpoint
CREATE INDEX "receivable_balance_index" ON "receivable" USING btree ("balance");--> statement-breakpoint
CREATE INDEX "receivable_currency_open_time_index" ON "receivable" USING btree ("currency","open_time");--> statement-breakpoint
CREATE INDEX "receivable_create_time_index" ON "receivable" USING btree ("create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_credit_doc_doc_id_agent_id_index" ON "commission_credit" USING btree ("doc","doc_id","agent_id");--> statement-breakpoint
CREATE INDEX "commission_credit_period_id_agent_id_index" ON "commission_credit" USING btree ("period_id","agent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_line_period_id_agent_id_index" ON "commission_line" USING btree ("period_id","agent_id");--> statement-breakpoint
CREATE INDEX "commission_line_agent_id_index" ON "commission_line" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "commission_line_department_id_index" ON "commission_line" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "commission_line_period_id_assister_id_index" ON "commission_line" USING btree ("period_id","assister_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_period_month_index" ON "commission_period" USING btree ("month");--> statement-breakpoint
CREATE INDEX "commission_period_end_time_index" ON "commission_period" USING btree ("end_time");--> statement-breakpoint
CREATE INDEX "article_title_trgm_index" ON "article" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "article_title_prefix_index" ON "article" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "article_summary_trgm_index" ON "article" USING gin (lower("summary") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "article_summary_prefix_index" ON "article" USING btree (lower("summary") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "article_tags_trgm_index" ON "article" USING gin (lower("tags") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "article_tags_prefix_index" ON "article" USING btree (lower("tags") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "article_kind_score_id_index" ON "article" USING btree ("kind","score","id");--> statement-breakpoint
CREATE INDEX "article_kind_create_time_index" ON "article" USING btree ("kind","create_time");--> statement-breakpoint
CREATE INDEX "article_kind_publish_time_index" ON "article" USING btree ("kind","publish_time");--> statement-breakpoint
CREATE INDEX "article_kind_read_num_index" ON "article" USING btree ("kind","read_num");--> statement-breakpoint
CREATE INDEX "article_kind_catalog_id_index" ON "article" USING btree ("kind","catalog_id");--> statement-breakpoint
CREATE INDEX "article_kind_published_index" ON "article" USING btree ("kind","published");--> statement-breakpoint
CREATE INDEX "article_kind_agent_id_index" ON "article" USING btree ("kind","agent_id");--> statement-breakpoint
CREATE INDEX "article_kind_department_id_index" ON "article" USING btree ("kind","department_id");--> statement-breakpoint
CREATE INDEX "article_title_index" ON "article" USING btree ("title");--> statement-breakpoint
CREATE UNIQUE INDEX "project_param_project_name_index" ON "project_param" USING btree ("project","name") WHERE "project_param"."status" <> -1;--> statement-breakpoint
CREATE INDEX "project_param_project_status_index" ON "project_param" USING btree ("project","status");--> statement-breakpoint
CREATE INDEX "project_param_score_id_index" ON "project_param" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "project_param_create_time_index" ON "project_param" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "project_param_name_trgm_index" ON "project_param" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "project_param_name_prefix_index" ON "project_param" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "project_param_text_trgm_index" ON "project_param" USING gin (lower("text") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "project_param_text_prefix_index" ON "project_param" USING btree (lower("text") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "project_param_value_trgm_index" ON "project_param" USING gin (lower("value") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "project_param_value_prefix_index" ON "project_param" USING btree (lower("value") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "gather_name_trgm_index" ON "gather" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gather_name_prefix_index" ON "gather" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "gather_addr_trgm_index" ON "gather" USING gin (lower("addr") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gather_addr_prefix_index" ON "gather" USING btree (lower("addr") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "gather_phone_trgm_index" ON "gather" USING gin (lower("phone") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gather_phone_prefix_index" ON "gather" USING btree (lower("phone") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "gather_city_trgm_index" ON "gather" USING gin (lower("city") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gather_city_prefix_index" ON "gather" USING btree (lower("city") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "gather_score_id_index" ON "gather" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "gather_create_time_index" ON "gather" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "gather_shop_id_index" ON "gather" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "gather_agent_id_index" ON "gather" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "gather_city_index" ON "gather" USING btree ("city");--> statement-breakpoint
CREATE INDEX "transfer_title_trgm_index" ON "transfer" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transfer_title_prefix_index" ON "transfer" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "transfer_score_id_index" ON "transfer" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "transfer_create_time_index" ON "transfer" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "transfer_transit_days_index" ON "transfer" USING btree ("transit_days");--> statement-breakpoint
CREATE INDEX "transfer_from_country_index" ON "transfer" USING btree ("from_country");--> statement-breakpoint
CREATE INDEX "transfer_to_country_index" ON "transfer" USING btree ("to_country");--> statement-breakpoint
CREATE INDEX "transfer_from_warehouse_id_index" ON "transfer" USING btree ("from_warehouse_id");--> statement-breakpoint
CREATE INDEX "transfer_to_warehouse_id_index" ON "transfer" USING btree ("to_warehouse_id");--> statement-breakpoint
CREATE INDEX "transfer_channel_carrier_trgm_index" ON "transfer_channel" USING gin (lower("carrier") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transfer_channel_carrier_prefix_index" ON "transfer_channel" USING btree (lower("carrier") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "transfer_channel_title_trgm_index" ON "transfer_channel" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transfer_channel_title_prefix_index" ON "transfer_channel" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "transfer_channel_score_id_index" ON "transfer_channel" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "transfer_channel_create_time_index" ON "transfer_channel" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "transfer_channel_carrier_index" ON "transfer_channel" USING btree ("carrier");--> statement-breakpoint
CREATE INDEX "transfer_cost_zone_trgm_index" ON "transfer_cost" USING gin (lower("zone") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transfer_cost_zone_prefix_index" ON "transfer_cost" USING btree (lower("zone") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "transfer_cost_score_id_index" ON "transfer_cost" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "transfer_cost_create_time_index" ON "transfer_cost" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "transfer_cost_country_index" ON "transfer_cost" USING btree ("country");--> statement-breakpoint
CREATE INDEX "transfer_cost_product_id_index" ON "transfer_cost" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "transfer_product_title_trgm_index" ON "transfer_product" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transfer_product_title_prefix_index" ON "transfer_product" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "transfer_product_code_trgm_index" ON "transfer_product" USING gin (lower("code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transfer_product_code_prefix_index" ON "transfer_product" USING btree (lower("code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "transfer_product_score_id_index" ON "transfer_product" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "transfer_product_create_time_index" ON "transfer_product" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "transfer_product_channel_id_index" ON "transfer_product" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX "transfer_scheme_title_trgm_index" ON "transfer_scheme" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transfer_scheme_title_prefix_index" ON "transfer_scheme" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "transfer_scheme_score_id_index" ON "transfer_scheme" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "transfer_scheme_create_time_index" ON "transfer_scheme" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "transfer_scheme_preference_index" ON "transfer_scheme" USING btree ("preference");--> statement-breakpoint
CREATE INDEX "transfer_scheme_country_index" ON "transfer_scheme" USING btree ("country");--> statement-breakpoint
CREATE INDEX "transfer_scheme_product_id_index" ON "transfer_scheme" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "paper_title_trgm_index" ON "paper" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "paper_title_prefix_index" ON "paper" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "paper_score_id_index" ON "paper" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "paper_kind_index" ON "paper" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "paper_create_time_index" ON "paper" USING btree ("create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "paper_assign_unique" ON "paper_assign" USING btree ("paper_id","agent_id");--> statement-breakpoint
CREATE INDEX "paper_assign_agent_id_done_time_index" ON "paper_assign" USING btree ("agent_id","done_time");--> statement-breakpoint
CREATE UNIQUE INDEX "paper_attempt_unique" ON "paper_attempt" USING btree ("paper_id","agent_id","no");--> statement-breakpoint
CREATE INDEX "paper_attempt_agent_id_paper_id_index" ON "paper_attempt" USING btree ("agent_id","paper_id");--> statement-breakpoint
CREATE INDEX "paper_attempt_status_submit_time_index" ON "paper_attempt" USING btree ("status","submit_time");--> statement-breakpoint
CREATE INDEX "paper_question_title_trgm_index" ON "paper_question" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "paper_question_title_prefix_index" ON "paper_question" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "paper_question_category_trgm_index" ON "paper_question" USING gin (lower("category") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "paper_question_category_prefix_index" ON "paper_question" USING btree (lower("category") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "paper_question_score_id_index" ON "paper_question" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "paper_question_type_index" ON "paper_question" USING btree ("type");--> statement-breakpoint
CREATE INDEX "paper_question_category_enabled_index" ON "paper_question" USING btree ("category","enabled");--> statement-breakpoint
CREATE INDEX "paper_question_enabled_index" ON "paper_question" USING btree ("enabled");--> statement-breakpoint
CREATE INDEX "paper_question_points_index" ON "paper_question" USING btree ("points");--> statement-breakpoint
CREATE INDEX "paper_question_create_time_index" ON "paper_question" USING btree ("create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversation_shop_id_visitor_key_index" ON "chat_conversation" USING btree ("shop_id","visitor_key");--> statement-breakpoint
CREATE INDEX "chat_conversation_last_time_index" ON "chat_conversation" USING btree ("last_time");--> statement-breakpoint
CREATE INDEX "chat_conversation_agent_id_last_time_index" ON "chat_conversation" USING btree ("agent_id","last_time");--> statement-breakpoint
CREATE INDEX "chat_conversation_department_id_last_time_index" ON "chat_conversation" USING btree ("department_id","last_time");--> statement-breakpoint
CREATE INDEX "chat_conversation_unread_first_index" ON "chat_conversation" USING btree (("unread" > 0),"last_time","id");--> statement-breakpoint
CREATE INDEX "chat_conversation_user_id_index" ON "chat_conversation" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "chat_conversation_visitor_name_trgm_index" ON "chat_conversation" USING gin (lower("visitor_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "chat_conversation_visitor_name_prefix_index" ON "chat_conversation" USING btree (lower("visitor_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "chat_conversation_contact_trgm_index" ON "chat_conversation" USING gin (lower("contact") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "chat_conversation_contact_prefix_index" ON "chat_conversation" USING btree (lower("contact") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "chat_conversation_last_content_trgm_index" ON "chat_conversation" USING gin (lower("last_content") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "chat_conversation_last_content_prefix_index" ON "chat_conversation" USING btree (lower("last_content") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "chat_message_conversation_id_id_index" ON "chat_message" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "chat_visit_create_time_index" ON "chat_visit" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "chat_visit_shop_id_create_time_index" ON "chat_visit" USING btree ("shop_id","create_time");--> statement-breakpoint
CREATE INDEX "chat_visit_user_id_create_time_index" ON "chat_visit" USING btree ("user_id","create_time");--> statement-breakpoint
CREATE INDEX "chat_visit_visitor_id_create_time_index" ON "chat_visit" USING btree ("visitor_id","create_time");--> statement-breakpoint
CREATE INDEX "chat_visit_visitor_id_trgm_index" ON "chat_visit" USING gin (lower("visitor_id") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "chat_visit_visitor_id_prefix_index" ON "chat_visit" USING btree (lower("visitor_id") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "chat_visit_visitor_name_trgm_index" ON "chat_visit" USING gin (lower("visitor_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "chat_visit_visitor_name_prefix_index" ON "chat_visit" USING btree (lower("visitor_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "chat_visit_title_trgm_index" ON "chat_visit" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "chat_visit_title_prefix_index" ON "chat_visit" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "chat_visit_path_trgm_index" ON "chat_visit" USING gin (lower("path") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "chat_visit_path_prefix_index" ON "chat_visit" USING btree (lower("path") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "public_throttle_window_start_index" ON "public_throttle" USING btree ("window_start");