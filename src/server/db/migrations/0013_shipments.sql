-- Shipping with a courier and an AWB number, a reason for a cancellation or a return to origin, and the "rto"
-- status (docs/decisions/0051-shipping-with-tracking-and-rto.md). Orders shipped before keep no courier or AWB;
-- their shipped_at is taken from their status history (backfill at the end).
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_reason_check";--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "awb" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_courier_check" CHECK ("orders"."courier" is null or "orders"."courier" in ('delhivery', 'bluedart', 'dtdc', 'ekart', 'xpressbees', 'indiapost', 'shadowfax', 'other'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipment_check" CHECK (("orders"."courier" is null) = ("orders"."awb" is null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'confirmed', 'shipped', 'delivered', 'cancelled', 'rto'));--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_reason_check" CHECK ("stock_movements"."reason" in ('order-placed', 'order-cancelled', 'return-received', 'exchange-hold', 'exchange-release', 'admin-set', 'order-rto'));--> statement-breakpoint
UPDATE "orders" o
SET "shipped_at" = h."changed_at"
FROM (
  SELECT "order_id", min("changed_at") AS "changed_at"
  FROM "order_status_history"
  WHERE "to_status" = 'shipped'
  GROUP BY "order_id"
) h
WHERE h."order_id" = o."id" AND o."shipped_at" IS NULL;
