CREATE TABLE "credit_note_sequences" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"return_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"total_paise" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"note" jsonb NOT NULL,
	CONSTRAINT "credit_notes_number_unique" UNIQUE("number"),
	CONSTRAINT "credit_notes_return_id_unique" UNIQUE("return_id")
);
--> statement-breakpoint
ALTER TABLE "return_items" ADD COLUMN "refund_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "refund_amount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "refund_platform_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_return_id_return_requests_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_notes_order_idx" ON "credit_notes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "credit_notes_issued_idx" ON "credit_notes" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "return_requests_refunded_idx" ON "return_requests" USING btree ("refunded_at");--> statement-breakpoint
-- Hand-written backfill (keep when renumbering): returns asked for before refund amounts were kept get the price
-- paid for their pieces less a share of the order's coupon by value (rounded per item; the exact largest-remainder
-- split of src/contract/refunds.ts applies to returns asked for from now on) and no platform fee; refunded ones get
-- the moment of their refunded step. Exchanges stay at 0.
UPDATE "return_items" AS ri SET "refund_paise" = oi."discount_price_paise" * ri."quantity" - round(
  o."coupon_discount_paise"::numeric * oi."discount_price_paise" * ri."quantity"
  / nullif((SELECT sum(x."discount_price_paise" * x."quantity") FROM "order_items" x WHERE x."order_id" = o."id"), 0)
)::int
FROM "return_requests" rr, "orders" o, "order_items" oi
WHERE rr."id" = ri."return_id" AND rr."kind" = 'return' AND o."id" = rr."order_id"
  AND oi."order_id" = o."id" AND oi."product_id" = ri."product_id" AND oi."size" = ri."size";--> statement-breakpoint
UPDATE "return_requests" AS rr SET "refund_amount_paise" = coalesce(
  (SELECT sum(ri."refund_paise") FROM "return_items" ri WHERE ri."return_id" = rr."id"), 0)
WHERE rr."kind" = 'return';--> statement-breakpoint
UPDATE "return_requests" AS rr SET "refunded_at" = coalesce(
  (SELECT max(e."at") FROM "return_events" e WHERE e."return_id" = rr."id" AND e."to_status" = 'refunded'), rr."updated_at")
WHERE rr."status" = 'refunded';
