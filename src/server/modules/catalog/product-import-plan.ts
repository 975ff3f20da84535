import { count, inArray, sql } from 'drizzle-orm';
import type { Category, Gender } from '../../../contract/constants';
import { defaultHsnCode } from '../../../contract/hsn';
import { PRODUCT_CSV_MESSAGES } from '../../../contract/messages/product-csv';
import type { CsvRowProblem, ProductCsvRow } from '../../../contract/product-csv';
import {
  illegalProductMove,
  missingToPublish,
  PRODUCT_MOVES,
  type ProductStatus,
} from '../../../contract/product-status';
import { skuKey } from '../../../contract/sku';
import type { DbOrTx } from '../../db/client';
import { productImages, productSizes, products } from '../../db/schema';

// What a products CSV import would change (docs/decisions/0059-skus-and-product-csv.md), worked out from the checked
// rows and the shop as it is, without changing anything: the dry run answers it, the import applies it.
//  - A row belongs to an existing product by its SKU (the SKU of one of its sizes), else by the product's name,
//    category and gender (name without regard to case); otherwise it is a new product, and the file's rows with the
//    same name, category and gender are that one new product.
//  - Every row of one product carries the same product fields; the first row's are the product's.
//  - An import adds and updates; a size the file does not name is left as it is.

type ProductRow = typeof products.$inferSelect;

export interface SizePlan {
  row: number;
  size: string;
  stock: number;
  /** The SKU to give the size: a new size's typed one, or an existing size's new one; empty keeps or generates. */
  sku: string;
  /** Stock before; undefined for a size the product is not offered in yet. */
  before: number | undefined;
  skuBefore: string | undefined;
}

export interface ProductPlan {
  /** The product's id: an existing one, or one made for the new product (so the apply can insert all at once). */
  id: string;
  existing: ProductRow | undefined;
  firstRow: number;
  fields: {
    name: string;
    description: string;
    category: Category;
    gender: Gender;
    pricePaise: number;
    discountPricePaise: number;
    hsnCode: string;
  };
  status: ProductStatus;
  sizes: SizePlan[];
}

export interface ImportPlan {
  problems: CsvRowProblem[];
  products: ProductPlan[];
  counts: {
    newProducts: number;
    updatedProducts: number;
    newSizes: number;
    updatedSizes: number;
    stockChanges: number;
  };
}

const nameKey = (row: { name: string; category: string; gender: string }) =>
  `${row.name.trim().toLowerCase()}\u0000${row.category}\u0000${row.gender}`;

/** The product fields of a row, its HSN code filled in (the existing product's own, else the category's usual). */
function fieldsOf(row: ProductCsvRow, existing: ProductRow | undefined): ProductPlan['fields'] {
  return {
    name: row.name,
    description: row.description,
    category: row.category,
    gender: row.gender,
    pricePaise: row.pricePaise,
    discountPricePaise: row.discountPricePaise,
    hsnCode: row.hsnCode || existing?.hsnCode || defaultHsnCode(row.category),
  };
}

const sameFields = (a: ProductPlan['fields'], b: ProductPlan['fields']) =>
  JSON.stringify(a) === JSON.stringify(b);

/** True when a product plan changes the product's own fields or status. */
export function productFieldsChange(plan: ProductPlan): boolean {
  const existing = plan.existing;
  if (!existing) return true;
  return (
    !sameFields(plan.fields, {
      name: existing.name,
      description: existing.description,
      category: existing.category as Category,
      gender: existing.gender as Gender,
      pricePaise: existing.pricePaise,
      discountPricePaise: existing.discountPricePaise,
      hsnCode: existing.hsnCode ?? defaultHsnCode(existing.category as Category),
    }) || plan.status !== existing.status
  );
}

function chunks<T>(items: T[], size = 1_000): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

/** The shop's side of the rows: sizes by SKU, products by name, and the sizes and pictures of those products. */
async function shopState(tx: DbOrTx, rows: ProductCsvRow[]) {
  const skus = [...new Set(rows.flatMap((row) => (row.sku ? [skuKey(row.sku)] : [])))];
  const sizesBySku = new Map<string, { productId: string; size: string }>();
  for (const part of chunks(skus)) {
    const found = await tx
      .select({ productId: productSizes.productId, size: productSizes.size, sku: productSizes.sku })
      .from(productSizes)
      .where(inArray(sql`lower(${productSizes.sku})`, part));
    for (const size of found) sizesBySku.set(skuKey(size.sku), size);
  }
  const names = [...new Set(rows.map((row) => row.name.trim().toLowerCase()))];
  const byName = new Map<string, ProductRow[]>();
  const byId = new Map<string, ProductRow>();
  for (const part of chunks(names)) {
    const found = await tx
      .select()
      .from(products)
      .where(inArray(sql`lower(${products.name})`, part));
    for (const product of found) {
      byName.set(nameKey(product), [...(byName.get(nameKey(product)) ?? []), product]);
      byId.set(product.id, product);
    }
  }
  const missingIds = [...new Set([...sizesBySku.values()].map((size) => size.productId))].filter(
    (id) => !byId.has(id),
  );
  for (const part of chunks(missingIds)) {
    for (const product of await tx.select().from(products).where(inArray(products.id, part)))
      byId.set(product.id, product);
  }
  const ids = [...byId.keys()];
  const sizesOf = new Map<string, Map<string, { stock: number; sku: string }>>();
  const picturesOf = new Map<string, number>();
  for (const part of chunks(ids)) {
    // One after another: a transaction's statements never run together (docs/architecture.md, section 4).
    const sizes = await tx
      .select({
        productId: productSizes.productId,
        size: productSizes.size,
        stock: productSizes.stock,
        sku: productSizes.sku,
      })
      .from(productSizes)
      .where(inArray(productSizes.productId, part));
    const pictures = await tx
      .select({ productId: productImages.productId, n: count() })
      .from(productImages)
      .where(inArray(productImages.productId, part))
      .groupBy(productImages.productId);
    for (const size of sizes) {
      const map = sizesOf.get(size.productId) ?? new Map<string, { stock: number; sku: string }>();
      map.set(size.size, { stock: size.stock, sku: size.sku });
      sizesOf.set(size.productId, map);
    }
    for (const picture of pictures) picturesOf.set(picture.productId, picture.n);
  }
  return { sizesBySku, byName, byId, sizesOf, picturesOf };
}

