CREATE TABLE "customs_receipt" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc" text DEFAULT 'Declare' NOT NULL,
	"doc_id" integer NOT NULL,
	"code" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"no" text DEFAULT '' NOT NULL,
	"receipt_time" bigint NOT NULL,
	"create_time" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "declare_arrival" (
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
	"push_status" integer DEFAULT 0 NOT NULL,
	"push_message" text DEFAULT '' NOT NULL,
	"post_time" bigint DEFAULT 0 NOT NULL,
	"last_code" integer DEFAULT 0 NOT NULL,
	"receipt_time" bigint DEFAULT 0 NOT NULL,
	"customs_no" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"declare_id" integer DEFAULT 0 NOT NULL,
	"port" text DEFAULT '' NOT NULL,
	"logistics_no" text DEFAULT '' NOT NULL,
	"num" integer DEFAULT 0 NOT NULL,
	"total_weight" numeric(12, 3) DEFAULT 0 NOT NULL,
	"sign_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "declare_departure" (
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
	"push_status" integer DEFAULT 0 NOT NULL,
	"push_message" text DEFAULT '' NOT NULL,
	"post_time" bigint DEFAULT 0 NOT NULL,
	"last_code" integer DEFAULT 0 NOT NULL,
	"receipt_time" bigint DEFAULT 0 NOT NULL,
	"customs_no" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"declare_arrival_id" integer DEFAULT 0 NOT NULL,
	"declare_id" integer DEFAULT 0 NOT NULL,
	"voyage" text DEFAULT '' NOT NULL,
	"port" text DEFAULT '' NOT NULL,
	"sign_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "declare_income" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"department_id" integer DEFAULT 0 NOT NULL,
	"declare_id" integer DEFAULT 0 NOT NULL,
	"client_name" text DEFAULT '' NOT NULL,
	"pay_name" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"out_id" text DEFAULT '' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"collected_time" bigint DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "declare_logistics" (
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
	"push_status" integer DEFAULT 0 NOT NULL,
	"push_message" text DEFAULT '' NOT NULL,
	"post_time" bigint DEFAULT 0 NOT NULL,
	"last_code" integer DEFAULT 0 NOT NULL,
	"receipt_time" bigint DEFAULT 0 NOT NULL,
	"customs_no" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"order_code" text NOT NULL,
	"logistics_code" text DEFAULT '' NOT NULL,
	"logistics_name" text DEFAULT '' NOT NULL,
	"logistics_no" text NOT NULL,
	"client_name" text DEFAULT '' NOT NULL,
	"client_phone" text DEFAULT '' NOT NULL,
	"client_address" text DEFAULT '' NOT NULL,
	"to_country" text DEFAULT '' NOT NULL,
	"to_prov" text DEFAULT '' NOT NULL,
	"num" integer DEFAULT 1 NOT NULL,
	"total_weight" numeric(12, 3) DEFAULT 0 NOT NULL,
	"net_weight" numeric(12, 3) DEFAULT 0 NOT NULL,
	"delivery_expenses" integer DEFAULT 0 NOT NULL,
	"insurance_expenses" integer DEFAULT 0 NOT NULL,
	"waybill_id" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "declare_order" (
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
	"push_status" integer DEFAULT 0 NOT NULL,
	"push_message" text DEFAULT '' NOT NULL,
	"post_time" bigint DEFAULT 0 NOT NULL,
	"last_code" integer DEFAULT 0 NOT NULL,
	"receipt_time" bigint DEFAULT 0 NOT NULL,
	"customs_no" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"order_code" text NOT NULL,
	"platform_code" text DEFAULT '' NOT NULL,
	"platform_name" text DEFAULT '' NOT NULL,
	"owner_name" text DEFAULT '' NOT NULL,
	"owner_card_id" text DEFAULT '' NOT NULL,
	"client_name" text DEFAULT '' NOT NULL,
	"client_phone" text DEFAULT '' NOT NULL,
	"client_address" text DEFAULT '' NOT NULL,
	"to_country" text DEFAULT '' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"product_amount" integer DEFAULT 0 NOT NULL,
	"delivery_expenses" integer DEFAULT 0 NOT NULL,
	"sign_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "declare_order_good" (
	"id" serial PRIMARY KEY NOT NULL,
	"declare_order_id" integer NOT NULL,
	"product_id" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"spec" text DEFAULT '' NOT NULL,
	"bar_code" text DEFAULT '' NOT NULL,
	"hs_code" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"unit1" text DEFAULT '' NOT NULL,
	"num1" numeric(12, 3) DEFAULT 0 NOT NULL,
	"unit2" text DEFAULT '' NOT NULL,
	"num2" numeric(12, 3) DEFAULT 0 NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"num" integer NOT NULL,
	"price" integer NOT NULL,
	"weight" numeric(12, 3) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "declare_payment" (
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
	"push_status" integer DEFAULT 0 NOT NULL,
	"push_message" text DEFAULT '' NOT NULL,
	"post_time" bigint DEFAULT 0 NOT NULL,
	"last_code" integer DEFAULT 0 NOT NULL,
	"receipt_time" bigint DEFAULT 0 NOT NULL,
	"customs_no" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"order_code" text NOT NULL,
	"pay_code" text DEFAULT '' NOT NULL,
	"pay_name" text DEFAULT '' NOT NULL,
	"out_id" text DEFAULT '' NOT NULL,
	"client_name" text DEFAULT '' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"paid_amount" integer DEFAULT 0 NOT NULL,
	"collected_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "declare_waybill" (
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
	"push_status" integer DEFAULT 0 NOT NULL,
	"push_message" text DEFAULT '' NOT NULL,
	"post_time" bigint DEFAULT 0 NOT NULL,
	"last_code" integer DEFAULT 0 NOT NULL,
	"receipt_time" bigint DEFAULT 0 NOT NULL,
	"customs_no" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"logistics_no" text NOT NULL,
	"logistics_code" text DEFAULT '' NOT NULL,
	"logistics_name" text DEFAULT '' NOT NULL,
	"voyage" text DEFAULT '' NOT NULL,
	"from_country" text DEFAULT '' NOT NULL,
	"to_country" text DEFAULT '' NOT NULL,
	"num" integer DEFAULT 0 NOT NULL,
	"total_weight" numeric(12, 3) DEFAULT 0 NOT NULL,
	"net_weight" numeric(12, 3) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "export_product" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"en_title" text DEFAULT '' NOT NULL,
	"hs_code" text NOT NULL,
	"spec" text DEFAULT '' NOT NULL,
	"bar_code" text DEFAULT '' NOT NULL,
	"unit" text NOT NULL,
	"unit1" text NOT NULL,
	"unit2" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"prov" text DEFAULT '' NOT NULL,
	"elements" text DEFAULT '' NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"weight" numeric(12, 3) DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
-- The declarations' receipts become every message document's receipts.
INSERT INTO "customs_receipt" ("doc", "doc_id", "code", "text", "receipt_time", "create_time") SELECT 'Declare', "declare_id", "code", "text", "receipt_time", "create_time" FROM "declare_receipt";--> statement-breakpoint
DROP TABLE "declare_receipt" CASCADE;--> statement-breakpoint
ALTER TABLE "declare" ADD COLUMN "declare_order_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "declare" ADD COLUMN "declare_receipt_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "declare" ADD COLUMN "declare_logistics_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "declare" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "declare" ADD COLUMN "sale_tax" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "declare" ADD COLUMN "customs_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "declare_good" ADD COLUMN "product_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "declare_good" ADD COLUMN "unit1" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "declare_good" ADD COLUMN "num1" numeric(12, 3) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "declare_good" ADD COLUMN "unit2" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "declare_good" ADD COLUMN "num2" numeric(12, 3) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "settlement" ADD COLUMN "income_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "customs_receipt_text_trgm_index" ON "customs_receipt" USING gin ("text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customs_receipt_text_prefix_index" ON "customs_receipt" USING btree (lower("text") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customs_receipt_doc_doc_id_receipt_time_index" ON "customs_receipt" USING btree ("doc","doc_id","receipt_time");--> statement-breakpoint
CREATE INDEX "customs_receipt_receipt_time_id_index" ON "customs_receipt" USING btree ("receipt_time","id");--> statement-breakpoint
CREATE INDEX "customs_receipt_code_receipt_time_index" ON "customs_receipt" USING btree ("code","receipt_time");--> statement-breakpoint
CREATE INDEX "customs_receipt_doc_id_index" ON "customs_receipt" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "declare_arrival_port_trgm_index" ON "declare_arrival" USING gin ("port" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_arrival_port_prefix_index" ON "declare_arrival" USING btree (lower("port") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "declare_arrival_logistics_no_trgm_index" ON "declare_arrival" USING gin ("logistics_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_arrival_logistics_no_prefix_index" ON "declare_arrival" USING btree (lower("logistics_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "declare_arrival_score_id_index" ON "declare_arrival" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "declare_arrival_state_state_time_index" ON "declare_arrival" USING btree ("state","state_time");--> statement-breakpoint
CREATE INDEX "declare_arrival_agent_id_state_state_time_index" ON "declare_arrival" USING btree ("agent_id","state","state_time");--> statement-breakpoint
CREATE INDEX "declare_arrival_department_id_state_state_time_index" ON "declare_arrival" USING btree ("department_id","state","state_time");--> statement-breakpoint
CREATE INDEX "declare_arrival_declare_id_index" ON "declare_arrival" USING btree ("declare_id");--> statement-breakpoint
CREATE INDEX "declare_arrival_create_time_index" ON "declare_arrival" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "declare_departure_voyage_trgm_index" ON "declare_departure" USING gin ("voyage" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_departure_voyage_prefix_index" ON "declare_departure" USING btree (lower("voyage") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "declare_departure_port_trgm_index" ON "declare_departure" USING gin ("port" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_departure_port_prefix_index" ON "declare_departure" USING btree (lower("port") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "declare_departure_score_id_index" ON "declare_departure" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "declare_departure_state_state_time_index" ON "declare_departure" USING btree ("state","state_time");--> statement-breakpoint
CREATE INDEX "declare_departure_agent_id_state_state_time_index" ON "declare_departure" USING btree ("agent_id","state","state_time");--> statement-breakpoint
CREATE INDEX "declare_departure_department_id_state_state_time_index" ON "declare_departure" USING btree ("department_id","state","state_time");--> statement-breakpoint
CREATE INDEX "declare_departure_declare_arrival_id_index" ON "declare_departure" USING btree ("declare_arrival_id");--> statement-breakpoint
CREATE INDEX "declare_departure_declare_id_index" ON "declare_departure" USING btree ("declare_id");--> statement-breakpoint
CREATE INDEX "declare_departure_create_time_index" ON "declare_departure" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "declare_income_out_id_trgm_index" ON "declare_income" USING gin ("out_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_income_out_id_prefix_index" ON "declare_income" USING btree (lower("out_id") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "declare_income_client_name_trgm_index" ON "declare_income" USING gin ("client_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_income_client_name_prefix_index" ON "declare_income" USING btree (lower("client_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "declare_income_bank_name_trgm_index" ON "declare_income" USING gin ("bank_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_income_bank_name_prefix_index" ON "declare_income" USING btree (lower("bank_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "declare_income_pay_name_trgm_index" ON "declare_income" USING gin ("pay_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_income_pay_name_prefix_index" ON "declare_income" USING btree (lower("pay_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "declare_income_score_id_index" ON "declare_income" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "declare_income_declare_id_index" ON "declare_income" USING btree ("declare_id");--> statement-breakpoint
CREATE INDEX "declare_income_agent_id_index" ON "declare_income" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "declare_income_department_id_index" ON "declare_income" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "declare_income_create_time_index" ON "declare_income" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "declare_logistics_logistics_no_trgm_index" ON "declare_logistics" USING gin ("logistics_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_logistics_logistics_no_prefix_index" ON "declare_logistics" USING btree (lower("logistics_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "declare_logistics_order_code_trgm_index" ON "declare_logistics" USING gin ("order_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_logistics_order_code_prefix_index" ON "declare_logistics" USING btree (lower("order_code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "declare_logistics_client_name_trgm_index" ON "declare_logistics" USING gin ("client_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_logistics_client_name_prefix_index" ON "declare_logistics" USING btree (lower("client_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "declare_logistics_score_id_index" ON "declare_logistics" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "declare_logistics_state_state_time_index" ON "declare_logistics" USING btree ("state","state_time");--> statement-breakpoint
CREATE INDEX "declare_logistics_agent_id_state_state_time_index" ON "declare_logistics" USING btree ("agent_id","state","state_time");--> statement-breakpoint
CREATE INDEX "declare_logistics_department_id_state_state_time_index" ON "declare_logistics" USING btree ("department_id","state","state_time");--> statement-breakpoint
CREATE INDEX "declare_logistics_order_code_index" ON "declare_logistics" USING btree ("order_code");--> statement-breakpoint
CREATE INDEX "declare_logistics_waybill_id_index" ON "declare_logistics" USING btree ("waybill_id");--> statement-breakpoint
CREATE INDEX "declare_logistics_create_time_index" ON "declare_logistics" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "declare_order_order_code_trgm_index" ON "declare_order" USING gin ("order_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_order_order_code_prefix_index" ON "declare_order" USING btree (lower("order_code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "declare_order_client_name_trgm_index" ON "declare_order" USING gin ("client_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_order_client_name_prefix_index" ON "declare_order" USING btree (lower("client_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "declare_order_platform_name_trgm_index" ON "declare_order" USING gin ("platform_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_order_platform_name_prefix_index" ON "declare_order" USING btree (lower("platform_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "declare_order_score_id_index" ON "declare_order" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "declare_order_state_state_time_index" ON "declare_order" USING btree ("state","state_time");--> statement-breakpoint
CREATE INDEX "declare_order_agent_id_state_state_time_index" ON "declare_order" USING btree ("agent_id","state","state_time");--> statement-breakpoint
CREATE INDEX "declare_order_department_id_state_state_time_index" ON "declare_order" USING btree ("department_id","state","state_time");--> statement-breakpoint
CREATE INDEX "declare_order_order_code_index" ON "declare_order" USING btree ("order_code");--> statement-breakpoint
CREATE INDEX "declare_order_create_time_index" ON "declare_order" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "declare_order_good_declare_order_id_index" ON "declare_order_good" USING btree ("declare_order_id");--> statement-breakpoint
CREATE INDEX "declare_payment_order_code_trgm_index" ON "declare_payment" USING gin ("order_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_payment_order_code_prefix_index" ON "declare_payment" USING btree (lower("order_code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "declare_payment_pay_name_trgm_index" ON "declare_payment" USING gin ("pay_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_payment_pay_name_prefix_index" ON "declare_payment" USING btree (lower("pay_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "declare_payment_out_id_trgm_index" ON "declare_payment" USING gin ("out_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_payment_out_id_prefix_index" ON "declare_payment" USING btree (lower("out_id") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "declare_payment_client_name_trgm_index" ON "declare_payment" USING gin ("client_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_payment_client_name_prefix_index" ON "declare_payment" USING btree (lower("client_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "declare_payment_score_id_index" ON "declare_payment" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "declare_payment_state_state_time_index" ON "declare_payment" USING btree ("state","state_time");--> statement-breakpoint
CREATE INDEX "declare_payment_agent_id_state_state_time_index" ON "declare_payment" USING btree ("agent_id","state","state_time");--> statement-breakpoint
CREATE INDEX "declare_payment_department_id_state_state_time_index" ON "declare_payment" USING btree ("department_id","state","state_time");--> statement-breakpoint
CREATE INDEX "declare_payment_order_code_index" ON "declare_payment" USING btree ("order_code");--> statement-breakpoint
CREATE INDEX "declare_payment_create_time_index" ON "declare_payment" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "declare_waybill_logistics_no_trgm_index" ON "declare_waybill" USING gin ("logistics_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_waybill_logistics_no_prefix_index" ON "declare_waybill" USING btree (lower("logistics_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "declare_waybill_voyage_trgm_index" ON "declare_waybill" USING gin ("voyage" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "declare_waybill_voyage_prefix_index" ON "declare_waybill" USING btree (lower("voyage") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "declare_waybill_score_id_index" ON "declare_waybill" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "declare_waybill_state_state_time_index" ON "declare_waybill" USING btree ("state","state_time");--> statement-breakpoint
CREATE INDEX "declare_waybill_agent_id_state_state_time_index" ON "declare_waybill" USING btree ("agent_id","state","state_time");--> statement-breakpoint
CREATE INDEX "declare_waybill_department_id_state_state_time_index" ON "declare_waybill" USING btree ("department_id","state","state_time");--> statement-breakpoint
CREATE INDEX "declare_waybill_create_time_index" ON "declare_waybill" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "export_product_title_trgm_index" ON "export_product" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "export_product_title_prefix_index" ON "export_product" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "export_product_en_title_trgm_index" ON "export_product" USING gin ("en_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "export_product_en_title_prefix_index" ON "export_product" USING btree (lower("en_title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "export_product_hs_code_trgm_index" ON "export_product" USING gin ("hs_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "export_product_hs_code_prefix_index" ON "export_product" USING btree (lower("hs_code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "export_product_bar_code_trgm_index" ON "export_product" USING gin ("bar_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "export_product_bar_code_prefix_index" ON "export_product" USING btree (lower("bar_code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "export_product_score_id_index" ON "export_product" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "export_product_create_time_index" ON "export_product" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "export_product_hs_code_index" ON "export_product" USING btree ("hs_code");--> statement-breakpoint
CREATE INDEX "settlement_income_id_index" ON "settlement" USING btree ("income_id");