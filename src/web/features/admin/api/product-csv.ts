import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PRODUCT_CSV_MESSAGES } from '../../../../contract/messages/product-csv';
import type { ProductImportResult } from '../../../../contract/product-csv';
import { queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';

/** POST /admin/products/import: a dry run (the preview) or the import itself, the file as a multipart form. */
export function useImportProducts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) => {
      const form = new FormData();
      form.append('dryRun', String(dryRun));
      form.append('file', file, file.name);
      return api.post<ProductImportResult>('/admin/products/import', form, {
        fallback: PRODUCT_CSV_MESSAGES.notCsv,
      });
    },
    onSuccess: (result) => {
      if (!result.applied) return;
      void client.invalidateQueries({ queryKey: queryKeys.admin.products.all });
      void client.invalidateQueries({ queryKey: ['catalog'] });
    },
  });
}
