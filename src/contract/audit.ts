import { z } from 'zod';
import { pageQuery } from './paging';
import { AUDIT_MESSAGES } from './messages/back-office';

// The back office's audit trail (/admin/audit): who changed what, when, with the values before and after.

export const AUDIT_ACTIONS = [
  'product.created',
  'product.updated',
  'product.status',
  'product.deleted',
  'stock.updated',
  /** One entry per products CSV import, with what it changed (docs/decisions/0059-skus-and-product-csv.md). */
  'products.imported',
  'order.status',
  'user.blocked',
  'user.unblocked',
  'user.deleted',
  'coupon.created',
  'coupon.updated',
  'return.step',
  'order.payment',
  'remittance.created',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_PAGE_SIZE = 20;

export const AuditQuerySchema = pageQuery(AUDIT_PAGE_SIZE, 100).extend({
  action: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(AUDIT_ACTIONS, { error: AUDIT_MESSAGES.badAction }).optional(),
  ),
});

export const AuditEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  actor: z.object({ _id: z.string(), email: z.string() }),
  action: z.enum(AUDIT_ACTIONS),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditPageSchema = z.object({ entries: z.array(AuditEntrySchema), totalPages: z.number().int() });
