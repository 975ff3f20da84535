import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  ComposedChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { Report } from '../../../contract/reports';
import { ChartCard } from './chart-card';
import { CHART_HEIGHT } from './dashboard-charts';
import { REPORT_TEXT } from '../../../contract/messages/back-office';

// Only through React.lazy (like dashboard-charts), so recharts stays in the admin's chart chunk. The same figures
// are in the report's tables, which screen readers read instead.

const AXIS = { fontSize: 12, fill: '#5b5670' };
const GRID = '#efe3d9';

export default function ReportCharts({ report }: { report: Report }) {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <ChartCard
        title={REPORT_TEXT.revenueOverTime}
        className="lg:col-span-2"
        empty={report.summary.orders === 0 ? REPORT_TEXT.noOrders : null}
      >
        <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
          <ComposedChart
            accessibilityLayer={false}
            data={report.series}
            margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          >
            <CartesianGrid stroke={GRID} strokeDasharray="3 3" />
            <XAxis
              dataKey="period"
              tick={AXIS}
              tickFormatter={(p: string) => p.slice(5)}
              interval="preserveStartEnd"
            />
            <YAxis yAxisId="revenue" tick={AXIS} width={56} />
            <YAxis yAxisId="orders" orientation="right" allowDecimals={false} tick={AXIS} width={32} />
            <Tooltip />
            <Bar
              yAxisId="revenue"
              dataKey="revenue"
              name={REPORT_TEXT.revenue}
              fill="#f2655c"
              isAnimationActive={false}
            />
            <Line
              yAxisId="orders"
              dataKey="orders"
              name={REPORT_TEXT.orders}
              stroke="#4a3f8f"
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard
        title={REPORT_TEXT.byCategory}
        empty={report.byCategory.length === 0 ? REPORT_TEXT.noOrders : null}
      >
        <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
          <BarChart
            accessibilityLayer={false}
            data={report.byCategory}
            layout="vertical"
            margin={{ left: 16, right: 8 }}
          >
            <CartesianGrid stroke={GRID} strokeDasharray="3 3" />
            <XAxis type="number" tick={AXIS} />
            <YAxis type="category" dataKey="_id" tick={AXIS} width={84} />
            <Tooltip />
            <Bar dataKey="revenue" name={REPORT_TEXT.revenue} fill="#8b7fd6" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
    </div>
  );
}
