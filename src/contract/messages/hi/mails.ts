import type { Translation } from '../../language';
import { SHOP } from '../../shop-info';
import type {
  ACCOUNT_EXISTS_MAIL,
  BLOCKED_ACCOUNT_MAIL,
  MAIL_TEXT,
  ORDER_MAIL,
  OTP_MAIL,
  RETURN_MAIL,
} from '../mails';
import { ORDER_STATUS_LABELS_HI } from './labels';

// The words of the shopper's mails in Hindi: the twins of messages/mails.ts, key for key (the type checker names a
// text this file forgets). Product names, the shop's notes and reasons, and addresses stay as they were written.

export const MAIL_TEXT_HI: Translation<typeof MAIL_TEXT> = {
  hello: (name) => (name ? `नमस्ते ${name},` : 'नमस्ते,'),
  footerShop: `${SHOP.name} - ${SHOP.tagline}`,
  footerHelp: `सहायता: ${SHOP.supportEmail}`,
};

export const OTP_MAIL_HI: Translation<typeof OTP_MAIL> = {
  register: {
    subject: `आपका ${SHOP.name} सत्यापन कोड`,
    lead: `अपना ${SHOP.name} खाता बनाने के लिए यह कोड डालें:`,
  },
  reset: {
    subject: `आपका ${SHOP.name} पासवर्ड रीसेट कोड`,
    lead: `अपना ${SHOP.name} पासवर्ड रीसेट करने के लिए यह कोड डालें:`,
  },
  validity: 'यह कोड 10 मिनट तक मान्य है और एक ही बार काम आता है।',
  notAsked: 'अगर आपने यह कोड नहीं माँगा था, तो इस ई-मेल को अनदेखा कर दें।',
};

export const ACCOUNT_EXISTS_MAIL_HI: Translation<typeof ACCOUNT_EXISTS_MAIL> = {
  subject: `आपका ${SHOP.name} खाता`,
  lines: [
    `किसी ने (शायद आपने) इस ई-मेल पते से ${SHOP.name} खाता बनाना चाहा, पर इस पते का खाता पहले से है।`,
    'साइन इन करने के लिए लॉगिन (Login) करें। पासवर्ड भूल गए हों, तो लॉगिन पेज पर "पासवर्ड भूल गए" (Forgot Password) चुनें।',
    'अगर यह आप नहीं थे, तो इस ई-मेल को अनदेखा कर दें: कुछ भी नहीं बदला है।',
  ],
};

export const BLOCKED_ACCOUNT_MAIL_HI: Translation<typeof BLOCKED_ACCOUNT_MAIL> = {
  subject: `आपका ${SHOP.name} खाता ब्लॉक है`,
  lines: [
    `किसी ने (शायद आपने) अभी सही पासवर्ड से आपके ${SHOP.name} खाते में साइन इन करना चाहा, पर खाता ब्लॉक है, इसलिए साइन इन नहीं हुआ।`,
    `अगर आपको लगता है कि यह गलती है, या आप खाता फिर से खुलवाना चाहते हैं, तो इसी ई-मेल पते से ${SHOP.supportEmail} पर लिखें या ${SHOP.phone} पर कॉल करें।`,
    'अगर यह आप नहीं थे, तो किसी को आपका पासवर्ड पता है: खाता फिर से खुलने पर "पासवर्ड भूल गए" (Forgot Password) से उसे बदल दें।',
  ],
};

/** Sentences of the order mails; sizes come in already named in Hindi (SIZE_LABELS_HI), amounts formatted in hi-IN. */
export const ORDER_MAIL_HI: Translation<typeof ORDER_MAIL> = {
  placedSubject: (id) => `${SHOP.name}: ऑर्डर #${id} मिल गया`,
  statusSubject: (id, status) => `${SHOP.name}: ऑर्डर #${id} - ${ORDER_STATUS_LABELS_HI[status]}`,
  thanks: `${SHOP.name} से ख़रीदारी करने के लिए धन्यवाद!`,
  thanksShort: 'धन्यवाद!',
  placed: (id, total) => `आपका ऑर्डर #${id} हमें मिल गया है। डिलीवरी के समय ${total} नकद दें।`,
  item: (name, size, quantity, amount) => `${name} (साइज़ ${size}) × ${quantity}: ${amount}`,
  platformFee: (amount) => `प्लेटफ़ॉर्म शुल्क: ${amount}`,
  coupon: (amount) => `कूपन: −${amount}`,
  total: (amount) => `कुल: ${amount}`,
  deliveringTo: (address) => `डिलीवरी का पता: ${address}`,
  trackOrder: 'अपना ऑर्डर ट्रैक करें',
  seeOrder: 'अपना ऑर्डर देखें',
  link: (text, url) => `${text}: ${url}`,
  news: {
    confirmed: (id) => `अच्छी ख़बर: आपका ऑर्डर #${id} पुष्ट हो गया है। हम इसे अभी पैक कर रहे हैं।`,
    shipped: (id) => `आपका ऑर्डर #${id} भेज दिया गया है और रास्ते में है।`,
    delivered: (id) => `आपका ऑर्डर #${id} पहुँच गया है। हमें उम्मीद है कि बच्चों को यह बहुत पसंद आएगा!`,
    cancelled: (id) => `आपका ऑर्डर #${id} रद्द कर दिया गया है।`,
    rto: (id) => `आपका ऑर्डर #${id} पहुँचाया नहीं जा सका: कूरियर उसे हमें वापस ले आया।`,
  },
  cancelledByShop: 'हमें खेद है: दुकान को यह ऑर्डर रद्द करना पड़ा। आपको कुछ नहीं देना है, क्योंकि भुगतान डिलीवरी पर होता है।',
  cancelledByShopper: 'आपने इसे ख़ुद रद्द किया। आपको कुछ नहीं देना है, क्योंकि भुगतान डिलीवरी पर होता है।',
  returnedNothingDue: 'ऑर्डर बंद हो गया है और आपको कुछ नहीं देना है, क्योंकि भुगतान डिलीवरी पर होता है।',
  reason: (reason) => `कारण: ${reason}`,
  shipment: (courier, awb) => `कूरियर: ${courier}, AWB नंबर ${awb}`,
  trackParcel: 'पार्सल ट्रैक करें',
  invoice: (number, url) => `आपका टैक्स इनवॉइस ${number}: ${url}`,
  downloadInvoice: (number) => `अपना टैक्स इनवॉइस ${number} डाउनलोड करें`,
  contact: `कोई सवाल? ${SHOP.supportEmail} पर लिखें या ${SHOP.phone} पर कॉल करें।`,
};

/** A return's step; `status` is the step's Hindi label (RETURN_STATUS_LABELS_HI). Both kinds are feminine nouns. */
export const RETURN_MAIL_HI: Translation<typeof RETURN_MAIL> = {
  what: (kind) => (kind === 'exchange' ? 'साइज़ की अदला-बदली' : 'वापसी'),
  subject: (what, status) => `${SHOP.name}: आपकी ${what} - ${status}`,
  now: (what, shortId, status) => `ऑर्डर #${shortId} की आपकी ${what} की स्थिति अब: ${status}।`,
  item: (quantity, name, size, exchangeSize) =>
    `${quantity} × ${name} (${size}${exchangeSize ? ` → ${exchangeSize}` : ''})`,
  note: (note) => `दुकान की ओर से संदेश: ${note}`,
  refundReference: (reference) => `रिफ़ंड संदर्भ: ${reference}`,
  follow: (url) => `इसकी स्थिति यहाँ देखें: ${url}`,
};
