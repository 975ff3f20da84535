import { useNavigate, useParams } from 'react-router';
import { FALLBACK, PAGE_TITLES, SUCCESS } from '../../../contract/messages';
import { ADMIN_TEXT } from '../../../contract/messages/admin';
import { Loading } from '../../components/loading';
import { AdminScreen } from './admin-screen';
import { ProductForm } from './product-form';
import { productToForm } from './product-form-model';
import { ErrorText } from './query-state';
import { messageOf } from '../../lib/api-client';
import { useEditProduct } from './api/products';
import { useProductSubmit } from './use-product-submit';

export default function AdminEditProductPage() {
  const { id = '' } = useParams();
  const product = useEditProduct(id);
  const navigate = useNavigate();
  const { submit, busy, failure } = useProductSubmit({
    id,
    saved: SUCCESS.productUpdated,
    failed: FALLBACK.productUpdateFailed,
    onSaved: () => navigate('/admin/product'),
  });

  return (
    <AdminScreen title={PAGE_TITLES.adminEditProduct}>
      {product.isPending ? (
        <Loading />
      ) : product.isError ? (
        <ErrorText message={messageOf(product.error, FALLBACK.editProductLoadFailed)} />
      ) : (
        <ProductForm
          key={product.data._id}
          mode="edit"
          initialValues={productToForm(product.data)}
          existingImages={product.data.images}
          submitLabel={ADMIN_TEXT.updateProduct}
          busy={busy}
          submitError={failure?.message}
          serverErrors={failure?.fields}
          onSubmit={submit}
        />
      )}
    </AdminScreen>
  );
}
