import { lazy, Suspense } from 'react';
import { FALLBACK, PAGE_TITLES } from '../../../contract/messages';
import { ADMIN_TEXT } from '../../../contract/messages/admin';
import { Loading } from '../../components/loading';
import { AdminScreen } from './admin-screen';
import { AwaitingPaymentCard } from './awaiting-payment-card';
import { BestSellersTable } from './best-sellers-table';
import { DashboardCards } from './dashboard-cards';
import { LowStockCard } from './low-stock-card';
import { ErrorText, StatusText } from './query-state';
import { messageOf } from '../../lib/api-client';
import { useDashboard } from './api/dashboard';

// The charts bring recharts; the figures and the table show while it downloads.
const DashboardCharts = lazy(() => import('./dashboard-charts'));

export default function AdminDashboardPage() {
  const dashboard = useDashboard();

  return (
    <AdminScreen title={PAGE_TITLES.adminDashboard}>
      {dashboard.isPending ? (
        <Loading />
      ) : dashboard.isError ? (
        <ErrorText message={messageOf(dashboard.error, FALLBACK.dashDataFailed)} />
      ) : !dashboard.data ? (
        <StatusText>{ADMIN_TEXT.noDataAvailable}</StatusText>
      ) : (
        <div className="grid grid-cols-1 gap-6">
          <DashboardCards data={dashboard.data} />
          <AwaitingPaymentCard awaiting={dashboard.data.awaitingPayment} />
          <LowStockCard />
          <Suspense fallback={<Loading className="card min-h-[19rem]" />}>
            <DashboardCharts figures={dashboard.data} />
          </Suspense>
          <BestSellersTable products={dashboard.data.bestSellingProducts} />
        </div>
      )}
    </AdminScreen>
  );
}
