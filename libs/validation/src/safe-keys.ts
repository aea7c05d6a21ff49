// Names that reach a shared prototype when used as a key of a plain object (`o.__proto__`, `o.constructor.prototype`).
// Every place that walks a dotted path from data into plain objects refuses them (prototype pollution).

/** Key parts that are never a level of an object built from data. */
export const RESERVED_KEY_PARTS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** True when a dotted path has a reserved part (`a.__proto__.b`). */
export const hasReservedKeyPart = (path: string): boolean => path.split('.').some((part) => RESERVED_KEY_PARTS.has(part));
