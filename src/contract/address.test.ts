import { describe, expect, it } from 'vitest';
import { AddressPayloadSchema, isCodAvailable, isSameAddress } from './address';
import { ADDRESS_MESSAGES } from './messages';

const valid = {
  name: 'Asha Rao',
  landmark: 'Near City Mall',
  city: 'Pune',
  zip: '411001',
  mobile: '9876543210',
};

describe('AddressPayloadSchema', () => {
  it("takes the spec's five fields, the landmark as the whole street line, and normalises the mobile number", () => {
    expect(AddressPayloadSchema.parse({ ...valid, mobile: '+91 98765-43210' })).toEqual({
      fullName: 'Asha Rao',
      mobileNo: '9876543210',
      house: '',
      area: '',
      landmark: 'Near City Mall',
      city: 'Pune',
      zipCode: '411001',
      addressType: 'home',
    });
  });

  const whole = {
    fullName: 'Asha Rao',
    mobileNo: '9876543210',
    house: 'Flat 12B, Lotus Apartments',
    area: 'MG Road',
    city: 'Pune',
    zipCode: '411001',
    addressType: 'work',
  };

  it('takes a whole address, the landmark optional, and the spec names in place of the new ones', () => {
    expect(AddressPayloadSchema.parse(whole)).toMatchObject({ ...whole, landmark: '' });
    expect(
      AddressPayloadSchema.parse({
        name: 'Asha Rao',
        mobile: '09876543210',
        zip: '411001',
        house: 'A-4',
        area: 'Camp',
        city: 'Pune',
      }),
    ).toMatchObject({ fullName: 'Asha Rao', mobileNo: '9876543210', zipCode: '411001', addressType: 'home' });
  });

  it.each([
    [{ house: ' ' }, 'house', ADDRESS_MESSAGES.house],
    [{ area: undefined }, 'area', ADDRESS_MESSAGES.area],
    [{ zipCode: '01100' }, 'zipCode', ADDRESS_MESSAGES.zip],
    [{ addressType: 'office' }, 'addressType', ADDRESS_MESSAGES.addressType],
  ])('refuses the whole address with %o, naming the field', (change, field, message) => {
    const result = AddressPayloadSchema.safeParse({ ...whole, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ message, path: [field] });
  });

  it.each([
    [{ zip: '011001' }, ADDRESS_MESSAGES.zip],
    [{ zip: '41100' }, ADDRESS_MESSAGES.zip],
    [{ zip: '41100a' }, ADDRESS_MESSAGES.zip],
    [{ mobile: '5876543210' }, ADDRESS_MESSAGES.mobile],
    [{ mobile: '98765' }, ADDRESS_MESSAGES.mobile],
    [{ name: '   ' }, ADDRESS_MESSAGES.fullName],
    [{ city: '' }, ADDRESS_MESSAGES.city],
  ])('refuses %o with its message', (change, message) => {
    const result = AddressPayloadSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('isCodAvailable', () => {
  it('offers cash on delivery on ordinary PIN codes', () => {
    expect(isCodAvailable('411001')).toBe(true);
    expect(isCodAvailable('110001')).toBe(true);
    expect(isCodAvailable('560034')).toBe(true);
  });

  it('does not offer it to Army Postal Service, island and Ladakh PIN codes', () => {
    expect(isCodAvailable('900001')).toBe(false);
    expect(isCodAvailable('744101')).toBe(false);
    expect(isCodAvailable('682555')).toBe(false);
    expect(isCodAvailable('194101')).toBe(false);
  });
});

describe('isSameAddress', () => {
  const saved = {
    fullName: 'Asha Rao',
    landmark: 'Near City Mall',
    city: 'Pune',
    zipCode: '411001',
    mobileNo: '9876543210',
  };

  it('matches the same five fields, with spaces around them forgiven', () => {
    expect(isSameAddress(saved, { ...saved })).toBe(true);
    expect(isSameAddress(saved, { ...saved, fullName: '  Asha Rao ', city: 'Pune\n' })).toBe(true);
  });

  it.each([
    ['fullName', 'Asha  Rao'],
    ['landmark', 'near city mall'],
    ['city', 'Mumbai'],
    ['zipCode', '411002'],
    ['mobileNo', '+919876543210'],
  ])('refuses a different %s', (field, value) => {
    expect(isSameAddress(saved, { ...saved, [field]: value })).toBe(false);
  });
});
