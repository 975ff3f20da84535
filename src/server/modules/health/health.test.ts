import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';

describe('GET /api/health', () => {
  const t = useTestApp();

  it('reports a reachable database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: 'ok' });
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('answers 503 with db "down" when the database does not answer', async () => {
    const ping = t.database.ping;
    t.database.ping = async () => {
      throw new Error('connection refused');
    };
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'degraded', db: 'down' });
    } finally {
      t.database.ping = ping;
    }
  });
});
