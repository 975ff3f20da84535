import { CART_QUANTITY_MAX, CART_QUANTITY_MIN, RETURN_WINDOW_DAYS } from '../../constants';
import type { Translation } from '../../language';
import { API_ERROR as API_ERROR_EN } from '../feedback';
import type { AUTH_ERROR as AUTH_ERROR_EN } from '../feedback';
import type { DELIVERY_MESSAGES as DELIVERY_MESSAGES_EN } from '../delivery';
import { PAYMENT_MESSAGES as PAYMENT_MESSAGES_EN } from '../payments';
import { RETURN_MESSAGES as RETURN_MESSAGES_EN } from '../shopping';
import type {
  ADDRESS_MESSAGES as ADDRESS_MESSAGES_EN,
  CART_MESSAGES as CART_MESSAGES_EN,
  ORDER_MESSAGES as ORDER_MESSAGES_EN,
} from '../shopping';
import { ORDER_STATUS_LABELS_HI, sizeNameHi } from './labels';

// What the server answers a shopper, in Hindi: the twins of the English constants the storefront catalog
// registers for them (docs/decisions/0065). The server keeps writing English; the storefront shows these instead
// when the page is in Hindi. Texts only the back office meets stay English, as in the rest of the Hindi catalog.
// Sentences the storefront catalog already has in Hindi (TEXT.onlyCod, VALIDATION.nameRequired, …) are taken
// from there in messages/hi/storefront.ts.

export const API_ERROR_HI: Translation<typeof API_ERROR_EN> = {
  validation: 'कृपया निशान लगे खाने जाँचें।',
  notFound: 'नहीं मिला।',
  routeNotFound: 'यह API पता मौजूद नहीं है।',
  unauthenticated: 'आगे बढ़ने के लिए कृपया लॉग इन करें।',
  forbidden: 'आप यह नहीं कर सकते।',
  foreignOrigin: 'दूसरी साइट से आए अनुरोध स्वीकार नहीं किए जाते।',
  tooManyRequests: 'बहुत ज़्यादा अनुरोध आए हैं। कृपया थोड़ा रुककर फिर से कोशिश करें।',
  bodyTooLarge: 'अनुरोध बहुत बड़ा है।',
  badJson: 'अनुरोध का डेटा सही JSON नहीं है।',
  unsupportedMediaType: 'इस तरह का डेटा स्वीकार नहीं किया जाता।',
  serviceUnavailable: 'दुकान थोड़ी देर के लिए उपलब्ध नहीं है। कृपया कुछ देर बाद फिर से कोशिश करें।',
  busy: 'अभी दुकान पर बहुत भीड़ है। कृपया कुछ देर बाद फिर से कोशिश करें।',
  internal: 'हमारी तरफ़ से कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  blocked: 'आपका खाता बंद कर दिया गया है। कृपया सहायता टीम से संपर्क करें।',
  idempotencyKeyReused:
    'यह Idempotency-Key किसी दूसरे ऑर्डर के लिए इस्तेमाल हो चुकी है। कृपया नई key के साथ फिर से कोशिश करें।',
  idempotencyKeyFormat: 'Idempotency-Key हेडर में 8 से 100 अक्षर, अंक, - या _ होने चाहिए।',
  notMultipart: API_ERROR_EN.notMultipart,
  alreadyExists: 'यह पहले से मौजूद है।',
  relatedMissing: 'इससे जुड़ी जानकारी मौजूद नहीं है।',
  unknownStatus: API_ERROR_EN.unknownStatus,
};

