CREATE TABLE "invoice" (
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
	"invoice_no" text DEFAULT '' NOT NULL,
	"receivable_id" integer NOT NULL,
	"client_id" integer DEFAULT 0 NOT NULL,
	"buyer_name" text DEFAULT '' NOT NULL,
	"buyer_tax_no" text DEFAULT '' NOT NULL,
	"buyer_address" text DEFAULT '' NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"net_amount" integer DEFAULT 0 NOT NULL,
	"tax_amount" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"issue_time" bigint DEFAULT 0 NOT NULL,
	"void_reason" text DEFAULT '' NOT NULL,
	"void_time" bigint DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"title" text NOT NULL,
	"spec" text DEFAULT '' NOT NULL,
	"num" integer NOT NULL,
	"price" integer NOT NULL,
	"tax_rate" integer DEFAULT 0 NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"tax" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"department_id" integer DEFAULT 0 NOT NULL,
	"receivable_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"method" text DEFAULT 'bank' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"receipt_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receivable" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"department_id" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'Open' NOT NULL,
	"state_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"source_doc" text NOT NULL,
	"source_id" integer NOT NULL,
	"source_no" text DEFAULT '' NOT NULL,
	"client_id" integer DEFAULT 0 NOT NULL,
	"customer" text DEFAULT '' NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"received" integer DEFAULT 0 NOT NULL,
	"written_off" integer DEFAULT 0 NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"open_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"last_receipt_time" bigint DEFAULT 0 NOT NULL,
	"write_off_reason" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "invoice_invoice_no_trgm_index" ON "invoice" USING gin ("invoice_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoice_invoice_no_prefix_index" ON "invoice" USING btree (lower("invoice_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "invoice_buyer_name_trgm_index" ON "invoice" USING gin ("buyer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoice_buyer_name_prefix_index" ON "invoice" USING btree (lower("buyer_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "invoice_score_id_index" ON "invoice" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "invoice_state_state_time_index" ON "invoice" USING btree ("state","state_time");--> statement-breakpoint
CREATE INDEX "invoice_agent_id_state_state_time_index" ON "invoice" USING btree ("agent_id","state","state_time");--> statement-breakpoint
CREATE INDEX "invoice_department_id_state_state_time_index" ON "invoice" USING btree ("department_id","state","state_time");--> statement-breakpoint
CREATE INDEX "invoice_receivable_id_index" ON "invoice" USING btree ("receivable_id");--> statement-breakpoint
CREATE INDEX "invoice_client_id_index" ON "invoice" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "invoice_issue_time_index" ON "invoice" USING btree ("issue_time");--> statement-breakpoint
CREATE INDEX "invoice_create_time_index" ON "invoice" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "invoice_line_invoice_id_index" ON "invoice_line" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "receipt_receivable_id_receipt_time_index" ON "receipt" USING btree ("receivable_id","receipt_time");--> statement-breakpoint
CREATE INDEX "receipt_receipt_time_id_index" ON "receipt" USING btree ("receipt_time","id");--> statement-breakpoint
CREATE INDEX "receipt_agent_id_receipt_time_index" ON "receipt" USING btree ("agent_id","receipt_time");--> statement-breakpoint
CREATE INDEX "receipt_department_id_receipt_time_index" ON "receipt" USING btree ("department_id","receipt_time");--> statement-breakpoint
CREATE INDEX "receipt_reference_trgm_index" ON "receipt" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "receipt_reference_prefix_index" ON "receipt" USING btree (lower("reference") text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "receivable_source_unique" ON "receivable" USING btree ("source_doc","source_id") WHERE "receivable"."source_doc" <> 'Manual';--> statement-breakpoint
CREATE INDEX "receivable_source_no_trgm_index" ON "receivable" USING gin ("source_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "receivable_source_no_prefix_index" ON "receivable" USING btree (lower("source_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "receivable_customer_trgm_index" ON "receivable" USING gin ("customer" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "receivable_customer_prefix_index" ON "receivable" USING btree (lower("customer") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "receivable_score_id_index" ON "receivable" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "receivable_state_state_time_index" ON "receivable" USING btree ("state","state_time");--> statement-breakpoint
CREATE INDEX "receivable_agent_id_state_state_time_index" ON "receivable" USING btree ("agent_id","state","state_time");--> statement-breakpoint
CREATE INDEX "receivable_department_id_state_state_time_index" ON "receivable" USING btree ("department_id","state","state_time");--> statement-breakpoint
CREATE INDEX "receivable_client_id_index" ON "receivable" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "receivable_open_time_index" ON "receivable" USING btree ("open_time");--> statement-breakpoint
CREATE INDEX "receivable_balance_index" ON "receivable" USING btree ("balance");--> statement-breakpoint
CREATE INDEX "receivable_currency_open_time_index" ON "receivable" USING btree ("currency","open_time");--> statement-breakpoint
CREATE INDEX "receivable_create_time_index" ON "receivable" USING btree ("create_time");--> statement-breakpoint
-- Invoice numbers start at 111001 (spec /finance/invoice?Id=111001).
SELECT setval(pg_get_serial_sequence('invoice', 'id'), 111000, true);
