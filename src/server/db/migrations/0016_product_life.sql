ALTER TABLE "products" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status_check" CHECK ("products"."status" in ('draft', 'active', 'hidden', 'archived'));--> statement-breakpoint
-- ---- Hand-written (product life and offered sizes, docs/decisions/0058-product-life-and-offered-sizes.md) ----
-- Every product that exists is on sale today: the column's default makes it active.
--
-- The listing's covering indexes (0002) become partial on active products, so that lists, new arrivals and similar
-- products read only what shoppers may see, from the same index-only scans as before.
DROP INDEX IF EXISTS "products_listing_newest_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_listing_price_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_listing_category_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_listing_newest_idx" ON "products" ("created_at" DESC, "id" DESC)
  INCLUDE ("discount_price_paise", "category", "gender", "in_stock_size_bits")
  WHERE "price_paise" >= 1 AND "status" = 'active';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_listing_price_idx" ON "products" ("discount_price_paise", "created_at" DESC, "id")
  INCLUDE ("category", "gender", "in_stock_size_bits") WHERE "price_paise" >= 1 AND "status" = 'active';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_listing_category_idx" ON "products" ("category", "gender", "discount_price_paise")
  INCLUDE ("in_stock_size_bits") WHERE "price_paise" >= 1 AND "status" = 'active';--> statement-breakpoint
-- The back office's list by status, newest first.
CREATE INDEX IF NOT EXISTS "products_status_created_idx" ON "products" ("status", "created_at" DESC, "id" DESC);--> statement-breakpoint
-- Offered sizes: until now every product had a row for all five sizes, 0 meaning "not made in it" as well as "sold
-- out". A size at 0 that never moved (no stock movement in the ledger, never ordered, never returned) was never
-- offered: its row goes. A size at 0 that sold, or was ever stocked, stays as sold out.
DELETE FROM "product_sizes" ps
WHERE ps."stock" = 0
  AND NOT EXISTS (SELECT 1 FROM "stock_movements" m WHERE m."product_id" = ps."product_id" AND m."size" = ps."size")
  AND NOT EXISTS (SELECT 1 FROM "order_items" oi WHERE oi."product_id" = ps."product_id" AND oi."size" = ps."size")
  AND NOT EXISTS (SELECT 1 FROM "return_items" ri WHERE ri."product_id" = ps."product_id" AND ri."size" = ps."size");
