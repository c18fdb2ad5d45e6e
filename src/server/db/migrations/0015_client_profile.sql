ALTER TABLE "client" ADD COLUMN "group" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "range" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "company_remark" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "company_date" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "company_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "company_capital" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "company_area" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "company_employe" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "company_site" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "company_addr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "company_industry" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "company_legal" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "event" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "file" text[] DEFAULT '{}' NOT NULL;