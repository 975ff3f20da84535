/** Who made a change, as the stock ledger and the order history record it: a shopper, an admin, or the shop. */
export interface Actor {
  kind: 'shopper' | 'admin' | 'shop';
  /** The shopper's or admin's user id; null for the shop itself (seed, background jobs). */
  id: string | null;
}

/** An admin as the back office knows them: the audit trail names them by e-mail too, and an entry outlives the account. */
export interface AdminActor {
  kind: 'admin';
  id: string;
  email: string;
}

export function adminActor(user: { id: string; email: string }): AdminActor {
  return { kind: 'admin', id: user.id, email: user.email };
}
