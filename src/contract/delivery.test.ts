import { describe, expect, it } from 'vitest';
import {
  cutoffMinutes,
  DEFAULT_DISPATCH_CUTOFF,
  DELIVERY_ZONES,
  deliveryDatesText,
  deliveryWindow,
  deliveryZone,
  dispatchDay,
  isArmyPostalPin,
  isCourierWorkingDay,
  parseClosedDays,
  metroOf,
  type DeliveryPlace,
} from './delivery';

const TWO_PM = cutoffMinutes(DEFAULT_DISPATCH_CUTOFF);
const ist = (local: string) => new Date(`${local}+05:30`);

// 2 Dec 2026 is a Wednesday, 5 Dec a Saturday, 6 Dec a Sunday.
describe('dispatchDay', () => {
  it('dispatches today before the cut-off, the next day from the cut-off minute on', () => {
    expect(dispatchDay(ist('2026-12-02T10:00:00'), TWO_PM)).toBe('2026-12-02');
    expect(dispatchDay(ist('2026-12-02T13:59:59'), TWO_PM)).toBe('2026-12-02');
    expect(dispatchDay(ist('2026-12-02T14:00:00'), TWO_PM)).toBe('2026-12-03');
    expect(dispatchDay(ist('2026-12-02T23:59:00'), TWO_PM)).toBe('2026-12-03');
  });

  it('dispatches on Saturday before the cut-off, and on Monday after it', () => {
    expect(dispatchDay(ist('2026-12-05T11:00:00'), TWO_PM)).toBe('2026-12-05');
    expect(dispatchDay(ist('2026-12-05T16:00:00'), TWO_PM)).toBe('2026-12-07');
  });

  it('never dispatches on Sunday, whatever the hour', () => {
    expect(dispatchDay(ist('2026-12-06T00:05:00'), TWO_PM)).toBe('2026-12-07');
    expect(dispatchDay(ist('2026-12-06T09:00:00'), TWO_PM)).toBe('2026-12-07');
    expect(dispatchDay(ist('2026-12-06T20:00:00'), TWO_PM)).toBe('2026-12-07');
  });

  it('reads the clock in IST, not UTC, on both sides of UTC midnight', () => {
    // 19:00 UTC on Wednesday is 00:30 IST on Thursday: before Thursday's cut-off.
    expect(dispatchDay(new Date('2026-12-02T19:00:00Z'), TWO_PM)).toBe('2026-12-03');
    // 08:29 UTC is 13:59 IST, 08:30 UTC is the cut-off.
    expect(dispatchDay(new Date('2026-12-02T08:29:59Z'), TWO_PM)).toBe('2026-12-02');
    expect(dispatchDay(new Date('2026-12-02T08:30:00Z'), TWO_PM)).toBe('2026-12-03');
    // 18:45 UTC on Saturday is already Sunday 00:15 IST.
    expect(dispatchDay(new Date('2026-12-05T18:45:00Z'), TWO_PM)).toBe('2026-12-07');
  });

  it('follows the configured cut-off', () => {
    expect(dispatchDay(ist('2026-12-02T12:00:00'), cutoffMinutes('11:30'))).toBe('2026-12-03');
    expect(dispatchDay(ist('2026-12-02T12:00:00'), cutoffMinutes('18:00'))).toBe('2026-12-02');
    expect(cutoffMinutes('09:05')).toBe(545);
  });
});