export const AUTH_ERROR_HI: Translation<typeof AUTH_ERROR_EN> = {
  invalidCredentials: 'ई-मेल या पासवर्ड गलत है।',
  wrongCurrentPassword: 'आपका मौजूदा पासवर्ड सही नहीं है।',
  emailTaken: 'इस ई-मेल से पहले ही एक खाता बना हुआ है। कृपया लॉग इन करें।',
  noPendingRegistration: 'इस ई-मेल का कोई रजिस्ट्रेशन बाकी नहीं है। कृपया फिर से रजिस्टर करें।',
  otpInvalid: 'OTP गलत है। कृपया कोड जाँचकर फिर से कोशिश करें।',
  otpExpired: 'इस OTP का समय खत्म हो गया है या यह पहले ही इस्तेमाल हो चुका है। कृपया नया OTP मँगाएँ।',
  otpTooManyAttempts: 'बहुत बार गलत OTP डाला गया। कृपया नया OTP मँगाएँ।',
  otpHourlyLimit: 'इस ई-मेल के लिए बहुत सारे OTP मँगाए गए। कृपया एक घंटे बाद फिर से कोशिश करें।',
  tooManyLogins: 'लॉग इन की बहुत सारी कोशिशें गलत रहीं। कृपया 15 मिनट बाद फिर से कोशिश करें।',
  mailFailed: 'अभी हम ई-मेल नहीं भेज सके। कृपया कुछ मिनट बाद फिर से कोशिश करें।',
  resetNotAllowed: 'नया पासवर्ड रखने से पहले कृपया अपने ई-मेल पर आया OTP डालकर पुष्टि करें।',
  notVerified: 'आपका रजिस्ट्रेशन अभी पुष्ट नहीं हुआ है। हमने आपके ई-मेल पर नया OTP भेजा है।',
  notVerifiedWait: 'आपका रजिस्ट्रेशन अभी पुष्ट नहीं हुआ है। कृपया आपके ई-मेल पर भेजा गया OTP डालें।',
};

/** 'दूसरा OTP मँगाने से पहले कृपया 25 सेकंड रुकें।' */
export const otpCooldownMessageHi = (seconds: number): string =>
  `दूसरा OTP मँगाने से पहले कृपया ${seconds} सेकंड रुकें।`;

export const CART_MESSAGES_HI: Omit<Translation<typeof CART_MESSAGES_EN>, 'productNotFound'> = {
  quantityRange: `मात्रा ${CART_QUANTITY_MIN} से ${CART_QUANTITY_MAX} के बीच की पूरी संख्या होनी चाहिए।`,
  unknownSize: 'इस प्रोडक्ट में यह साइज़ नहीं है।',
  notInBag: 'यह सामान आपके बैग में नहीं है।',
  removed: 'आपके बैग से हटा दिया गया।',
  wishlistRemoved: 'आपकी विशलिस्ट से हटा दिया गया।',
  wishlistEntryNotFound: 'यह सामान आपकी विशलिस्ट में नहीं है।',
  soldOut: (size: string) => `साइज़ ${sizeNameHi(size)} का स्टॉक खत्म है`,
  onlyLeft: (available: number, size: string) => `साइज़ ${sizeNameHi(size)} में केवल ${available} बचे हैं`,
  notAvailable: 'यह प्रोडक्ट अब उपलब्ध नहीं है',
  guestBagTooBig: (max: number) => `एक बैग में ज़्यादा से ज़्यादा ${max} अलग-अलग सामान आ सकते हैं।`,
  guestBagMerged: 'आपका बैग आपके खाते में सेव हो गया है।',
  mergeDroppedNotListed: (name: string) => `${name} अब उपलब्ध नहीं है, इसलिए इसे आपके बैग में नहीं रखा गया।`,
  mergeDroppedSoldOut: (name: string, size: string) =>
    `${name} का साइज़ ${sizeNameHi(size)} स्टॉक में नहीं है, इसलिए इसे आपके बैग में नहीं रखा गया।`,
  mergeDroppedGone: 'आपके बैग का एक सामान अब दुकान में नहीं है, इसलिए उसे नहीं रखा गया।',
  mergeCapped: (name: string, size: string, quantity: number) =>
    `${name} (साइज़ ${sizeNameHi(size)}): आपके बैग में अब ${quantity} हैं, इससे ज़्यादा ऑर्डर नहीं हो सकते।`,
};

/** 'Floral Frock के साइज़ 4-5 साल में केवल 2 बचे हैं', or sold out. */
export const shortOfStockMessageHi = (available: number, size: string, productName: string): string =>
  available > 0
    ? `${productName} के साइज़ ${sizeNameHi(size)} में केवल ${available} बचे हैं`
    : `${productName} का साइज़ ${sizeNameHi(size)} बिक चुका है`;

