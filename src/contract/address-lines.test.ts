import { describe, expect, it } from 'vitest';
import { addressLines } from './address';

const full = {
  fullName: 'Asha Rao',
  house: 'Flat 12B, Lotus Apartments',
  area: 'MG Road, Shivajinagar',
  landmark: 'Opposite City Mall',
  city: 'Pune',
  state: 'Maharashtra',
  zipCode: '411005',
  mobileNo: '9876543210',
};

describe('addressLines', () => {
  it('lays out a whole Indian address: house and area, landmark, city with state and PIN, mobile', () => {
    expect(addressLines(full)).toEqual([
      'Flat 12B, Lotus Apartments, MG Road, Shivajinagar',
      'Opposite City Mall',
      'Pune, Maharashtra 411005',
      'Mobile: 9876543210',
    ]);
  });

  it('starts with the name when asked and leaves the mobile out when asked', () => {
    expect(addressLines(full, { name: true, mobile: false })).toEqual([
      'Asha Rao',
      'Flat 12B, Lotus Apartments, MG Road, Shivajinagar',
      'Opposite City Mall',
      'Pune, Maharashtra 411005',
    ]);
  });

  it('shows an order snapshot taken before house, area and state were kept, street line from the landmark', () => {
    const old = {
      fullName: 'Asha Rao',
      landmark: 'Flat 12B, MG Road',
      city: 'Pune',
      zipCode: '411001',
      mobileNo: '9876543210',
    };
    expect(addressLines(old)).toEqual(['Flat 12B, MG Road', 'Pune 411001', 'Mobile: 9876543210']);
  });

  it('drops empty and blank parts without stray commas', () => {
    expect(
      addressLines({ ...full, house: '  ', area: 'MG Road ', landmark: '', state: null, mobileNo: ' ' }),
    ).toEqual(['MG Road', 'Pune 411005']);
    expect(addressLines({ ...full, house: 'House 4', area: '' }, { mobile: false })).toEqual([
      'House 4',
      'Opposite City Mall',
      'Pune, Maharashtra 411005',
    ]);
  });
});
