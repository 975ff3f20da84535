-- Catalog search: weighted full-text search (expression index) and trigram typo tolerance on names.
-- The expression must stay identical to PRODUCT_SEARCH_VECTOR in src/server/modules/catalog/search.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_search_idx" ON "products" USING gin ((
  setweight(to_tsvector('english'::regconfig, "name"), 'A')
  || setweight(to_tsvector('english'::regconfig, "category"), 'B')
  || setweight(to_tsvector('english'::regconfig, "gender"), 'B')
  || setweight(to_tsvector('english'::regconfig, "description"), 'C')
));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_images_image_id_idx" ON "product_images" ("image_id");
