import { describe, expect, it } from 'vitest';
import { madeOncePer } from './made-once-per';

describe('madeOncePer', () => {
  it('makes a value once per owner and keeps owners apart', () => {
    let made = 0;
    const stateOf = madeOncePer((_owner: object) => ({ n: ++made }));
    const a = {};
    const b = {};
    expect(stateOf(a)).toBe(stateOf(a));
    expect(stateOf(b)).not.toBe(stateOf(a));
    expect(made).toBe(2);
  });

  it('keeps a made value that is falsy', () => {
    let made = 0;
    const zeroOf = madeOncePer((_owner: object) => (made++, 0));
    const owner = {};
    expect(zeroOf(owner)).toBe(0);
    expect(zeroOf(owner)).toBe(0);
    expect(made).toBe(1);
  });
});
