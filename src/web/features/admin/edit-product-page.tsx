import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ADMIN_TEXT, FALLBACK, PAGE_TITLES, SUCCESS } from '../../../contract/messages';
import { Loading } from '../../components/loading';
import { useMessages } from '../../components/messages/use-messages';
import { AdminScreen } from './admin-screen';
import { ProductForm } from './product-form';
import { productToForm } from './product-form-model';
import type { ProductFormErrors } from './product-form-model';
import { ErrorText, messageOf } from './query-state';
import { serverFieldErrors } from './save-product';
import { useEditProduct, useSaveProduct } from './use-admin-products';

export default function AdminEditProductPage() {
  const { id = '' } = useParams();
  const product = useEditProduct(id);
  const save = useSaveProduct(id);
  const navigate = useNavigate();
  const { showSuccess, showError } = useMessages();
  const [failure, setFailure] = useState<{ message: string; fields: ProductFormErrors } | null>(null);

  const submit = async (body: FormData) => {
    setFailure(null);
    try {
      await save.mutateAsync(body);
      showSuccess(SUCCESS.productUpdated);
      navigate('/admin/product');
      return true;
    } catch (error) {
      // The server's own reason, so the admin knows what to fix.
      const message = messageOf(error, FALLBACK.productUpdateFailed);
      setFailure({ message, fields: serverFieldErrors(error) });
      showError(message);
      return false;
    }
  };

  return (
    <AdminScreen title={PAGE_TITLES.adminEditProduct}>
      {product.isPending ? (
        <Loading />
      ) : product.isError ? (
        <ErrorText message={messageOf(product.error, FALLBACK.editProductLoadFailed)} />
      ) : (
        <ProductForm
          key={product.data.product._id}
          mode="edit"
          initialValues={productToForm(product.data.product)}
          existingImages={product.data.product.images}
          submitLabel={ADMIN_TEXT.updateProduct}
          busy={save.isPending}
          submitError={failure?.message}
          serverErrors={failure?.fields}
          onSubmit={submit}
        />
      )}
    </AdminScreen>
  );
}
