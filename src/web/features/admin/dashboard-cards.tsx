import type { Dashboard } from '../../../contract/dashboard';
import { formatRupees } from '../../../contract/money';
import { ADMIN_TEXT } from '../../../contract/messages/admin';
import { NET_SALES_TEXT } from '../../../contract/messages/back-office';

const number = new Intl.NumberFormat('en-IN');

/** The five summary figures; revenue is net sales, and the line below the cards says so. */
export function DashboardCards({ data }: { data: Dashboard }) {
  const cards: [string, string, string][] = [
    [ADMIN_TEXT.totalRevenue, formatRupees(data.totalRevenue), 'bg-coral-50'],
    [ADMIN_TEXT.completedOrders, number.format(data.totalOrders), 'bg-mint-50'],
    [ADMIN_TEXT.todayOrders, number.format(data.todayOrders), 'bg-sun-50'],
    [ADMIN_TEXT.todayRevenue, formatRupees(data.todayRevenue), 'bg-lilac-100'],
    [ADMIN_TEXT.totalUsers, number.format(data.totalUsers), 'bg-white'],
  ];
  return (
    <div className="grid gap-2">
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
        {cards.map(([label, value, tone], index) => (
          <div
            key={label}
            className={`card flex flex-col-reverse gap-1 p-4 sm:p-5 ${tone} ${index === 0 ? 'col-span-2 lg:col-span-1' : ''}`}
          >
            <dt className="text-xs font-semibold uppercase tracking-wide text-ink-soft">{label}</dt>
            <dd className="text-xl font-extrabold break-words sm:text-2xl">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-ink-soft">
        {NET_SALES_TEXT.definition} {NET_SALES_TEXT.grossSales}: {formatRupees(data.totalSales)} ·{' '}
        {NET_SALES_TEXT.refunds}: {formatRupees(data.totalRefunds)}
      </p>
    </div>
  );
}
