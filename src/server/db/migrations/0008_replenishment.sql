CREATE TABLE "stock_rule" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"warehouse_id" integer NOT NULL,
	"owner_id" integer DEFAULT 0 NOT NULL,
	"product_id" integer NOT NULL,
	"min_qty" integer DEFAULT 0 NOT NULL,
	"max_qty" integer DEFAULT 0 NOT NULL,
	"buyer_id" integer DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchase_contract" ADD COLUMN "rule_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_rule_unique" ON "stock_rule" USING btree ("warehouse_id","owner_id","product_id") WHERE "stock_rule"."status" <> -1;--> statement-breakpoint
CREATE INDEX "stock_rule_product_id_index" ON "stock_rule" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "stock_rule_buyer_id_index" ON "stock_rule" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "stock_rule_owner_id_index" ON "stock_rule" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "stock_rule_score_id_index" ON "stock_rule" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "stock_rule_update_time_id_index" ON "stock_rule" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "stock_rule_create_time_index" ON "stock_rule" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "purchase_contract_rule_id_state_index" ON "purchase_contract" USING btree ("rule_id","state");--> statement-breakpoint
-- Hand-written: the stock by product names its replenishment rule's minimum and how far what is held and not reserved falls short of it.
DROP VIEW "stock_by_product";--> statement-breakpoint
CREATE VIEW "stock_by_product" AS
SELECT g."id", g."warehouse_id", g."product_id", g."owner_id", g."on_hand", g."reserved", g."available", g."places",
  g."create_time", g."update_time",
  coalesce(round(g."on_hand"::numeric * c."value" / nullif(c."qty", 0)), 0)::bigint AS "value",
  coalesce(c."currency", '') AS "currency",
  coalesce(r."min_qty", 0) AS "min_qty",
  greatest(coalesce(r."min_qty", 0) - g."unreserved", 0)::int AS "short"
FROM (
  SELECT min("id")::int AS "id", "warehouse_id", "product_id", "owner_id",
    sum("on_hand")::int AS "on_hand", sum("reserved")::int AS "reserved", sum("available")::int AS "available",
    (count(*) FILTER (WHERE "on_hand" > 0))::int AS "places",
    (coalesce(sum("on_hand" - "reserved") FILTER (WHERE "place_kind" <> 4), 0))::int AS "unreserved",
    min("create_time") AS "create_time", max("update_time") AS "update_time"
  FROM "stock_balance"
  GROUP BY "warehouse_id", "product_id", "owner_id"
) g
LEFT JOIN "stock_cost" c ON c."product_id" = g."product_id" AND c."owner_id" = g."owner_id"
LEFT JOIN "stock_rule" r ON r."warehouse_id" = g."warehouse_id" AND r."owner_id" = g."owner_id" AND r."product_id" = g."product_id" AND r."status" <> -1;
