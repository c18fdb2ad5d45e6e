CREATE TABLE "stock_cost" (
	"product_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	"currency" text DEFAULT '' NOT NULL,
	"last_qty" integer DEFAULT 0 NOT NULL,
	"last_value" bigint DEFAULT 0 NOT NULL,
	"last_move" bigint DEFAULT 0 NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	CONSTRAINT "stock_cost_product_id_owner_id_pk" PRIMARY KEY("product_id","owner_id"),
	CONSTRAINT "stock_cost_qty" CHECK ("stock_cost"."qty" >= 0),
	CONSTRAINT "stock_cost_value" CHECK ("stock_cost"."value" >= 0)
);
--> statement-breakpoint
ALTER TABLE "entry" ADD COLUMN "currency" text DEFAULT 'CNY' NOT NULL;--> statement-breakpoint
ALTER TABLE "entry_line" ADD COLUMN "unit_cost" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_line" ADD COLUMN "diff_value" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD COLUMN "value" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD COLUMN "balance_value" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD COLUMN "cost_qty" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD COLUMN "currency" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "stock_ledger_product_id_owner_id_id_index" ON "stock_ledger" USING btree ("product_id","owner_id","id");--> statement-breakpoint
-- Hand-written: the stock held before costs were kept is on the books at nothing, in no currency yet.
INSERT INTO "stock_cost" ("product_id", "owner_id", "qty")
SELECT "product_id", "owner_id", sum("on_hand")::int FROM "stock_balance" GROUP BY "product_id", "owner_id" HAVING sum("on_hand") > 0;--> statement-breakpoint
-- Hand-written: the stock by product says what it is worth at the owner's average.
DROP VIEW "stock_by_product";--> statement-breakpoint
CREATE VIEW "stock_by_product" AS
SELECT g.*,
  coalesce(round(g."on_hand"::numeric * c."value" / nullif(c."qty", 0)), 0)::bigint AS "value",
  coalesce(c."currency", '') AS "currency"
FROM (
  SELECT min("id")::int AS "id", "warehouse_id", "product_id", "owner_id",
    sum("on_hand")::int AS "on_hand", sum("reserved")::int AS "reserved", sum("available")::int AS "available",
    (count(*) FILTER (WHERE "on_hand" > 0))::int AS "places",
    min("create_time") AS "create_time", max("update_time") AS "update_time"
  FROM "stock_balance"
  GROUP BY "warehouse_id", "product_id", "owner_id"
) g
LEFT JOIN "stock_cost" c ON c."product_id" = g."product_id" AND c."owner_id" = g."owner_id";
