import { describe, expect, it } from 'vitest';
import {
  COURIERS,
  ShipmentInputSchema,
  TRACKING_URL_TEMPLATES,
  courierDisplayName,
  toShipment,
  trackingUrl,
} from './couriers';

describe('couriers and their tracking pages', () => {
  it("gives each courier's public tracking page for an AWB", () => {
    expect(trackingUrl('delhivery', '1234567890123')).toBe(
      'https://www.delhivery.com/track-v2/package/1234567890123',
    );
    expect(trackingUrl('bluedart', '50123456789')).toBe(
      'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=50123456789',
    );
    expect(trackingUrl('dtdc', 'D12345678')).toBe(
      'https://www.dtdc.in/tracking/tracking_results.asp?Ttype=awb_no&strCnno=D12345678',
    );
    expect(trackingUrl('ekart', 'FMPC1234567890')).toBe(
      'https://ekartlogistics.com/shipmenttrack/FMPC1234567890',
    );
    expect(trackingUrl('xpressbees', '14500012345')).toBe(
      'https://www.xpressbees.com/shipment/tracking?awbNo=14500012345',
    );
    expect(trackingUrl('shadowfax', 'SF123456789')).toBe(
      'https://tracker.shadowfax.in/#/track?awb=SF123456789',
    );
  });

  it('links India Post to its tracking page (it takes no number in the address) and "other" nowhere', () => {
    expect(trackingUrl('indiapost', 'EE123456789IN')).toBe(TRACKING_URL_TEMPLATES.indiapost);
    expect(trackingUrl('other', 'X1')).toBeNull();
  });

  it('has a page on https for every courier but "other", and escapes what it puts in the address', () => {
    for (const courier of COURIERS.filter((c) => c !== 'other'))
      expect(trackingUrl(courier, 'A1')).toMatch(/^https:\/\//);
    expect(trackingUrl('delhivery', 'A/1?x')).toBe('https://www.delhivery.com/track-v2/package/A%2F1%3Fx');
  });

  it('names a courier by its brand, or by the name given for "other"', () => {
    expect(courierDisplayName('bluedart', null)).toBe('Blue Dart');
    expect(courierDisplayName('other', 'Speedy Local')).toBe('Speedy Local');
  });

  it('reads a shipment: a known courier, a trimmed AWB of letters, digits and hyphens, a name for "other"', () => {
    expect(ShipmentInputSchema.parse({ courier: 'indiapost', awb: ' EE123456789IN ' })).toEqual({
      courier: 'indiapost',
      awb: 'EE123456789IN',
    });
    expect(ShipmentInputSchema.safeParse({ courier: 'fedex', awb: '123' }).success).toBe(false);
    expect(ShipmentInputSchema.safeParse({ courier: 'dtdc', awb: '' }).success).toBe(false);
    expect(ShipmentInputSchema.safeParse({ courier: 'dtdc', awb: '-123' }).success).toBe(false);
    expect(ShipmentInputSchema.safeParse({ courier: 'dtdc', awb: '12 34' }).success).toBe(false);
    expect(ShipmentInputSchema.safeParse({ courier: 'dtdc', awb: 'A'.repeat(31) }).success).toBe(false);
    expect(ShipmentInputSchema.safeParse({ courier: 'other', awb: '123' }).success).toBe(false);
    expect(
      ShipmentInputSchema.safeParse({ courier: 'other', courierName: 'Local', awb: '1-2' }).success,
    ).toBe(true);
  });

  it('has no shipment before the order ships with a courier', () => {
    const shippedAt = new Date('2026-11-20T06:00:00Z');
    expect(toShipment({ courier: null, courierName: null, awb: null, shippedAt })).toBeNull();
    expect(toShipment({ courier: 'ekart', courierName: null, awb: 'FM1', shippedAt })).toEqual({
      courier: 'ekart',
      courierName: 'Ekart',
      awb: 'FM1',
      trackingUrl: 'https://ekartlogistics.com/shipmenttrack/FM1',
      shippedAt: '2026-11-20T06:00:00.000Z',
    });
  });
});
