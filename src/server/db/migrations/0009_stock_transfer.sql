CREATE TABLE "stock_transfer" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'Draft' NOT NULL,
	"state_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"warehouse_id" integer NOT NULL,
	"owner_id" integer DEFAULT 0 NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"department_id" integer DEFAULT 0 NOT NULL,
	"out_order_id" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"backorder_of" integer DEFAULT 0 NOT NULL,
	"short_reason" text DEFAULT '' NOT NULL,
	"from_warehouse_id" integer DEFAULT 0 NOT NULL,
	"to_warehouse_id" integer DEFAULT 0 NOT NULL,
	"dispatch_time" bigint DEFAULT 0 NOT NULL,
	"arrive_time" bigint DEFAULT 0 NOT NULL,
	"done_time" bigint DEFAULT 0 NOT NULL,
	"cancel_reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_transfer_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text DEFAULT '' NOT NULL,
	"bar_code" text DEFAULT '' NOT NULL,
	"spec" text DEFAULT '' NOT NULL,
	"product_num" integer NOT NULL,
	"stock_transfer_id" integer NOT NULL,
	"from_place_id" integer NOT NULL,
	"pick_num" integer DEFAULT 0 NOT NULL,
	"put_num" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "stock_transfer_score_id_index" ON "stock_transfer" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "stock_transfer_state_state_time_index" ON "stock_transfer" USING btree ("state","state_time");--> statement-breakpoint
CREATE INDEX "stock_transfer_agent_id_state_state_time_index" ON "stock_transfer" USING btree ("agent_id","state","state_time");--> statement-breakpoint
CREATE INDEX "stock_transfer_department_id_state_state_time_index" ON "stock_transfer" USING btree ("department_id","state","state_time");--> statement-breakpoint
CREATE INDEX "stock_transfer_warehouse_id_state_state_time_index" ON "stock_transfer" USING btree ("warehouse_id","state","state_time");--> statement-breakpoint
CREATE INDEX "stock_transfer_owner_id_index" ON "stock_transfer" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "stock_transfer_create_time_index" ON "stock_transfer" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "stock_transfer_from_warehouse_id_index" ON "stock_transfer" USING btree ("from_warehouse_id");--> statement-breakpoint
CREATE INDEX "stock_transfer_to_warehouse_id_index" ON "stock_transfer" USING btree ("to_warehouse_id");--> statement-breakpoint
CREATE INDEX "stock_transfer_title_trgm_index" ON "stock_transfer" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stock_transfer_title_prefix_index" ON "stock_transfer" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "stock_transfer_out_order_id_trgm_index" ON "stock_transfer" USING gin (lower("out_order_id") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stock_transfer_out_order_id_prefix_index" ON "stock_transfer" USING btree (lower("out_order_id") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "stock_transfer_line_stock_transfer_id_index" ON "stock_transfer_line" USING btree ("stock_transfer_id");--> statement-breakpoint
CREATE INDEX "stock_transfer_line_product_id_index" ON "stock_transfer_line" USING btree ("product_id");