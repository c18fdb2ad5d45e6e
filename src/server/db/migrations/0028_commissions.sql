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
CREATE UNIQUE INDEX "commission_credit_doc_doc_id_agent_id_index" ON "commission_credit" USING btree ("doc","doc_id","agent_id");--> statement-breakpoint
CREATE INDEX "commission_credit_period_id_agent_id_index" ON "commission_credit" USING btree ("period_id","agent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_line_period_id_agent_id_index" ON "commission_line" USING btree ("period_id","agent_id");--> statement-breakpoint
CREATE INDEX "commission_line_agent_id_index" ON "commission_line" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "commission_line_department_id_index" ON "commission_line" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "commission_line_period_id_assister_id_index" ON "commission_line" USING btree ("period_id","assister_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_period_month_index" ON "commission_period" USING btree ("month");--> statement-breakpoint
CREATE INDEX "commission_period_end_time_index" ON "commission_period" USING btree ("end_time");