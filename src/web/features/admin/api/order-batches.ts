import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmOrdersResult } from '../../../../contract/order-batches';
import { ORDER_BATCH_TEXT } from '../../../../contract/messages/back-office';
import { queryKeys } from '../../../api/query-keys';
import { api, apiFile } from '../../../lib/api-client';

/** POST /admin/orders/confirm; then every orders page and order is fetched again, whatever was moved. */
export function useConfirmOrders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderIds: string[]) =>
      api.post<ConfirmOrdersResult>(
        '/admin/orders/confirm',
        { orderIds },
        { fallback: ORDER_BATCH_TEXT.confirmFailed },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.admin.orders.all }),
  });
}

/** Hands a file to the browser as a download, under the name given. */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; the next task is late enough to let the URL go.
  setTimeout(() => URL.revokeObjectURL(url));
}

/** POST /admin/orders/labels.pdf, then the PDF of labels and packing slips is downloaded. */
export function usePrintLabels() {
  return useMutation({
    mutationFn: async (orderIds: string[]) => {
      const { blob, fileName } = await apiFile(
        'POST',
        '/admin/orders/labels.pdf',
        { orderIds },
        { accept: 'application/pdf', fallback: ORDER_BATCH_TEXT.labelsFailed },
      );
      saveFile(blob, fileName ?? 'labels.pdf');
    },
  });
}
