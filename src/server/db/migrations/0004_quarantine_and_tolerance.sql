CREATE TABLE "stock_disposal" (
	"id" serial PRIMARY KEY NOT NULL,
	"warehouse_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"way" text NOT NULL,
	"qty" integer NOT NULL,
	"to_place_id" integer DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_balance" ADD COLUMN "place_kind" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
UPDATE "stock_balance" b SET "place_kind" = p."kind" FROM "place" p WHERE p."id" = b."place_id";--> statement-breakpoint
DROP VIEW "stock_by_product";--> statement-breakpoint
DROP VIEW "stock_by_place";--> statement-breakpoint
ALTER TABLE "stock_balance" drop column "available";--> statement-breakpoint
ALTER TABLE "stock_balance" ADD COLUMN "available" integer GENERATED ALWAYS AS (case when place_kind = 1 then on_hand - reserved else 0 end) STORED;--> statement-breakpoint
CREATE INDEX "stock_balance_available_id_index" ON "stock_balance" USING btree ("available","id");--> statement-breakpoint
-- Hand-written: the grouped views count as available only what is on storage places.
CREATE VIEW "stock_by_product" AS
SELECT min("id")::int AS "id", "warehouse_id", "product_id", "owner_id",
  sum("on_hand")::int AS "on_hand", sum("reserved")::int AS "reserved", sum("available")::int AS "available",
  (count(*) FILTER (WHERE "on_hand" > 0))::int AS "places",
  min("create_time") AS "create_time", max("update_time") AS "update_time"
FROM "stock_balance"
GROUP BY "warehouse_id", "product_id", "owner_id";--> statement-breakpoint
CREATE VIEW "stock_by_place" AS
SELECT "place_id" AS "id", "warehouse_id", "zone_id", "place_id",
  sum("on_hand")::int AS "on_hand", sum("reserved")::int AS "reserved", sum("available")::int AS "available",
  (count(*) FILTER (WHERE "on_hand" > 0))::int AS "products",
  min("create_time") AS "create_time", max("update_time") AS "update_time"
FROM "stock_balance"
GROUP BY "warehouse_id", "zone_id", "place_id";--> statement-breakpoint
ALTER TABLE "warehouse" ADD COLUMN "over_receipt_pct" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "stock_disposal_warehouse_id_create_time_index" ON "stock_disposal" USING btree ("warehouse_id","create_time");--> statement-breakpoint
CREATE INDEX "stock_disposal_product_id_index" ON "stock_disposal" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "stock_balance_place_kind_warehouse_id_index" ON "stock_balance" USING btree ("place_kind","warehouse_id");