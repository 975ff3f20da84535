import { formatLongDate, formatShortDate } from '../dates';
import { formatPrice } from '../money';

// The words of the coupon rules (docs/decisions/0057-coupon-rules.md): why a shopper cannot use a coupon, the rule
// in words on the coupon cards and the checkout, and what the back office is told about a coupon it edits.

/** Why a coupon cannot be used now; the checkout's list and PLACE ORDER say the same. */
export const COUPON_REFUSALS = {
  switchedOff: 'This coupon is switched off.',
  usedUp: 'This coupon has been used up.',
  /** 'Starts on 1 Dec' */
  notStarted: (startsAt: string) => `Starts on ${formatShortDate(startsAt)}.`,
  /** 'You have used this coupon 3 times already.' (once: ORDER_MESSAGES.couponUsed) */
  usedTimes: (times: number) => `You have used this coupon ${times} times already.`,
  /** 'Add ₹191 more to use SAVE10' */
  addMore: (shortRupees: number, code: string) => `Add ${formatPrice(shortRupees)} more to use ${code}.`,
} as const;

/** '10% off up to ₹200 on orders above ₹999', '₹100 off, first order only'. */
export function couponRuleInWords(rule: {
  type: 'flat' | 'percent';
  discount: number;
  maxDiscount: number | null;
  minOrder: number;
  firstOrderOnly: boolean;
  perCustomer: number | null;
}): string {
  const amount = rule.type === 'percent' ? `${rule.discount}% off` : `${formatPrice(rule.discount)} off`;
  const cap =
    rule.type === 'percent' && rule.maxDiscount !== null ? ` up to ${formatPrice(rule.maxDiscount)}` : '';
  const minimum = rule.minOrder > 0 ? ` on orders above ${formatPrice(rule.minOrder)}` : '';
  const extras = [
    rule.firstOrderOnly ? 'first order only' : null,
    rule.perCustomer !== null && rule.perCustomer > 1 ? `up to ${rule.perCustomer} uses each` : null,
  ].filter((extra) => extra !== null);
  return `${amount}${cap}${minimum}${extras.length > 0 ? `, ${extras.join(', ')}` : ''}`;
}

/** The back office's coupon form and list. */
export const COUPON_ADMIN_TEXT = {
  type: 'Type',
  codeHint: 'Letters and digits only.',
  typeFlat: 'Flat amount (₹)',
  typePercent: 'Percent (%)',
  percentField: 'Discount (%)',
  minOrder: 'Minimum order (₹)',
  minOrderHint: 'Leave empty for no minimum.',
  maxDiscount: 'Largest discount (₹)',
  maxDiscountHint: 'For a percent coupon; leave empty for no cap.',
  perCustomer: 'Uses per customer',
  perCustomerHint: 'Leave empty for no limit per customer.',
  totalUses: 'Total uses',
  totalUsesHint: 'Leave empty for no limit.',
  startsAt: 'Starts on',
  startsAtHint: 'Leave empty to start at once.',
  active: 'Active (shoppers can use it)',
  firstOrderOnly: 'Valid on first order only',
  edit: 'Edit',
  editTitle: 'Edit coupon',
  saveChanges: 'Save changes',
  saving: 'Saving...',
  switchOff: 'Switch off',
  switchOn: 'Switch on',
  switchedOffBadge: 'Switched off',
  switchOffTitle: 'Switch this coupon off?',
  switchOffBody: 'Shoppers will no longer be able to use it at checkout. You can switch it on again later.',
  couponUpdated: 'Coupon saved.',
  couponSwitchedOff: 'Coupon switched off.',
  couponSwitchedOn: 'Coupon switched on.',
  couponUpdateFailed: 'Saving the coupon failed',
  /** '1 use', '3 uses', '3 of 10 uses' */
  uses: (uses: number, totalUses: number | null) =>
    totalUses === null ? `${uses} ${uses === 1 ? 'use' : 'uses'}` : `${uses} of ${totalUses} uses`,
  startsOn: (startsAt: string) => `Starts on ${formatShortDate(startsAt)}`,
  expiresOn: (expiry: string) => `Expires on ${formatLongDate(expiry)}`,
} as const;

/** What the server answers about coupon rules that do not fit together. */
export const COUPON_RULE_MESSAGES = {
  percentRange: 'A percent discount must be from 1% to 90%.',
  maxDiscountOnFlat: 'Only a percent coupon can have a largest discount.',
  maxDiscountRange: 'The largest discount must be a whole number of rupees from ₹1 to ₹10,000.',
  minOrderRange: 'The minimum order must be a whole number of rupees from ₹0 to ₹1,00,000.',
  perCustomerRange: 'Uses per customer must be a whole number from 1 to 100.',
  totalUsesRange: 'Total uses must be a whole number from 1 to 1,00,000.',
  startsAfterExpiry: 'The start date must be before the expiry date.',
  startsAtInvalid: 'The start date is not a valid date.',
  activeInvalid: 'Active must be true or false.',
} as const;
