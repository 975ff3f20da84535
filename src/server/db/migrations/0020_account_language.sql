ALTER TABLE "otp_codes" ADD COLUMN "registration_language" text;--> statement-breakpoint
ALTER TABLE "pending_registrations" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "pending_registrations" ADD CONSTRAINT "pending_registrations_language_check" CHECK ("pending_registrations"."language" in ('en', 'hi'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'hi'));