import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_ERROR } from '../../contract/messages';
import { conflict } from '../http-error';
import { registerErrorHandler } from './error-handler';

async function appWithRoutes() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.post(
    '/echo',
    { schema: { body: z.object({ email: z.string({ error: 'Email is required.' }) }) } },
    async (r) => r.body,
  );
  app.get(
    '/things/:id',
    { schema: { params: z.object({ id: z.string().regex(/^\d+$/, 'Thing not found.') }) } },
    async (r) => r.params,
  );
  app.get('/conflict', async () => {
    throw conflict('Prices have changed.', { pricingSummary: { finalAmount: 120 } });
  });
  app.get('/db-down', async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  });
  app.get('/db-duplicate', async () => {
    throw new Error('query failed', { cause: Object.assign(new Error('duplicate key'), { code: '23505' }) });
  });
  app.get('/bug', async () => {
    throw new Error('secret internal detail');
  });
  await app.ready();
  return app;
}

describe('error handler', () => {
  it('answers validation errors with 400, a message and errors per field', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'POST', url: '/echo', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Email is required.',
      errors: { email: 'Email is required.' },
    });
  });

  it('answers a malformed id in the path with 404, as an unknown one', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'GET', url: '/things/abc' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Thing not found.' });
  });

  it('answers broken JSON with 400 and a clear message', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: API_ERROR.badJson });
  });

  it('answers an unsupported content type with 415', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/x-shop' },
      payload: 'x',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(API_ERROR.unsupportedMediaType);
  });

  it('keeps the extra body of an HttpError', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'GET', url: '/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'Prices have changed.',
      pricingSummary: { finalAmount: 120 },
    });
  });

  it('turns an unreachable database into 503', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'GET', url: '/db-down' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: API_ERROR.serviceUnavailable });
  });

  it('turns a uniqueness violation into 409 rather than 500', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'GET', url: '/db-duplicate' });
    expect(response.statusCode).toBe(409);
  });

  it('never shows internal details or stack traces', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'GET', url: '/bug' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: API_ERROR.internal });
    expect(response.body).not.toContain('secret');
  });
});
