CREATE TABLE "queue_claim" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc" text NOT NULL,
	"doc_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"claim_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"last_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "queue_claim_doc_doc_id_index" ON "queue_claim" USING btree ("doc","doc_id");--> statement-breakpoint
CREATE INDEX "queue_claim_agent_id_index" ON "queue_claim" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "queue_claim_last_time_index" ON "queue_claim" USING btree ("last_time");