CREATE TABLE "achieve_month" (
	"month" date NOT NULL,
	"agent_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"owner_department_id" integer NOT NULL,
	"shared" smallint NOT NULL,
	"frozen" smallint NOT NULL,
	"amount" bigint NOT NULL,
	"docs" integer NOT NULL,
	CONSTRAINT "achieve_month_month_agent_id_department_id_owner_id_owner_department_id_shared_frozen_pk" PRIMARY KEY("month","agent_id","department_id","owner_id","owner_department_id","shared","frozen")
);
--> statement-breakpoint
ALTER TABLE "achieve_credit" ADD COLUMN "frozen" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "achieve_credit_unfrozen_t_index" ON "achieve_credit" USING btree ("t") WHERE "achieve_credit"."frozen" = 0;