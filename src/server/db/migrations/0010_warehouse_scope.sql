ALTER TABLE "agent" ADD COLUMN "warehouse_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- The warehouses an agent works in are part of their data scope: a change reaches every server's session cache.
DROP TRIGGER IF EXISTS agent_changes ON "agent";
--> statement-breakpoint
CREATE TRIGGER agent_changes AFTER UPDATE OF status, state, pwd, role_id, permission, department_id, name, card_img, warehouse_ids OR DELETE ON "agent" FOR EACH STATEMENT EXECUTE FUNCTION cbc_notify('auth');
