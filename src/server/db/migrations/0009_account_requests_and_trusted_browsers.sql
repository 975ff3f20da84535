CREATE TABLE "trusted_browsers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "requester" text;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "registration_email" text;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "registration_name" text;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "registration_password_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "trusted_browsers_token_hash_key" ON "trusted_browsers" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "trusted_browsers_email_idx" ON "trusted_browsers" USING btree ("email");--> statement-breakpoint
-- Registration codes mailed before each code carried its own request would create the account from the inbox's
-- first request (the squat this migration closes): they are retired, and the shopper asks for a new code.
UPDATE "otp_codes" SET "consumed_at" = now() WHERE "purpose" = 'register' AND "consumed_at" IS NULL;
