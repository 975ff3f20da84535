-- "In stock in a size" is answered by products.in_stock_size_bits and the listing indexes (0002); nothing reads
-- this index any more, and it cost an index update each time an order emptied or refilled a size.
DROP INDEX IF EXISTS "product_sizes_size_stock_idx";
