/**
 * `make(owner)`, made the first time it is asked for with an owner (a database, a driver session) and kept as long
 * as that owner lives: state per database without a registry to empty, since a closed database's entry goes with it.
 */
export function madeOncePer<Owner extends object, Value>(
  make: (owner: Owner) => Value,
): (owner: Owner) => Value {
  const made = new WeakMap<Owner, Value>();
  return (owner) => {
    if (made.has(owner)) return made.get(owner) as Value;
    const value = make(owner);
    made.set(owner, value);
    return value;
  };
}