export const ORDER_MESSAGES_HI: Omit<
  Translation<typeof ORDER_MESSAGES_EN>,
  'onlyCod' | 'orderNotFound' | 'paymentMethod'
> = {
  pricesChanged: 'कीमतें बदल गई हैं। कृपया अपना बैग फिर से देखें।',
  noCodForAddress: 'इस पिन कोड पर कैश ऑन डिलीवरी उपलब्ध नहीं है। कृपया दूसरा पता चुनें।',
  emptyOrder: 'आपका बैग खाली है।',
  duplicateLine: 'एक ऑर्डर में किसी प्रोडक्ट का एक साइज़ एक ही बार आ सकता है।',
  productGone: 'आपके बैग का एक प्रोडक्ट अब उपलब्ध नहीं है।',
  productNotListed: (name: string) => `${name} अब उपलब्ध नहीं है। कृपया इसे अपने बैग से हटाएँ।`,
  unknownSize: CART_MESSAGES_HI.unknownSize,
  couponNotFound: 'यह कूपन मौजूद नहीं है।',
  couponExpired: 'इस कूपन का समय खत्म हो गया है।',
  couponUsed: 'आप यह कूपन पहले ही इस्तेमाल कर चुके हैं।',
  couponFirstOrderOnly: 'यह कूपन केवल आपके पहले ऑर्डर पर चलता है।',
  onlyPendingCancel: `केवल ${ORDER_STATUS_LABELS_HI.pending} ऑर्डर ही रद्द हो सकता है।`,
  addressNotSaved: 'यह पता आपके सेव किए पतों में नहीं है। कृपया कोई सेव किया पता चुनें, या पहले इसे सेव करें।',
  quantityRange: CART_MESSAGES_HI.quantityRange,
  notRupees: 'रकम रुपयों में होनी चाहिए।',
};

export const ADDRESS_MESSAGES_HI: Omit<Translation<typeof ADDRESS_MESSAGES_EN>, 'fullName'> = {
  fullNameTooLong: 'पूरा नाम बहुत लंबा है।',
  landmark: 'पास की पहचान ज़रूरी है।',
  landmarkTooLong: 'पास की पहचान बहुत लंबी है।',
  city: 'शहर ज़रूरी है।',
  cityTooLong: 'शहर का नाम बहुत लंबा है।',
  zip: 'पिन कोड 6 अंकों का हो और 0 से शुरू न हो।',
  mobile: 'मोबाइल नंबर 10 अंकों का हो और 6, 7, 8 या 9 से शुरू हो।',
  unknownPin: 'हम अभी इस पिन कोड पर डिलीवरी नहीं करते',
  house: 'फ़्लैट, मकान नंबर या बिल्डिंग ज़रूरी है।',
  houseTooLong: 'फ़्लैट, मकान नंबर या बिल्डिंग बहुत लंबा है।',
  area: 'गली, इलाका या मोहल्ला ज़रूरी है।',
  areaTooLong: 'गली, इलाका या मोहल्ला बहुत लंबा है।',
  addressType: 'घर, दफ़्तर या दूसरा चुनें।',
  isDefault: 'मुख्य पते का मान true या false होना चाहिए।',
};

/** 'आप ज़्यादा से ज़्यादा 10 पते सेव कर सकते हैं। …' */
export const tooManyAddressesMessageHi = (max: number): string =>
  `आप ज़्यादा से ज़्यादा ${max} पते सेव कर सकते हैं। कृपया पहले कोई एक पता हटाएँ।`;

export const DELIVERY_MESSAGES_HI: Translation<typeof DELIVERY_MESSAGES_EN> = {
  pin: 'कृपया सही 6 अंकों का पिन कोड लिखें (यह 0 से शुरू नहीं हो सकता)।',
  unknownPin: 'यह पिन कोड मौजूद नहीं है। कृपया छह अंक जाँचें।',
};

