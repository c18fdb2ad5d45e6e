CREATE TABLE "saved_view" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"resource" text NOT NULL,
	"name" text NOT NULL,
	"query" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"hidden" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"share" smallint DEFAULT 0 NOT NULL,
	"department_id" integer DEFAULT 0 NOT NULL,
	"role_id" integer DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_view_default" (
	"agent_id" integer NOT NULL,
	"resource" text NOT NULL,
	"view_id" integer NOT NULL,
	CONSTRAINT "saved_view_default_agent_id_resource_pk" PRIMARY KEY("agent_id","resource")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "saved_view_agent_id_resource_name_index" ON "saved_view" USING btree ("agent_id","resource","name");--> statement-breakpoint
CREATE INDEX "saved_view_resource_share_department_id_index" ON "saved_view" USING btree ("resource","share","department_id");--> statement-breakpoint
CREATE INDEX "saved_view_resource_share_role_id_index" ON "saved_view" USING btree ("resource","share","role_id");--> statement-breakpoint
CREATE INDEX "saved_view_default_view_id_index" ON "saved_view_default" USING btree ("view_id");