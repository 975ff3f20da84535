ALTER TABLE "orders" ADD COLUMN "idempotency_fingerprint" text;--> statement-breakpoint
ALTER TABLE "pending_registrations" ADD COLUMN "canonical_email" text GENERATED ALWAYS AS (case
        when split_part(lower("email"), '@', 2) = 'gmail.com'
          and replace(split_part(split_part(lower("email"), '@', 1), '+', 1), '.', '') <> ''
        then replace(split_part(split_part(lower("email"), '@', 1), '+', 1), '.', '') || '@gmail.com'
        else lower("email") end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "canonical_email" text GENERATED ALWAYS AS (case
        when split_part(lower("email"), '@', 2) = 'gmail.com'
          and replace(split_part(split_part(lower("email"), '@', 1), '+', 1), '.', '') <> ''
        then replace(split_part(split_part(lower("email"), '@', 1), '+', 1), '.', '') || '@gmail.com'
        else lower("email") end) STORED NOT NULL;--> statement-breakpoint
-- Registrations waiting for a code are disposable: of two for one inbox, the first one made stays.
DELETE FROM "pending_registrations" p USING "pending_registrations" q
  WHERE p."canonical_email" = q."canonical_email" AND (p."created_at", p."email") > (q."created_at", q."email");--> statement-breakpoint
CREATE UNIQUE INDEX "pending_registrations_canonical_email_key" ON "pending_registrations" USING btree ("canonical_email");--> statement-breakpoint
-- Accounts are never merged silently: a database holding two accounts of one Gmail inbox (made before this
-- rule) stops here, naming the inbox; docs/decisions/0025-one-inbox-one-account.md says how to resolve it.
CREATE UNIQUE INDEX "users_canonical_email_key" ON "users" USING btree ("canonical_email");