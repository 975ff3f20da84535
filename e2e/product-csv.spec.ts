import { expect, test } from '@playwright/test';
import { loginAsAdmin } from './support/admin';
import { expectNoSidewaysScroll } from './support/page-width';
import { saveScreen } from './support/screens';

// The owner imports a season's sheet: a file with mistakes is previewed with every problem and its row, nothing is
// imported; the corrected file's preview says what will change, and after a confirmation the products are there,
// drafts with their stock and SKUs. The export gives the same sheet back.

const HEADER = 'SKU,name,description,category,gender,price,discountPrice,HSN,size,stock,status';

function sheet(name: string, rows: string[]) {
  return { name, mimeType: 'text/csv', buffer: Buffer.from([HEADER, ...rows].join('\n') + '\n') };
}

test('an import with its preview: problems first, then the corrected file applied @phone', async ({
  page,
}) => {
  const tag = Date.now().toString(36).toUpperCase();
  const name = `Mango Print Romper ${tag}`;
  await loginAsAdmin(page);
  await page.goto('/admin/product');
  const picker = page.getByLabel('Choose a CSV file');

  // A sheet with mistakes: unknown category on row 3, price below the discount price on row 4.
  await picker.setInputFiles(
    sheet('season.csv', [
      `R-${tag}-23,${name},A cotton romper.,Casual Wear,Girls,799,599,,2-3 y,6,`,
      `R-${tag}-45,${name},A cotton romper.,Rompers,Girls,799,599,,4-5 y,4,`,
      `,Sun Hat ${tag},A hat.,Casual Wear,Girls,199,299,,4-5 y,4,`,
    ]),
  );
  const preview = page.getByRole('region', { name: /Import preview/ });
  await expect(preview.getByText('2 rows have problems; nothing was imported.')).toBeVisible();
  await expect(preview.getByRole('listitem')).toHaveText([
    'Row 3: Unknown category "Rompers".',
    'Row 4: price is below discountPrice.',
  ]);
  await expect(preview.getByRole('button', { name: 'Apply import' })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await saveScreen(page, 'product-import-problems');

  // The corrected sheet: its preview says what will change; applying asks first.
  await picker.setInputFiles(
    sheet('season-fixed.csv', [
      `R-${tag}-23,${name},A cotton romper.,Casual Wear,Girls,799,599,,2-3 y,6,`,
      `R-${tag}-45,${name},A cotton romper.,Casual Wear,Girls,799,599,,4-5 y,4,`,
    ]),
  );
  await expect(preview.getByText('1 new product')).toBeVisible();
  await expect(preview.getByText('2 new sizes')).toBeVisible();
  await expect(preview.getByText('2 stock changes')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await saveScreen(page, 'product-import-preview');
  await preview.getByRole('button', { name: 'Apply import' }).click();
  const confirm = page.getByRole('dialog', { name: 'Apply this import?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Apply import' }).click();
  await expect(page.getByText('Imported 2 rows.')).toBeVisible();
  await expect(preview).toHaveCount(0);

  // The product is in the list as a draft, with its stock and SKUs.
  await page.goto(`/admin/product?q=${encodeURIComponent(name)}`);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();
  await row.getByText('Edit stock').click();
  await expect(row.getByLabel('2-3 y', { exact: true })).toHaveValue('6');
  await expect(row.getByLabel('SKU 4-5 y')).toHaveValue(`R-${tag}-45`);
  await expectNoSidewaysScroll(page);
  await saveScreen(page, 'product-import-done');

  // The export of the filtered list is the same sheet.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const { readFile } = await import('node:fs/promises');
  const text = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '');
  expect(text.trimEnd().split('\n')).toEqual([
    HEADER,
    `R-${tag}-23,${name},A cotton romper.,Casual Wear,Girls,799,599,6109,2-3 y,6,draft`,
    `R-${tag}-45,${name},A cotton romper.,Casual Wear,Girls,799,599,6109,4-5 y,4,draft`,
  ]);
});
