// India's states and union territories with their GST state codes (the first two digits of a GSTIN and the
// "place of supply" code of an invoice), as the GST network numbers them today.

export const INDIAN_STATES = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
] as const;

export type IndianState = (typeof INDIAN_STATES)[number]['name'];

const byName = new Map<string, (typeof INDIAN_STATES)[number]>(
  INDIAN_STATES.map((state) => [state.name.toLowerCase(), state]),
);
const byCode = new Map<string, (typeof INDIAN_STATES)[number]>(
  INDIAN_STATES.map((state) => [state.code, state]),
);

/** The state of this exact name (any letter case), or undefined. */
export function findState(name: string): (typeof INDIAN_STATES)[number] | undefined {
  return byName.get(name.trim().toLowerCase());
}

export function stateByCode(code: string): (typeof INDIAN_STATES)[number] | undefined {
  return byCode.get(code);
}

/** "Karnataka (29)": how an invoice names a state. */
export function stateWithCode(name: string): string {
  const state = findState(name);
  return state ? `${state.name} (${state.code})` : name;
}