describe('days off', () => {
  it('counts neither the national holidays nor the days the shop closes as working days', () => {
    expect(isCourierWorkingDay('2026-08-15')).toBe(false); // Independence Day
    expect(isCourierWorkingDay('2027-01-26')).toBe(false); // Republic Day
    expect(isCourierWorkingDay('2026-10-02')).toBe(false); // Gandhi Jayanti
    expect(isCourierWorkingDay('2026-11-09')).toBe(true);
    expect(isCourierWorkingDay('2026-11-09', new Set(['2026-11-09']))).toBe(false);
  });

  it('dispatches after a holiday and skips it in transit', () => {
    // Friday 2 Oct 2026 is Gandhi Jayanti: an order that morning leaves on Saturday.
    expect(dispatchDay(ist('2026-10-02T10:00:00'), TWO_PM)).toBe('2026-10-03');
    // Friday 14 Aug 2026: Saturday is Independence Day and then comes Sunday.
    expect(deliveryWindow(ist('2026-08-14T10:00:00'), 'sameCity', TWO_PM)).toEqual({
      earliest: '2026-08-17',
      latest: '2026-08-18',
    });
    // Monday 25 Jan 2027, the day before Republic Day.
    expect(deliveryWindow(ist('2027-01-25T10:00:00'), 'sameCity', TWO_PM)).toEqual({
      earliest: '2027-01-27',
      latest: '2027-01-28',
    });
  });

  it('waits out the festival days the shop names', () => {
    const diwali = new Set(['2026-11-09', '2026-11-10']);
    // Saturday 7 Nov after the cut-off: Sunday, then two festival days.
    expect(dispatchDay(ist('2026-11-07T16:00:00'), TWO_PM, diwali)).toBe('2026-11-11');
    expect(deliveryWindow(ist('2026-11-07T16:00:00'), 'sameCity', TWO_PM, diwali)).toEqual({
      earliest: '2026-11-12',
      latest: '2026-11-13',
    });
  });

  it('reads the list of closed days, refusing a day that does not exist', () => {
    expect(parseClosedDays('')).toEqual([]);
    expect(parseClosedDays(' 2026-11-09 , 2026-11-10 ')).toEqual(['2026-11-09', '2026-11-10']);
    expect(parseClosedDays('2026-02-30')).toBeUndefined();
    expect(parseClosedDays('2026-11-09,2026-13-01')).toBeUndefined();
    expect(parseClosedDays('9 Nov')).toBeUndefined();
  });
});

describe('deliveryWindow', () => {
  const wednesdayMorning = ist('2026-12-02T10:00:00');

  it('gives each zone its working days from a Wednesday dispatch, Sunday not counted', () => {
    expect(deliveryWindow(wednesdayMorning, 'sameCity', TWO_PM)).toEqual({
      earliest: '2026-12-03',
      latest: '2026-12-04',
    });
    expect(deliveryWindow(wednesdayMorning, 'sameState', TWO_PM)).toEqual({
      earliest: '2026-12-04',
      latest: '2026-12-05',
    });
    expect(deliveryWindow(wednesdayMorning, 'metroToMetro', TWO_PM)).toEqual({
      earliest: '2026-12-04',
      latest: '2026-12-07',
    });
    expect(deliveryWindow(wednesdayMorning, 'restOfIndia', TWO_PM)).toEqual({
      earliest: '2026-12-07',
      latest: '2026-12-09',
    });
    expect(deliveryWindow(wednesdayMorning, 'northEastAndIslands', TWO_PM)).toEqual({
      earliest: '2026-12-09',
      latest: '2026-12-12',
    });
  });

  it('moves a day later after the cut-off', () => {
    expect(deliveryWindow(ist('2026-12-02T15:00:00'), 'sameCity', TWO_PM)).toEqual({
      earliest: '2026-12-04',
      latest: '2026-12-05',
    });
  });

  it('delivers a Saturday parcel on Monday, never on Sunday', () => {
    expect(deliveryWindow(ist('2026-12-05T10:00:00'), 'sameCity', TWO_PM)).toEqual({
      earliest: '2026-12-07',
      latest: '2026-12-08',
    });
    // Ordered Friday afternoon: leaves Saturday, the next-day delivery would be Sunday.
    expect(deliveryWindow(ist('2026-12-04T17:00:00'), 'sameCity', TWO_PM)).toEqual({
      earliest: '2026-12-07',
      latest: '2026-12-08',
    });
  });

  it('counts a Sunday order from Monday', () => {
    expect(deliveryWindow(ist('2026-12-06T09:00:00'), 'sameState', TWO_PM)).toEqual({
      earliest: '2026-12-09',
      latest: '2026-12-10',
    });
  });

  it('crosses the year end', () => {
    expect(deliveryWindow(ist('2026-12-31T16:00:00'), 'sameCity', TWO_PM)).toEqual({
      earliest: '2027-01-02',
      latest: '2027-01-04',
    });
  });

  it('never lands on a Sunday and always after dispatch, at any hour of three weeks', () => {
    const start = ist('2026-11-30T00:00:00').getTime();
    for (let hour = 0; hour < 21 * 24; hour += 1) {
      const now = new Date(start + hour * 3_600_000 + 17 * 60_000);
      const dispatched = dispatchDay(now, TWO_PM);
      for (const zone of DELIVERY_ZONES) {
        const { earliest, latest } = deliveryWindow(now, zone, TWO_PM);
        for (const day of [dispatched, earliest, latest])
          expect(new Date(`${day}T00:00:00Z`).getUTCDay(), `${now.toISOString()} ${zone}`).not.toBe(0);
        expect(earliest > dispatched && latest >= earliest).toBe(true);
      }
    }
  });
});

