ALTER TABLE "uploads" ADD COLUMN "instance_id" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "uploads_processing_idx" ON "uploads" USING btree ("lease_until") WHERE "uploads"."status" = 'processing';