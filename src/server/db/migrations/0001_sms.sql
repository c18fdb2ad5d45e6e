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
CREATE INDEX "sms_code_phone_type_create_time_index" ON "sms_code" USING btree ("phone","type","create_time");--> statement-breakpoint
CREATE INDEX "sms_code_agent_id_create_time_index" ON "sms_code" USING btree ("agent_id","create_time");--> statement-breakpoint
CREATE INDEX "sms_outbox_create_time_index" ON "sms_outbox" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "sms_outbox_phone_index" ON "sms_outbox" USING btree ("phone");