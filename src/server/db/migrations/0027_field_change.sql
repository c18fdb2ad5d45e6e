CREATE TABLE "field_change" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"resource" text NOT NULL,
	"record_id" integer NOT NULL,
	"action" text NOT NULL,
	"field" text DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"before_name" text DEFAULT '' NOT NULL,
	"after_name" text DEFAULT '' NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "field_change_resource_record_id_id_index" ON "field_change" USING btree ("resource","record_id","id");--> statement-breakpoint
CREATE INDEX "field_change_record_id_index" ON "field_change" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "field_change_create_time_index" ON "field_change" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "field_change_agent_id_create_time_index" ON "field_change" USING btree ("agent_id","create_time");--> statement-breakpoint
CREATE INDEX "field_change_field_create_time_index" ON "field_change" USING btree ("field","create_time");--> statement-breakpoint
CREATE INDEX "field_change_action_create_time_index" ON "field_change" USING btree ("action","create_time");