import { describe, expect, it } from 'vitest';
import { chooseEncoding, createUrlKeys } from './http';

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, and honours a refusal with q=0, the same when asked again', () => {
    for (let round = 0; round < 2; round++) {
      expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
      expect(chooseEncoding('gzip')).toBe('gzip');
      expect(chooseEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
      expect(chooseEncoding('BR;q=0.0, GZIP;q=0')).toBeUndefined();
      expect(chooseEncoding('identity')).toBeUndefined();
      expect(chooseEncoding(undefined)).toBeUndefined();
    }
  });

  it('still answers right for values past the remembered ones', () => {
    for (let i = 0; i < 300; i++) expect(chooseEncoding(`x-custom-${i}, gzip`)).toBe('gzip');
    expect(chooseEncoding('x-other, br')).toBe('br');
  });
});

describe('createUrlKeys', () => {
  it('remembers a storefront URL, not one padded past any storefront URL, and starts afresh when full', () => {
    const keys = createUrlKeys(2);
    keys.remember('/api/user/getAllproducts?limit=28', 'list:a', 'public');
    expect(keys.lookup('/api/user/getAllproducts?limit=28')).toEqual({
      key: 'list:a',
      cacheControl: 'public',
    });
    const padded = `/api/user/getAllproducts?limit=28&junk=${'x'.repeat(2000)}`;
    keys.remember(padded, 'list:a', 'public');
    expect(keys.lookup(padded)).toBeUndefined();
    keys.remember('/b', 'b', 'public');
    keys.remember('/c', 'c', 'public');
    expect(keys.lookup('/api/user/getAllproducts?limit=28')).toBeUndefined();
    expect(keys.lookup('/c')).toEqual({ key: 'c', cacheControl: 'public' });
  });
});
