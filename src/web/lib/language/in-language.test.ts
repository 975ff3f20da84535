import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES, CONFIRM, RETURN_MESSAGES, VALIDATION } from '../../../contract/messages';
import { MESSAGES_HI } from '../../../contract/messages/hi/storefront';
import { STOREFRONT_MESSAGES } from '../../../contract/messages/storefront-catalog';
import { CreateReturnSchema } from '../../../contract/returns';
import { inLanguage } from './in-language';

// A message of the shop's rules, written in English by a schema or the server, shown in the shopper's language.

describe('inLanguage', () => {
  it('leaves English as it is', () => {
    expect(inLanguage(VALIDATION.emailRequired, STOREFRONT_MESSAGES)).toBe(VALIDATION.emailRequired);
    expect(inLanguage('Anything at all.', STOREFRONT_MESSAGES)).toBe('Anything at all.');
  });

  it("gives a known sentence's Hindi twin", () => {
    expect(inLanguage(VALIDATION.emailRequired, MESSAGES_HI)).toBe(MESSAGES_HI.VALIDATION.emailRequired);
    expect(inLanguage(ADDRESS_MESSAGES.mobile, MESSAGES_HI)).toBe(MESSAGES_HI.ADDRESS_MESSAGES.mobile);
    expect(inLanguage(RETURN_MESSAGES.windowClosed, MESSAGES_HI)).toBe(
      'वापसी और बदलाव डिलीवरी के 14 दिन के अंदर ही हो सकते हैं।',
    );
  });

  it("resolves a schema's own message, as a form shows it", () => {
    const checked = CreateReturnSchema.safeParse({
      orderId: 'a1b2c3d4-3333-4000-8000-0000000000ab',
      kind: 'return',
      reason: 'damaged',
      items: [],
    });
    expect(checked.success).toBe(false);
    const message = checked.error!.issues[0]!.message;
    expect(message).toBe(RETURN_MESSAGES.noItems);
    expect(inLanguage(message, MESSAGES_HI)).toBe('कृपया कम से कम एक सामान चुनें।');
  });

  it('takes the place that is translated when a word is kept in two (one of them the back office)', () => {
    // 'Cancel' is the admin's logout dialog's (kept English) and the account's (translated).
    expect(CONFIRM.adminLogoutCancel).toBe(CONFIRM.accountLogoutCancel);
    expect(inLanguage(CONFIRM.accountLogoutCancel, MESSAGES_HI)).toBe(
      MESSAGES_HI.CONFIRM.accountLogoutCancel,
    );
  });

  it('shows a message the catalog does not hold as it came', () => {
    expect(inLanguage('Sunflower Frock is out of stock.', MESSAGES_HI)).toBe(
      'Sunflower Frock is out of stock.',
    );
  });
});
