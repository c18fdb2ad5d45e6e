-- Written by hand: what the drizzle schema cannot declare. The baseline (0001) is generated from
-- src/server/db/schema; these run after it.

-- The change feed (db/changes.ts): a statement that changes who may do what, a setting or the
-- routes table tells every app process to forget its caches.
CREATE OR REPLACE FUNCTION cbc_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('cbc_changes', TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER session_changes AFTER UPDATE OF revoke_time, expire_time OR DELETE ON "session" FOR EACH STATEMENT EXECUTE FUNCTION cbc_notify('auth');
--> statement-breakpoint
CREATE TRIGGER agent_changes AFTER UPDATE OF status, state, pwd, role_id, permission, department_id, name, card_img, warehouse_ids OR DELETE ON "agent" FOR EACH STATEMENT EXECUTE FUNCTION cbc_notify('auth');
--> statement-breakpoint
CREATE TRIGGER role_changes AFTER UPDATE OF status, title, permission, data_scope OR DELETE ON "role" FOR EACH STATEMENT EXECUTE FUNCTION cbc_notify('auth');
--> statement-breakpoint
CREATE TRIGGER department_changes AFTER UPDATE OF name, path OR DELETE ON "department" FOR EACH STATEMENT EXECUTE FUNCTION cbc_notify('auth');
--> statement-breakpoint
CREATE TRIGGER setting_changes AFTER INSERT OR UPDATE OR DELETE ON "setting" FOR EACH STATEMENT EXECUTE FUNCTION cbc_notify('settings');
--> statement-breakpoint
CREATE TRIGGER api_route_changes AFTER UPDATE OR DELETE ON "api_route" FOR EACH STATEMENT EXECUTE FUNCTION cbc_notify('api');
--> statement-breakpoint

-- The stock ledger is append-only: a movement is reversed by a new document, never edited. The
-- demo's back-dating (app.backdate) is the one exception.
CREATE FUNCTION stock_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('app.backdate', true) = 'on' THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'stock_ledger is append-only: reverse a movement with a new document';
END
$$;
--> statement-breakpoint
CREATE TRIGGER stock_ledger_append_only BEFORE UPDATE OR DELETE ON stock_ledger FOR EACH ROW EXECUTE FUNCTION stock_ledger_append_only();
--> statement-breakpoint

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

--> statement-breakpoint

-- Invoice numbers follow their ids, which start at 111001 (the issuer's first number).
SELECT setval(pg_get_serial_sequence('invoice', 'id'), 111000, true);
