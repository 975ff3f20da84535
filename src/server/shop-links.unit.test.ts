import { describe, expect, it } from 'vitest';
import { absoluteUrl, isLoopbackUrl } from './shop-links';

describe('the shop’s links', () => {
  it('adds the public address to a stored path, and keeps a link that names its own host', () => {
    expect(absoluteUrl('https://littlehope.in', '/media/a/640.webp')).toBe(
      'https://littlehope.in/media/a/640.webp',
    );
    expect(absoluteUrl('https://littlehope.in', 'order/1')).toBe('https://littlehope.in/order/1');
    expect(absoluteUrl('https://littlehope.in', 'https://cdn.example/a.webp')).toBe(
      'https://cdn.example/a.webp',
    );
  });

  it('tells a shop only this computer can reach from one the world can', () => {
    for (const url of [
      'http://localhost:3000',
      'http://shop.localhost',
      'http://127.0.0.1:8080',
      'http://[::1]:3000',
    ])
      expect(isLoopbackUrl(url), url).toBe(true);
    // A public host whose name merely starts like a loopback address is a real shop, held to a real shop's settings.
    for (const url of [
      'https://littlehope.in',
      'https://127.shop.in',
      'http://10.0.0.5',
      'https://localhost.in',
    ])
      expect(isLoopbackUrl(url), url).toBe(false);
  });
});
