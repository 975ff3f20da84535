import { useState } from 'react';
import type { Category } from '../../../contract/constants';
import { formatRange, SIZE_CHARTS } from '../../../contract/size-guide';
import { DialogShell } from '../../components/dialog-shell';
import { useTexts } from '../../lib/language/use-texts';

/** "Size guide" beside the size buttons: the category's chart, a bottom sheet on phones and a dialog on wider screens. */
export function SizeGuideButton({ category }: { category: string }) {
  const { CATEGORY_LABELS, SIZE_CHART_NOTES, SIZE_GUIDE_TEXT, SIZE_LABELS } = useTexts();
  const [open, setOpen] = useState(false);
  const chart = SIZE_CHARTS[category as Category];
  if (!chart) return null;
  const withLength = chart.rows.some((row) => row.length !== undefined);
  const head = [
    SIZE_GUIDE_TEXT.size,
    SIZE_GUIDE_TEXT.height,
    SIZE_GUIDE_TEXT.chest,
    SIZE_GUIDE_TEXT.waist,
    ...(withLength ? [SIZE_GUIDE_TEXT.length] : []),
  ];
  return (
    <>
      <button
        type="button"
        className="min-h-11 text-sm font-bold text-coral-700 underline underline-offset-4"
        onClick={() => setOpen(true)}
      >
        {SIZE_GUIDE_TEXT.open}
      </button>
      <DialogShell
        open={open}
        title={SIZE_GUIDE_TEXT.title(CATEGORY_LABELS[chart.category])}
        onClose={() => setOpen(false)}
        placement="bottom-on-phone"
      >
        <p className="mb-3 text-sm text-ink-soft">{SIZE_CHART_NOTES[chart.category]}</p>
        <table className="w-full text-left text-sm">
          <thead>
            <tr>
              {head.map((heading) => (
                <th key={heading} scope="col" className="border-b border-line px-2 py-2 font-bold">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {chart.rows.map((row) => (
              <tr key={row.size}>
                <th scope="row" className="border-b border-line px-2 py-2 font-bold whitespace-nowrap">
                  {SIZE_LABELS[row.size]}
                </th>
                <td className="border-b border-line px-2 py-2">{formatRange(row.height)}</td>
                <td className="border-b border-line px-2 py-2">{formatRange(row.chest)}</td>
                <td className="border-b border-line px-2 py-2">{formatRange(row.waist)}</td>
                {withLength && <td className="border-b border-line px-2 py-2">{row.length}</td>}
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-3 text-xs text-ink-soft">{SIZE_GUIDE_TEXT.howTo}</p>
      </DialogShell>
    </>
  );
}
