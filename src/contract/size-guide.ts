import type { Category, Size } from './constants';
import { SIZE_CHART_NOTES } from './messages/storefront';

// The size guide: for each category, the body measurements (cm) each size is cut for. Parents pick by the child's
// age or height; the chart, the product page's "Size guide" and the all-products "Shop by age" filter read it here.

interface SizeChartRow {
  size: Size;
  ages: [number, number];
  /** The child's height the size fits, in cm, inclusive. */
  height: [number, number];
  chest: [number, number];
  waist: [number, number];
  /** Outside leg length of bottoms (trousers, pyjamas, track pants), in cm; only where the category has bottoms. */
  length?: number;
}

interface SizeChart {
  category: Category;
  /** What the measurements are of, in the parent's words. */
  note: string;
  rows: SizeChartRow[];
}

/** The shop's base block: heights and girths of Indian children by age band (garment ease is added per category). */
const BASE: Array<Omit<SizeChartRow, 'length'> & { length: number }> = [
  { size: '2-3 y', ages: [2, 3], height: [86, 98], chest: [51, 53], waist: [49, 51], length: 50 },
  { size: '4-5 y', ages: [4, 5], height: [99, 110], chest: [54, 57], waist: [51, 53], length: 60 },
  { size: '6-7 y', ages: [6, 7], height: [111, 122], chest: [58, 61], waist: [53, 55], length: 68 },
  { size: '8-9 y', ages: [8, 9], height: [123, 134], chest: [62, 67], waist: [56, 59], length: 77 },
  { size: '10-11 y', ages: [10, 11], height: [135, 148], chest: [68, 73], waist: [60, 63], length: 86 },
];

function chart(category: Category, note: string, options: { ease?: number; bottoms: boolean }): SizeChart {
  const ease = options.ease ?? 0;
  return {
    category,
    note,
    rows: BASE.map(({ length, ...row }) => ({
      ...row,
      chest: [row.chest[0] + ease, row.chest[1] + ease],
      ...(options.bottoms ? { length } : {}),
    })),
  };
}

export const SIZE_CHARTS: Record<Category, SizeChart> = {
  'Casual Wear': chart('Casual Wear', SIZE_CHART_NOTES['Casual Wear'], { bottoms: true }),
  'Formal Wear': chart('Formal Wear', SIZE_CHART_NOTES['Formal Wear'], { bottoms: true }),
  'Combo Sets': chart('Combo Sets', SIZE_CHART_NOTES['Combo Sets'], { bottoms: true }),
  'Ethnic Wear': chart('Ethnic Wear', SIZE_CHART_NOTES['Ethnic Wear'], {
    ease: 2,
    bottoms: true,
  }),
  'Sports Wear': chart('Sports Wear', SIZE_CHART_NOTES['Sports Wear'], { bottoms: true }),
  'Party Wear': chart('Party Wear', SIZE_CHART_NOTES['Party Wear'], {
    ease: 2,
    bottoms: false,
  }),
};

export const AGES = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;

/** The size for a child's age in whole years (2 to 11). */
export function sizeForAge(age: number): Size | undefined {
  return BASE.find((row) => age >= row.ages[0] && age <= row.ages[1])?.size;
}

/** The size for a child's height in cm; undefined outside the shop's range. */
export function sizeForHeight(heightCm: number): Size | undefined {
  return BASE.find((row) => heightCm >= row.height[0] && heightCm < row.height[1] + 1)?.size;
}

/** "86–98" */
export const formatRange = ([low, high]: [number, number]) => `${low}–${high}`;
