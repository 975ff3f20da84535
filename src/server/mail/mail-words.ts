import { SIZES } from '../../contract/constants';
import { LOCALE_OF, type Language, type Translation } from '../../contract/language';
import { RETURN_STATUS_LABELS } from '../../contract/messages';
import {
  ACCOUNT_EXISTS_MAIL,
  BLOCKED_ACCOUNT_MAIL,
  MAIL_TEXT,
  ORDER_MAIL,
  OTP_MAIL,
  RETURN_MAIL,
} from '../../contract/messages/mails';
import {
  ACCOUNT_EXISTS_MAIL_HI,
  BLOCKED_ACCOUNT_MAIL_HI,
  MAIL_TEXT_HI,
  ORDER_MAIL_HI,
  OTP_MAIL_HI,
  RETURN_MAIL_HI,
} from '../../contract/messages/hi/mails';
import { RETURN_STATUS_LABELS_HI, SIZE_LABELS_HI } from '../../contract/messages/hi/labels';
import { formatRupees } from '../../contract/money';
import type { ReturnStatus } from '../../contract/returns';
import { isOneOf } from '../../contract/one-of';

/**
 * Everything a shopper's mail says, in one language: its sentences, the labels it names and how it writes amounts.
 * Each mail takes the words of its recipient's language from `mailWords`, the one place a language picks them.
 */
export interface MailWords {
  /** The `lang` of the HTML part. */
  language: Language;
  text: Translation<typeof MAIL_TEXT>;
  otp: Translation<typeof OTP_MAIL>;
  accountExists: Translation<typeof ACCOUNT_EXISTS_MAIL>;
  blockedAccount: Translation<typeof BLOCKED_ACCOUNT_MAIL>;
  order: Translation<typeof ORDER_MAIL>;
  returns: Translation<typeof RETURN_MAIL>;
  returnStatus: Readonly<Record<ReturnStatus, string>>;
  /** A size as the shopper reads it; a size the shop no longer sells is shown as it was stored. */
  size: (size: string) => string;
  /** "₹1,299.00" in the language's locale. */
  rupees: (amount: number) => string;
}

const WORDS: Readonly<Record<Language, MailWords>> = {
  en: {
    language: 'en',
    text: MAIL_TEXT,
    otp: OTP_MAIL,
    accountExists: ACCOUNT_EXISTS_MAIL,
    blockedAccount: BLOCKED_ACCOUNT_MAIL,
    order: ORDER_MAIL,
    returns: RETURN_MAIL,
    returnStatus: RETURN_STATUS_LABELS,
    size: (size) => size,
    rupees: (amount) => formatRupees(amount),
  },
  hi: {
    language: 'hi',
    text: MAIL_TEXT_HI,
    otp: OTP_MAIL_HI,
    accountExists: ACCOUNT_EXISTS_MAIL_HI,
    blockedAccount: BLOCKED_ACCOUNT_MAIL_HI,
    order: ORDER_MAIL_HI,
    returns: RETURN_MAIL_HI,
    returnStatus: RETURN_STATUS_LABELS_HI,
    size: (size) => (isOneOf(SIZES, size) ? SIZE_LABELS_HI[size] : size),
    rupees: (amount) => formatRupees(amount, LOCALE_OF.hi),
  },
};

/** The words of a shopper's mail in their account's language. */
export function mailWords(language: Language): MailWords {
  return WORDS[language];
}
