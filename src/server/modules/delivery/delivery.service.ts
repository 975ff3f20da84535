import { isCodAvailable } from '../../../contract/address';
import {
  deliveryWindow,
  deliveryZone,
  isArmyPostalPin,
  type ClosedDays,
  type DeliveryPlace,
} from '../../../contract/delivery';
import type { DeliveryEstimate } from '../../../contract/delivery-estimate';
import { DELIVERY_MESSAGES } from '../../../contract/messages';
import { notFound } from '../../http-error';
import { lookUpPin } from '../../pin-directory/pin-directory';

// When a parcel ordered now reaches a PIN code, from the shop's own PIN (SHOP_PIN_CODE) and its dispatch cut-off
// (DISPATCH_CUTOFF_IST) and the days it is closed (SHOP_CLOSED_DAYS); the rule itself is src/contract/delivery.ts.

interface DeliverySettings {
  shopPinCode: string;
  dispatchCutoffMinutes: number;
  closedDays: ClosedDays;
}

/**
 * Where the shop sends from. A SHOP_PIN_CODE the directory does not list (a typo of six digits) still has its
 * metro by prefix; it is then no city or state, so no buyer is "same city" or "same state" by its district.
 */
async function shopPlace(pinCode: string): Promise<DeliveryPlace> {
  return (await lookUpPin(pinCode)) ?? { pinCode, city: '', state: '' };
}

/** The answer for one well-formed PIN code; an unknown one is a 404. */
export async function estimateDelivery(
  pinCode: string,
  settings: DeliverySettings,
  now: Date,
): Promise<DeliveryEstimate> {
  if (isArmyPostalPin(pinCode))
    return {
      pin: pinCode,
      city: null,
      state: null,
      serviceable: false,
      cod: false,
      earliest: null,
      latest: null,
      zone: null,
    };
  const place = await lookUpPin(pinCode);
  if (!place) throw notFound(DELIVERY_MESSAGES.unknownPin);
  const zone = deliveryZone(await shopPlace(settings.shopPinCode), place);
  const { earliest, latest } = deliveryWindow(now, zone, settings.dispatchCutoffMinutes, settings.closedDays);
  return {
    pin: pinCode,
    city: place.city,
    state: place.state,
    serviceable: true,
    cod: isCodAvailable(pinCode),
    earliest,
    latest,
    zone,
  };
}
