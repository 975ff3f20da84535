import { describe, expect, it } from 'vitest';
import { matchesWishlistChip } from './wishlist-chips';

const chipsOf = (name: string) =>
  (['Trousers', 'Jackets'] as const).filter((chip) => matchesWishlistChip(chip, { name }));

describe('wishlist chips', () => {
  it('All shows every product', () => {
    expect(matchesWishlistChip('All', { name: 'Floral Cotton Frock' })).toBe(true);
  });

  it('puts bottoms under Trousers', () => {
    for (const name of [
      'Denim-Look Pull-On Shorts',
      'Running Shorts with Drawstring',
      'Boys Printed Pyjama Set',
      'Girls Cotton Kurti with Leggings',
      'Slim Chino Trousers',
      'Cargo Pants',
    ])
      expect(chipsOf(name), name).toEqual(['Trousers']);
  });

  it('puts outerwear under Jackets', () => {
    for (const name of [
      'Hooded Zipper Jacket',
      'Winter Puffer Jacket',
      'Mini Gentleman Blazer',
      'Sports Windcheater Jacket',
      'Fleece Hoodie',
    ])
      expect(chipsOf(name), name).toEqual(['Jackets']);
  });

  it('puts a track suit (jacket and joggers) under both', () => {
    expect(chipsOf('Full Zip Track Suit')).toEqual(['Trousers', 'Jackets']);
    expect(chipsOf('Track Jacket and Jogger Combo')).toEqual(['Trousers', 'Jackets']);
  });

  it('leaves frocks, tees and kurtas out of both', () => {
    for (const name of ['Tulle Party Frock with Sequins', 'Dri-Fit Sports Tee', 'Festive Party Kurta'])
      expect(chipsOf(name), name).toEqual([]);
  });

  it('matches whole words only and ignores case', () => {
    expect(chipsOf('PANTALOON-STYLE FROCK')).toEqual([]);
    expect(chipsOf('boys JOGGERS')).toEqual(['Trousers']);
  });
});
