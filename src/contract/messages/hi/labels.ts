import type { Category, Gender, Size } from '../../constants';
import type { OrderStatus } from '../../order-status';
import type { PaymentStatus } from '../../payment-status';
import type { ReturnStatus } from '../../returns';

// The labels a parent reads on screens and in mails, in Hindi: one name for each state, category, gender and size,
// the twins of the English ones in messages/shopping.ts, messages/payments.ts and constants.ts.

export const ORDER_STATUS_LABELS_HI: Readonly<Record<OrderStatus, string>> = {
  pending: 'लंबित',
  confirmed: 'पुष्ट',
  shipped: 'भेजा गया',
  delivered: 'पहुँच गया',
  cancelled: 'रद्द',
  rto: 'वापस लौटा (RTO)',
};

export const RETURN_STATUS_LABELS_HI: Readonly<Record<ReturnStatus, string>> = {
  requested: 'अनुरोध किया गया',
  approved: 'स्वीकृत',
  rejected: 'अस्वीकृत',
  received: 'प्राप्त',
  refunded: 'रिफ़ंड हो गया',
  'replacement-shipped': 'बदले का सामान भेजा गया',
  completed: 'पूरा हुआ',
};

export const PAYMENT_STATUS_LABELS_HI: Readonly<Record<PaymentStatus, string>> = {
  unpaid: 'भुगतान बाकी',
  paid: 'भुगतान हो गया',
  failed: 'भुगतान विफल',
  refunded: 'रिफ़ंड हो गया',
  partially_refunded: 'आंशिक रिफ़ंड',
};

export const CATEGORY_LABELS_HI: Readonly<Record<Category, string>> = {
  'Casual Wear': 'रोज़ के कपड़े',
  'Formal Wear': 'फ़ॉर्मल कपड़े',
  'Combo Sets': 'कॉम्बो सेट',
  'Ethnic Wear': 'एथनिक कपड़े',
  'Sports Wear': 'स्पोर्ट्स वियर',
  'Party Wear': 'पार्टी वियर',
};

export const GENDER_LABELS_HI: Readonly<Record<Gender, string>> = {
  Boys: 'लड़के',
  Girls: 'लड़कियाँ',
  Unisex: 'सबके लिए',
};

export const SIZE_LABELS_HI: Readonly<Record<Size, string>> = {
  '2-3 y': '2-3 साल',
  '4-5 y': '4-5 साल',
  '6-7 y': '6-7 साल',
  '8-9 y': '8-9 साल',
  '10-11 y': '10-11 साल',
};

/** A size as a bag line or an order stores it ('4-5 y'), as a Hindi reader reads it ('4-5 साल'); others as they are. */
export function sizeNameHi(size: string): string {
  return (SIZE_LABELS_HI as Readonly<Record<string, string>>)[size] ?? size;
}
