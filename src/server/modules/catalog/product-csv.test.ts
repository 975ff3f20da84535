import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PRODUCT_CSV_MESSAGES } from '../../../contract/messages/product-csv';
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, PRODUCT_CSV_COLUMNS } from '../../../contract/product-csv';
import { illegalProductMove } from '../../../contract/product-status';
import { auditLog, productSizes, products, stockMovements } from '../../db/schema';
import { createProduct } from '../../test/fixtures';
import { useTestApp } from '../../test/harness';
import { loggedIn } from '../../test/sessions';

// The products CSV (docs/decisions/0059-skus-and-product-csv.md): export, a dry run listing every row's problems
// with its row number, and an import that applies all rows or none, stock through the ledger, one audit entry.

const onPostgres = process.env.TEST_DB === 'postgres';
const HEADER = PRODUCT_CSV_COLUMNS.join(',');

const csv = (...rows: string[]) => [HEADER, ...rows].join('\n') + '\n';

describe('products CSV', () => {
  const t = useTestApp();
  const db = () => t.database.db;

  async function admin() {
    return (await loggedIn(t, 'admin')).browser;
  }
  const importCsv = async (body: string, query = '') =>
    (await admin()).request({
      method: 'POST',
      url: `/api/admin/products/import${query}`,
      headers: { 'content-type': 'text/csv' },
      payload: body,
    });

  /** Everything an import could change, to show a refused one changed nothing. */
  const shopState = async () => ({
    products: await db().select().from(products).orderBy(products.id),
    sizes: await db().select().from(productSizes).orderBy(productSizes.productId, productSizes.size),
    ledger: (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(stockMovements)
    )[0]!.n,
    audit: (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(auditLog)
    )[0]!.n,
  });

  it('previews, then creates and updates products and sizes, ledgering stock, with one audit entry', async () => {
    const frock = await createProduct(db(), { name: 'Cotton Frock', stock: { '4-5 y': 10 } });
    const [frockSize] = await db().select().from(productSizes).where(eq(productSizes.productId, frock.id));
    const file = csv(
      // The existing frock, by its SKU: 4-5 y to 4 pieces; 6-7 y offered anew with a typed SKU.
      `${frockSize!.sku},Cotton Frock,A soft cotton frock for summer days.,Casual Wear,Girls,999,699,,4-5 y,4,active`,
      `FROCK-67,Cotton Frock,A soft cotton frock for summer days.,Casual Wear,Girls,999,699,,6-7 y,3,active`,
      // A new product in two sizes, one with a generated SKU; a draft, with its category's HSN code.
      `,Denim Dungaree,"Soft denim, ""easy"" buttons.",Casual Wear,Boys,1299,999,,2-3 y,5,`,
      `DUNG-45,Denim Dungaree,"Soft denim, ""easy"" buttons.",Casual Wear,Boys,1299,999,,4-5 y,0,`,
    );

    const preview = await importCsv(file, '?dryRun=true');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      dryRun: true,
      applied: false,
      rows: 4,
      problems: [],
      newProducts: 1,
      updatedProducts: 1,
      newSizes: 3,
      updatedSizes: 1,
      stockChanges: 3,
    });
    const untouched = await shopState();
    expect(untouched.sizes).toHaveLength(1);

    const applied = await importCsv(file);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ applied: true, message: PRODUCT_CSV_MESSAGES.applied(4) });

    const sizes = await db()
      .select({ size: productSizes.size, stock: productSizes.stock, sku: productSizes.sku })
      .from(productSizes)
      .where(eq(productSizes.productId, frock.id))
      .orderBy(productSizes.size);
    expect(sizes).toEqual([
      { size: '4-5 y', stock: 4, sku: frockSize!.sku },
      { size: '6-7 y', stock: 3, sku: 'FROCK-67' },
    ]);
    const [dungaree] = await db().select().from(products).where(eq(products.name, 'Denim Dungaree'));
    expect(dungaree).toMatchObject({
      status: 'draft',
      hsnCode: '6109',
      pricePaise: 129_900,
      description: 'Soft denim, "easy" buttons.',
    });
    const dungareeSizes = await db()
      .select({ size: productSizes.size, stock: productSizes.stock, sku: productSizes.sku })
      .from(productSizes)
      .where(eq(productSizes.productId, dungaree!.id))
      .orderBy(productSizes.size);
    expect(dungareeSizes).toEqual([
      { size: '2-3 y', stock: 5, sku: expect.stringMatching(/^LH-[0-9A-F]{6,}-2-3Y$/) },
      { size: '4-5 y', stock: 0, sku: 'DUNG-45' },
    ]);
    const ledger = await db()
      .select({ size: stockMovements.size, delta: stockMovements.delta, reason: stockMovements.reason })
      .from(stockMovements)
      .where(eq(stockMovements.reason, 'import'));
    expect(ledger).toEqual(
      expect.arrayContaining([
        { size: '4-5 y', delta: -6, reason: 'import' },
        { size: '6-7 y', delta: 3, reason: 'import' },
        { size: '2-3 y', delta: 5, reason: 'import' },
      ]),
    );
    expect(ledger).toHaveLength(3);
    const entries = await db().select().from(auditLog).where(eq(auditLog.action, 'products.imported'));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.after).toMatchObject({ rows: 4, newProducts: 1, updatedProducts: 1, stockChanges: 3 });

    // The export, imported again, changes nothing.
    const exported = await (await admin()).request({ method: 'GET', url: '/api/admin/products/export.csv' });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = exported.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines).toHaveLength(5);
    expect(lines).toContain(
      `FROCK-67,Cotton Frock,A soft cotton frock for summer days.,Casual Wear,Girls,999,699,6109,6-7 y,3,active`,
    );
    const before = await shopState();
    const again = await importCsv(exported.body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      newProducts: 0,
      updatedProducts: 0,
      newSizes: 0,
      updatedSizes: 0,
      stockChanges: 0,
    });
    const after = await shopState();
    expect(after.products).toEqual(before.products);
    expect(after.sizes).toEqual(before.sizes);
    expect(after.ledger).toBe(before.ledger);

    // Filtered as the product list is.
    const boys = await (
      await admin()
    ).request({ method: 'GET', url: '/api/admin/products/export.csv?q=denim' });
    expect(
      boys.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\n'),
    ).toHaveLength(3);
  });

  it('refuses a file with problems, naming every row, and changes nothing', async () => {
    const taken = await createProduct(db(), { name: 'Party Gown', stock: { '6-7 y': 2 } });
    const [takenSize] = await db().select().from(productSizes).where(eq(productSizes.productId, taken.id));
    const good = (sku: string, size = '4-5 y') =>
      `${sku},Linen Shirt,A linen shirt.,Casual Wear,Boys,899,599,,${size},3,`;
    const file = csv(
      good('SHIRT-45'), // row 2: fine
      `,Linen Shirt,A linen shirt.,Toys,Boys,899,599,,2-3 y,3,`, // 3: unknown category
      `,Linen Shirt,A linen shirt.,Casual Wear,Boys,899,599,,12-13 y,3,`, // 4: unknown size
      `,Kurta,A kurta.,Ethnic Wear,Boys,499,599,,4-5 y,3,`, // 5: price below discount price
      good('shirt-45', '6-7 y'), // 6: SKU twice in the file
      good(takenSize!.sku, '8-9 y'), // 7: another product's size's SKU, for another size
      `,Linen Shirt,A linen shirt.,Casual Wear,Boys,899,599,,10-11 y,three,`, // 8: bad number
      `,,A linen shirt.,Casual Wear,Boys,899,599,,10-11 y,3,`, // 9: missing name
      `,Silk Kurta,A kurta.,Ethnic Wear,Boys,899,599,,4-5 y,3,sold`, // 10: bad status
      `,Silk Sherwani,A sherwani.,Ethnic Wear,Boys,899,599,,4-5 y,3,active`, // 11: cannot be published (no picture)
      `,Linen Shirt,Another text.,Casual Wear,Boys,899,599,,8-9 y,3,`, // 12: product fields differ from row 2
      `,Linen Shirt,A linen shirt.,Casual Wear,Boys,899,599,,4-5 y,1,`, // 13: size already in row 2
      `,Wool Cap,A cap.,Casual Wear,Boys,12.345,5,99,4-5 y,1,`, // 14: bad amount, bad HSN
    );
    const before = await shopState();

    const preview = await importCsv(file, '?dryRun=true');
    expect(preview.statusCode, preview.body).toBe(200);
    const problems = preview.json().problems as Array<{ row: number; message: string }>;
    const rowsWithProblems = [...new Set(problems.map((problem) => problem.row))];
    expect(rowsWithProblems).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(problems).toEqual(
      expect.arrayContaining([
        { row: 3, message: PRODUCT_CSV_MESSAGES.unknownCategory('Toys') },
        { row: 4, message: PRODUCT_CSV_MESSAGES.unknownSize('12-13 y') },
        { row: 5, message: PRODUCT_CSV_MESSAGES.priceBelowDiscount },
        { row: 6, message: PRODUCT_CSV_MESSAGES.duplicateSkuInFile('shirt-45', 2) },
        { row: 7, message: PRODUCT_CSV_MESSAGES.skuOfAnotherSize(takenSize!.sku, '6-7 y') },
        { row: 8, message: PRODUCT_CSV_MESSAGES.badNumber('stock', 'three') },
        { row: 9, message: PRODUCT_CSV_MESSAGES.missing('name') },
        { row: 10, message: PRODUCT_CSV_MESSAGES.badStatus('sold') },
        { row: 11, message: expect.stringContaining('cannot be active') },
        { row: 12, message: PRODUCT_CSV_MESSAGES.productFieldsDiffer(2) },
        { row: 13, message: PRODUCT_CSV_MESSAGES.duplicateSizeInFile('4-5 y', 2) },
        { row: 14, message: PRODUCT_CSV_MESSAGES.badAmount('price', '12.345') },
        { row: 14, message: PRODUCT_CSV_MESSAGES.badHsn('99') },
      ]),
    );

    const refused = await importCsv(file);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ message: PRODUCT_CSV_MESSAGES.hasProblems(12), applied: false });
    expect(refused.json().problems).toEqual(problems);
    expect(await shopState()).toEqual(before);
  });

  it('refuses the other kinds of row problems too: gender, length, a SKU of another product, a name several products share, a move the life forbids', async () => {
    const holder = await createProduct(db(), { name: 'Party Gown', stock: { '6-7 y': 2 } });
    const [held] = await db().select().from(productSizes).where(eq(productSizes.productId, holder.id));
    await createProduct(db(), { name: 'Twin Frock' });
    await createProduct(db(), { name: 'Twin Frock' });
    await createProduct(db(), { name: 'Old Kurta', status: 'archived' });
    const row = (sku: string, name: string, size: string, status = '', gender = 'Girls') =>
      `${sku},${name},A soft cotton frock for summer days.,Casual Wear,${gender},999,699,,${size},3,${status}`;
    const file = csv(
      row('', 'Twin Frock', '2-3 y'), // 2: two products have this name, category and gender
      row(held!.sku, 'Old Kurta', '6-7 y'), // 3: the SKU of Party Gown's size, on an Old Kurta row
      row('', 'Old Kurta', '4-5 y', 'active'), // 4: an archived product comes back only as a draft
      row('', 'Cap', '4-5 y', '', 'Kids'), // 5: unknown gender
      row('', 'N'.repeat(121), '4-5 y'), // 6: name too long
    );
    const before = await shopState();
    const preview = await importCsv(file, '?dryRun=true');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().problems).toEqual(
      [
        { row: 2, message: PRODUCT_CSV_MESSAGES.severalProducts('Twin Frock') },
        { row: 3, message: PRODUCT_CSV_MESSAGES.skuOfAnotherProduct(held!.sku, 'Party Gown') },
        { row: 4, message: illegalProductMove('archived', 'active') },
        { row: 5, message: PRODUCT_CSV_MESSAGES.unknownGender('Kids') },
        { row: 6, message: PRODUCT_CSV_MESSAGES.tooLong('name', 120) },
      ].sort((a, b) => a.row - b.row),
    );
    const refused = await importCsv(file);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ message: PRODUCT_CSV_MESSAGES.hasProblems(5), applied: false });
    expect(await shopState()).toEqual(before);
  });

  it('refuses a file of more rows or bytes than an import takes, whole, and changes nothing', async () => {
    const before = await shopState();
    const rows = Array.from(
      { length: MAX_IMPORT_ROWS + 1 },
      (_, n) => `,Tee ${n},A tee.,Casual Wear,Boys,199,149,,4-5 y,1,`,
    );
    const tooMany = await importCsv(csv(...rows), '?dryRun=true');
    expect(tooMany.statusCode, tooMany.body).toBe(400);
    expect(tooMany.json().message).toBe(PRODUCT_CSV_MESSAGES.tooManyRows(MAX_IMPORT_ROWS));
    const filler = 'x'.repeat(3_900);
    const big = csv(
      ...Array.from(
        { length: Math.ceil(MAX_IMPORT_BYTES / filler.length) + 1 },
        (_, n) => `,Tee ${n},${filler},Casual Wear,Boys,199,149,,4-5 y,1,`,
      ),
    );
    expect(big.length).toBeGreaterThan(MAX_IMPORT_BYTES);
    const tooLarge = await importCsv(big);
    expect(tooLarge.statusCode).toBe(413);
    expect(typeof tooLarge.json().message).toBe('string');
    expect(await shopState()).toEqual(before);
  });

  it('refuses whole files that are not a products CSV, and anyone but an admin', async () => {
    const before = await shopState();
    const cases: Array<[string, string, number, string]> = [
      [
        'text/csv',
        'name,price\nFrock,100\n',
        400,
        PRODUCT_CSV_MESSAGES.missingColumns([
          'SKU',
          'description',
          'category',
          'gender',
          'discountPrice',
          'HSN',
          'size',
          'stock',
          'status',
        ]),
      ],
      ['text/csv', `${HEADER}\n`, 400, PRODUCT_CSV_MESSAGES.empty],
      ['text/csv', csv(`,"Frock,A frock.,Casual Wear,Girls,1,1,,4-5 y,1,`), 400, ''],
      ['text/csv', csv(`,Frock,A frock.,Casual Wear`), 400, ''],
      ['application/json', '{"rows":[]}', 415, PRODUCT_CSV_MESSAGES.notCsv],
    ];
    for (const [type, body, status, message] of cases) {
      const response = await (
        await admin()
      ).request({
        method: 'POST',
        url: '/api/admin/products/import',
        headers: { 'content-type': type },
        payload: body,
      });
      expect(response.statusCode, `${body}: ${response.body}`).toBe(status);
      if (message) expect(response.json().message).toBe(message);
      else expect(response.json().message).toMatch(/^The CSV cannot be read/);
    }
    const shopper = await loggedIn(t, 'user');
    const forbidden = await shopper.browser.request({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: { 'content-type': 'text/csv' },
      payload: csv(`,Frock,A frock.,Casual Wear,Girls,100,90,,4-5 y,1,`),
    });
    expect(forbidden.statusCode).toBe(403);
    expect(
      (await shopper.browser.request({ method: 'GET', url: '/api/admin/products/export.csv' })).statusCode,
    ).toBe(403);
    expect(await shopState()).toEqual(before);
  });

  it('takes the file from a multipart form, with its dry-run field', async () => {
    const form = new FormData();
    form.append('dryRun', 'true');
    form.append(
      'file',
      new Blob([csv(`,Frock,A frock.,Casual Wear,Girls,100,90,,4-5 y,1,`)], { type: 'text/csv' }),
      'products.csv',
    );
    const response = await (
      await admin()
    ).request({ method: 'POST', url: '/api/admin/products/import', payload: form as never });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ dryRun: true, applied: false, newProducts: 1, newSizes: 1 });
    expect(await db().select().from(products).where(eq(products.name, 'Frock'))).toEqual([]);
  });

  // The bench figure: 5,000 rows (1,000 new products in five sizes) in under 10 s on PostgreSQL.
  it.skipIf(!onPostgres)('imports 5,000 rows in under 10 seconds', { timeout: 60_000 }, async () => {
    const rows: string[] = [];
    for (let n = 0; n < 1_000; n++)
      for (const size of ['2-3 y', '4-5 y', '6-7 y', '8-9 y', '10-11 y'])
        rows.push(
          `BENCH-${n}-${size.replace(' ', '')},Bench Tee ${n},A cotton tee.,Casual Wear,Unisex,499,399,,${size},${n % 7},`,
        );
    const file = csv(...rows);
    const started = performance.now();
    const response = await importCsv(file);
    const seconds = (performance.now() - started) / 1000;
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ rows: 5_000, newProducts: 1_000, newSizes: 5_000 });
    expect(seconds, `5,000 rows took ${seconds.toFixed(2)} s`).toBeLessThan(10);
    const [offered] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(productSizes)
      .where(sql`${productSizes.sku} like 'BENCH-%'`);
    expect(offered!.n).toBe(5_000);
  });
});
