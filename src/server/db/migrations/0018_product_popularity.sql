ALTER TABLE "products" ADD COLUMN "units_sold_30d" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written: the listing's covering indexes for the "Popular" and "Discount" sorts, partial on listed products like
-- the others (0016), so that a sorted page of all products stays an index-only scan
-- (docs/decisions/0060-search-hears-age-and-child.md). Discount is the share of the price paid, lowest first.
CREATE INDEX IF NOT EXISTS "products_listing_popular_idx" ON "products" ("units_sold_30d" DESC, "created_at" DESC, "id" DESC)
  INCLUDE ("discount_price_paise", "category", "gender", "in_stock_size_bits")
  WHERE "price_paise" >= 1 AND "status" = 'active';--> statement-breakpoint
-- price_paise is included too: an expression's own columns must be in the index for an index-only scan.
CREATE INDEX IF NOT EXISTS "products_listing_discount_idx" ON "products" ((("discount_price_paise")::double precision / "price_paise"), "created_at" DESC, "id" DESC)
  INCLUDE ("price_paise", "discount_price_paise", "category", "gender", "in_stock_size_bits")
  WHERE "price_paise" >= 1 AND "status" = 'active';
