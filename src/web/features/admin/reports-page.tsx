import { lazy, Suspense, type ReactNode } from 'react';
import { formatRupees } from '../../../contract/money';
import { defaultReportRange, formatRate, REPORT_INTERVALS, type Report } from '../../../contract/reports';
import { Loading } from '../../components/loading';
import { AdminScreen } from './admin-screen';
import { FILTER_CONTROL, FilterField } from './list-filters';
import { ErrorText } from './query-state';
import { messageOf } from '../../lib/api-client';
import { DataTable, TD, TH } from '../../components/data-table';
import { useReport } from './api/back-office';
import { useUrlFilters } from './use-url-filters';
import { NET_SALES_TEXT, REPORT_TEXT } from '../../../contract/messages/back-office';
import { AwaitingPaymentCard } from './awaiting-payment-card';
import { Updating } from '../../components/updating';
import { isOneOf } from '../../../contract/one-of';

const ReportCharts = lazy(() => import('./report-charts'));

const KEYS = ['from', 'to', 'interval'] as const;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="card p-4">
      <p className="text-xs font-semibold uppercase tracking-wide text-ink-soft">{label}</p>
      <p className="mt-1 text-xl font-bold">{value}</p>
    </div>
  );
}

function Table({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <section aria-label={caption} className="min-w-0">
      <h2 className="mb-2 text-base font-bold">{caption}</h2>
      <DataTable label={caption}>
        <thead>
          <tr>
            {head.map((heading) => (
              <th key={heading} scope="col" className={TH}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              {row.map((cell, j) => (
                <td key={j} className={`${TD} ${j > 0 ? 'whitespace-nowrap' : ''}`}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </DataTable>
    </section>
  );
}

function ReportBody({ report }: { report: Report }) {
  const s = report.summary;
  return (
    <div className="grid gap-6">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        <Figure label={NET_SALES_TEXT.netSales} value={formatRupees(s.revenue)} />
        <Figure label={REPORT_TEXT.orders} value={String(s.orders)} />
        <Figure label={REPORT_TEXT.averageOrderValue} value={formatRupees(s.averageOrderValue)} />
        <Figure label={REPORT_TEXT.unitsSold} value={String(s.unitsSold)} />
        <Figure label={REPORT_TEXT.cancellationRate} value={formatRate(s.cancellationRate)} />
        <Figure label={REPORT_TEXT.returnRate} value={formatRate(s.returnRate)} />
        <Figure label={NET_SALES_TEXT.grossSales} value={formatRupees(s.grossSales)} />
        <Figure label={NET_SALES_TEXT.refunds} value={formatRupees(s.refunds)} />
        <Figure
          label={NET_SALES_TEXT.creditNotes}
          value={NET_SALES_TEXT.creditNotesValue(s.creditNotes.count, formatRupees(s.creditNotes.total))}
        />
      </div>
      <p className="-mt-3 text-sm text-ink-soft">{NET_SALES_TEXT.definition}</p>
      <AwaitingPaymentCard awaiting={s.awaitingPayment} />
      <Suspense fallback={<Loading className="card min-h-[19rem]" />}>
        <ReportCharts report={report} />
      </Suspense>
      <div className="grid gap-6 lg:grid-cols-2">
        <Table
          caption={REPORT_TEXT.topProducts}
          head={[REPORT_TEXT.product, REPORT_TEXT.category, REPORT_TEXT.units, REPORT_TEXT.revenue]}
          rows={report.topProducts.map((p) => [p.name, p.category, p.units, formatRupees(p.revenue)])}
        />
        <div className="grid gap-6">
          <Table
            caption={REPORT_TEXT.byCategory}
            head={[REPORT_TEXT.category, REPORT_TEXT.orders, REPORT_TEXT.units, REPORT_TEXT.revenue]}
            rows={report.byCategory.map((c) => [c._id, c.orders, c.units, formatRupees(c.revenue)])}
          />
          <Table
            caption={REPORT_TEXT.byGender}
            head={[REPORT_TEXT.gender, REPORT_TEXT.units, REPORT_TEXT.revenue]}
            rows={report.byGender.map((g) => [g._id, g.units, formatRupees(g.revenue)])}
          />
        </div>
      </div>
      <Table
        caption={REPORT_TEXT.revenueOverTime}
        head={[REPORT_TEXT.period, REPORT_TEXT.orders, NET_SALES_TEXT.netSales]}
        rows={report.series.map((p) => [p.period, p.orders, formatRupees(p.revenue)])}
      />
    </div>
  );
}

export default function AdminReportsPage() {
  const [params, setParams] = useUrlFilters(KEYS);
  const fallback = defaultReportRange(new Date());
  const interval = isOneOf(REPORT_INTERVALS, params.interval) ? params.interval : 'day';
  const range = { from: params.from || fallback.from, to: params.to || fallback.to, interval };
  const report = useReport(range);

  return (
    <AdminScreen title={REPORT_TEXT.title}>
      <form
        className="card mb-6 grid grid-cols-2 gap-3 p-4 sm:flex sm:flex-wrap sm:items-end"
        onSubmit={(e) => e.preventDefault()}
      >
        <FilterField label={REPORT_TEXT.from}>
          <input
            type="date"
            value={range.from}
            max={range.to}
            onChange={(event) => setParams({ from: event.target.value })}
            className={FILTER_CONTROL}
          />
        </FilterField>
        <FilterField label={REPORT_TEXT.to}>
          <input
            type="date"
            value={range.to}
            min={range.from}
            onChange={(event) => setParams({ to: event.target.value })}
            className={FILTER_CONTROL}
          />
        </FilterField>
        <FilterField label={REPORT_TEXT.interval}>
          <select
            value={interval}
            onChange={(event) => setParams({ interval: event.target.value })}
            className={FILTER_CONTROL}
          >
            {REPORT_INTERVALS.map((value) => (
              <option key={value} value={value}>
                {REPORT_TEXT.intervals[value]}
              </option>
            ))}
          </select>
        </FilterField>
      </form>
      {report.isPending ? (
        <Loading />
      ) : report.isError ? (
        <ErrorText message={messageOf(report.error, REPORT_TEXT.loadFailed)} />
      ) : (
        <Updating updating={report.isPlaceholderData}>
          <ReportBody report={report.data} />
        </Updating>
      )}
    </AdminScreen>
  );
}
