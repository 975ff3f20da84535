import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { images, imageVariants } from '../db/schema';

/** One stored rendition of a picture. */
export interface StoredVariant {
  width: number;
  height: number;
  contentType: string;
  bytes: Buffer;
}

/**
 * Where picture renditions live. Any app instance must be able to read what another wrote, so the default keeps
 * them in the database; an object store could implement the same three calls.
 */
export interface ImageStore {
  /**
   * Records a new picture with its renditions and returns its id. `widths` are the renditions pages may list in
   * srcset: those stored, or for a drawing those it will have once rendered.
   */
  save(
    original: { width: number; height: number; widths: number[] },
    variants: StoredVariant[],
  ): Promise<string>;
  /** The rendition closest to `width`: the widest one not wider, else the narrowest. */
  read(imageId: string, width: number): Promise<StoredVariant | undefined>;
  /** A drawing the shop made itself (SVG), kept so its renditions can be made when first asked for. */
  readSource(imageId: string): Promise<StoredVariant | undefined>;
  /** Whether the picture is a drawing whose renditions can be made (again) from its source. */
  hasSource(imageId: string): Promise<boolean>;
  /** Adds renditions; ones another instance added meanwhile are kept. */
  addVariants(imageId: string, variants: StoredVariant[]): Promise<void>;
}

/** The source drawing of a generated picture is stored as the rendition of width 0; it is never served. */
export const SOURCE_WIDTH = 0;
export const SOURCE_TYPE = 'image/svg+xml';

/** A rendition's columns, read as a StoredVariant. */
const VARIANT_COLUMNS = {
  width: imageVariants.width,
  height: imageVariants.height,
  contentType: imageVariants.contentType,
  bytes: imageVariants.bytes,
} satisfies Record<keyof StoredVariant, unknown>;

export function databaseImageStore(db: DbOrTx): ImageStore {
  return {
    async save(original, variants) {
      const [row] = await db
        .insert(images)
        .values({
          width: original.width,
          height: original.height,
          widths: [...new Set(original.widths)].sort((a, b) => a - b),
        })
        .returning({ id: images.id });
      const imageId = row!.id;
      await db.insert(imageVariants).values(variants.map((v) => ({ imageId, ...v })));
      return imageId;
    },
    async read(imageId, width) {
      const [row] = await db
        .select(VARIANT_COLUMNS)
        .from(imageVariants)
        .where(and(eq(imageVariants.imageId, imageId), ne(imageVariants.width, SOURCE_WIDTH)))
        .orderBy(
          sql`case when ${imageVariants.width} <= ${width} then 0 else 1 end`,
          sql`abs(${imageVariants.width} - ${width})`,
          asc(imageVariants.width),
        )
        .limit(1);
      return row;
    },
    async readSource(imageId) {
      const [row] = await db
        .select(VARIANT_COLUMNS)
        .from(imageVariants)
        .where(
          and(
            eq(imageVariants.imageId, imageId),
            eq(imageVariants.width, SOURCE_WIDTH),
            eq(imageVariants.contentType, SOURCE_TYPE),
          ),
        );
      return row;
    },
    async hasSource(imageId) {
      const rows = await db
        .select({ width: imageVariants.width })
        .from(imageVariants)
        .where(and(eq(imageVariants.imageId, imageId), eq(imageVariants.width, SOURCE_WIDTH)));
      return rows.length > 0;
    },
    async addVariants(imageId, variants) {
      if (variants.length === 0) return;
      await db
        .insert(imageVariants)
        .values(variants.map((v) => ({ imageId, ...v })))
        .onConflictDoNothing();
    },
  };
}
