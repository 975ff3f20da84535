import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCT_COUNT, demoPicture } from './demo-catalog';

describe('demo pictures', () => {
  it('give every demo product its own front, back and detail picture', () => {
    const all = new Set<string>();
    for (let index = 0; index < DEMO_PRODUCT_COUNT; index++) {
      const views = [0, 1, 2].map((view) => demoPicture(index, view as 0 | 1 | 2));
      expect(new Set(views).size).toBe(3);
      for (const svg of views) all.add(svg);
    }
    expect(all.size).toBe(DEMO_PRODUCT_COUNT * 3);
  });
});
