import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { Dashboard } from '../../../contract/dashboard';
import { formatLongDate } from '../../../contract/dates';
import { formatRupees } from '../../../contract/money';
import { ADMIN_NAV, ADMIN_TEXT } from '../../../contract/messages/admin';
import { REPORT_TEXT } from '../../../contract/messages/back-office';
import { categoryBars, genderSlices, growthPoints } from './chart-data';
import { ChartCard, FigureTable } from './chart-card';

// recharts is imported only here, and this file only through React.lazy, so it stays in the admin charts chunk.
// Charts are drawn without animation: under the production build's Preact, recharts' entry animations never ran,
// which left the line undrawn and the bars at zero height; a cheap phone is spared the work anyway.

export const CHART_HEIGHT = 240;
const PIE_OUTER_RADIUS = 80;
const INK_SOFT = '#5b5670';
const GRID = '#efe3d9';
const AXIS = { fontSize: 12, fill: INK_SOFT };

type Figures = Pick<Dashboard, 'customerGrowth' | 'categoryOrders' | 'genderSales'>;

function GrowthChart({ growth }: { growth: Dashboard['customerGrowth'] }) {
  const points = growthPoints(growth);
  return (
    <ChartCard
      title={ADMIN_TEXT.customerGrowthTitle}
      empty={points.length === 0 ? ADMIN_TEXT.noCustomerGrowth : null}
      className="lg:col-span-2"
      alternative={
        <FigureTable
          caption={ADMIN_TEXT.customerGrowthTitle}
          head={[REPORT_TEXT.intervals.week, ADMIN_TEXT.newUsers]}
          rows={points.map((p) => [
            ADMIN_TEXT.weekFrom(p.label, formatLongDate(p.weekStart)),
            String(p.users),
          ])}
        />
      }
    >
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <LineChart
          accessibilityLayer={false}
          data={points}
          margin={{ top: 8, right: 16, bottom: 0, left: -16 }}
        >
          <CartesianGrid stroke={GRID} strokeDasharray="3 3" />
          <XAxis dataKey="label" tick={AXIS} interval="preserveStartEnd" />
          <YAxis allowDecimals={false} tick={AXIS} />
          <Tooltip />
          <Line
            type="monotone"
            dataKey="users"
            name={ADMIN_NAV.users}
            stroke="#cf3a36"
            strokeWidth={2.5}
            dot={{ r: 3 }}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

function CategoryChart({ categories }: { categories: Dashboard['categoryOrders'] }) {
  const bars = categoryBars(categories);
  return (
    <ChartCard
      title={ADMIN_TEXT.topCategoriesTitle}
      empty={bars.length === 0 ? ADMIN_TEXT.noCategoryOrders : null}
      alternative={
        <FigureTable
          caption={ADMIN_TEXT.topCategoriesTitle}
          head={[REPORT_TEXT.category, REPORT_TEXT.orders]}
          rows={bars.map((b) => [b.category, String(b.orders)])}
        />
      }
    >
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <BarChart accessibilityLayer={false} data={bars} margin={{ top: 8, right: 8, bottom: 0, left: 4 }}>
          <CartesianGrid stroke={GRID} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="category" tick={AXIS} interval={0} angle={-20} textAnchor="end" height={50} />
          <YAxis allowDecimals={false} tick={AXIS} />
          <Tooltip />
          <Bar
            dataKey="orders"
            name={REPORT_TEXT.orders}
            fill="#f5b21b"
            radius={[6, 6, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

function GenderChart({ sales }: { sales: Dashboard['genderSales'] }) {
  const slices = genderSlices(sales);
  return (
    <ChartCard
      title={ADMIN_TEXT.salesByGenderTitle}
      empty={slices.length === 0 ? ADMIN_TEXT.noGenderSales : null}
      alternative={
        <FigureTable
          caption={ADMIN_TEXT.salesByGenderTitle}
          head={[REPORT_TEXT.gender, ADMIN_TEXT.sales]}
          rows={slices.map((s) => [s.name, `${formatRupees(s.value)} (${s.percent}%)`])}
        />
      }
    >
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <PieChart accessibilityLayer={false}>
          <Pie
            data={slices}
            dataKey="value"
            nameKey="name"
            outerRadius={PIE_OUTER_RADIUS}
            rootTabIndex={-1}
            label={({ index }) => `${slices[index]?.percent ?? 0}%`}
            isAnimationActive={false}
          />
          <Tooltip formatter={(value) => formatRupees(Number(value))} />
        </PieChart>
      </ResponsiveContainer>
      <ul className="mt-2 flex flex-wrap justify-center gap-4 text-sm">
        {slices.map((slice) => (
          <li key={slice.name} className="flex items-center gap-2">
            <span className="size-3 rounded-full" style={{ backgroundColor: slice.fill }} />
            {slice.name}
          </li>
        ))}
      </ul>
    </ChartCard>
  );
}

/** The three dashboard charts, drawn by recharts (lazy-loaded). */
export default function DashboardCharts({ figures }: { figures: Figures }) {
  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
      <GrowthChart growth={figures.customerGrowth} />
      <CategoryChart categories={figures.categoryOrders} />
      <GenderChart sales={figures.genderSales} />
    </div>
  );
}
