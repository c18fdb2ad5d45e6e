-- Numbers become unique per kind of document: every repeat of a number but its first gets its
-- own id appended, before the unique indexes.
UPDATE "order" o SET "order_no" = o."order_no" || '-' || o."id"
WHERE o."order_no" <> '' AND EXISTS (SELECT 1 FROM "order" p WHERE p."order_no" = o."order_no" AND p."id" < o."id");--> statement-breakpoint
UPDATE "offering_order" o SET "order_no" = o."order_no" || '-' || o."id"
WHERE o."order_no" <> '' AND EXISTS (SELECT 1 FROM "offering_order" p WHERE p."order_no" = o."order_no" AND p."id" < o."id");--> statement-breakpoint
CREATE TABLE "doc_sequence" (
	"doc" text PRIMARY KEY NOT NULL,
	"last" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "order_order_no_index";--> statement-breakpoint
DROP INDEX "offering_order_order_no_index";--> statement-breakpoint
CREATE UNIQUE INDEX "order_no_unique" ON "order" USING btree ("order_no") WHERE "order"."order_no" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "offering_order_no_unique" ON "offering_order" USING btree ("order_no") WHERE "offering_order"."order_no" <> '';