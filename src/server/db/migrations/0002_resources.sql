CREATE TABLE "agent_message" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"from_agent_id" integer NOT NULL,
	"content" text NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"read_time" bigint DEFAULT 0 NOT NULL
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
	"agent_id" integer DEFAULT 0 NOT NULL
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
DROP INDEX "role_code_index";--> statement-breakpoint
CREATE INDEX "agent_message_agent_id_read_time_index" ON "agent_message" USING btree ("agent_id","read_time");--> statement-breakpoint
CREATE INDEX "end_user_status_score_id_index" ON "end_user" USING btree ("status","score","id");--> statement-breakpoint
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
CREATE INDEX "shop_subject_id_status_index" ON "shop" USING btree ("subject_id","status");--> statement-breakpoint
CREATE INDEX "shop_status_score_id_index" ON "shop" USING btree ("status","score","id");--> statement-breakpoint
CREATE INDEX "shop_create_time_index" ON "shop" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "shop_agent_id_index" ON "shop" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "notice_status_score_id_index" ON "notice" USING btree ("status","score","id");--> statement-breakpoint
CREATE INDEX "notice_create_time_index" ON "notice" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "notice_type_index" ON "notice" USING btree ("type");--> statement-breakpoint
CREATE INDEX "notice_agent_id_index" ON "notice" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "notice_department_id_index" ON "notice" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "notice_title_index" ON "notice" USING btree ("title");--> statement-breakpoint
CREATE INDEX "ad_status_score_id_index" ON "ad" USING btree ("status","score","id");--> statement-breakpoint
CREATE INDEX "ad_create_time_index" ON "ad" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "ad_kind_index" ON "ad" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "ad_begin_time_index" ON "ad" USING btree ("begin_time");--> statement-breakpoint
CREATE INDEX "ad_end_time_index" ON "ad" USING btree ("end_time");--> statement-breakpoint
CREATE INDEX "ad_display_times_index" ON "ad" USING btree ("display_times");--> statement-breakpoint
CREATE INDEX "ad_title_index" ON "ad" USING btree ("title");--> statement-breakpoint
CREATE INDEX "help_status_score_id_index" ON "help" USING btree ("status","score","id");--> statement-breakpoint
CREATE INDEX "help_create_time_index" ON "help" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "help_catalog_id_index" ON "help" USING btree ("catalog_id");--> statement-breakpoint
CREATE INDEX "help_display_index" ON "help" USING btree ("display");--> statement-breakpoint
CREATE INDEX "help_read_num_index" ON "help" USING btree ("read_num");--> statement-breakpoint
CREATE INDEX "help_collect_num_index" ON "help" USING btree ("collect_num");--> statement-breakpoint
CREATE INDEX "help_title_index" ON "help" USING btree ("title");--> statement-breakpoint
CREATE UNIQUE INDEX "notice_read_notice_id_agent_id_index" ON "notice_read" USING btree ("notice_id","agent_id");--> statement-breakpoint
CREATE INDEX "notice_read_agent_id_index" ON "notice_read" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "attr_status_score_id_index" ON "attr" USING btree ("status","score","id");--> statement-breakpoint
CREATE INDEX "attr_name_index" ON "attr" USING btree ("name");--> statement-breakpoint
CREATE INDEX "attr_type_index" ON "attr" USING btree ("type");--> statement-breakpoint
CREATE INDEX "attr_create_time_index" ON "attr" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "catalog_multi_status_score_id_index" ON "catalog" USING btree ("multi","status","score","id");--> statement-breakpoint
CREATE INDEX "catalog_multi_fid_index" ON "catalog" USING btree ("multi","fid");--> statement-breakpoint
CREATE INDEX "catalog_multi_path_index" ON "catalog" USING btree ("multi","path");--> statement-breakpoint
CREATE INDEX "catalog_path_index" ON "catalog" USING btree ("path" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "catalog_multi_subject_id_shop_id_index" ON "catalog" USING btree ("multi","subject_id","shop_id");--> statement-breakpoint
CREATE INDEX "catalog_fid_index" ON "catalog" USING btree ("fid");--> statement-breakpoint
CREATE INDEX "catalog_level_index" ON "catalog" USING btree ("level");--> statement-breakpoint
CREATE INDEX "catalog_name_index" ON "catalog" USING btree ("name");--> statement-breakpoint
CREATE INDEX "catalog_create_time_index" ON "catalog" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "sku_status_score_id_index" ON "sku" USING btree ("status","score","id");--> statement-breakpoint
CREATE INDEX "sku_name_index" ON "sku" USING btree ("name");--> statement-breakpoint
CREATE INDEX "sku_create_time_index" ON "sku" USING btree ("create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "api_route_router_http_method_index" ON "api_route" USING btree ("router","http_method");--> statement-breakpoint
CREATE INDEX "api_route_status_score_id_index" ON "api_route" USING btree ("status","score","id");--> statement-breakpoint
CREATE INDEX "api_route_api_name_index" ON "api_route" USING btree ("api_name");--> statement-breakpoint
CREATE INDEX "api_route_kind_index" ON "api_route" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "api_route_type_index" ON "api_route" USING btree ("type");--> statement-breakpoint
CREATE INDEX "api_route_http_method_index" ON "api_route" USING btree ("http_method");--> statement-breakpoint
CREATE INDEX "agent_subject_id_index" ON "agent" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "agent_is_rank_index" ON "agent" USING btree ("is_rank");--> statement-breakpoint
CREATE INDEX "agent_sex_index" ON "agent" USING btree ("sex");--> statement-breakpoint
CREATE INDEX "agent_create_time_index" ON "agent" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "agent_join_time_index" ON "agent" USING btree ("join_time");--> statement-breakpoint
CREATE INDEX "agent_name_index" ON "agent" USING btree ("name");--> statement-breakpoint
CREATE INDEX "agent_assister_index" ON "agent" USING btree ("assister");--> statement-breakpoint
CREATE INDEX "department_status_score_id_index" ON "department" USING btree ("status","score","id");--> statement-breakpoint
CREATE INDEX "department_type_index" ON "department" USING btree ("type");--> statement-breakpoint
CREATE INDEX "department_agent_id_index" ON "department" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "department_create_time_index" ON "department" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "role_status_score_id_index" ON "role" USING btree ("status","score","id");--> statement-breakpoint
CREATE INDEX "role_create_time_index" ON "role" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "role_data_scope_index" ON "role" USING btree ("data_scope");--> statement-breakpoint
CREATE INDEX "setting_status_score_id_index" ON "setting" USING btree ("status","score","id");--> statement-breakpoint
CREATE INDEX "setting_create_time_index" ON "setting" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "setting_use_index" ON "setting" USING btree ("use");--> statement-breakpoint
CREATE INDEX "subject_type_index" ON "subject" USING btree ("type");--> statement-breakpoint
CREATE INDEX "subject_create_time_index" ON "subject" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "subject_name_index" ON "subject" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "role_code_index" ON "role" USING btree ("code") WHERE "role"."code" <> '';