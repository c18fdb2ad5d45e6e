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
CREATE INDEX "client_contact_client_id_is_primary_index" ON "client_contact" USING btree ("client_id","is_primary");--> statement-breakpoint
CREATE UNIQUE INDEX "client_contact_primary_unique" ON "client_contact" USING btree ("client_id") WHERE "client_contact"."is_primary" = 1 and "client_contact"."status" <> -1;--> statement-breakpoint
CREATE INDEX "client_contact_score_id_index" ON "client_contact" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "client_contact_create_time_index" ON "client_contact" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "client_contact_name_trgm_index" ON "client_contact" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_contact_name_prefix_index" ON "client_contact" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "client_contact_client_phone_trgm_index" ON "client_contact" USING gin ("client_phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_contact_client_phone_prefix_index" ON "client_contact" USING btree (lower("client_phone") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "client_follow_stage_index" ON "client_follow" USING btree ("stage");--> statement-breakpoint
-- Each customer's own contact fields become its primary contact.
INSERT INTO "client_contact" ("client_id", "name", "client_phone", "client_email", "is_primary", "create_time", "update_time")
SELECT "id", "contacts_name", "client_phone", "client_email", 1, "create_time", "update_time" FROM "client"
WHERE "status" <> -1 AND "contacts_name" <> '';
