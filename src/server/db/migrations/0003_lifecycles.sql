CREATE TABLE "doc_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"doc" text NOT NULL,
	"doc_id" integer NOT NULL,
	"event" text NOT NULL,
	"from" text DEFAULT '' NOT NULL,
	"to" text NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'Private' NOT NULL,
	"type" integer DEFAULT 1 NOT NULL,
	"client_name" text NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"client_company" text DEFAULT '' NOT NULL,
	"company_no" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"grade" integer DEFAULT 0 NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"area_text" text DEFAULT '' NOT NULL,
	"contacts_name" text DEFAULT '' NOT NULL,
	"client_phone" text DEFAULT '' NOT NULL,
	"client_email" text DEFAULT '' NOT NULL,
	"describe" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"department_id" integer DEFAULT 0 NOT NULL,
	"co_agent_id" integer DEFAULT 0 NOT NULL,
	"former_agent_id" integer DEFAULT 0 NOT NULL,
	"lose_time" bigint DEFAULT 0 NOT NULL,
	"claim_time" bigint DEFAULT 0 NOT NULL,
	"follow_time" bigint DEFAULT 0 NOT NULL,
	"next_follow_time" bigint DEFAULT 0 NOT NULL,
	"follow_num" integer DEFAULT 0 NOT NULL,
	"deal_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_follow" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"content" text NOT NULL,
	"next_follow_time" bigint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'Draft' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"warehouse_id" integer NOT NULL,
	"owner_id" integer DEFAULT 0 NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"department_id" integer DEFAULT 0 NOT NULL,
	"out_order_id" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"backorder_of" integer DEFAULT 0 NOT NULL,
	"short_reason" text DEFAULT '' NOT NULL,
	"order_id" integer DEFAULT 0 NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"to_country" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"express" text DEFAULT '' NOT NULL,
	"express_no" text DEFAULT '' NOT NULL,
	"express_type" text DEFAULT '' NOT NULL,
	"package" integer DEFAULT 0 NOT NULL,
	"total_weight" numeric(12, 3) DEFAULT 0 NOT NULL,
	"net_weight" numeric(12, 3) DEFAULT 0 NOT NULL,
	"express_fee" integer DEFAULT 0 NOT NULL,
	"ship_time" bigint DEFAULT 0 NOT NULL,
	"sign_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text DEFAULT '' NOT NULL,
	"bar_code" text DEFAULT '' NOT NULL,
	"spec" text DEFAULT '' NOT NULL,
	"product_num" integer NOT NULL,
	"delivery_id" integer NOT NULL,
	"pick_num" integer DEFAULT 0 NOT NULL,
	"pack_num" integer DEFAULT 0 NOT NULL,
	"package_no" text DEFAULT '' NOT NULL,
	"short_num" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entry" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'Draft' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"warehouse_id" integer NOT NULL,
	"owner_id" integer DEFAULT 0 NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"department_id" integer DEFAULT 0 NOT NULL,
	"out_order_id" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"backorder_of" integer DEFAULT 0 NOT NULL,
	"short_reason" text DEFAULT '' NOT NULL,
	"from_country" text DEFAULT '' NOT NULL,
	"express" text DEFAULT '' NOT NULL,
	"express_no" text DEFAULT '' NOT NULL,
	"arrive_time" bigint DEFAULT 0 NOT NULL,
	"store_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entry_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text DEFAULT '' NOT NULL,
	"bar_code" text DEFAULT '' NOT NULL,
	"spec" text DEFAULT '' NOT NULL,
	"product_num" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"already_num" integer DEFAULT 0 NOT NULL,
	"bad_num" integer DEFAULT 0 NOT NULL,
	"put_num" integer DEFAULT 0 NOT NULL,
	"short_num" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'Draft' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"warehouse_id" integer NOT NULL,
	"owner_id" integer DEFAULT 0 NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"department_id" integer DEFAULT 0 NOT NULL,
	"out_order_id" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"backorder_of" integer DEFAULT 0 NOT NULL,
	"short_reason" text DEFAULT '' NOT NULL,
	"zone_id" integer DEFAULT 0 NOT NULL,
	"post_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text DEFAULT '' NOT NULL,
	"bar_code" text DEFAULT '' NOT NULL,
	"spec" text DEFAULT '' NOT NULL,
	"product_num" integer NOT NULL,
	"inventory_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"counted" integer DEFAULT -1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ownership" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'Draft' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"warehouse_id" integer NOT NULL,
	"owner_id" integer DEFAULT 0 NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"department_id" integer DEFAULT 0 NOT NULL,
	"out_order_id" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"backorder_of" integer DEFAULT 0 NOT NULL,
	"short_reason" text DEFAULT '' NOT NULL,
	"to_owner_id" integer NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ownership_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text DEFAULT '' NOT NULL,
	"bar_code" text DEFAULT '' NOT NULL,
	"spec" text DEFAULT '' NOT NULL,
	"product_num" integer NOT NULL,
	"ownership_id" integer NOT NULL,
	"place_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "place" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"warehouse_id" integer NOT NULL,
	"zone_id" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"kind" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"en_name" text DEFAULT '' NOT NULL,
	"bar_code" text DEFAULT '' NOT NULL,
	"spec" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"weight" numeric(12, 3) DEFAULT 0 NOT NULL,
	"catalog_id" integer DEFAULT 0 NOT NULL,
	"shop_id" integer DEFAULT 0 NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_balance" (
	"product_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"on_hand" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_balance_product_id_place_id_owner_id_pk" PRIMARY KEY("product_id","place_id","owner_id"),
	CONSTRAINT "stock_balance_on_hand" CHECK ("stock_balance"."on_hand" >= 0),
	CONSTRAINT "stock_balance_reserved" CHECK ("stock_balance"."reserved" >= 0 and "stock_balance"."reserved" <= "stock_balance"."on_hand")
);
--> statement-breakpoint
CREATE TABLE "stock_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"balance" integer NOT NULL,
	"doc" text NOT NULL,
	"doc_id" integer NOT NULL,
	"line_id" integer DEFAULT 0 NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	CONSTRAINT "stock_ledger_balance_nonnegative" CHECK ("stock_ledger"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_reservation" (
	"id" serial PRIMARY KEY NOT NULL,
	"delivery_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"picked" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"backorder" text DEFAULT 'ask' NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zone" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"warehouse_id" integer NOT NULL,
	"title" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "declare" (
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
	"mode" integer DEFAULT 9610 NOT NULL,
	"name" text NOT NULL,
	"order_code" text DEFAULT '' NOT NULL,
	"out_id" text DEFAULT '' NOT NULL,
	"client_name" text DEFAULT '' NOT NULL,
	"owner_name" text DEFAULT '' NOT NULL,
	"owner_card_id" text DEFAULT '' NOT NULL,
	"owner_phone" text DEFAULT '' NOT NULL,
	"logistics_code" text DEFAULT '' NOT NULL,
	"logistics_name" text DEFAULT '' NOT NULL,
	"logistics_no" text DEFAULT '' NOT NULL,
	"pay_code" text DEFAULT '' NOT NULL,
	"pay_name" text DEFAULT '' NOT NULL,
	"platform_code" text DEFAULT '' NOT NULL,
	"platform_name" text DEFAULT '' NOT NULL,
	"from_country" text DEFAULT '' NOT NULL,
	"to_country" text DEFAULT '' NOT NULL,
	"num" integer DEFAULT 0 NOT NULL,
	"total_weight" numeric(12, 3) DEFAULT 0 NOT NULL,
	"net_weight" numeric(12, 3) DEFAULT 0 NOT NULL,
	"product_amount" integer DEFAULT 0 NOT NULL,
	"delivery_expenses" integer DEFAULT 0 NOT NULL,
	"insurance_expenses" integer DEFAULT 0 NOT NULL,
	"push_status" integer DEFAULT 0 NOT NULL,
	"push_message" text DEFAULT '' NOT NULL,
	"post_time" bigint DEFAULT 0 NOT NULL,
	"last_code" integer DEFAULT 0 NOT NULL,
	"receipt_time" bigint DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "declare_good" (
	"id" serial PRIMARY KEY NOT NULL,
	"declare_id" integer NOT NULL,
	"title" text NOT NULL,
	"spec" text DEFAULT '' NOT NULL,
	"bar_code" text DEFAULT '' NOT NULL,
	"hs_code" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"num" integer NOT NULL,
	"price" integer NOT NULL,
	"weight" numeric(12, 3) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "declare_receipt" (
	"id" serial PRIMARY KEY NOT NULL,
	"declare_id" integer NOT NULL,
	"code" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"receipt_time" bigint NOT NULL,
	"create_time" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"department_id" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'Unpaid' NOT NULL,
	"order_no" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"shop_id" integer DEFAULT 0 NOT NULL,
	"user_id" integer DEFAULT 0 NOT NULL,
	"order_time" bigint DEFAULT 0 NOT NULL,
	"deal_amount" integer DEFAULT 0 NOT NULL,
	"already_pay" integer DEFAULT 0 NOT NULL,
	"payment" text DEFAULT '' NOT NULL,
	"pay_time" bigint DEFAULT 0 NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"express" text DEFAULT '' NOT NULL,
	"express_no" text DEFAULT '' NOT NULL,
	"ship_time" bigint DEFAULT 0 NOT NULL,
	"sign_time" bigint DEFAULT 0 NOT NULL,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"spec" text DEFAULT '' NOT NULL,
	"num" integer NOT NULL,
	"price" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"department_id" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'Applied' NOT NULL,
	"kind" integer DEFAULT 1 NOT NULL,
	"declare_id" integer DEFAULT 0 NOT NULL,
	"order_id" integer DEFAULT 0 NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"refund_time" bigint DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"department_id" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'Pending' NOT NULL,
	"declare_id" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"settled_amount" integer DEFAULT 0 NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"settle_time" bigint DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "doc_event_doc_doc_id_id_index" ON "doc_event" USING btree ("doc","doc_id","id");--> statement-breakpoint
CREATE INDEX "doc_event_doc_event_agent_id_create_time_index" ON "doc_event" USING btree ("doc","event","agent_id","create_time");--> statement-breakpoint
CREATE INDEX "client_status_score_id_index" ON "client" USING btree ("status","score","id");--> statement-breakpoint
CREATE INDEX "client_state_status_index" ON "client" USING btree ("state","status");--> statement-breakpoint
CREATE INDEX "client_agent_id_state_index" ON "client" USING btree ("agent_id","state");--> statement-breakpoint
CREATE INDEX "client_department_id_index" ON "client" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "client_co_agent_id_index" ON "client" USING btree ("co_agent_id");--> statement-breakpoint
CREATE INDEX "client_type_index" ON "client" USING btree ("type");--> statement-breakpoint
CREATE INDEX "client_level_index" ON "client" USING btree ("level");--> statement-breakpoint
CREATE INDEX "client_create_time_index" ON "client" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "client_lose_time_index" ON "client" USING btree ("lose_time");--> statement-breakpoint
CREATE INDEX "client_follow_time_index" ON "client" USING btree ("follow_time");--> statement-breakpoint
CREATE INDEX "client_next_follow_time_index" ON "client" USING btree ("next_follow_time");--> statement-breakpoint
CREATE INDEX "client_client_name_index" ON "client" USING btree ("client_name");--> statement-breakpoint
CREATE INDEX "client_follow_client_id_create_time_index" ON "client_follow" USING btree ("client_id","create_time");--> statement-breakpoint
CREATE INDEX "client_follow_agent_id_create_time_index" ON "client_follow" USING btree ("agent_id","create_time");--> statement-breakpoint
CREATE INDEX "delivery_status_score_id_index" ON "delivery" USING btree ("status","score","id");--> statement-breakpoint
CREATE INDEX "delivery_state_update_time_index" ON "delivery" USING btree ("state","update_time");--> statement-breakpoint
CREATE INDEX "delivery_warehouse_id_state_index" ON "delivery" USING btree ("warehouse_id","state");--> statement-breakpoint
CREATE INDEX "delivery_agent_id_index" ON "delivery" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "delivery_department_id_index" ON "delivery" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "delivery_owner_id_index" ON "delivery" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "delivery_create_time_index" ON "delivery" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "delivery_line_delivery_id_index" ON "delivery_line" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "delivery_line_product_id_index" ON "delivery_line" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "entry_status_score_id_index" ON "entry" USING btree ("status","score","id");--> statement-breakpoint
CREATE INDEX "entry_state_update_time_index" ON "entry" USING btree ("state","update_time");--> statement-breakpoint
CREATE INDEX "entry_warehouse_id_state_index" ON "entry" USING btree ("warehouse_id","state");--> statement-breakpoint
CREATE INDEX "entry_agent_id_index" ON "entry" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "entry_department_id_index" ON "entry" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "entry_owner_id_index" ON "entry" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "entry_create_time_index" ON "entry" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "entry_line_entry_id_index" ON "entry_line" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "entry_line_product_id_index" ON "entry_line" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "inventory_status_score_id_index" ON "inventory" USING btree ("status","score","id");--> statement-breakpoint
CREATE INDEX "inventory_state_update_time_index" ON "inventory" USING btree ("state","update_time");--> statement-breakpoint
CREATE INDEX "inventory_warehouse_id_state_index" ON "inventory" USING btree ("warehouse_id","state");--> statement-breakpoint
CREATE INDEX "inventory_agent_id_index" ON "inventory" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "inventory_department_id_index" ON "inventory" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "inventory_owner_id_index" ON "inventory" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "inventory_create_time_index" ON "inventory" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "inventory_line_inventory_id_index" ON "inventory_line" USING btree ("inventory_id");--> statement-breakpoint
CREATE INDEX "ownership_status_score_id_index" ON "ownership" USING btree ("status","score","id");--> statement-breakpoint
CREATE INDEX "ownership_state_update_time_index" ON "ownership" USING btree ("state","update_time");--> statement-breakpoint
CREATE INDEX "ownership_warehouse_id_state_index" ON "ownership" USING btree ("warehouse_id","state");--> statement-breakpoint
CREATE INDEX "ownership_agent_id_index" ON "ownership" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "ownership_department_id_index" ON "ownership" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "ownership_owner_id_index" ON "ownership" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "ownership_create_time_index" ON "ownership" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "ownership_line_ownership_id_index" ON "ownership_line" USING btree ("ownership_id");--> statement-breakpoint
CREATE INDEX "place_warehouse_id_kind_index" ON "place" USING btree ("warehouse_id","kind");--> statement-breakpoint
CREATE INDEX "place_zone_id_index" ON "place" USING btree ("zone_id");--> statement-breakpoint
CREATE INDEX "place_status_score_id_index" ON "place" USING btree ("status","score","id");--> statement-breakpoint
CREATE INDEX "place_create_time_index" ON "place" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "place_title_index" ON "place" USING btree ("title");--> statement-breakpoint
CREATE INDEX "product_status_score_id_index" ON "product" USING btree ("status","score","id");--> statement-breakpoint
CREATE INDEX "product_bar_code_index" ON "product" USING btree ("bar_code");--> statement-breakpoint
CREATE INDEX "product_name_index" ON "product" USING btree ("name");--> statement-breakpoint
CREATE INDEX "product_shop_id_index" ON "product" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "product_catalog_id_index" ON "product" USING btree ("catalog_id");--> statement-breakpoint
CREATE INDEX "product_create_time_index" ON "product" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "stock_balance_warehouse_id_product_id_index" ON "stock_balance" USING btree ("warehouse_id","product_id");--> statement-breakpoint
CREATE INDEX "stock_balance_place_id_index" ON "stock_balance" USING btree ("place_id");--> statement-breakpoint
CREATE INDEX "stock_ledger_product_id_create_time_index" ON "stock_ledger" USING btree ("product_id","create_time");--> statement-breakpoint
CREATE INDEX "stock_ledger_warehouse_id_create_time_index" ON "stock_ledger" USING btree ("warehouse_id","create_time");--> statement-breakpoint
CREATE INDEX "stock_ledger_doc_doc_id_index" ON "stock_ledger" USING btree ("doc","doc_id");--> statement-breakpoint
CREATE INDEX "stock_ledger_place_id_index" ON "stock_ledger" USING btree ("place_id");--> statement-breakpoint
CREATE INDEX "stock_ledger_create_time_index" ON "stock_ledger" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "stock_reservation_delivery_id_line_id_index" ON "stock_reservation" USING btree ("delivery_id","line_id");--> statement-breakpoint
CREATE INDEX "stock_reservation_place_id_product_id_index" ON "stock_reservation" USING btree ("place_id","product_id");--> statement-breakpoint
CREATE INDEX "warehouse_status_score_id_index" ON "warehouse" USING btree ("status","score","id");--> statement-breakpoint
CREATE INDEX "warehouse_code_index" ON "warehouse" USING btree ("code");--> statement-breakpoint
CREATE INDEX "warehouse_create_time_index" ON "warehouse" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "warehouse_agent_id_index" ON "warehouse" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "zone_warehouse_id_status_index" ON "zone" USING btree ("warehouse_id","status");--> statement-breakpoint
CREATE INDEX "zone_status_score_id_index" ON "zone" USING btree ("status","score","id");--> statement-breakpoint
CREATE INDEX "zone_create_time_index" ON "zone" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "declare_status_score_id_index" ON "declare" USING btree ("status","score","id");--> statement-breakpoint
CREATE INDEX "declare_state_update_time_index" ON "declare" USING btree ("state","update_time");--> statement-breakpoint
CREATE INDEX "declare_mode_index" ON "declare" USING btree ("mode");--> statement-breakpoint
CREATE INDEX "declare_agent_id_index" ON "declare" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "declare_department_id_index" ON "declare" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "declare_order_code_index" ON "declare" USING btree ("order_code");--> statement-breakpoint
CREATE INDEX "declare_create_time_index" ON "declare" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "declare_good_declare_id_index" ON "declare_good" USING btree ("declare_id");--> statement-breakpoint
CREATE INDEX "declare_receipt_declare_id_receipt_time_index" ON "declare_receipt" USING btree ("declare_id","receipt_time");--> statement-breakpoint
CREATE INDEX "order_status_score_id_index" ON "order" USING btree ("status","score","id");--> statement-breakpoint
CREATE INDEX "order_state_update_time_index" ON "order" USING btree ("state","update_time");--> statement-breakpoint
CREATE INDEX "order_shop_id_index" ON "order" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "order_user_id_index" ON "order" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "order_agent_id_index" ON "order" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "order_department_id_index" ON "order" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "order_order_no_index" ON "order" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "order_create_time_index" ON "order" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "order_ship_time_index" ON "order" USING btree ("ship_time");--> statement-breakpoint
CREATE INDEX "order_line_order_id_index" ON "order_line" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refund_status_score_id_index" ON "refund" USING btree ("status","score","id");--> statement-breakpoint
CREATE INDEX "refund_state_update_time_index" ON "refund" USING btree ("state","update_time");--> statement-breakpoint
CREATE INDEX "refund_kind_index" ON "refund" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "refund_declare_id_index" ON "refund" USING btree ("declare_id");--> statement-breakpoint
CREATE INDEX "refund_order_id_index" ON "refund" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refund_agent_id_index" ON "refund" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "refund_department_id_index" ON "refund" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "refund_create_time_index" ON "refund" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "settlement_status_score_id_index" ON "settlement" USING btree ("status","score","id");--> statement-breakpoint
CREATE INDEX "settlement_state_update_time_index" ON "settlement" USING btree ("state","update_time");--> statement-breakpoint
CREATE INDEX "settlement_declare_id_index" ON "settlement" USING btree ("declare_id");--> statement-breakpoint
CREATE INDEX "settlement_agent_id_index" ON "settlement" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "settlement_department_id_index" ON "settlement" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "settlement_create_time_index" ON "settlement" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "agent_state_index" ON "agent" USING btree ("state");