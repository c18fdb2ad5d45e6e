CREATE TABLE "warehouse_cost" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"warehouse_id" integer DEFAULT 0 NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_equipment" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"update_agent" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"warehouse_id" integer DEFAULT 0 NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"card_img" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
DROP INDEX "stock_ledger_product_id_create_time_index";--> statement-breakpoint
DROP INDEX "stock_ledger_warehouse_id_create_time_index";--> statement-breakpoint
DROP INDEX "stock_ledger_doc_doc_id_index";--> statement-breakpoint
DROP INDEX "stock_ledger_place_id_index";--> statement-breakpoint
ALTER TABLE "stock_balance" ADD COLUMN "id" serial NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_balance" ADD COLUMN "zone_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_balance" ADD COLUMN "available" integer GENERATED ALWAYS AS (on_hand - reserved) STORED;--> statement-breakpoint
ALTER TABLE "stock_balance" ADD COLUMN "create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_balance" ADD COLUMN "update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL;--> statement-breakpoint
CREATE INDEX "warehouse_cost_title_trgm_index" ON "warehouse_cost" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "warehouse_cost_title_prefix_index" ON "warehouse_cost" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "warehouse_cost_score_id_index" ON "warehouse_cost" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "warehouse_cost_warehouse_id_index" ON "warehouse_cost" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "warehouse_cost_create_time_index" ON "warehouse_cost" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "warehouse_equipment_title_trgm_index" ON "warehouse_equipment" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "warehouse_equipment_title_prefix_index" ON "warehouse_equipment" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "warehouse_equipment_code_trgm_index" ON "warehouse_equipment" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "warehouse_equipment_code_prefix_index" ON "warehouse_equipment" USING btree (lower("code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "warehouse_equipment_score_id_index" ON "warehouse_equipment" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "warehouse_equipment_warehouse_id_index" ON "warehouse_equipment" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "warehouse_equipment_create_time_index" ON "warehouse_equipment" USING btree ("create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_balance_id_index" ON "stock_balance" USING btree ("id");--> statement-breakpoint
CREATE INDEX "stock_balance_zone_id_index" ON "stock_balance" USING btree ("zone_id");--> statement-breakpoint
CREATE INDEX "stock_balance_owner_id_index" ON "stock_balance" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "stock_balance_update_time_id_index" ON "stock_balance" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "stock_balance_on_hand_id_index" ON "stock_balance" USING btree ("on_hand","id");--> statement-breakpoint
CREATE INDEX "stock_balance_available_id_index" ON "stock_balance" USING btree ("available","id");--> statement-breakpoint
CREATE INDEX "stock_ledger_product_id_id_index" ON "stock_ledger" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "stock_ledger_warehouse_id_id_index" ON "stock_ledger" USING btree ("warehouse_id","id");--> statement-breakpoint
CREATE INDEX "stock_ledger_place_id_id_index" ON "stock_ledger" USING btree ("place_id","id");--> statement-breakpoint
CREATE INDEX "stock_ledger_owner_id_id_index" ON "stock_ledger" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "stock_ledger_doc_id_index" ON "stock_ledger" USING btree ("doc","id");--> statement-breakpoint
CREATE INDEX "stock_ledger_doc_id_doc_index" ON "stock_ledger" USING btree ("doc_id","doc");--> statement-breakpoint
-- Balances kept before this migration: their place's zone, and their first and last movement.
UPDATE "stock_balance" b SET "zone_id" = p."zone_id" FROM "place" p WHERE p."id" = b."place_id";
--> statement-breakpoint
UPDATE "stock_balance" b SET "create_time" = l.first, "update_time" = l.last
FROM (SELECT "product_id", "place_id", "owner_id", min("create_time") AS first, max("create_time") AS last FROM "stock_ledger" GROUP BY 1, 2, 3) l
WHERE l."product_id" = b."product_id" AND l."place_id" = b."place_id" AND l."owner_id" = b."owner_id";
