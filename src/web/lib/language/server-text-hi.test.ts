import { describe, expect, it } from 'vitest';
import { COUPON_REFUSALS } from '../../../contract/messages/coupon-rules';
import { MESSAGES_HI } from '../../../contract/messages/hi/storefront';
import { STOREFRONT_MESSAGES } from '../../../contract/messages/storefront-catalog';
import { hindiOfServerText } from './server-text-hi';
import { textTwins } from './text-twins';

// The server's English sentences as a Hindi page shows them (docs/decisions/0065).

const EN = STOREFRONT_MESSAGES;
const HI = MESSAGES_HI;

describe('the Hindi twins of the server’s sentences', () => {
  it('turns a sentence of the catalog into the Hindi text at the same place', () => {
    expect(hindiOfServerText(EN.AUTH_ERROR.invalidCredentials)).toBe(HI.AUTH_ERROR.invalidCredentials);
    expect(hindiOfServerText(EN.ORDER_MESSAGES.couponExpired)).toBe(HI.ORDER_MESSAGES.couponExpired);
    expect(hindiOfServerText(EN.SUCCESS.addedToCart)).toBe(HI.SUCCESS.addedToCart);
    expect(hindiOfServerText(EN.DELIVERY_MESSAGES.unknownPin)).toBe(HI.DELIVERY_MESSAGES.unknownPin);
    expect(hindiOfServerText(EN.ADDRESS_MESSAGES.zip)).toBe(HI.ADDRESS_MESSAGES.zip);
    // A sentence registered at two places (ORDER_MESSAGES.onlyCod is TEXT.onlyCod) has one Hindi twin.
    expect(hindiOfServerText(EN.ORDER_MESSAGES.onlyCod)).toBe(HI.TEXT.onlyCod);
  });

  it('passes anything else through as it came', () => {
    for (const text of [
      'Floral Frock',
      'Something the catalog never wrote.',
      '',
      'only 2 left in size 4-5 y',
    ])
      expect(hindiOfServerText(text)).toBe(text);
  });

  it('writes the common built sentences again in Hindi from their parts', () => {
    const pairs: [string, string][] = [
      [
        EN.shortOfStockMessage(2, '4-5 y', 'Floral Frock'),
        HI.shortOfStockMessage(2, '4-5 y', 'Floral Frock'),
      ],
      [
        EN.shortOfStockMessage(0, '2-3 y', 'Kurta (Blue)'),
        HI.shortOfStockMessage(0, '2-3 y', 'Kurta (Blue)'),
      ],
      [EN.CART_MESSAGES.onlyLeft(3, '6-7 y'), HI.CART_MESSAGES.onlyLeft(3, '6-7 y')],
      [EN.CART_MESSAGES.soldOut('8-9 y'), HI.CART_MESSAGES.soldOut('8-9 y')],
      [EN.ORDER_MESSAGES.productNotListed('Party Frock'), HI.ORDER_MESSAGES.productNotListed('Party Frock')],
      [
        EN.CART_MESSAGES.mergeDroppedNotListed('Party Frock'),
        HI.CART_MESSAGES.mergeDroppedNotListed('Party Frock'),
      ],
      [
        EN.CART_MESSAGES.mergeDroppedSoldOut('Party Frock', '4-5 y'),
        HI.CART_MESSAGES.mergeDroppedSoldOut('Party Frock', '4-5 y'),
      ],
      [
        EN.CART_MESSAGES.mergeCapped('Party Frock', '4-5 y', 5),
        HI.CART_MESSAGES.mergeCapped('Party Frock', '4-5 y', 5),
      ],
      [EN.CART_MESSAGES.guestBagTooBig(30), HI.CART_MESSAGES.guestBagTooBig(30)],
      [COUPON_REFUSALS.addMore(191, 'SAVE10'), HI.COUPON_REFUSALS.addMore(191, 'SAVE10')],
      [COUPON_REFUSALS.addMore(1250.5, 'BIG1K'), HI.COUPON_REFUSALS.addMore(1250.5, 'BIG1K')],
      [COUPON_REFUSALS.usedTimes(3), HI.COUPON_REFUSALS.usedTimes(3)],
      [EN.otpCooldownMessage(25), HI.otpCooldownMessage(25)],
      [EN.otpCooldownMessage(1), HI.otpCooldownMessage(1)],
      [EN.RETURN_MESSAGES.exchangeSoldOut('4-5 y'), HI.RETURN_MESSAGES.exchangeSoldOut('4-5 y')],
      [EN.RETURN_MESSAGES.tooMany(2), HI.RETURN_MESSAGES.tooMany(2)],
      [EN.tooManyAddressesMessage(10), HI.tooManyAddressesMessage(10)],
    ];
    for (const [english, hindi] of pairs) {
      expect(hindi, english).toMatch(/[\u0900-\u097F]/);
      expect(hindiOfServerText(english), english).toBe(hindi);
    }
    // The size in a Hindi sentence is the Hindi size label.
    expect(hindiOfServerText(EN.CART_MESSAGES.onlyLeft(1, '4-5 y'))).toContain('4-5 साल');
  });

  it('has a Hindi twin for every sentence the server commonly refuses a shopper with', () => {
    const twins = textTwins(EN, HI);
    const common = [
      ...Object.values(EN.AUTH_ERROR),
      ...Object.values(EN.DELIVERY_MESSAGES),
      ...Object.values(EN.ADDRESS_MESSAGES),
      ...[EN.ORDER_MESSAGES, EN.CART_MESSAGES].flatMap((texts) =>
        Object.values(texts).filter((text) => typeof text === 'string'),
      ),
      COUPON_REFUSALS.switchedOff,
      COUPON_REFUSALS.usedUp,
      EN.API_ERROR.unauthenticated,
      EN.API_ERROR.tooManyRequests,
      EN.API_ERROR.blocked,
    ];
    const english = common.filter((text) => !/[\u0900-\u097F]/.test(twins.get(text) ?? ''));
    expect(english).toEqual([]);
  });
});

describe('textTwins', () => {
  it('walks both catalogs together, lists included, and prefers a translated twin', () => {
    const twins = textTwins(
      { a: 'Yes', admin: { b: 'Save' }, shop: { c: 'Save' }, list: ['One'], f: () => 'x' },
      { a: 'हाँ', admin: { b: 'Save' }, shop: { c: 'सेव करें' }, list: ['एक'], f: () => 'y' },
    );
    expect([...twins]).toEqual([
      ['Yes', 'हाँ'],
      ['Save', 'सेव करें'],
      ['One', 'एक'],
    ]);
  });
});
