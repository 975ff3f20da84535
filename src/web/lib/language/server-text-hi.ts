import { MESSAGES_HI } from '../../../contract/messages/hi/storefront';
import { STOREFRONT_MESSAGES } from '../../../contract/messages/storefront-catalog';
import { textTwins } from './text-twins';

// The server writes its refusals and success words in English (its first client reads them so). A Hindi page
// shows them in Hindi: a sentence that is one of the storefront catalog's texts becomes the Hindi catalog's text at
// the same place, and the few sentences the server builds with a name, size or number that shoppers meet most
// are read back into their parts and written by the Hindi catalog's function. Anything else stays as it came.
// Part of the Hindi chunk: an English page never downloads it (docs/decisions/0065).

let twins: Map<string, string> | undefined;

/**
 * The built sentences, each as its English function writes it (a test holds each pattern to its function) and the
 * Hindi function that writes it again from the parts. More specific patterns first.
 */
const BUILT_SENTENCES: readonly { english: RegExp; hindi: (...parts: string[]) => string }[] = [
  {
    english: /^Only (\d+) left in size (.+) for (.+)$/,
    hindi: (available, size, name) => MESSAGES_HI.shortOfStockMessage(Number(available), size, name),
  },
  {
    english: /^(.+) is sold out in size (.+)$/,
    hindi: (name, size) => MESSAGES_HI.shortOfStockMessage(0, size, name),
  },
  {
    english: /^Only (\d+) left in size (.+)$/,
    hindi: (available, size) => MESSAGES_HI.CART_MESSAGES.onlyLeft(Number(available), size),
  },
  { english: /^Out of stock in size (.+)$/, hindi: (size) => MESSAGES_HI.CART_MESSAGES.soldOut(size) },
  {
    english: /^(.+) is no longer available\. Please remove it from your bag\.$/,
    hindi: (name) => MESSAGES_HI.ORDER_MESSAGES.productNotListed(name),
  },
  {
    english: /^(.+) is no longer available and was left out of your bag\.$/,
    hindi: (name) => MESSAGES_HI.CART_MESSAGES.mergeDroppedNotListed(name),
  },
  {
    english: /^(.+) is out of stock in size (.+) and was left out of your bag\.$/,
    hindi: (name, size) => MESSAGES_HI.CART_MESSAGES.mergeDroppedSoldOut(name, size),
  },
  {
    english: /^(.+) \(size (.+)\): your bag now has (\d+), as many as can be ordered\.$/,
    hindi: (name, size, quantity) => MESSAGES_HI.CART_MESSAGES.mergeCapped(name, size, Number(quantity)),
  },
  {
    english: /^A bag holds at most (\d+) different items\.$/,
    hindi: (max) => MESSAGES_HI.CART_MESSAGES.guestBagTooBig(Number(max)),
  },
  {
    english: /^Add ₹([\d,]+(?:\.\d\d)?) more to use (.+)\.$/,
    hindi: (rupees, code) => MESSAGES_HI.COUPON_REFUSALS.addMore(Number(rupees.replaceAll(',', '')), code),
  },
  {
    english: /^You have used this coupon (\d+) times already\.$/,
    hindi: (times) => MESSAGES_HI.COUPON_REFUSALS.usedTimes(Number(times)),
  },
  {
    english: /^Please wait (\d+) seconds? before requesting another OTP\.$/,
    hindi: (seconds) => MESSAGES_HI.otpCooldownMessage(Number(seconds)),
  },
  {
    english: /^Size (.+) is sold out, so it cannot be exchanged to\.$/,
    hindi: (size) => MESSAGES_HI.RETURN_MESSAGES.exchangeSoldOut(size),
  },
  {
    english: /^You can ask for at most (\d+) more of this item\.$/,
    hindi: (left) => MESSAGES_HI.RETURN_MESSAGES.tooMany(Number(left)),
  },
  {
    english: /^You can save up to (\d+) addresses\. Please delete one first\.$/,
    hindi: (max) => MESSAGES_HI.tooManyAddressesMessage(Number(max)),
  },
];

/** A sentence the server wrote, in Hindi when the catalog has it; otherwise as it came. */
export function hindiOfServerText(english: string): string {
  // Built on first use, not with the chunk: a Hindi page's first render does not wait for it.
  twins ??= textTwins(STOREFRONT_MESSAGES, MESSAGES_HI);
  const twin = twins.get(english);
  if (twin !== undefined) return twin;
  for (const { english: pattern, hindi } of BUILT_SENTENCES) {
    const match = pattern.exec(english);
    if (match) return hindi(...match.slice(1));
  }
  return english;
}
