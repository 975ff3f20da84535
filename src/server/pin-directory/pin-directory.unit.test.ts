import { describe, expect, it } from 'vitest';
import { INDIAN_STATES } from '../../contract/indian-states';
import { lookUpPin, warmPinDirectory } from './pin-directory';

describe("India Post's PIN directory", () => {
  it.each([
    ['411001', 'Pune', 'Maharashtra'],
    ['560029', 'Bangalore', 'Karnataka'],
    ['500034', 'Hyderabad', 'Telangana'],
    ['682016', 'Ernakulam', 'Kerala'],
    ['110024', 'South Delhi', 'Delhi'],
    ['194101', 'Leh', 'Ladakh'],
    ['396230', 'Dadra & Nagar Haveli', 'Dadra and Nagar Haveli and Daman and Diu'],
    ['744101', 'South Andaman', 'Andaman and Nicobar Islands'],
    ['605001', 'Pondicherry', 'Puducherry'],
    ['492001', 'Raipur', 'Chhattisgarh'],
  ])('places %s in %s, %s', async (pin, city, state) => {
    expect(await lookUpPin(pin)).toEqual({ pinCode: pin, city, state });
  });

  it('knows nothing of a PIN India Post does not list', async () => {
    expect(await lookUpPin('999999')).toBeUndefined();
    expect(await lookUpPin('100000')).toBeUndefined();
  });

  it('covers about 19,000 PINs, every state and union territory', async () => {
    const directory = (await warmPinDirectory()) as Map<string, { state: string }>;
    expect(directory.size).toBeGreaterThan(19_000);
    const states = new Set([...directory.values()].map((place) => place.state));
    expect([...states].sort()).toEqual(INDIAN_STATES.map((s) => s.name).sort());
  });
});
