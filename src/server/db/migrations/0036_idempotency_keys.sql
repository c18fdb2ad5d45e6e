CREATE TABLE "idempotency_key" (
	"agent_id" integer NOT NULL,
	"key" text NOT NULL,
	"hash" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"headers" text DEFAULT '{}' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	CONSTRAINT "idempotency_key_agent_id_key_pk" PRIMARY KEY("agent_id","key")
);
--> statement-breakpoint
CREATE INDEX "idempotency_key_agent_id_create_time_index" ON "idempotency_key" USING btree ("agent_id","create_time");