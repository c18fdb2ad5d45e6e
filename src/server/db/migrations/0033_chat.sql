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
CREATE UNIQUE INDEX "chat_conversation_shop_id_visitor_key_index" ON "chat_conversation" USING btree ("shop_id","visitor_key");--> statement-breakpoint
CREATE INDEX "chat_conversation_last_time_index" ON "chat_conversation" USING btree ("last_time");--> statement-breakpoint
CREATE INDEX "chat_conversation_agent_id_last_time_index" ON "chat_conversation" USING btree ("agent_id","last_time");--> statement-breakpoint
CREATE INDEX "chat_conversation_department_id_last_time_index" ON "chat_conversation" USING btree ("department_id","last_time");--> statement-breakpoint
CREATE INDEX "chat_message_conversation_id_id_index" ON "chat_message" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "chat_visit_create_time_index" ON "chat_visit" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "chat_visit_shop_id_create_time_index" ON "chat_visit" USING btree ("shop_id","create_time");--> statement-breakpoint
CREATE INDEX "chat_visit_user_id_create_time_index" ON "chat_visit" USING btree ("user_id","create_time");--> statement-breakpoint
CREATE INDEX "chat_visit_visitor_id_create_time_index" ON "chat_visit" USING btree ("visitor_id","create_time");--> statement-breakpoint
CREATE INDEX "chat_visit_visitor_id_trgm_index" ON "chat_visit" USING gin ("visitor_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "chat_visit_visitor_id_prefix_index" ON "chat_visit" USING btree (lower("visitor_id") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "chat_visit_visitor_name_trgm_index" ON "chat_visit" USING gin ("visitor_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "chat_visit_visitor_name_prefix_index" ON "chat_visit" USING btree (lower("visitor_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "chat_visit_title_trgm_index" ON "chat_visit" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "chat_visit_title_prefix_index" ON "chat_visit" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "chat_visit_path_trgm_index" ON "chat_visit" USING gin ("path" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "chat_visit_path_prefix_index" ON "chat_visit" USING btree (lower("path") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "public_throttle_window_start_index" ON "public_throttle" USING btree ("window_start");