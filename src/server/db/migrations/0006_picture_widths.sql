-- The widths each picture really has, so that srcset lists only renditions that exist (a 300 px upload has only
-- 300.webp). Pictures stored before this column: an upload has the renditions it has; a drawing (its SVG source
-- kept as the width-0 row) gets every standard width up to its own, rendered on first request.
ALTER TABLE "images" ADD COLUMN "widths" integer[];--> statement-breakpoint
UPDATE "images" SET "widths" = CASE
  WHEN EXISTS (SELECT 1 FROM "image_variants" v WHERE v."image_id" = "images"."id" AND v."width" = 0) THEN
    ARRAY(SELECT w FROM unnest(ARRAY[320, 480, 640, 1200]) AS w WHERE w < least("images"."width", 1200)
          UNION SELECT least("images"."width", 1200) ORDER BY 1)
  ELSE
    ARRAY(SELECT v."width" FROM "image_variants" v WHERE v."image_id" = "images"."id" AND v."width" > 0 ORDER BY 1)
END;--> statement-breakpoint
ALTER TABLE "images" ALTER COLUMN "widths" SET NOT NULL;
