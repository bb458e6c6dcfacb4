// The few names of the browser's (and Node's) globals that the Node entry points' types use, so
// that they compile in a project with the ECMAScript library alone (lib: ["es2023"], no "dom",
// no @types/node). Declared as the least these types need: where the DOM library or @types/node
// is there, these merge with their full declarations.

interface URL {
  href: string;
}

declare namespace WebAssembly {
  /** A compiled wasm module (compileEngine's result, createEngine's `module`). */
  interface Module {}
}

/** The page element mountPolis builds in (the Node entry has mountPolis too, which there only
 *  says it needs a page). */
interface HTMLElement {}
