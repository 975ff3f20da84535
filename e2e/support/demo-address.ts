/** A delivery address in Bengaluru (cash on delivery available), as the add-address call takes it. */
export const DEMO_ADDRESS = {
  name: 'Asha Rao',
  landmark: 'Near Cubbon Park, MG Road',
  city: 'Bengaluru',
  zip: '560001',
  mobile: '9876543210',
} as const;
