import { useState } from 'react';
import type { FormEvent } from 'react';
import { CATEGORIES, GENDERS, MAX_PRODUCT_IMAGES } from '../../../contract/constants';
import { defaultHsnCode } from '../../../contract/hsn';
import { CATALOG_TEXT, COUPON_ADMIN_TEXT } from '../../../contract/messages';
import { ADMIN_TEXT, PRODUCT_STATUS_MESSAGES } from '../../../contract/messages/admin';
import { PRODUCT_STATUSES } from '../../../contract/product-status';
import { describedBy, FormField, INPUT } from './form-field';
import { ImageSlots } from './image-slots';
import {
  buildProductFormData,
  emptyProductForm,
  fieldElementId,
  setSku,
  validateProductForm,
} from './product-form-model';
import type {
  ProductField,
  ProductFormErrors,
  ProductFormMode,
  ProductFormValues,
} from './product-form-model';
import { skuField } from '../../../contract/sku';
import { SizeStockField } from './size-stock-field';
import { isOneOf } from '../../../contract/one-of';

interface ProductFormProps {
  mode: ProductFormMode;
  initialValues?: ProductFormValues;
  existingImages?: string[];
  submitLabel: string;
  busy: boolean;
  /** The error of the last attempt (the server's message), shown above the button. */
  submitError?: string;
  /** Field errors the server sent back. */
  serverErrors?: ProductFormErrors;
  /** Sends the body; resolves true when the product was saved (the add form then starts afresh). */
  onSubmit: (body: FormData) => Promise<boolean>;
}

const noFiles = () => Array<File | null>(MAX_PRODUCT_IMAGES).fill(null);

/** The add and edit product form (docs/product.md section 5). Prices are in rupees. */
export function ProductForm(props: ProductFormProps) {
  const { mode, existingImages, submitLabel, busy, submitError, serverErrors, onSubmit } = props;
  const [values, setValues] = useState<ProductFormValues>(props.initialValues ?? emptyProductForm());
  const [files, setFiles] = useState<(File | null)[]>(noFiles);
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [resetKey, setResetKey] = useState(0);
  const shown: ProductFormErrors = { ...serverErrors, ...errors };

  const update = <K extends keyof ProductFormValues>(field: K, value: ProductFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateProductForm(values, files);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0] as ProductField;
      document.getElementById(fieldElementId(first))?.focus();
      return;
    }
    const saved = await onSubmit(buildProductFormData(mode, values, files));
    if (saved && mode === 'add') {
      setValues(emptyProductForm());
      setFiles(noFiles());
      setResetKey((key) => key + 1);
    }
  };

  const text = (field: 'name' | 'price' | 'discountPrice' | 'hsnCode', label: string, extra: object = {}) => {
    const id = `product-${field}`;
    return (
      <FormField id={id} label={label} error={shown[field]}>
        <input
          id={id}
          name={field}
          className={INPUT}
          value={values[field]}
          onChange={(event) => update(field, event.target.value)}
          required
          {...describedBy(id, shown[field])}
          {...extra}
        />
      </FormField>
    );
  };
  const money = {
    type: 'number',
    inputMode: 'decimal',
    min: 1,
    step: mode === 'edit' ? 0.01 : 1,
  };
  const select = (field: 'category' | 'gender', label: string, options: readonly string[]) => {
    const id = `product-${field}`;
    return (
      <FormField id={id} label={label} error={shown[field]}>
        <select
          id={id}
          name={field}
          className={INPUT}
          value={values[field]}
          onChange={(event) => update(field, event.target.value)}
          required
          {...describedBy(id, shown[field])}
        >
          <option value="">{ADMIN_TEXT.selectOption(label)}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </FormField>
    );
  };

  return (
    <form noValidate onSubmit={submit} className="card grid grid-cols-1 gap-5 p-5 sm:p-8" aria-busy={busy}>
      {text('name', ADMIN_TEXT.productName)}
      <FormField id="product-description" label={CATALOG_TEXT.description} error={shown.description}>
        <textarea
          id="product-description"
          name="description"
          rows={4}
          className={INPUT}
          value={values.description}
          onChange={(event) => update('description', event.target.value)}
          required
          {...describedBy('product-description', shown.description)}
        />
      </FormField>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        {text('price', ADMIN_TEXT.priceField, money)}
        {text('discountPrice', ADMIN_TEXT.discountPriceField, money)}
        {select('category', CATALOG_TEXT.category, CATEGORIES)}
        {select('gender', CATALOG_TEXT.gender, GENDERS)}
        {text('hsnCode', ADMIN_TEXT.hsnCodeField, {
          inputMode: 'numeric',
          maxLength: 8,
          required: false,
          placeholder: isOneOf(CATEGORIES, values.category)
            ? ADMIN_TEXT.usualHsnCode(defaultHsnCode(values.category), values.category)
            : ADMIN_TEXT.usualHsnCodeOfCategory,
        })}
      </div>
      <SizeStockField
        value={values.sizeAndStock}
        onChange={(next) => update('sizeAndStock', next)}
        onSkuChange={(size, sku) => {
          setValues((current) => ({ ...current, sizeAndStock: setSku(current.sizeAndStock, size, sku) }));
          setErrors((current) => ({ ...current, [skuField(size)]: undefined }));
        }}
        error={shown.sizeAndStock}
        errors={shown}
      />
      <FormField id="product-status" label={ADMIN_TEXT.statusField} error={shown.status}>
        <select
          id="product-status"
          name="status"
          className={INPUT}
          value={values.status}
          onChange={(event) => update('status', event.target.value as ProductFormValues['status'])}
          {...describedBy('product-status', shown.status)}
        >
          {mode === 'add' && <option value="">{ADMIN_TEXT.statusAuto}</option>}
          {PRODUCT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {PRODUCT_STATUS_MESSAGES.label[status]}
            </option>
          ))}
        </select>
      </FormField>
      <ImageSlots
        label={mode === 'edit' ? ADMIN_TEXT.imagesReplaceNote : ADMIN_TEXT.images}
        files={files}
        onChange={(next) => {
          setFiles(next);
          setErrors((current) => ({ ...current, images: undefined }));
        }}
        existing={existingImages}
        error={shown.images}
        resetKey={resetKey}
      />
      {submitError && (
        <p role="alert" className="font-semibold text-coral-700">
          {submitError}
        </p>
      )}
      <div>
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
          {busy ? COUPON_ADMIN_TEXT.saving : submitLabel}
        </button>
      </div>
    </form>
  );
}