export const RETURN_MESSAGES_HI: Translation<typeof RETURN_MESSAGES_EN> = {
  notDelivered: 'केवल पहुँच चुके ऑर्डर की ही वापसी या बदलाव हो सकता है।',
  windowClosed: `वापसी और बदलाव डिलीवरी के ${RETURN_WINDOW_DAYS} दिन के अंदर ही हो सकते हैं।`,
  notInOrder: 'यह सामान इस ऑर्डर में नहीं है।',
  tooMany: (left: number) =>
    left > 0 ? `आप इस सामान के ज़्यादा से ज़्यादा ${left} और माँग सकते हैं।` : 'इस सामान के लिए पहले ही अनुरोध हो चुका है।',
  exchangeSizeNeeded: 'कृपया वह साइज़ चुनें जो आपको बदले में चाहिए।',
  sameSize: 'बदलाव के लिए कृपया कोई दूसरा साइज़ चुनें।',
  exchangeSoldOut: (size: string) => `साइज़ ${sizeNameHi(size)} बिक चुका है, इसलिए इससे बदलाव नहीं हो सकता।`,
  refundToNeeded: 'कैश ऑन डिलीवरी वाले इस ऑर्डर का रिफ़ंड कहाँ भेजें, कृपया बताएँ: UPI ID या बैंक खाता।',
  upiId: 'UPI ID लिखें, जैसे name@bank।',
  ifsc: '11 अक्षरों का IFSC लिखें, जैसे SBIN0001234।',
  accountNumber: '9 से 18 अंकों का बैंक खाता नंबर लिखें।',
  holderName: "खाताधारक का नाम लिखें (केवल अक्षर, स्पेस, . ' और -)।",
  duplicateItem: 'एक अनुरोध में हर सामान एक ही बार आ सकता है।',
  kind: 'वापसी या बदलाव चुनें।',
  quantity: 'मात्रा 1 से 5 के बीच होनी चाहिए।',
  reason: 'कृपया कारण चुनें।',
  noItems: 'कृपया कम से कम एक सामान चुनें।',
  returnNotFound: 'वापसी का अनुरोध नहीं मिला।',
  illegalMove: RETURN_MESSAGES_EN.illegalMove,
  refundReferenceNeeded: RETURN_MESSAGES_EN.refundReferenceNeeded,
  noCreditNote: 'क्रेडिट नोट तब बनता है जब टैक्स इनवॉइस वाले ऑर्डर की वापसी का रिफ़ंड हो जाता है।',
  requested: 'आपका अनुरोध मिल गया है। हम 2 कामकाजी दिनों में जवाब देंगे।',
  updated: RETURN_MESSAGES_EN.updated,
};

export const PAYMENT_MESSAGES_HI: Translation<typeof PAYMENT_MESSAGES_EN> = {
  illegalMove: PAYMENT_MESSAGES_EN.illegalMove,
  upiOff: 'UPI से भुगतान अभी उपलब्ध नहीं है। कृपया कैश ऑन डिलीवरी चुनें।',
  upiOnly: 'UTR केवल UPI वाले ऑर्डर के लिए होता है।',
  utrFormat: 'UTR वह 12 अंकों का नंबर है जो आपका UPI ऐप भुगतान के बाद दिखाता है।',
  utrNotNeeded: 'यह ऑर्डर UPI भुगतान का इंतज़ार नहीं कर रहा है।',
  utrTaken: 'यह UTR पहले ही किसी दूसरे ऑर्डर के लिए दिया जा चुका है।',
  utrAlready: 'इस ऑर्डर के लिए UTR पहले ही दिया जा चुका है।',
  onlyUpiVerified: PAYMENT_MESSAGES_EN.onlyUpiVerified,
  badVerification: PAYMENT_MESSAGES_EN.badVerification,
  upiWindowOver: 'दुकान ने रद्द किया: UPI भुगतान समय पर नहीं पहुँचा।',
  utrSaved: 'धन्यवाद! हम जल्द ही आपके भुगतान की पुष्टि करेंगे।',
  paymentMarked: PAYMENT_MESSAGES_EN.paymentMarked,
};
