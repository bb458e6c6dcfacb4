// What the type check (modules.ts) compares of an API: names and kinds, not the loose types
// that tsc infers from unannotated JavaScript.

/** A function's parameter count (optional ones included), a class's own members, or a value.
 *  Where tsc could infer nothing (any), any kind matches. */
export type Kind<V> = 0 extends 1 & V
  ? any
  : V extends abstract new (...args: infer P) => infer I
    ? { class: Required<P>['length']; members: Members<I> }
    : V extends (...args: infer P) => unknown
      ? { function: Required<P>['length'] }
      : 'value';

/** An object's (or module's) names, each with its kind. */
export type Shape<T> = { [K in keyof T]: Kind<T[K]> };

/** The names of an element's own API: without HTMLElement's and the custom element callbacks
 *  (connectedCallback...), which every element has and no host calls. */
export type Members<I> = Exclude<keyof I, keyof HTMLElement | `${string}Callback`>;

/** true when A and B are the same type; otherwise what differs, which tsc's message prints:
 *  the names only the JavaScript has, those only types/ declares, and those of another kind. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : Differ<A, B>) : Differ<A, B>;
type Differ<A, B> = A extends object
  ? {
      onlyInJs: Exclude<keyof A, keyof B>;
      onlyDeclared: Exclude<keyof B, keyof A>;
      otherKind: {
        [K in keyof A & keyof B]: [A[K]] extends [B[K]] ? ([B[K]] extends [A[K]] ? never : K) : K;
      }[keyof A & keyof B];
    }
  : { js: A; declared: B };

/** true when the JavaScript object has every declared name, each of the declared kind (it may
 *  have more: internals that types/ leaves out). */
export type Covers<Js, Declared> = [Pick<Js, keyof Declared & keyof Js>] extends [Declared]
  ? [keyof Declared] extends [keyof Js]
    ? true
    : { missing: Exclude<keyof Declared, keyof Js> }
  : { js: Pick<Js, keyof Declared & keyof Js>; declared: Declared };
