-- The stock balances grouped for the stock screen: per product (totals over a warehouse's places, per owner) and per place.
CREATE VIEW "stock_by_product" AS
SELECT min("id")::int AS "id", "warehouse_id", "product_id", "owner_id",
  sum("on_hand")::int AS "on_hand", sum("reserved")::int AS "reserved", sum("on_hand" - "reserved")::int AS "available",
  (count(*) FILTER (WHERE "on_hand" > 0))::int AS "places",
  min("create_time") AS "create_time", max("update_time") AS "update_time"
FROM "stock_balance"
GROUP BY "warehouse_id", "product_id", "owner_id";
--> statement-breakpoint
CREATE VIEW "stock_by_place" AS
SELECT "place_id" AS "id", "warehouse_id", "zone_id", "place_id",
  sum("on_hand")::int AS "on_hand", sum("reserved")::int AS "reserved", sum("on_hand" - "reserved")::int AS "available",
  (count(*) FILTER (WHERE "on_hand" > 0))::int AS "products",
  min("create_time") AS "create_time", max("update_time") AS "update_time"
FROM "stock_balance"
GROUP BY "warehouse_id", "zone_id", "place_id";
