import { describe, expect, it } from 'vitest';
import { CATEGORIES, SIZES } from './constants';
import { SIZE_CHARTS, sizeForAge, sizeForHeight } from './size-guide';

describe('size guide', () => {
  it('has a chart for every category with every size, bands rising without gaps', () => {
    for (const category of CATEGORIES) {
      const rows = SIZE_CHARTS[category].rows;
      expect(rows.map((row) => row.size)).toEqual([...SIZES]);
      for (let i = 1; i < rows.length; i += 1) {
        expect(rows[i]!.height[0]).toBe(rows[i - 1]!.height[1] + 1);
        expect(rows[i]!.chest[0]).toBeGreaterThan(rows[i - 1]!.chest[0]);
      }
    }
    expect(SIZE_CHARTS['Ethnic Wear'].rows[0]!.length).toBe(50);
    expect(SIZE_CHARTS['Party Wear'].rows[0]!.length).toBeUndefined();
  });

  it('picks the size by age or by height', () => {
    expect(sizeForAge(2)).toBe('2-3 y');
    expect(sizeForAge(4)).toBe('4-5 y');
    expect(sizeForAge(11)).toBe('10-11 y');
    expect(sizeForAge(12)).toBeUndefined();
    expect(sizeForHeight(104)).toBe('4-5 y');
    expect(sizeForHeight(110.5)).toBe('4-5 y');
    expect(sizeForHeight(111)).toBe('6-7 y');
    expect(sizeForHeight(80)).toBeUndefined();
    expect(sizeForHeight(149)).toBeUndefined();
  });
});
