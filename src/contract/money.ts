// Money is integer paise everywhere it is stored or computed; the API speaks rupees (at most 2 decimals).

export type Paise = number;

export function rupeesToPaise(rupees: number): Paise {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: Paise): number {
  return paise / 100;
}

const rupeeFormatter = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const wholeRupeeFormatter = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** "₹1,299.00": for bills, where the spec wants 2 decimals. */
export function formatRupees(rupees: number): string {
  return rupeeFormatter.format(rupees);
}

/** "₹1,299" for shelf prices; keeps paise when there are any. */
export function formatPrice(rupees: number): string {
  return Number.isInteger(rupees) ? wholeRupeeFormatter.format(rupees) : rupeeFormatter.format(rupees);
}

/** Percent off shown to shoppers: round((price − discountPrice) / price × 100). */
export function percentOff(price: number, discountPrice: number): number {
  if (!(price > 0) || !(discountPrice >= 0) || discountPrice >= price) return 0;
  return Math.round(((price - discountPrice) / price) * 100);
}
