-- The product list, fast on a big catalog: its count and its page are answered from narrow covering indexes
-- (index-only scans), never from the wide product rows.
--
-- in_stock_size_bits: which sizes of the product have stock, one bit per size in the shop's order
-- (SIZES in src/contract/constants.ts: bit 0 = '2-3 y' … bit 4 = '10-11 y'). The database keeps it, through the
-- triggers below, for every change to product_sizes; the application never writes it. The triggers change the
-- bits (set or clear one bit) rather than recompute them from product_sizes, so that two orders emptying two sizes
-- of one product at the same time both land: the second update re-reads the row the first one wrote.
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "in_stock_size_bits" smallint NOT NULL DEFAULT 0;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_size_bit"("size" text) RETURNS smallint LANGUAGE sql IMMUTABLE AS $$
  SELECT (1 << (array_position(ARRAY['2-3 y', '4-5 y', '6-7 y', '8-9 y', '10-11 y'], "size") - 1))::smallint
$$;--> statement-breakpoint
UPDATE "products" SET "in_stock_size_bits" = s."bits"
FROM (
  SELECT "product_id", bit_or("product_size_bit"("size"))::smallint AS "bits"
  FROM "product_sizes" WHERE "stock" > 0 GROUP BY "product_id"
) s
WHERE s."product_id" = "products"."id";--> statement-breakpoint
-- A row's stock crossing zero (an order, a cancelled order, an admin's edit) sets or clears one bit.
CREATE OR REPLACE FUNCTION "product_sizes_update_in_stock_bits"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."stock" > 0 THEN
    UPDATE "products" SET "in_stock_size_bits" = "in_stock_size_bits" & ~"product_size_bit"(OLD."size")
    WHERE "id" = OLD."product_id";
  END IF;
  IF NEW."stock" > 0 THEN
    UPDATE "products" SET "in_stock_size_bits" = "in_stock_size_bits" | "product_size_bit"(NEW."size")
    WHERE "id" = NEW."product_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- An order that leaves stock above zero changes no bit, and costs no update of the product.
DROP TRIGGER IF EXISTS "product_sizes_update_in_stock_bits" ON "product_sizes";--> statement-breakpoint
CREATE TRIGGER "product_sizes_update_in_stock_bits" AFTER UPDATE ON "product_sizes" FOR EACH ROW
  WHEN ((OLD."stock" > 0) <> (NEW."stock" > 0) OR OLD."size" <> NEW."size" OR OLD."product_id" <> NEW."product_id")
  EXECUTE FUNCTION "product_sizes_update_in_stock_bits"();--> statement-breakpoint
-- Sizes added or removed (a new product, an admin's edit, a seeded catalog): one update per product and statement.
-- Both triggers name their transition table "changed_sizes".
CREATE OR REPLACE FUNCTION "product_sizes_insert_delete_in_stock_bits"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "products" p
  SET "in_stock_size_bits" = CASE WHEN TG_OP = 'INSERT'
    THEN p."in_stock_size_bits" | changed."bits"
    ELSE p."in_stock_size_bits" & ~changed."bits" END
  FROM (
    SELECT "product_id", bit_or("product_size_bit"("size"))::smallint AS "bits"
    FROM "changed_sizes" WHERE "stock" > 0 GROUP BY "product_id"
  ) changed
  WHERE p."id" = changed."product_id";
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_sizes_insert_in_stock_bits" ON "product_sizes";--> statement-breakpoint
CREATE TRIGGER "product_sizes_insert_in_stock_bits" AFTER INSERT ON "product_sizes"
  REFERENCING NEW TABLE AS "changed_sizes" FOR EACH STATEMENT
  EXECUTE FUNCTION "product_sizes_insert_delete_in_stock_bits"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_sizes_delete_in_stock_bits" ON "product_sizes";--> statement-breakpoint
CREATE TRIGGER "product_sizes_delete_in_stock_bits" AFTER DELETE ON "product_sizes"
  REFERENCING OLD TABLE AS "changed_sizes" FOR EACH STATEMENT
  EXECUTE FUNCTION "product_sizes_insert_delete_in_stock_bits"();--> statement-breakpoint
-- Newest first (the default sort), and the search's "newest matches" scan.
CREATE INDEX IF NOT EXISTS "products_listing_newest_idx" ON "products" ("created_at" DESC, "id" DESC)
  INCLUDE ("discount_price_paise", "category", "gender", "in_stock_size_bits") WHERE "price_paise" >= 1;--> statement-breakpoint
-- The price range, and the price sorts (priceHigh reads it backwards).
CREATE INDEX IF NOT EXISTS "products_listing_price_idx" ON "products" ("discount_price_paise", "created_at" DESC, "id")
  INCLUDE ("category", "gender", "in_stock_size_bits") WHERE "price_paise" >= 1;--> statement-breakpoint
-- Category (and gender) filters.
CREATE INDEX IF NOT EXISTS "products_listing_category_idx" ON "products" ("category", "gender", "discount_price_paise")
  INCLUDE ("in_stock_size_bits") WHERE "price_paise" >= 1;--> statement-breakpoint
DROP INDEX IF EXISTS "products_created_at_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_discount_price_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_category_gender_idx";--> statement-breakpoint
-- Typo search matches words against the vocabulary of names (search-vocabulary.ts); nothing reads this index.
DROP INDEX IF EXISTS "products_name_trgm_idx";
