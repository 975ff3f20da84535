import { gstinProblem } from '../contract/gstin';
import { findState, stateByCode } from '../contract/indian-states';
import { DEFAULT_GST_RATES, type GstRates } from '../contract/tax-invoice';
import { isLoopbackUrl } from './shop-links';

// Who the seller on an invoice is, and the GST rates, from the SHOP_* and GST_* settings (read by config.ts).

export interface Seller {
  legalName: string;
  address: string;
  /** State name as in src/contract/indian-states.ts; empty when a public unregistered shop did not set one. */
  state: string;
  stateCode: string;
  /** Absent for a seller below the GST registration threshold: plain invoices without tax. */
  gstin: string | undefined;
  /** Sample details of a demo shop on a loopback address: every invoice says "specimen". */
  specimen: boolean;
}

export interface InvoiceSettings {
  seller: Seller;
  gstRates: GstRates;
}

/** Sample seller of the demo shop; the GSTIN has a valid format and check character but belongs to no one. */
const SPECIMEN_SELLER: Seller = {
  legalName: 'LittleHope Kids Fashion Private Limited',
  address: '12, 2nd Floor, Residency Road, Bengaluru 560025',
  state: 'Karnataka',
  stateCode: '29',
  gstin: '29AABCL1234F1ZU',
  specimen: true,
};

/** The specimen seller's PIN: where parcels leave from when neither SHOP_PIN_CODE nor SHOP_ADDRESS names one. */
export const DEFAULT_SHOP_PIN_CODE = '560025';

interface InvoiceEnv {
  SHOP_LEGAL_NAME?: string | undefined;
  SHOP_ADDRESS?: string | undefined;
  SHOP_STATE?: string | undefined;
  SHOP_GSTIN?: string | undefined;
  GST_RATE_LOW_PERCENT?: number | undefined;
  GST_RATE_HIGH_PERCENT?: number | undefined;
  GST_RATE_THRESHOLD_RUPEES?: number | undefined;
  GST_PLATFORM_FEE_RATE_PERCENT?: number | undefined;
}

export class InvoiceSettingsError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(message);
  }
}

export function resolveInvoiceSettings(env: InvoiceEnv, publicUrl: string): InvoiceSettings {
  const gstRates: GstRates = {
    lowRatePercent: env.GST_RATE_LOW_PERCENT ?? DEFAULT_GST_RATES.lowRatePercent,
    highRatePercent: env.GST_RATE_HIGH_PERCENT ?? DEFAULT_GST_RATES.highRatePercent,
    thresholdPaise: Math.round(
      (env.GST_RATE_THRESHOLD_RUPEES ?? DEFAULT_GST_RATES.thresholdPaise / 100) * 100,
    ),
    platformFeeRatePercent: env.GST_PLATFORM_FEE_RATE_PERCENT ?? DEFAULT_GST_RATES.platformFeeRatePercent,
  };
  const named = env.SHOP_STATE === undefined ? undefined : findState(env.SHOP_STATE);
  if (env.SHOP_STATE !== undefined && !named)
    throw new InvoiceSettingsError('SHOP_STATE', 'must be the name of an Indian state or union territory');
  const gstin = env.SHOP_GSTIN?.trim().toUpperCase();
  if (gstin) {
    const problem = gstinProblem(gstin);
    if (problem) throw new InvoiceSettingsError('SHOP_GSTIN', problem);
    const gstinState = stateByCode(gstin.slice(0, 2))!;
    if (named && named.code !== gstinState.code)
      throw new InvoiceSettingsError(
        'SHOP_STATE',
        `is ${named.name}, but SHOP_GSTIN is registered in ${gstinState.name} (${gstinState.code})`,
      );
    return {
      gstRates,
      seller: {
        legalName: env.SHOP_LEGAL_NAME ?? 'LittleHope',
        address: env.SHOP_ADDRESS ?? '',
        state: gstinState.name,
        stateCode: gstinState.code,
        gstin,
        specimen: false,
      },
    };
  }
  if (isLoopbackUrl(publicUrl)) return { gstRates, seller: SPECIMEN_SELLER };
  return {
    gstRates,
    seller: {
      legalName: env.SHOP_LEGAL_NAME ?? 'LittleHope',
      address: env.SHOP_ADDRESS ?? '',
      state: named?.name ?? '',
      stateCode: named?.code ?? '',
      gstin: undefined,
      specimen: false,
    },
  };
}
