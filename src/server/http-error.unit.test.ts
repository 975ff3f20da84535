import { describe, expect, it } from 'vitest';
import { HttpError, notFound } from './http-error';

describe('HttpError', () => {
  it('is an answer with its status and body, captured without a stack', () => {
    const error = new HttpError(409, 'Only 2 left', { available: 2 });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      statusCode: 409,
      message: 'Only 2 left',
      body: { available: 2 },
      name: 'HttpError',
    });
    // The first line only ('HttpError: Only 2 left'): no frames were captured.
    expect(error.stack?.split('\n')).toHaveLength(1);
    expect(notFound('No such product').stack?.split('\n')).toHaveLength(1);
  });

  it('leaves the stacks of other errors as they were', () => {
    const before = Error.stackTraceLimit;
    new HttpError(400, 'Bad');
    expect(Error.stackTraceLimit).toBe(before);
    expect(new Error('a fault').stack?.split('\n').length).toBeGreaterThan(1);
  });
});
