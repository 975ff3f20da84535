CREATE TABLE "payment_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" uuid,
	"note" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_status_history_actor_kind_check" CHECK ("payment_status_history"."actor_kind" in ('shopper', 'admin', 'shop'))
);
--> statement-breakpoint
CREATE TABLE "remittance_orders" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"remittance_id" uuid NOT NULL,
	"amount_paise" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remittances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"courier" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"remitted_on" text NOT NULL,
	"reference" text NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remittances_courier_check" CHECK ("remittances"."courier" in ('delhivery', 'bluedart', 'dtdc', 'ekart', 'xpressbees', 'indiapost', 'shadowfax', 'other')),
	CONSTRAINT "remittances_amount_check" CHECK ("remittances"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "upi_utr" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "utr_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_status_history" ADD CONSTRAINT "payment_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_status_history" ADD CONSTRAINT "payment_status_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittance_orders" ADD CONSTRAINT "remittance_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittance_orders" ADD CONSTRAINT "remittance_orders_remittance_id_remittances_id_fk" FOREIGN KEY ("remittance_id") REFERENCES "public"."remittances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittances" ADD CONSTRAINT "remittances_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_status_history_order_idx" ON "payment_status_history" USING btree ("order_id","changed_at");--> statement-breakpoint
CREATE INDEX "remittance_orders_remittance_idx" ON "remittance_orders" USING btree ("remittance_id");--> statement-breakpoint
CREATE UNIQUE INDEX "remittances_reference_key" ON "remittances" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "remittances_remitted_on_idx" ON "remittances" USING btree ("remitted_on");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_upi_utr_key" ON "orders" USING btree ("upi_utr");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_upi_utr_check" CHECK ("orders"."upi_utr" is null or "orders"."upi_utr" ~ '^[0-9]{12}$');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_check" CHECK ("orders"."payment_status" in ('unpaid', 'paid', 'failed', 'refunded', 'partially_refunded'));--> statement-breakpoint
-- Hand-written: no backfill. COD orders delivered before this migration were marked paid on delivery and stay paid
-- (the shop counted them as collected); from now on a delivered COD order stays unpaid until a remittance covers it.
SELECT 1;
