ALTER TABLE "orders" ADD COLUMN "short_code" text;--> statement-breakpoint
-- Orders placed before numbers were kept unique: the earliest order with each number keeps it; a later order that
-- repeated it stays without (it still shows the same six characters, as it always has).
UPDATE "orders" SET "short_code" = upper(right("id"::text, 6)) WHERE "id" IN (SELECT DISTINCT ON (upper(right("id"::text, 6))) "id" FROM "orders" ORDER BY upper(right("id"::text, 6)), "placed_at", "id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_short_code_key" ON "orders" USING btree ("short_code");