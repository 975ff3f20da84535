import { useId, useRef, useState, type ChangeEvent } from 'react';
import { FIND_TEXT } from '../../../contract/messages/back-office';
import { PRODUCT_CSV_MESSAGES } from '../../../contract/messages/product-csv';
import type { ProductImportResult } from '../../../contract/product-csv';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useMessages } from '../../components/messages/use-messages';
import { isApiRequestError, messageOf } from '../../lib/api-client';
import { useImportProducts } from './api/product-csv';

// The products page's "Import CSV" (docs/decisions/0059-skus-and-product-csv.md): the chosen file is checked first
// (a dry run) and its preview shown here, either every row's problems or what the import will change; only a file
// without problems may be applied, after a confirmation, all rows at once.

/** The preview of a refused import comes back as a 422 whose body is the same result. */
function resultOf(error: unknown): ProductImportResult | undefined {
  if (!isApiRequestError(error) || error.status !== 422) return undefined;
  return error.body as ProductImportResult;
}

function PreviewCounts({ result }: { result: ProductImportResult }) {
  return (
    <ul className="flex flex-wrap gap-2 text-sm font-semibold">
      {[
        PRODUCT_CSV_MESSAGES.newProducts(result.newProducts),
        PRODUCT_CSV_MESSAGES.updatedProducts(result.updatedProducts),
        PRODUCT_CSV_MESSAGES.newSizes(result.newSizes),
        PRODUCT_CSV_MESSAGES.updatedSizes(result.updatedSizes),
        PRODUCT_CSV_MESSAGES.stockChanges(result.stockChanges),
      ].map((text) => (
        <li key={text} className="rounded-full bg-lilac-100 px-3 py-1">
          {text}
        </li>
      ))}
    </ul>
  );
}

function ImportPreview({
  file,
  result,
  applying,
  onApply,
  onCancel,
}: {
  file: File;
  result: ProductImportResult;
  applying: boolean;
  onApply: () => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const hasProblems = result.problems.length > 0;
  return (
    <section aria-labelledby={titleId} className="mb-6 rounded-3xl border border-line bg-white p-4 sm:p-6">
      <h2 id={titleId} className="text-lg font-bold">
        {PRODUCT_CSV_MESSAGES.previewTitle}: {file.name}
      </h2>
      {/* A file that changes something is told by its counts; otherwise by the answer's own sentence. */}
      <div role="status" className="mt-2">
        {hasProblems || result.newProducts + result.updatedProducts === 0 ? (
          <p className={`text-sm font-semibold ${hasProblems ? 'text-red-700' : ''}`}>{result.message}</p>
        ) : (
          <PreviewCounts result={result} />
        )}
      </div>
      {hasProblems && (
        <div className="mt-4">
          <h3 className="mb-2 font-bold">{PRODUCT_CSV_MESSAGES.problemsTitle}</h3>
          {/* A list rather than a table: a phone reads each problem whole, its row number first. */}
          <ol className="flex flex-col gap-1 text-sm">
            {result.problems.map((problem, index) => (
              <li key={index} className="rounded-xl bg-red-50 px-3 py-2">
                <span className="font-bold">
                  {PRODUCT_CSV_MESSAGES.rowLabel} {problem.row}:
                </span>{' '}
                {problem.message}
              </li>
            ))}
          </ol>
        </div>
      )}
      <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className="btn-secondary" onClick={onCancel} disabled={applying}>
          {PRODUCT_CSV_MESSAGES.cancel}
        </button>
        {!hasProblems && (
          <button type="button" className="btn-primary" onClick={onApply} disabled={applying}>
            {PRODUCT_CSV_MESSAGES.applyButton}
          </button>
        )}
      </div>
    </section>
  );
}

/** The "Import CSV" button (a file picker) and, once a file is chosen, its preview. */
export function ProductCsvImport({ exportHref }: { exportHref: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  const [result, setResult] = useState<ProductImportResult>();
  const [confirming, setConfirming] = useState(false);
  const importProducts = useImportProducts();
  const { showSuccess, showError } = useMessages();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setFile(chosen);
    setResult(undefined);
    try {
      setResult(await importProducts.mutateAsync({ file: chosen, dryRun: true }));
    } catch (error) {
      setFile(undefined);
      showError(messageOf(error, PRODUCT_CSV_MESSAGES.notCsv));
    }
  };

  const apply = async () => {
    if (!file) return;
    try {
      const applied = await importProducts.mutateAsync({ file, dryRun: false });
      setConfirming(false);
      setFile(undefined);
      setResult(undefined);
      showSuccess(applied.message);
    } catch (error) {
      setConfirming(false);
      // The shop changed since the preview: the refusal carries the new preview.
      const refused = resultOf(error);
      if (refused) setResult(refused);
      else showError(messageOf(error, PRODUCT_CSV_MESSAGES.notCsv));
    }
  };

  const cancel = () => {
    setFile(undefined);
    setResult(undefined);
  };

  return (
    <>
      <div className="mb-4 flex flex-wrap gap-2">
        <a href={exportHref} className="btn-secondary min-h-10 px-4" download>
          {FIND_TEXT.exportCsv}
        </a>
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          tabIndex={-1}
          aria-label={PRODUCT_CSV_MESSAGES.chooseFile}
          onChange={(event) => void choose(event)}
        />
        <button
          type="button"
          className="btn-secondary min-h-10 px-4"
          onClick={() => input.current?.click()}
          disabled={importProducts.isPending && !confirming}
        >
          {importProducts.isPending && !result
            ? PRODUCT_CSV_MESSAGES.checking
            : PRODUCT_CSV_MESSAGES.importButton}
        </button>
      </div>
      {file && result && (
        <ImportPreview
          file={file}
          result={result}
          applying={importProducts.isPending}
          onApply={() => setConfirming(true)}
          onCancel={cancel}
        />
      )}
      <ConfirmDialog
        open={confirming}
        title={PRODUCT_CSV_MESSAGES.applyConfirmTitle}
        message={PRODUCT_CSV_MESSAGES.applyConfirmBody}
        confirmLabel={PRODUCT_CSV_MESSAGES.applyButton}
        cancelLabel={PRODUCT_CSV_MESSAGES.cancel}
        busy={importProducts.isPending}
        tone="default"
        onConfirm={() => void apply()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
