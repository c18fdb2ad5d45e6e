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
ALTER TABLE "client" ADD COLUMN "lose_way" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "lose_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_follow" ADD COLUMN "client_type" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
CREATE INDEX "client_contact_client_id_is_primary_index" ON "client_contact" USING btree ("client_id","is_primary");--> statement-breakpoint
CREATE UNIQUE INDEX "client_contact_primary_unique" ON "client_contact" USING btree ("client_id") WHERE "client_contact"."is_primary" = 1 and "client_contact"."status" <> -1;--> statement-breakpoint
CREATE INDEX "client_contact_score_id_index" ON "client_contact" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "client_contact_create_time_index" ON "client_contact" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "client_contact_name_trgm_index" ON "client_contact" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_contact_name_prefix_index" ON "client_contact" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "client_contact_client_phone_trgm_index" ON "client_contact" USING gin ("client_phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_contact_client_phone_prefix_index" ON "client_contact" USING btree (lower("client_phone") text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "station_contract_no_unique" ON "station_contract" USING btree ("contract_no");--> statement-breakpoint
CREATE INDEX "station_contract_contract_no_trgm_index" ON "station_contract" USING gin ("contract_no" gin_trgm_ops);--> statement-breakpoint
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
CREATE INDEX "workstation_code_trgm_index" ON "workstation" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "workstation_code_prefix_index" ON "workstation" USING btree (lower("code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "workstation_title_trgm_index" ON "workstation" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "workstation_title_prefix_index" ON "workstation" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "workstation_score_id_index" ON "workstation" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "workstation_state_index" ON "workstation" USING btree ("state");--> statement-breakpoint
CREATE INDEX "workstation_create_time_index" ON "workstation" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "client_follow_stage_index" ON "client_follow" USING btree ("stage");--> statement-breakpoint
CREATE INDEX "client_follow_client_type_create_time_index" ON "client_follow" USING btree ("client_type","create_time");--> statement-breakpoint
-- Each customer's own contact fields become its primary contact.
INSERT INTO "client_contact" ("client_id", "name", "client_phone", "client_email", "is_primary", "create_time", "update_time")
SELECT "id", "contacts_name", "client_phone", "client_email", 1, "create_time", "update_time" FROM "client"
WHERE "status" <> -1 AND "contacts_name" <> '';--> statement-breakpoint
-- A follow-up keeps its customer's type.
UPDATE "client_follow" f SET "client_type" = c."type" FROM "client" c WHERE c."id" = f."client_id";--> statement-breakpoint
-- A public customer's last fall: released by hand (with its reason) or lost by the sweep.
UPDATE "client" c SET "lose_way" = CASE e."event" WHEN 'lose' THEN 2 ELSE 1 END, "lose_reason" = coalesce(e."data"->>'Reason', '')
FROM (SELECT DISTINCT ON ("doc_id") "doc_id", "event", "data" FROM "doc_event" WHERE "doc" = 'Client' AND "event" IN ('release', 'lose') ORDER BY "doc_id", "id" DESC) e
WHERE c."id" = e."doc_id" AND c."state" = 'Public';
