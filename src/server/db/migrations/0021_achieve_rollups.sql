CREATE TABLE "achieve_credit" (
	"doc" text NOT NULL,
	"doc_id" integer NOT NULL,
	"shared" smallint NOT NULL,
	"agent_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"owner_department_id" integer NOT NULL,
	"t" bigint NOT NULL,
	"day" date NOT NULL,
	"amount" bigint NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "achieve_credit_doc_doc_id_shared_pk" PRIMARY KEY("doc","doc_id","shared")
);
--> statement-breakpoint
CREATE TABLE "achieve_day" (
	"day" date NOT NULL,
	"agent_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"owner_department_id" integer NOT NULL,
	"shared" smallint NOT NULL,
	"amount" bigint NOT NULL,
	"docs" integer NOT NULL,
	CONSTRAINT "achieve_day_day_agent_id_department_id_owner_id_owner_department_id_shared_pk" PRIMARY KEY("day","agent_id","department_id","owner_id","owner_department_id","shared")
);
--> statement-breakpoint
CREATE INDEX "achieve_credit_t_index" ON "achieve_credit" USING btree ("t");--> statement-breakpoint
CREATE INDEX "achieve_credit_agent_id_shared_index" ON "achieve_credit" USING btree ("agent_id","shared");