-- An order line kept its picture as a full URL with the shop's address of the day it was placed, so a change of
-- PUBLIC_URL broke the pictures of every earlier order for good. Lines now keep the path (`/media/<id>/<w>.webp`)
-- and answers add today's address (src/server/shop-links.ts). This drops the address (scheme, host, port and any
-- path the shop was served under) from the lines stored before; only the shop's own renditions are touched. Order
-- lines are the only stored values that held the shop's address: invoices, returns, outbox events and audit entries
-- keep ids and texts, and mails are made when they are sent.
UPDATE "order_items"
SET "image_url" = regexp_replace(
  "image_url", '^https?://[^/]+(/[^?#]*)?(/media/[0-9a-fA-F-]{36}/[0-9]+\.webp)$', '\2')
WHERE "image_url" ~ '^https?://[^/]+(/[^?#]*)?/media/[0-9a-fA-F-]{36}/[0-9]+\.webp$';
