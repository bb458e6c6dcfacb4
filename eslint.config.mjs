// `make lint`: ESLint (pinned in package.json), run by `make test`. It holds what a reader should
// never have to check by eye: no unused variable or import, no module imported twice, and the
// layers of web/ as import restrictions (the same rules as tests/node/layers.test.mjs, which also
// follows imports through other modules; this finds a direct import at its line, in the editor).

// The lists of browsers', workers' and Node's global names (ESLint's own dependency, pinned in
// package-lock.json).
import globals from 'globals';

// An import of a module outside the listed folders of web/, written as a regex over the import's
// text as seen from a file one folder down (web/<folder>/x.js).
const outside = (allowed) => `^\\.\\./(?!(${allowed.join('|')})(/|\\.js$))`;
const restrict = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

// The views and the parts they draw (the panel, the dialogs, the welcome line) read and write
// nothing stored: storage is an effect's (issue 27).
const NO_STORAGE = {
  regex: '(^|/)storage/',
  message: "storage is the effects' and the mount's (web/<mode>/effects.js, mode.js), not a view's",
};

export default [
  {
    ignores: [
      'node_modules/**',
      'build/**',
      'dist/**',
      'web/*.bundle.js',
      // The page's built files (scripts/build-page.mjs) and the CommonJS build (scripts/build-commonjs.mjs): minified, generated.
      'web/app/**',
      'web/cdn/**',
      'web/commonjs/**',
      'web/lib/style-sheet.js',
      'web/engine/wasm-api.js',
      // The apps (each its own project, JSX and frameworks' files); their harness and tests are linted.
      'tests/toolchains/*/**',
    ],
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    // Browsers', workers' and Node's names: anything else undeclared is a mistake (a helper moved
    // to another module without its import, say).
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.worker, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'no-undef': 'error',
      'no-unused-vars': ['error', { args: 'none', caughtErrors: 'none', ignoreRestSiblings: true }],
      'no-duplicate-imports': ['error', { includeExports: false }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
  // The board view knows no rules (but the small words of rules/util.js), no words, no mode (it
  // makes its elements with the page's DOM helpers, lib/dom.js).
  restrict(
    ['web/board/*.js'],
    [
      {
        regex: '^\\.\\./(?!rules/util\\.js$|lib/dom\\.js$)',
        message: 'the board view is given destinations; it imports no rules, words or mode',
      },
    ],
  ),
  // The rules and the words reach no view, mode, engine or storage.
  restrict(
    ['web/rules/*.js', 'web/words/*.js'],
    [
      {
        regex: outside(['rules', 'words', 'lib']),
        message: 'the rules and the words import only rules/, words/ and lib/',
      },
    ],
  ),
  restrict(
    ['web/rules.js'],
    [{ regex: '^\\./(?!(rules|words|lib)/)', message: 'the rules import only rules/, words/ and lib/' }],
  ),
  // Each mode's controller: no DOM side (view, mount, effects, pieces, events) and no storage.
  restrict(
    ['web/*/ctrl.js'],
    [
      {
        regex: '(^|/)(view[\\w-]*|mode|mount|effects|pieces|events)\\.js$',
        message: "a controller imports no view, mount, effects or the board's DOM side",
      },
      { regex: '(^|/)storage/', message: 'a controller gets its storage as a dependency' },
    ],
  ),
  // The game's rules of play (web/play/game/) know nothing of the page around them.
  restrict(
    ['web/play/game/*.js'],
    [
      {
        regex: '^\\.\\./(?!\\.\\./(rules|levels|ai-client)(/|\\.js$)|\\.\\./(rules|lib|words)/)',
        message:
          "the game's rules of play import the rules, the levels and the AI client, nothing of the page",
      },
    ],
  ),
  restrict(
    [
      'web/*/view.js',
      'web/*/view-*.js',
      'web/puzzle/choice-view.js',
      'web/play/panel/*.js',
      'web/play/dialogs/*.js',
      'web/play/welcome.js',
    ],
    [NO_STORAGE],
  ),
];
