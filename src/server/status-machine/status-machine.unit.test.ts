import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../db/client';
import { HttpError, forbidden } from '../http-error';
import { defineStatusMachine } from './status-machine';

type Light = 'red' | 'green' | 'amber';
interface Row {
  id: string;
  status: Light;
}

const tx = {} as DbOrTx;

function lightMachine(stored: Row, calls: string[]) {
  return defineStatusMachine<Light, Row, { who: string }, Row>({
    moves: () => ({ red: ['green'], green: ['amber'], amber: ['red'] }),
    illegalMove: (from, to) => `${from} cannot become ${to}`,
    guards: [
      ({ context }) => {
        calls.push('guard');
        if (context.who === 'stranger') throw forbidden('not yours');
      },
    ],
    update: async ({ from, to }) => {
      calls.push('update');
      // Conditional on the status read, as a database update would be.
      if (stored.status !== from) return undefined;
      stored.status = to;
      return { ...stored };
    },
    lostRace: () => 'someone else moved it',
    onEnter: { amber: [async () => void calls.push('enter amber')] },
    onEveryMove: [
      async (_move, moved) => {
        calls.push('history');
        return { ...moved, id: `${moved.id}+` };
      },
      async () => void calls.push('event'),
    ],
  });
}

async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return { status: (error as HttpError).statusCode, message: (error as HttpError).message };
}

describe('a status machine', () => {
  it('runs guards, the update, then the hooks of the status entered and of every move, in order', async () => {
    const stored: Row = { id: 'a', status: 'green' };
    const calls: string[] = [];
    const moved = await lightMachine(stored, calls).move(tx, { ...stored }, 'green', 'amber', {
      who: 'owner',
    });
    expect(calls).toEqual(['guard', 'update', 'enter amber', 'history', 'event']);
    expect(moved).toEqual({ id: 'a+', status: 'amber' });
  });

  it('refuses a move the table does not allow, with its message and no update', async () => {
    const stored: Row = { id: 'a', status: 'red' };
    const calls: string[] = [];
    const machine = lightMachine(stored, calls);
    expect(await refusal(machine.move(tx, { ...stored }, 'red', 'amber', { who: 'owner' }))).toEqual({
      status: 409,
      message: 'red cannot become amber',
    });
    expect(calls).toEqual(['guard']);
    expect(stored.status).toBe('red');
    expect(machine.next(stored, 'red')).toEqual(['green']);
  });

  it('lets a guard refuse before the table is consulted', async () => {
    const stored: Row = { id: 'a', status: 'red' };
    const calls: string[] = [];
    expect(
      await refusal(lightMachine(stored, calls).move(tx, { ...stored }, 'red', 'amber', { who: 'stranger' })),
    ).toEqual({ status: 403, message: 'not yours' });
    expect(calls).toEqual(['guard']);
  });

  it('of two callers racing for one move, the second is refused and runs no hook', async () => {
    const stored: Row = { id: 'a', status: 'red' };
    const calls: string[] = [];
    const machine = lightMachine(stored, calls);
    const read = { ...stored };
    await machine.move(tx, read, 'red', 'green', { who: 'owner' });
    calls.length = 0;
    expect(await refusal(machine.move(tx, read, 'red', 'green', { who: 'owner' }))).toEqual({
      status: 409,
      message: 'someone else moved it',
    });
    expect(calls).toEqual(['guard', 'update']);
  });
});
