import { describe, expect, it } from 'vitest';
import { PRODUCT_STATUS_MESSAGES } from './messages/admin';
import {
  illegalProductMove,
  missingToPublish,
  nextProductStatuses,
  PRODUCT_MOVES,
  PRODUCT_STATUSES,
} from './product-status';

describe('a product’s life', () => {
  it('publishing needs a picture, a description and an offered size with stock', () => {
    expect(missingToPublish({ pictures: 1, description: 'Soft cotton.', stocks: [0, 2] })).toEqual([]);
    expect(missingToPublish({ pictures: 0, description: '  ', stocks: [0, 0] })).toEqual([
      PRODUCT_STATUS_MESSAGES.missingPicture,
      PRODUCT_STATUS_MESSAGES.missingDescription,
      PRODUCT_STATUS_MESSAGES.missingStock,
    ]);
    // No offered size at all is no stock either.
    expect(missingToPublish({ pictures: 2, description: 'x', stocks: [] })).toEqual([
      PRODUCT_STATUS_MESSAGES.missingStock,
    ]);
  });

  it('the message names everything missing', () => {
    expect(PRODUCT_STATUS_MESSAGES.cannotPublish(['at least one picture', 'a description'])).toBe(
      'This product cannot be published yet: it needs at least one picture, a description.',
    );
  });

  it('moves: a draft is published or archived; an archived product only comes back as a draft', () => {
    expect(nextProductStatuses('draft')).toEqual(['active', 'archived']);
    expect(nextProductStatuses('archived')).toEqual(['draft']);
    expect(nextProductStatuses('active')).toContain('hidden');
    expect(nextProductStatuses('hidden')).toContain('active');
    for (const status of PRODUCT_STATUSES) expect(PRODUCT_MOVES[status]).not.toContain(status);
    expect(illegalProductMove('archived', 'active')).toBe(
      'A product that is archived cannot be made active.',
    );
  });
});
