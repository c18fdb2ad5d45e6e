CREATE TABLE "queue_takeover" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc" text NOT NULL,
	"doc_id" integer NOT NULL,
	"from_agent_id" integer NOT NULL,
	"to_agent_id" integer NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "queue_takeover_from_agent_id_create_time_index" ON "queue_takeover" USING btree ("from_agent_id","create_time");--> statement-breakpoint
CREATE INDEX "queue_takeover_doc_doc_id_index" ON "queue_takeover" USING btree ("doc","doc_id");