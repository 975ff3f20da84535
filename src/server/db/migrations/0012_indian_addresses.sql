ALTER TABLE "addresses" ADD COLUMN "house" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "area" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "address_type" text DEFAULT 'home' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Addresses saved before: house and area stay empty and the landmark keeps the whole street line as typed (it
-- cannot be split reliably); each shopper's newest address becomes the default (docs/decisions/0050).
UPDATE "addresses" SET "is_default" = true WHERE "id" IN (
  SELECT DISTINCT ON ("user_id") "id" FROM "addresses" ORDER BY "user_id", "created_at" DESC, "id" DESC
);--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_per_user" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_default";--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_address_type_check" CHECK ("addresses"."address_type" in ('home', 'work', 'other'));