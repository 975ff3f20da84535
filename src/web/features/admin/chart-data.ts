import type { Dashboard } from '../../../contract/dashboard';
import { ADMIN_TEXT } from '../../../contract/messages/admin';

// Shapes the dashboard figures for the charts and their text alternatives; pure so it can be tested.

/** The pie's three slice colours, used in turn. */
export const SLICE_COLOURS = ['#cf3a36', '#f5b21b', '#23946f'] as const;

interface GrowthPoint {
  label: string;
  users: number;
  weekStart: string;
}

/** Oldest week first, labelled 'Week 1', 'Week 2', ... */
export function growthPoints(growth: Dashboard['customerGrowth']): GrowthPoint[] {
  return growth.map((week, index) => ({
    label: ADMIN_TEXT.week(index + 1),
    users: week.users,
    weekStart: week.weekStart,
  }));
}

interface GenderSlice {
  name: string;
  value: number;
  /** Share of the total, rounded to a whole percent. */
  percent: number;
  fill: string;
}

export function wholePercent(value: number, total: number): number {
  return total > 0 ? Math.round((value / total) * 100) : 0;
}

/** Slices with a value above zero, their whole percentages and the cycling colours. */
export function genderSlices(sales: Dashboard['genderSales']): GenderSlice[] {
  const shown = sales.filter((entry) => entry.value > 0);
  const total = shown.reduce((sum, entry) => sum + entry.value, 0);
  return shown.map((entry, index) => ({
    name: entry._id,
    value: entry.value,
    percent: wholePercent(entry.value, total),
    fill: SLICE_COLOURS[index % SLICE_COLOURS.length] ?? SLICE_COLOURS[0],
  }));
}

interface CategoryBar {
  category: string;
  orders: number;
}

export function categoryBars(categories: Dashboard['categoryOrders']): CategoryBar[] {
  return categories.map((entry) => ({ category: entry._id, orders: entry.orders }));
}
