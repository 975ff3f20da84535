ALTER TABLE "coupons" DROP CONSTRAINT "coupons_discount_check";--> statement-breakpoint
ALTER TABLE "coupon_uses" DROP CONSTRAINT "coupon_uses_coupon_id_user_id_pk";--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "discount_paise" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_order_id_pk" PRIMARY KEY("order_id");--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "type" text DEFAULT 'flat' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "discount_percent" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "max_discount_paise" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "min_order_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "per_customer" integer DEFAULT 1;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "total_uses" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "uses_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "coupon_uses_coupon_user_idx" ON "coupon_uses" USING btree ("coupon_id","user_id");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_limits_check" CHECK ("coupons"."min_order_paise" >= 0 and ("coupons"."max_discount_paise" is null or "coupons"."max_discount_paise" > 0)
        and ("coupons"."per_customer" is null or "coupons"."per_customer" > 0) and ("coupons"."total_uses" is null or "coupons"."total_uses" > 0)
        and "coupons"."uses_count" >= 0 and ("coupons"."starts_at" is null or "coupons"."starts_at" < "coupons"."expires_at"));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_discount_check" CHECK (("coupons"."type" = 'flat' and "coupons"."discount_paise" between 100 and 100000 and "coupons"."discount_percent" is null and "coupons"."max_discount_paise" is null)
        or ("coupons"."type" = 'percent' and "coupons"."discount_percent" between 1 and 90 and "coupons"."discount_paise" is null));--> statement-breakpoint
-- Hand-written backfill (keep when renumbering): existing coupons become flat and active, with no minimum and no
-- total limit, still usable once per customer (the column default); their uses so far are counted.
UPDATE "coupons" SET "uses_count" = (SELECT count(*) FROM "coupon_uses" WHERE "coupon_uses"."coupon_id" = "coupons"."id");--> statement-breakpoint
-- HOPE100 is ₹100 off a customer's first order.
UPDATE "coupons" SET "type" = 'flat', "discount_paise" = 10000, "discount_percent" = NULL, "max_discount_paise" = NULL, "min_order_paise" = 0, "first_order_only" = true, "active" = true WHERE "code" = 'HOPE100';
