import { count, desc, eq } from 'drizzle-orm';
import type { AuditAction, AuditEntry } from '../../../contract/audit';
import type { DbOrTx } from '../../db/client';
import { paginate } from '../../db/pagination';
import { auditLog } from '../../db/schema';

// The audit trail. Every admin action calls recordAudit with the transaction of its own change, so the entry
// and the change commit or roll back together. The table is append-only (a trigger refuses UPDATE and DELETE):
// this module only inserts and reads.

/** The admin doing something, as the session knows them. */
export interface AuditActor {
  id: string;
  email: string;
}

interface AuditRecord {
  action: AuditAction;
  targetId: string;
  before?: unknown;
  after?: unknown;
}

export async function recordAudit(tx: DbOrTx, actor: AuditActor, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: record.action,
    targetId: record.targetId,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

/** Only the fields whose values differ, as {before, after}; null when nothing changed. */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: T,
): { before: Partial<T>; after: Partial<T> } | null {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  if (keys.length === 0) return null;
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])) as Partial<T>,
    after: Object.fromEntries(keys.map((key) => [key, after[key]])) as Partial<T>,
  };
}

export async function listAudit(
  db: DbOrTx,
  page: number,
  limit: number,
  action?: AuditAction,
): Promise<{ entries: AuditEntry[]; totalPages: number }> {
  const where = action ? eq(auditLog.action, action) : undefined;
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  const { totalPages, offset } = paginate(total?.n ?? 0, page, limit);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
  return {
    entries: rows.map((row) => ({
      _id: row.id,
      at: row.at.toISOString(),
      actor: { _id: row.actorId, email: row.actorEmail },
      action: row.action as AuditAction,
      targetId: row.targetId,
      before: row.before,
      after: row.after,
    })),
    totalPages,
  };
}
