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
    const loopback: Array<[url: string, onlyThisComputer: boolean]> = [
      ['http://localhost:3000', true],
      ['http://shop.localhost', true],
      ['http://127.0.0.1:8080', true],
      ['http://[::1]:3000', true],
      ['https://littlehope.in', false],
      // A public host whose name merely starts like a loopback address is a real shop, held to a real shop's settings.
      ['https://127.shop.in', false],
      ['http://10.0.0.5', false],
      ['https://localhost.in', false],
    ];
    for (const [url, onlyThisComputer] of loopback) expect(isLoopbackUrl(url), url).toBe(onlyThisComputer);
  });
});
