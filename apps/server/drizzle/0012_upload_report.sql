ALTER TABLE "uploads" ADD COLUMN "report" jsonb;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "result" jsonb;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "rows_read" integer DEFAULT 0 NOT NULL;