// web/lib/describe.js - a short, safe description of any value, for error messages ("got ...").
//
// Error messages name the bad value, but the value may be anything a caller passed: a huge
// string, a BigInt, a cyclic object, a function, a Proxy. describe() never throws and never
// returns more than about MAX characters, so building the message cannot fail or flood a log.

const MAX = 40;

function cut(text) {
  return text.length > MAX ? text.slice(0, MAX) + '...' : text;
}

export function describe(x) {
  try {
    if (x === null) return 'null';
    switch (typeof x) {
      case 'undefined':
        return 'undefined';
      case 'string':
        return JSON.stringify(cut(x));
      case 'number':
        return Object.is(x, -0) ? '-0' : String(x); // NaN, Infinity as they are
      case 'bigint':
        return cut(`${x}n`);
      case 'boolean':
        return String(x);
      case 'symbol':
        return cut(x.toString());
      case 'function':
        return x.name ? cut(`a function ${x.name}`) : 'a function';
      default:
        if (Array.isArray(x)) return `an array of ${x.length}`;
        return 'an object';
    }
  } catch {
    // A revoked Proxy or a throwing getter: say what kind of value it was and no more.
    return `a value of type ${typeof x}`;
  }
}

// The message of a thrown value (an Error's message, else the value as text), for an answer
// that says what went wrong.
export function errorMessage(e) {
  return e && typeof e.message === 'string' && e.message ? e.message : String(e);
}
