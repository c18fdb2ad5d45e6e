CREATE TABLE "login_lockout" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"account" text DEFAULT '' NOT NULL,
	"ip" text NOT NULL,
	"attempts" integer NOT NULL,
	"level" integer NOT NULL,
	"blocked_until" bigint NOT NULL,
	"create_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	"lift_time" bigint DEFAULT 0 NOT NULL,
	"lift_agent" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"account" text DEFAULT '' NOT NULL,
	"ip" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"window_start" bigint NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"blocked_until" bigint DEFAULT 0 NOT NULL,
	"last_time" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_failure" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "login_failure" CASCADE;--> statement-breakpoint
DROP INDEX "delivery_state_update_time_index";--> statement-breakpoint
DROP INDEX "delivery_agent_id_state_update_time_index";--> statement-breakpoint
DROP INDEX "delivery_department_id_state_update_time_index";--> statement-breakpoint
DROP INDEX "delivery_warehouse_id_state_update_time_index";--> statement-breakpoint
DROP INDEX "entry_state_update_time_index";--> statement-breakpoint
DROP INDEX "entry_agent_id_state_update_time_index";--> statement-breakpoint
DROP INDEX "entry_department_id_state_update_time_index";--> statement-breakpoint
DROP INDEX "entry_warehouse_id_state_update_time_index";--> statement-breakpoint
DROP INDEX "inventory_state_update_time_index";--> statement-breakpoint
DROP INDEX "inventory_agent_id_state_update_time_index";--> statement-breakpoint
DROP INDEX "inventory_department_id_state_update_time_index";--> statement-breakpoint
DROP INDEX "inventory_warehouse_id_state_update_time_index";--> statement-breakpoint
DROP INDEX "ownership_state_update_time_index";--> statement-breakpoint
DROP INDEX "ownership_agent_id_state_update_time_index";--> statement-breakpoint
DROP INDEX "ownership_department_id_state_update_time_index";--> statement-breakpoint
DROP INDEX "ownership_warehouse_id_state_update_time_index";--> statement-breakpoint
DROP INDEX "declare_state_update_time_index";--> statement-breakpoint
DROP INDEX "declare_agent_id_state_update_time_index";--> statement-breakpoint
DROP INDEX "declare_department_id_state_update_time_index";--> statement-breakpoint
DROP INDEX "order_state_update_time_index";--> statement-breakpoint
DROP INDEX "order_agent_id_state_update_time_index";--> statement-breakpoint
DROP INDEX "order_department_id_state_update_time_index";--> statement-breakpoint
DROP INDEX "refund_state_update_time_index";--> statement-breakpoint
DROP INDEX "refund_agent_id_state_update_time_index";--> statement-breakpoint
DROP INDEX "refund_department_id_state_update_time_index";--> statement-breakpoint
DROP INDEX "settlement_state_update_time_index";--> statement-breakpoint
DROP INDEX "settlement_agent_id_state_update_time_index";--> statement-breakpoint
DROP INDEX "settlement_department_id_state_update_time_index";--> statement-breakpoint
ALTER TABLE "agent" ADD COLUMN "state_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "state_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery" ADD COLUMN "state_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "entry" ADD COLUMN "state_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory" ADD COLUMN "state_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "ownership" ADD COLUMN "state_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "declare" ADD COLUMN "state_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "state_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "refund" ADD COLUMN "state_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "settlement" ADD COLUMN "state_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL;--> statement-breakpoint
CREATE INDEX "login_lockout_create_time_index" ON "login_lockout" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "login_lockout_blocked_until_index" ON "login_lockout" USING btree ("blocked_until");--> statement-breakpoint
CREATE INDEX "login_lockout_kind_create_time_index" ON "login_lockout" USING btree ("kind","create_time");--> statement-breakpoint
CREATE INDEX "login_lockout_key_index" ON "login_lockout" USING btree ("key");--> statement-breakpoint
CREATE INDEX "login_lockout_account_trgm_index" ON "login_lockout" USING gin ("account" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "login_lockout_ip_trgm_index" ON "login_lockout" USING gin ("ip" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "login_throttle_blocked_until_index" ON "login_throttle" USING btree ("blocked_until");--> statement-breakpoint
CREATE INDEX "delivery_state_state_time_index" ON "delivery" USING btree ("state","state_time");--> statement-breakpoint
CREATE INDEX "delivery_agent_id_state_state_time_index" ON "delivery" USING btree ("agent_id","state","state_time");--> statement-breakpoint
CREATE INDEX "delivery_department_id_state_state_time_index" ON "delivery" USING btree ("department_id","state","state_time");--> statement-breakpoint
CREATE INDEX "delivery_warehouse_id_state_state_time_index" ON "delivery" USING btree ("warehouse_id","state","state_time");--> statement-breakpoint
CREATE INDEX "entry_state_state_time_index" ON "entry" USING btree ("state","state_time");--> statement-breakpoint
CREATE INDEX "entry_agent_id_state_state_time_index" ON "entry" USING btree ("agent_id","state","state_time");--> statement-breakpoint
CREATE INDEX "entry_department_id_state_state_time_index" ON "entry" USING btree ("department_id","state","state_time");--> statement-breakpoint
CREATE INDEX "entry_warehouse_id_state_state_time_index" ON "entry" USING btree ("warehouse_id","state","state_time");--> statement-breakpoint
CREATE INDEX "inventory_state_state_time_index" ON "inventory" USING btree ("state","state_time");--> statement-breakpoint
CREATE INDEX "inventory_agent_id_state_state_time_index" ON "inventory" USING btree ("agent_id","state","state_time");--> statement-breakpoint
CREATE INDEX "inventory_department_id_state_state_time_index" ON "inventory" USING btree ("department_id","state","state_time");--> statement-breakpoint
CREATE INDEX "inventory_warehouse_id_state_state_time_index" ON "inventory" USING btree ("warehouse_id","state","state_time");--> statement-breakpoint
CREATE INDEX "ownership_state_state_time_index" ON "ownership" USING btree ("state","state_time");--> statement-breakpoint
CREATE INDEX "ownership_agent_id_state_state_time_index" ON "ownership" USING btree ("agent_id","state","state_time");--> statement-breakpoint
CREATE INDEX "ownership_department_id_state_state_time_index" ON "ownership" USING btree ("department_id","state","state_time");--> statement-breakpoint
CREATE INDEX "ownership_warehouse_id_state_state_time_index" ON "ownership" USING btree ("warehouse_id","state","state_time");--> statement-breakpoint
CREATE INDEX "declare_state_state_time_index" ON "declare" USING btree ("state","state_time");--> statement-breakpoint
CREATE INDEX "declare_agent_id_state_state_time_index" ON "declare" USING btree ("agent_id","state","state_time");--> statement-breakpoint
CREATE INDEX "declare_department_id_state_state_time_index" ON "declare" USING btree ("department_id","state","state_time");--> statement-breakpoint
CREATE INDEX "order_state_state_time_index" ON "order" USING btree ("state","state_time");--> statement-breakpoint
CREATE INDEX "order_agent_id_state_state_time_index" ON "order" USING btree ("agent_id","state","state_time");--> statement-breakpoint
CREATE INDEX "order_department_id_state_state_time_index" ON "order" USING btree ("department_id","state","state_time");--> statement-breakpoint
CREATE INDEX "refund_state_state_time_index" ON "refund" USING btree ("state","state_time");--> statement-breakpoint
CREATE INDEX "refund_agent_id_state_state_time_index" ON "refund" USING btree ("agent_id","state","state_time");--> statement-breakpoint
CREATE INDEX "refund_department_id_state_state_time_index" ON "refund" USING btree ("department_id","state","state_time");--> statement-breakpoint
CREATE INDEX "settlement_state_state_time_index" ON "settlement" USING btree ("state","state_time");--> statement-breakpoint
CREATE INDEX "settlement_agent_id_state_state_time_index" ON "settlement" USING btree ("agent_id","state","state_time");--> statement-breakpoint
CREATE INDEX "settlement_department_id_state_state_time_index" ON "settlement" USING btree ("department_id","state","state_time");--> statement-breakpoint
-- Each record has been in its state since the last timeline row that brought it there (its creation when none did).
UPDATE "agent" t SET "state_time" = coalesce((SELECT max(e."create_time") FROM "doc_event" e WHERE e."doc" = 'Agent' AND e."doc_id" = t."id" AND e."to" = t."state" AND e."from" <> e."to"), t."create_time");--> statement-breakpoint
UPDATE "client" t SET "state_time" = coalesce((SELECT max(e."create_time") FROM "doc_event" e WHERE e."doc" = 'Client' AND e."doc_id" = t."id" AND e."to" = t."state" AND e."from" <> e."to"), t."update_time");--> statement-breakpoint
UPDATE "delivery" t SET "state_time" = coalesce((SELECT max(e."create_time") FROM "doc_event" e WHERE e."doc" = 'Delivery' AND e."doc_id" = t."id" AND e."to" = t."state" AND e."from" <> e."to"), t."update_time");--> statement-breakpoint
UPDATE "entry" t SET "state_time" = coalesce((SELECT max(e."create_time") FROM "doc_event" e WHERE e."doc" = 'Entry' AND e."doc_id" = t."id" AND e."to" = t."state" AND e."from" <> e."to"), t."update_time");--> statement-breakpoint
UPDATE "inventory" t SET "state_time" = coalesce((SELECT max(e."create_time") FROM "doc_event" e WHERE e."doc" = 'Inventory' AND e."doc_id" = t."id" AND e."to" = t."state" AND e."from" <> e."to"), t."update_time");--> statement-breakpoint
UPDATE "ownership" t SET "state_time" = coalesce((SELECT max(e."create_time") FROM "doc_event" e WHERE e."doc" = 'Ownership' AND e."doc_id" = t."id" AND e."to" = t."state" AND e."from" <> e."to"), t."update_time");--> statement-breakpoint
UPDATE "declare" t SET "state_time" = coalesce((SELECT max(e."create_time") FROM "doc_event" e WHERE e."doc" = 'Declare' AND e."doc_id" = t."id" AND e."to" = t."state" AND e."from" <> e."to"), t."update_time");--> statement-breakpoint
UPDATE "order" t SET "state_time" = coalesce((SELECT max(e."create_time") FROM "doc_event" e WHERE e."doc" = 'Order' AND e."doc_id" = t."id" AND e."to" = t."state" AND e."from" <> e."to"), t."update_time");--> statement-breakpoint
UPDATE "refund" t SET "state_time" = coalesce((SELECT max(e."create_time") FROM "doc_event" e WHERE e."doc" = 'Refund' AND e."doc_id" = t."id" AND e."to" = t."state" AND e."from" <> e."to"), t."update_time");--> statement-breakpoint
UPDATE "settlement" t SET "state_time" = coalesce((SELECT max(e."create_time") FROM "doc_event" e WHERE e."doc" = 'Settlement' AND e."doc_id" = t."id" AND e."to" = t."state" AND e."from" <> e."to"), t."update_time");