/**
 * Plans the import of checked rows. `problems` lists what keeps each row from being imported (with the rows' own
 * problems, found when they were read), so a dry run shows every problem of the file at once.
 */
export async function planImport(
  tx: DbOrTx,
  rows: ProductCsvRow[],
  rowProblems: CsvRowProblem[],
): Promise<ImportPlan> {
  const shop = await shopState(tx, rows);
  const problems = [...rowProblems];
  const problem = (row: number, message: string) => problems.push({ row, message });
  const plans = new Map<string, ProductPlan>();
  const firstRowOfSku = new Map<string, number>();

  for (const row of rows) {
    if (row.sku) {
      const first = firstRowOfSku.get(skuKey(row.sku));
      if (first !== undefined) {
        problem(row.row, PRODUCT_CSV_MESSAGES.duplicateSkuInFile(row.sku, first));
        continue;
      }
      firstRowOfSku.set(skuKey(row.sku), row.row);
    }
    const bySku = row.sku ? shop.sizesBySku.get(skuKey(row.sku)) : undefined;
    const named = shop.byName.get(nameKey(row)) ?? [];
    let existing: ProductRow | undefined;
    if (bySku) {
      existing = shop.byId.get(bySku.productId);
      if (bySku.size !== row.size) {
        problem(row.row, PRODUCT_CSV_MESSAGES.skuOfAnotherSize(row.sku, bySku.size));
        continue;
      }
      const other = named.find((product) => product.id !== bySku.productId);
      if (other && !named.some((product) => product.id === bySku.productId)) {
        problem(row.row, PRODUCT_CSV_MESSAGES.skuOfAnotherProduct(row.sku, existing?.name ?? ''));
        continue;
      }
    } else if (named.length > 1) {
      problem(row.row, PRODUCT_CSV_MESSAGES.severalProducts(row.name));
      continue;
    } else {
      existing = named[0];
    }

    const key = existing ? existing.id : `new\u0000${nameKey(row)}`;
    let plan = plans.get(key);
    const fields = fieldsOf(row, existing);
    if (!plan) {
      plan = {
        id: existing?.id ?? crypto.randomUUID(),
        existing,
        firstRow: row.row,
        fields,
        status: row.status ?? (existing?.status as ProductStatus | undefined) ?? 'draft',
        sizes: [],
      };
      plans.set(key, plan);
    } else if (!sameFields(plan.fields, fields) || (row.status !== undefined && row.status !== plan.status)) {
      problem(row.row, PRODUCT_CSV_MESSAGES.productFieldsDiffer(plan.firstRow));
      continue;
    }
    const twin = plan.sizes.find((size) => size.size === row.size);
    if (twin) {
      problem(row.row, PRODUCT_CSV_MESSAGES.duplicateSizeInFile(row.size, twin.row));
      continue;
    }
    const current = existing ? shop.sizesOf.get(existing.id)?.get(row.size) : undefined;
    plan.sizes.push({
      row: row.row,
      size: row.size,
      stock: row.stock,
      sku: row.sku,
      before: current?.stock,
      skuBefore: current?.sku,
    });
  }

  // The status each product ends in: a move the product's life allows, and publishing only what may be published.
  for (const plan of plans.values()) {
    const from: ProductStatus = (plan.existing?.status as ProductStatus | undefined) ?? 'draft';
    if (plan.status === from) continue;
    if (!PRODUCT_MOVES[from].includes(plan.status)) {
      problem(plan.firstRow, illegalProductMove(from, plan.status));
      continue;
    }
    if (plan.status !== 'active') continue;
    const stocks = new Map<string, number>(
      [...(plan.existing ? (shop.sizesOf.get(plan.existing.id) ?? new Map()) : new Map())].map(
        ([size, value]: [string, { stock: number }]) => [size, value.stock],
      ),
    );
    for (const size of plan.sizes) stocks.set(size.size, size.stock);
    const missing = missingToPublish({
      pictures: plan.existing ? (shop.picturesOf.get(plan.existing.id) ?? 0) : 0,
      description: plan.fields.description,
      stocks: [...stocks.values()],
    });
    if (missing.length > 0) problem(plan.firstRow, PRODUCT_CSV_MESSAGES.cannotPublish(missing));
  }

  const all = [...plans.values()];
  const sizes = all.flatMap((plan) => plan.sizes);
  const sizeChanges = (size: SizePlan) =>
    size.before === undefined ||
    size.before !== size.stock ||
    (size.sku !== '' && size.sku !== size.skuBefore);
  return {
    problems: problems.sort((a, b) => a.row - b.row),
    products: all,
    counts: {
      newProducts: all.filter((plan) => !plan.existing).length,
      updatedProducts: all.filter(
        (plan) => plan.existing && (productFieldsChange(plan) || plan.sizes.some(sizeChanges)),
      ).length,
      newSizes: sizes.filter((size) => size.before === undefined).length,
      updatedSizes: sizes.filter((size) => size.before !== undefined && sizeChanges(size)).length,
      stockChanges: sizes.filter((size) => size.stock !== (size.before ?? 0)).length,
    },
  };
}
