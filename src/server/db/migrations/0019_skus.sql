ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_reason_check";--> statement-breakpoint
-- Hand-edited: the column is added without NOT NULL, filled (below), then made NOT NULL.
ALTER TABLE "product_sizes" ADD COLUMN "sku" text DEFAULT null;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_reason_check" CHECK ("stock_movements"."reason" in ('order-placed', 'order-cancelled', 'return-received', 'exchange-hold', 'exchange-release', 'admin-set', 'order-rto', 'import'));--> statement-breakpoint
-- Hand-written from here (docs/decisions/0059-skus-and-product-csv.md).
-- The generated SKU of a size: LH-<the product id's first 6 hex digits, upper case>-<the size without spaces>, e.g.
-- LH-7F1C0E-4-5Y. When another size already holds it (two products whose ids start alike), the product part takes
-- two more digits until it is free, so a generated SKU never collides.
CREATE OR REPLACE FUNCTION product_size_generated_sku(p_product_id uuid, p_size text) RETURNS text
LANGUAGE plpgsql AS $$
DECLARE
  hex text := upper(replace(p_product_id::text, '-', ''));
  size_code text := upper(replace(p_size, ' ', ''));
  digits int := 6;
  candidate text;
BEGIN
  LOOP
    candidate := 'LH-' || left(hex, digits) || '-' || size_code;
    IF digits >= 32 OR NOT EXISTS (
      SELECT 1 FROM product_sizes
      WHERE lower(sku) = lower(candidate) AND NOT (product_id = p_product_id AND size = p_size)
    ) THEN
      RETURN candidate;
    END IF;
    digits := digits + 2;
  END LOOP;
END;
$$;--> statement-breakpoint
-- Every path that offers a size (the admin form, an import, a return bringing a size back, seeds) inserts its row
-- without a SKU or with one; without, the trigger gives the generated one.
CREATE OR REPLACE FUNCTION product_sizes_sku_default() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.sku IS NULL OR btrim(NEW.sku) = '' THEN
    NEW.sku := product_size_generated_sku(NEW.product_id, NEW.size);
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER product_sizes_sku_default BEFORE INSERT ON product_sizes
  FOR EACH ROW EXECUTE FUNCTION product_sizes_sku_default();--> statement-breakpoint
-- Backfill: today's offered sizes get their generated SKU, one row at a time so each sees the ones before it.
DO $$
DECLARE
  r record;
BEGIN
  FOR r IN SELECT product_id, size FROM product_sizes WHERE sku IS NULL ORDER BY product_id, size LOOP
    UPDATE product_sizes SET sku = product_size_generated_sku(r.product_id, r.size)
    WHERE product_id = r.product_id AND size = r.size;
  END LOOP;
END;
$$;--> statement-breakpoint
ALTER TABLE "product_sizes" ALTER COLUMN "sku" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "product_sizes_sku_key" ON "product_sizes" USING btree (lower("sku"));
