CREATE TABLE "used_password_envelopes" (
	"hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "used_password_envelopes_expires_idx" ON "used_password_envelopes" USING btree ("expires_at");