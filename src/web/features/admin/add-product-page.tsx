import { FALLBACK, PAGE_TITLES, SUCCESS } from '../../../contract/messages';
import { AdminScreen } from './admin-screen';
import { ProductForm } from './product-form';
import { useProductSubmit } from './use-product-submit';

export default function AdminAddProductPage() {
  const { submit, busy, failure } = useProductSubmit({
    saved: SUCCESS.productCreated,
    failed: FALLBACK.productCreateFailed,
  });
  return (
    <AdminScreen title={PAGE_TITLES.adminAddProduct}>
      <ProductForm
        mode="add"
        submitLabel={PAGE_TITLES.adminAddProduct}
        busy={busy}
        submitError={failure?.message}
        serverErrors={failure?.fields}
        onSubmit={submit}
      />
    </AdminScreen>
  );
}