describe('deliveryZone', () => {
  const place = (pinCode: string, city: string, state: string): DeliveryPlace => ({ pinCode, city, state });
  const bengaluruShop = place('560025', 'Bangalore', 'Karnataka');

  it('puts each buyer of a Bengaluru shop in the nearest zone that fits', () => {
    expect(deliveryZone(bengaluruShop, place('560001', 'Bangalore', 'Karnataka'))).toBe('sameCity');
    expect(deliveryZone(bengaluruShop, place('570001', 'Mysore', 'Karnataka'))).toBe('sameState');
    expect(deliveryZone(bengaluruShop, place('562110', 'Bangalore Rural', 'Karnataka'))).toBe('sameState');
    expect(deliveryZone(bengaluruShop, place('400001', 'Mumbai', 'Maharashtra'))).toBe('metroToMetro');
    expect(deliveryZone(bengaluruShop, place('110001', 'Central Delhi', 'Delhi'))).toBe('metroToMetro');
    expect(deliveryZone(bengaluruShop, place('641001', 'Coimbatore', 'Tamil Nadu'))).toBe('restOfIndia');
    expect(deliveryZone(bengaluruShop, place('781001', 'Kamrup', 'Assam'))).toBe('northEastAndIslands');
    expect(deliveryZone(bengaluruShop, place('744101', 'South Andaman', 'Andaman and Nicobar Islands'))).toBe(
      'northEastAndIslands',
    );
    expect(deliveryZone(bengaluruShop, place('194101', 'Leh', 'Ladakh'))).toBe('northEastAndIslands');
  });

  it('treats a metro with its suburbs as one city across districts and states', () => {
    const delhiShop = place('110001', 'Central Delhi', 'Delhi');
    expect(deliveryZone(delhiShop, place('110092', 'East Delhi', 'Delhi'))).toBe('sameCity');
    expect(deliveryZone(delhiShop, place('122001', 'Gurgaon', 'Haryana'))).toBe('sameCity');
    expect(deliveryZone(delhiShop, place('201301', 'Gautam Buddha Nagar', 'Uttar Pradesh'))).toBe('sameCity');
  });

  it('gives a shop in the north-east its own city and state before the far zone', () => {
    const guwahatiShop = place('781001', 'Kamrup', 'Assam');
    expect(deliveryZone(guwahatiShop, place('781005', 'Kamrup', 'Assam'))).toBe('sameCity');
    expect(deliveryZone(guwahatiShop, place('785001', 'Jorhat', 'Assam'))).toBe('sameState');
    expect(deliveryZone(guwahatiShop, place('793001', 'East Khasi Hills', 'Meghalaya'))).toBe(
      'northEastAndIslands',
    );
    expect(deliveryZone(guwahatiShop, place('560001', 'Bangalore', 'Karnataka'))).toBe('northEastAndIslands');
  });
});

describe('metroOf and isArmyPostalPin', () => {
  it('knows the eight metros by their PIN prefixes', () => {
    expect(metroOf('560034')).toBe('Bengaluru');
    expect(metroOf('711101')).toBe('Kolkata');
    expect(metroOf('711401')).toBeUndefined();
    expect(metroOf('411057')).toBe('Pune');
    expect(metroOf('380015')).toBe('Ahmedabad');
    expect(metroOf('500081')).toBe('Hyderabad');
    expect(metroOf('600040')).toBe('Chennai');
    expect(metroOf('641001')).toBeUndefined();
  });

  it('recognises APO and FPO PINs', () => {
    expect(isArmyPostalPin('901234')).toBe(true);
    expect(isArmyPostalPin('560001')).toBe(false);
  });
});

describe('deliveryDatesText', () => {
  it('names weekday, day and month of both days, or one day when they are equal', () => {
    expect(deliveryDatesText('2026-12-03', '2026-12-05')).toBe('Thu, 3 Dec – Sat, 5 Dec');
    expect(deliveryDatesText('2026-12-31', '2027-01-02')).toBe('Thu, 31 Dec – Sat, 2 Jan');
    expect(deliveryDatesText('2026-12-07', '2026-12-07')).toBe('Mon, 7 Dec');
  });
});
