import { describe, expect, it } from 'vitest';
import {
  buildProductFormData,
  emptyProductForm,
  isSizeTicked,
  parseStock,
  productToForm,
  PRODUCT_FORM_MESSAGES,
  setSku,
  setStock,
  skuInputId,
  fieldElementId,
  toggleSize,
  validateProductForm,
} from './product-form-model';
import type { ProductFormValues } from './product-form-model';
import { SKU_MESSAGES } from '../../../contract/messages/product-csv';

/** An element id without spaces or other characters a selector would have to escape. */
const isPlainId = (id: string) => /^[A-Za-z][\w-]*$/.test(id);

const filled: ProductFormValues = {
  name: ' Cotton Kurta ',
  description: 'Soft kurta',
  price: '999',
  discountPrice: '749.50',
  category: 'Ethnic Wear',
  gender: 'Boys',
  sizeAndStock: [
    { size: '2-3 y', stock: 4 },
    { size: '6-7 y', stock: 0 },
  ],
  hsnCode: '',
  status: '',
};

const jpeg = (name = 'a.jpg', bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

describe('size and stock rules', () => {
  it('ticking offers the size with stock 0 in size order, unticking stops offering it', () => {
    let sizes = toggleSize([], '6-7 y');
    sizes = toggleSize(sizes, '2-3 y');
    expect(sizes).toEqual([
      { size: '2-3 y', stock: 0, sku: '' },
      { size: '6-7 y', stock: 0, sku: '' },
    ]);
    expect(isSizeTicked(sizes, '2-3 y')).toBe(true);
    expect(toggleSize(sizes, '2-3 y')).toEqual([{ size: '6-7 y', stock: 0, sku: '' }]);
  });

  it('edit: the offered sizes only, a sold-out one stays ticked at 0, and its status', () => {
    const form = productToForm({
      _id: 'p1',
      name: 'x',
      description: 'y',
      category: 'Casual Wear',
      gender: 'Girls',
      images: [],
      imageSet: [],
      price: 10,
      discountPrice: 9,
      createdAt: '2026-01-01T00:00:00Z',
      status: 'hidden',
      sizeAndStock: [
        { size: '6-7 y', stock: 0, sku: 'LH-AB12CD-6-7Y' },
        { size: '4-5 y', stock: 3, sku: 'KURTA-45' },
      ],
    });
    expect(form.sizeAndStock).toEqual([
      { size: '4-5 y', stock: 3, sku: 'KURTA-45' },
      { size: '6-7 y', stock: 0, sku: 'LH-AB12CD-6-7Y' },
    ]);
    expect(form.status).toBe('hidden');
    expect(isSizeTicked(form.sizeAndStock, '6-7 y')).toBe(true);
    expect(isSizeTicked(form.sizeAndStock, '2-3 y')).toBe(false);
    expect(toggleSize(form.sizeAndStock, '4-5 y')).toEqual([
      { size: '6-7 y', stock: 0, sku: 'LH-AB12CD-6-7Y' },
    ]);
  });

  it('stock: non-numeric becomes 0, negatives clamp to 0, decimals are dropped', () => {
    expect(parseStock('abc')).toBe(0);
    expect(parseStock('')).toBe(0);
    expect(parseStock('-4')).toBe(0);
    expect(parseStock('7.9')).toBe(7);
    expect(setStock(filled.sizeAndStock, '2-3 y', '12')[0]).toEqual({ size: '2-3 y', stock: 12 });
  });
});

describe('validation', () => {
  it('requires every field with the form messages', () => {
    const errors = validateProductForm(emptyProductForm(), []);
    expect(errors).toEqual({
      name: PRODUCT_FORM_MESSAGES.nameRequired,
      description: PRODUCT_FORM_MESSAGES.descriptionRequired,
      category: PRODUCT_FORM_MESSAGES.categoryRequired,
      gender: PRODUCT_FORM_MESSAGES.genderRequired,
      price: PRODUCT_FORM_MESSAGES.priceRequired,
      discountPrice: PRODUCT_FORM_MESSAGES.discountPriceRequired,
    });
  });

  it('prices are numbers of at least 1 with at most 2 decimals, and the discount price is not above the price', () => {
    expect(validateProductForm(filled, [])).toEqual({});
    expect(validateProductForm({ ...filled, price: '0.5' }, []).price).toBe(PRODUCT_FORM_MESSAGES.amountRule);
    expect(validateProductForm({ ...filled, price: '1e3' }, []).price).toBe(PRODUCT_FORM_MESSAGES.amountRule);
    expect(validateProductForm({ ...filled, price: '10.999' }, []).price).toBe(
      PRODUCT_FORM_MESSAGES.amountRule,
    );
    expect(validateProductForm({ ...filled, discountPrice: '1000' }, []).discountPrice).toBe(
      PRODUCT_FORM_MESSAGES.discountAbovePrice,
    );
  });

  it('accepts only JPEG, PNG and WebP images of at most 5 MB', () => {
    const svg = new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' });
    expect(validateProductForm(filled, [jpeg(), null]).images).toBeUndefined();
    expect(validateProductForm(filled, [null, svg]).images).toBe(PRODUCT_FORM_MESSAGES.imageType);
    expect(validateProductForm(filled, [jpeg('big.jpg', 5 * 1024 * 1024 + 1)]).images).toBe(
      PRODUCT_FORM_MESSAGES.imageTooLarge,
    );
  });
});

describe('multipart body', () => {
  it('add: repeated sizeAndStock[] JSON fields, trimmed text and the chosen images only', () => {
    const body = buildProductFormData('add', filled, [jpeg('one.jpg'), null, jpeg('two.jpg')]);
    expect(body.get('name')).toBe('Cotton Kurta');
    expect(body.get('price')).toBe('999');
    expect(body.get('discountPrice')).toBe('749.50');
    expect(body.getAll('sizeAndStock[]')).toEqual([
      '{"size":"2-3 y","stock":4}',
      '{"size":"6-7 y","stock":0}',
    ]);
    expect(body.has('sizeAndStock')).toBe(false);
    // No status chosen: the shop publishes it when complete, else keeps it a draft.
    expect(body.has('status')).toBe(false);
    expect(body.getAll('images').map((file) => (file as File).name)).toEqual(['one.jpg', 'two.jpg']);
  });

  it('edit: one sizeAndStock JSON array, and no images field when none was chosen', () => {
    const body = buildProductFormData('edit', filled, [null, null, null, null, null]);
    expect(JSON.parse(String(body.get('sizeAndStock')))).toEqual(filled.sizeAndStock);
    expect(body.has('sizeAndStock[]')).toBe(false);
    expect(body.has('images')).toBe(false);
    expect(buildProductFormData('edit', { ...filled, status: 'archived' }, []).get('status')).toBe(
      'archived',
    );
  });
});

describe('SKUs per offered size', () => {
  it('are checked in the form: the SKU pattern, and no two sizes with one SKU whatever the case', () => {
    let sizes = setSku(filled.sizeAndStock, '2-3 y', 'has space');
    expect(validateProductForm({ ...filled, sizeAndStock: sizes }, [])).toEqual({
      'sku.2-3 y': SKU_MESSAGES.invalid,
    });
    sizes = setSku(setSku(filled.sizeAndStock, '2-3 y', 'KURTA-1'), '6-7 y', ' kurta-1 ');
    expect(validateProductForm({ ...filled, sizeAndStock: sizes }, [])).toEqual({
      'sku.6-7 y': SKU_MESSAGES.duplicateInForm,
    });
    expect(fieldElementId('sku.6-7 y')).toBe(skuInputId('6-7 y'));
    expect(isPlainId(skuInputId('6-7 y'))).toBe(true);
  });

  it('are sent trimmed when typed and left out when empty (the size keeps its own, or one is generated)', () => {
    const sizes = setSku(setSku(filled.sizeAndStock, '2-3 y', ' KURTA-23 '), '6-7 y', '  ');
    const values = { ...filled, sizeAndStock: sizes };
    expect(buildProductFormData('add', values, []).getAll('sizeAndStock[]')).toEqual([
      JSON.stringify({ size: '2-3 y', stock: 4, sku: 'KURTA-23' }),
      JSON.stringify({ size: '6-7 y', stock: 0 }),
    ]);
    expect(JSON.parse(String(buildProductFormData('edit', values, []).get('sizeAndStock')))).toEqual([
      { size: '2-3 y', stock: 4, sku: 'KURTA-23' },
      { size: '6-7 y', stock: 0 },
    ]);
  });
});

describe('HSN code', () => {
  it('may stay empty (the category’s usual code) or be 4, 6 or 8 digits, and is sent only when typed', () => {
    expect(validateProductForm(filled, []).hsnCode).toBeUndefined();
    expect(validateProductForm({ ...filled, hsnCode: '62' }, []).hsnCode).toBe(
      'HSN code must be 4, 6 or 8 digits.',
    );
    expect(validateProductForm({ ...filled, hsnCode: '620442' }, []).hsnCode).toBeUndefined();
    expect(buildProductFormData('add', filled, []).has('hsnCode')).toBe(false);
    expect(buildProductFormData('edit', { ...filled, hsnCode: ' 6211 ' }, []).get('hsnCode')).toBe('6211');
  });
});
