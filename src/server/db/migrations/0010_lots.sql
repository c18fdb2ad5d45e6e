CREATE TABLE "stock_lot" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"lot_no" text NOT NULL,
	"expiry" bigint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_lot_balance" (
	"id" serial NOT NULL,
	"product_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"lot_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"lot_no" text NOT NULL,
	"expiry" bigint DEFAULT 0 NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	CONSTRAINT "stock_lot_balance_product_id_place_id_owner_id_lot_id_pk" PRIMARY KEY("product_id","place_id","owner_id","lot_id"),
	CONSTRAINT "stock_lot_balance_qty" CHECK ("stock_lot_balance"."qty" >= 0)
);
--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "lot_tracked" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD COLUMN "lot_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD COLUMN "lot_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouse" ADD COLUMN "expiry_warn_days" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_lot_product_id_lot_no_index" ON "stock_lot" USING btree ("product_id","lot_no");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_lot_balance_id_index" ON "stock_lot_balance" USING btree ("id");--> statement-breakpoint
CREATE INDEX "stock_lot_balance_expiry_id_index" ON "stock_lot_balance" USING btree ("expiry","id");--> statement-breakpoint
CREATE INDEX "stock_lot_balance_warehouse_id_expiry_index" ON "stock_lot_balance" USING btree ("warehouse_id","expiry");--> statement-breakpoint
CREATE INDEX "stock_lot_balance_place_id_index" ON "stock_lot_balance" USING btree ("place_id");--> statement-breakpoint
CREATE INDEX "stock_lot_balance_owner_id_index" ON "stock_lot_balance" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "stock_lot_balance_update_time_id_index" ON "stock_lot_balance" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "stock_lot_balance_qty_id_index" ON "stock_lot_balance" USING btree ("qty","id");