CREATE TABLE "purchase_contract" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'Draft' NOT NULL,
	"state_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"department_id" integer DEFAULT 0 NOT NULL,
	"warehouse_id" integer NOT NULL,
	"owner_id" integer DEFAULT 0 NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"contract_no" text NOT NULL,
	"supplier_id" integer NOT NULL,
	"arrive_time" bigint DEFAULT 0 NOT NULL,
	"sign_time" bigint DEFAULT 0 NOT NULL,
	"entry_id" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_contract_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text DEFAULT '' NOT NULL,
	"bar_code" text DEFAULT '' NOT NULL,
	"spec" text DEFAULT '' NOT NULL,
	"product_num" integer NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"purchase_contract_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'Draft' NOT NULL,
	"state_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"department_id" integer DEFAULT 0 NOT NULL,
	"warehouse_id" integer NOT NULL,
	"owner_id" integer DEFAULT 0 NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"order_no" text NOT NULL,
	"client_id" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"to_country" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"delivery_id" integer DEFAULT 0 NOT NULL,
	"ship_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_order_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text DEFAULT '' NOT NULL,
	"bar_code" text DEFAULT '' NOT NULL,
	"spec" text DEFAULT '' NOT NULL,
	"product_num" integer NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"sales_order_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_product" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"supplier_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"supplier_code" text DEFAULT '' NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"lead_days" integer DEFAULT 0 NOT NULL,
	"min_qty" integer DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "kind" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_contract_no_unique" ON "purchase_contract" USING btree ("contract_no");--> statement-breakpoint
CREATE INDEX "purchase_contract_contract_no_trgm_index" ON "purchase_contract" USING gin ("contract_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "purchase_contract_contract_no_prefix_index" ON "purchase_contract" USING btree (lower("contract_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "purchase_contract_score_id_index" ON "purchase_contract" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "purchase_contract_state_state_time_index" ON "purchase_contract" USING btree ("state","state_time");--> statement-breakpoint
CREATE INDEX "purchase_contract_agent_id_state_state_time_index" ON "purchase_contract" USING btree ("agent_id","state","state_time");--> statement-breakpoint
CREATE INDEX "purchase_contract_department_id_state_state_time_index" ON "purchase_contract" USING btree ("department_id","state","state_time");--> statement-breakpoint
CREATE INDEX "purchase_contract_supplier_id_index" ON "purchase_contract" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "purchase_contract_warehouse_id_index" ON "purchase_contract" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "purchase_contract_entry_id_index" ON "purchase_contract" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "purchase_contract_create_time_index" ON "purchase_contract" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "purchase_contract_line_purchase_contract_id_index" ON "purchase_contract_line" USING btree ("purchase_contract_id");--> statement-breakpoint
CREATE INDEX "purchase_contract_line_product_id_index" ON "purchase_contract_line" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_order_no_unique" ON "sales_order" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "sales_order_order_no_trgm_index" ON "sales_order" USING gin ("order_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sales_order_order_no_prefix_index" ON "sales_order" USING btree (lower("order_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "sales_order_name_trgm_index" ON "sales_order" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sales_order_name_prefix_index" ON "sales_order" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "sales_order_score_id_index" ON "sales_order" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "sales_order_state_state_time_index" ON "sales_order" USING btree ("state","state_time");--> statement-breakpoint
CREATE INDEX "sales_order_agent_id_state_state_time_index" ON "sales_order" USING btree ("agent_id","state","state_time");--> statement-breakpoint
CREATE INDEX "sales_order_department_id_state_state_time_index" ON "sales_order" USING btree ("department_id","state","state_time");--> statement-breakpoint
CREATE INDEX "sales_order_client_id_index" ON "sales_order" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "sales_order_warehouse_id_index" ON "sales_order" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "sales_order_delivery_id_index" ON "sales_order" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "sales_order_create_time_index" ON "sales_order" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "sales_order_line_sales_order_id_index" ON "sales_order_line" USING btree ("sales_order_id");--> statement-breakpoint
CREATE INDEX "sales_order_line_product_id_index" ON "sales_order_line" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_product_unique" ON "supplier_product" USING btree ("supplier_id","product_id") WHERE "supplier_product"."status" <> -1;--> statement-breakpoint
CREATE INDEX "supplier_product_product_id_index" ON "supplier_product" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "supplier_product_score_id_index" ON "supplier_product" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "supplier_product_create_time_index" ON "supplier_product" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "supplier_product_supplier_code_trgm_index" ON "supplier_product" USING gin ("supplier_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "supplier_product_supplier_code_prefix_index" ON "supplier_product" USING btree (lower("supplier_code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "client_kind_state_index" ON "client" USING btree ("kind","state");