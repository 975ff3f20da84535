import { useState } from 'react';
import { FALLBACK, PAGE_TITLES, SUCCESS } from '../../../contract/messages';
import { useMessages } from '../../components/messages/use-messages';
import { AdminScreen } from './admin-screen';
import { ProductForm } from './product-form';
import type { ProductFormErrors } from './product-form-model';
import { messageOf } from './query-state';
import { serverFieldErrors } from './save-product';
import { useSaveProduct } from './use-admin-products';

export default function AdminAddProductPage() {
  const save = useSaveProduct();
  const { showSuccess, showError } = useMessages();
  const [failure, setFailure] = useState<{ message: string; fields: ProductFormErrors } | null>(null);

  const submit = async (body: FormData) => {
    setFailure(null);
    try {
      await save.mutateAsync(body);
      showSuccess(SUCCESS.productCreated);
      return true;
    } catch (error) {
      const message = messageOf(error, FALLBACK.productCreateFailed);
      setFailure({ message, fields: serverFieldErrors(error) });
      showError(message);
      return false;
    }
  };

  return (
    <AdminScreen title={PAGE_TITLES.adminAddProduct}>
      <ProductForm
        mode="add"
        submitLabel={PAGE_TITLES.adminAddProduct}
        busy={save.isPending}
        submitError={failure?.message}
        serverErrors={failure?.fields}
        onSubmit={submit}
      />
    </AdminScreen>
  );
}
