// Freezes the prototypes every request goes through, first thing at start (server.ts): a key like
// `__proto__.search` that slipped past every rule could otherwise add a member to Object.prototype and break
// validation, lists and sign-in for every caller until a restart. Frozen, such a write is ignored.
//
// Plain freezing breaks libraries that give their own objects a `toString` or `constructor` by assignment
// (ipaddr.js does): assigning to a property a frozen prototype holds fails (the "override mistake"). So, as SES
// does, those members first become accessors whose setter defines the property on the object assigned to.

const GUARDED: readonly object[] = [Object.prototype, Array.prototype, Function.prototype];
/** Members of Array.prototype and Function.prototype that code overrides on its own objects by assignment. */
const OVERRIDDEN = new Set<PropertyKey>(['constructor', 'toString', 'toLocaleString', 'valueOf']);

function allowOverride(prototype: object, name: PropertyKey): void {
  const descriptor = Object.getOwnPropertyDescriptor(prototype, name);
  if (!descriptor || !('value' in descriptor) || !descriptor.writable || !descriptor.configurable) return;
  const { value } = descriptor;
  Object.defineProperty(prototype, name, {
    get: () => value,
    set(this: object, next: unknown) {
      if (this === prototype) throw new TypeError(`Cannot change ${String(name)} of a guarded prototype`);
      Object.defineProperty(this, name, { value: next, writable: true, enumerable: true, configurable: true });
    },
    enumerable: descriptor.enumerable,
    configurable: false,
  });
}

/** Freezes Object.prototype, Array.prototype and Function.prototype (idempotent). */
export function guardPrototypes(): void {
  for (const prototype of GUARDED) {
    if (Object.isFrozen(prototype)) continue;
    for (const name of Reflect.ownKeys(prototype)) {
      if (prototype === Object.prototype || OVERRIDDEN.has(name)) allowOverride(prototype, name);
    }
    Object.freeze(prototype);
  }
}

/** True once guardPrototypes ran. */
export const prototypesGuarded = (): boolean => GUARDED.every((prototype) => Object.isFrozen(prototype));
