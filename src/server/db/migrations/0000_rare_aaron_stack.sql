CREATE TABLE "agent" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'Active' NOT NULL,
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
	"user_id" integer DEFAULT 0 NOT NULL,
	"permission" text[] DEFAULT '{}' NOT NULL,
	"resume" text DEFAULT '' NOT NULL,
	"login_time" bigint DEFAULT 0 NOT NULL,
	"pwd" text DEFAULT '' NOT NULL,
	"we_work" text DEFAULT '' NOT NULL,
	"ding_talk" text DEFAULT '' NOT NULL
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
CREATE TABLE "login_failure" (
	"id" serial PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"ip" text NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL
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
CREATE UNIQUE INDEX "agent_mobile_index" ON "agent" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "agent_department_id_index" ON "agent" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "agent_role_id_index" ON "agent" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "agent_status_score_id_index" ON "agent" USING btree ("status","score","id");--> statement-breakpoint
CREATE INDEX "department_parent_id_index" ON "department" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "department_path_index" ON "department" USING btree ("path" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "department_subject_id_status_index" ON "department" USING btree ("subject_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "role_code_index" ON "role" USING btree ("code");--> statement-breakpoint
CREATE INDEX "setting_name_status_index" ON "setting" USING btree ("name","status");--> statement-breakpoint
CREATE INDEX "subject_status_score_id_index" ON "subject" USING btree ("status","score","id");--> statement-breakpoint
CREATE UNIQUE INDEX "error_log_error_id_index" ON "error_log" USING btree ("error_id");--> statement-breakpoint
CREATE INDEX "error_log_create_time_index" ON "error_log" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "login_failure_account_create_time_index" ON "login_failure" USING btree ("account","create_time");--> statement-breakpoint
CREATE INDEX "login_failure_ip_create_time_index" ON "login_failure" USING btree ("ip","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "session_token_hash_index" ON "session" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "session_agent_id_index" ON "session" USING btree ("agent_id");