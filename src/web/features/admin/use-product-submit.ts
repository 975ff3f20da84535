import { useState } from 'react';
import { useMessages } from '../../components/messages/use-messages';
import type { ProductFormErrors } from './product-form-model';
import { messageOf } from '../../lib/api-client';
import { serverFieldErrors } from './save-product';
import { useSaveProduct } from './api/products';

/**
 * Saving the product form (add, or edit when `id` is given): a toast either way, and on failure the server's own
 * reason and field errors, so that the admin knows what to fix. `submit` resolves true once saved.
 */
export function useProductSubmit(options: {
  id?: string;
  saved: string;
  failed: string;
  onSaved?: () => void;
}) {
  const save = useSaveProduct(options.id);
  const { showSuccess, showError } = useMessages();
  const [failure, setFailure] = useState<{ message: string; fields: ProductFormErrors } | null>(null);

  const submit = async (body: FormData) => {
    setFailure(null);
    try {
      await save.mutateAsync(body);
      showSuccess(options.saved);
      options.onSaved?.();
      return true;
    } catch (error) {
      const message = messageOf(error, options.failed);
      setFailure({ message, fields: serverFieldErrors(error) });
      showError(message);
      return false;
    }
  };
  return { submit, busy: save.isPending, failure };
}
