// SKUs and the products CSV (docs/product.md section 5, docs/decisions/0059-skus-and-product-csv.md).

export const SKU_MESSAGES = {
  label: 'SKU',
  /** The accessible name of a size's SKU input in the product form. */
  fieldFor: (size: string) => `SKU for ${size}`,
  invalid:
    'A SKU is 1 to 40 letters, digits, dots, slashes, dashes or underscores, starting with a letter or digit.',
  /** Left empty in the form, the shop generates one. */
  hint: 'Leave empty for a generated SKU.',
  duplicateInForm: 'Two sizes cannot have the same SKU.',
  taken: (sku: string) => `The SKU ${sku} is already used by another product's size.`,
} as const;

export const PRODUCT_CSV_MESSAGES = {
  importButton: 'Import CSV',
  tooLarge: 'The CSV is larger than 8 MB; split it into several files.',
  notCsv: 'Send the products as a CSV file (text/csv), or as a multipart form with one file.',
  empty: 'The CSV has no product rows.',
  tooManyRows: (max: number) => `A CSV may hold at most ${max} rows; split it into several files.`,
  unreadable: (reason: string) => `The CSV cannot be read: ${reason}`,
  missingColumns: (columns: string[]) => `The CSV lacks the columns ${columns.join(', ')}.`,
  hasProblems: (rows: number) =>
    `${rows} ${rows === 1 ? 'row has' : 'rows have'} problems; nothing was imported.`,
  missing: (column: string) => `${column} is missing.`,
  unknownCategory: (value: string) => `Unknown category "${value}".`,
  unknownGender: (value: string) => `Unknown gender "${value}".`,
  unknownSize: (value: string) => `Unknown size "${value}".`,
  badStatus: (value: string) => `Unknown status "${value}".`,
  badNumber: (column: string, value: string) => `${column} "${value}" is not a valid number.`,
  badAmount: (column: string, value: string) =>
    `${column} "${value}" is not a price in rupees of at least 1.`,
  badHsn: (value: string) => `HSN "${value}" is not a 4 to 8 digit code.`,
  tooLong: (column: string, max: number) => `${column} is longer than ${max} characters.`,
  severalProducts: (name: string) =>
    `Several products are named "${name}" in this category and gender; give the row the SKU of the size.`,
  skuOfAnotherSize: (sku: string, size: string) => `SKU ${sku} is the SKU of this product's size ${size}.`,
  priceBelowDiscount: 'price is below discountPrice.',
  duplicateSkuInFile: (sku: string, firstRow: number) => `SKU ${sku} is already used in row ${firstRow}.`,
  duplicateSizeInFile: (size: string, firstRow: number) =>
    `This product's size ${size} is already in row ${firstRow}.`,
  skuOfAnotherProduct: (sku: string, name: string) =>
    `SKU ${sku} belongs to a size of another product, ${name}.`,
  productFieldsDiffer: (firstRow: number) =>
    `This product's name, description, category, gender, prices, HSN or status differ from row ${firstRow}.`,
  cannotPublish: (missing: string[]) => `The product cannot be active: ${missing.join(' ')}`,
  previewTitle: 'Import preview',
  problemsTitle: 'Problems to fix',
  rowLabel: 'Row',
  newProducts: (n: number) => `${n} new ${n === 1 ? 'product' : 'products'}`,
  updatedProducts: (n: number) => `${n} updated ${n === 1 ? 'product' : 'products'}`,
  newSizes: (n: number) => `${n} new ${n === 1 ? 'size' : 'sizes'}`,
  updatedSizes: (n: number) => `${n} updated ${n === 1 ? 'size' : 'sizes'}`,
  stockChanges: (n: number) => `${n} stock ${n === 1 ? 'change' : 'changes'}`,
  nothingChanges: 'The file matches the shop: importing it changes nothing.',
  applyButton: 'Apply import',
  applyConfirmTitle: 'Apply this import?',
  applyConfirmBody: 'All rows are saved at once, and stock changes are written to the stock ledger.',
  applied: (rows: number) => `Imported ${rows} ${rows === 1 ? 'row' : 'rows'}.`,
  checking: 'Checking the file…',
  chooseFile: 'Choose a CSV file',
  cancel: 'Cancel',
} as const;
