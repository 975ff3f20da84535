import { describe, expect, it } from 'vitest';
import { spreadsheetSafe } from './csv-cells';
import { PRODUCT_CSV_MESSAGES, SKU_MESSAGES } from './messages/product-csv';
import { checkCsvRow, csvRowNumber, missingColumns, PRODUCT_CSV_COLUMNS } from './product-csv';

// One products CSV row read on its own (docs/decisions/0059-skus-and-product-csv.md).

const good = {
  SKU: 'LH-7F1C0E-4-5Y',
  name: 'Cotton Frock',
  description: 'A soft cotton frock.',
  category: 'Casual Wear',
  gender: 'Girls',
  price: '999',
  discountPrice: '699.50',
  HSN: '',
  size: '4-5 y',
  stock: '7',
  status: '',
};

const problemsOf = (cells: Record<string, string>) => {
  const checked = checkCsvRow(cells, 0);
  return 'problems' in checked ? checked.problems.map((problem) => problem.message) : [];
};

describe('a products CSV row', () => {
  it('reads a good row, in paise, on spreadsheet row 2', () => {
    expect(checkCsvRow(good, 0)).toEqual({
      row: {
        row: 2,
        sku: 'LH-7F1C0E-4-5Y',
        name: 'Cotton Frock',
        description: 'A soft cotton frock.',
        category: 'Casual Wear',
        gender: 'Girls',
        pricePaise: 99_900,
        discountPricePaise: 69_950,
        hsnCode: '',
        size: '4-5 y',
        stock: 7,
        status: undefined,
      },
    });
    expect(csvRowNumber(9)).toBe(11);
  });

  it('names every problem of a row at once', () => {
    expect(
      problemsOf({
        ...good,
        name: ' ',
        category: 'Toys',
        size: '12 y',
        stock: '-1',
        status: 'sold',
        HSN: '12',
      }),
    ).toEqual([
      PRODUCT_CSV_MESSAGES.missing('name'),
      PRODUCT_CSV_MESSAGES.unknownCategory('Toys'),
      PRODUCT_CSV_MESSAGES.unknownSize('12 y'),
      PRODUCT_CSV_MESSAGES.badStatus('sold'),
      PRODUCT_CSV_MESSAGES.badHsn('12'),
      PRODUCT_CSV_MESSAGES.badNumber('stock', '-1'),
    ]);
  });

  it('refuses bad amounts, a price below the discount price, bad stock and bad SKUs', () => {
    expect(problemsOf({ ...good, price: '9.999' })).toEqual([
      PRODUCT_CSV_MESSAGES.badAmount('price', '9.999'),
    ]);
    expect(problemsOf({ ...good, discountPrice: '0' })).toEqual([
      PRODUCT_CSV_MESSAGES.badAmount('discountPrice', '0'),
    ]);
    expect(problemsOf({ ...good, price: '500' })).toEqual([PRODUCT_CSV_MESSAGES.priceBelowDiscount]);
    expect(problemsOf({ ...good, stock: '2.5' })).toEqual([PRODUCT_CSV_MESSAGES.badNumber('stock', '2.5')]);
    expect(problemsOf({ ...good, stock: '100001' })).toEqual([
      PRODUCT_CSV_MESSAGES.badNumber('stock', '100001'),
    ]);
    expect(problemsOf({ ...good, SKU: 'two words' })).toEqual([SKU_MESSAGES.invalid]);
    expect(problemsOf({ ...good, gender: 'Kids' })).toEqual([PRODUCT_CSV_MESSAGES.unknownGender('Kids')]);
  });

  it('reads back a cell the export kept from running as a formula', () => {
    const checked = checkCsvRow({ ...good, name: spreadsheetSafe('=Frock') }, 0);
    expect('row' in checked && checked.row.name).toBe('=Frock');
  });

  it('names the columns a header lacks', () => {
    expect(missingColumns([...PRODUCT_CSV_COLUMNS])).toEqual([]);
    expect(missingColumns(['SKU', 'name'])).toEqual(
      PRODUCT_CSV_COLUMNS.filter((c) => c !== 'SKU' && c !== 'name'),
    );
  });
});
