import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { lazyRequestLogger } from './lazy-request-logger';

function capture(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  return { parent: pino({ level }, stream), lines };
}

describe('lazyRequestLogger', () => {
  it('makes no child while nothing is logged at a level that is on', () => {
    const { parent, lines } = capture('warn');
    const child = vi.spyOn(parent, 'child');
    const logger = lazyRequestLogger(parent, { reqId: 'r-1' }, {});
    logger.info('incoming request');
    logger.debug('details');
    expect(child).not.toHaveBeenCalled();
    expect(lines).toHaveLength(0);
    expect(logger.level).toBe('warn');
  });

  it('logs what the child would, with the request’s bindings, once a level that is on is used', () => {
    const { parent, lines } = capture('info');
    const logger = lazyRequestLogger(parent, { reqId: 'r-2' }, {});
    logger.info({ res: { statusCode: 200 } }, 'request completed');
    logger.error(new Error('boom'));
    logger.debug('not on');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ reqId: 'r-2', msg: 'request completed', res: { statusCode: 200 } });
    expect(lines[1]).toMatchObject({ reqId: 'r-2', level: 50, err: { message: 'boom' } });
    expect(logger.child({ extra: 1 }).level).toBe('info');
  });

  it('makes the child at once for a route with a level of its own', () => {
    const { parent, lines } = capture('warn');
    const logger = lazyRequestLogger(parent, { reqId: 'r-3' }, { level: 'debug' });
    logger.debug('route debug');
    expect(lines).toMatchObject([{ reqId: 'r-3', msg: 'route debug' }]);
  });
});
