import type { DbOrTx } from '../db/client';
import { conflict } from '../http-error';

// Every status of the shop (an order's, a return's, a payment's, a shipment's) moves through this one helper, so
// no caller writes the check, the conditional update and the side effects of a move again. A machine is data:
// the moves it allows (a table in src/contract, which the screens read too), guards that may refuse a move, the
// conditional update that makes it, and hooks that run in the same transaction once the move is made: history
// rows, audit entries, outbox events, stock moves. Because the update is conditional on the status that was read,
// of two callers racing for one move exactly one wins, and each hook runs exactly once per move.

/** One move in progress: what guards, the update and the hooks of a machine are given. */
interface Move<S extends string, Subject, Context> {
  tx: DbOrTx;
  /** The row as it was read, before the move. */
  subject: Subject;
  from: S;
  to: S;
  /** The caller's part: who moves it, when, a note, a reference… */
  context: Context;
}

/** Refuses a move by throwing (an HttpError from the http-error helpers); returns normally to allow it. */
type Guard<S extends string, Subject, Context> = (move: Move<S, Subject, Context>) => void | Promise<void>;

/** A side effect of a move made; may return the moved row with more filled in (an invoice number, say). */
type Hook<S extends string, Subject, Context, Moved> = (
  move: Move<S, Subject, Context>,
  moved: Moved,
) => Promise<Moved | void>;

interface StatusMachineDefinition<S extends string, Subject, Context, Moved> {
  /** The allowed moves, from each status to the ones it may reach; may depend on the subject (a return's kind). */
  moves: (subject: Subject) => Readonly<Record<S, readonly S[]>>;
  /** The message of a move the table does not allow (409). */
  illegalMove: (from: S, to: S) => string;
  /** Checks beyond the table, run in order before it and the update: who may make the move, what it needs. */
  guards?: ReadonlyArray<Guard<S, Subject, Context>>;
  /**
   * Makes the move: an update conditional on the status still being `from`. Answers the moved row, or undefined
   * when someone else moved it first (then the move is refused with `lostRace`'s message, or `illegalMove`'s).
   */
  update: (move: Move<S, Subject, Context>) => Promise<Moved | undefined>;
  lostRace?: (move: Move<S, Subject, Context>) => string;
  /** Side effects of entering one status, run first and in order (restock on cancel, invoice on shipping). */
  onEnter?: Partial<Record<S, ReadonlyArray<Hook<S, Subject, Context, Moved>>>>;
  /** Side effects of every move, run after onEnter and in order (history row, audit entry, outbox event). */
  onEveryMove?: ReadonlyArray<Hook<S, Subject, Context, Moved>>;
}

interface StatusMachine<S extends string, Subject, Context, Moved> {
  /** The statuses `subject` may move to from `from`, as the table says. */
  next(subject: Subject, from: S): readonly S[];
  /** Moves `subject` from `from` to `to` inside the caller's transaction: guards, table, update, hooks. */
  move(tx: DbOrTx, subject: Subject, from: S, to: S, context: Context): Promise<Moved>;
}

export function defineStatusMachine<S extends string, Subject, Context, Moved>(
  definition: StatusMachineDefinition<S, Subject, Context, Moved>,
): StatusMachine<S, Subject, Context, Moved> {
  const next = (subject: Subject, from: S): readonly S[] => definition.moves(subject)[from] ?? [];
  return {
    next,
    async move(tx, subject, from, to, context) {
      const move: Move<S, Subject, Context> = { tx, subject, from, to, context };
      // Who may move it comes first, so that a caller who may not is told so rather than what the table allows.
      for (const guard of definition.guards ?? []) await guard(move);
      if (!next(subject, from).includes(to)) throw conflict(definition.illegalMove(from, to));
      let moved = await definition.update(move);
      if (moved === undefined)
        throw conflict(definition.lostRace ? definition.lostRace(move) : definition.illegalMove(from, to));
      for (const hook of [...(definition.onEnter?.[to] ?? []), ...(definition.onEveryMove ?? [])])
        moved = (await hook(move, moved)) ?? moved;
      return moved;
    },
  };
}
