ALTER TABLE "sales_order" ADD COLUMN "deal_time" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "order_pay_time_index" ON "order" USING btree ("pay_time");--> statement-breakpoint
CREATE INDEX "sales_order_deal_time_index" ON "sales_order" USING btree ("deal_time");--> statement-breakpoint
CREATE INDEX "offering_order_pay_time_index" ON "offering_order" USING btree ("pay_time");--> statement-breakpoint
UPDATE "sales_order" SET "deal_time" = "create_time" WHERE "state" IN ('Confirmed', 'Completed');
