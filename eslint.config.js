import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** An import rule for a set of files: each pattern's import specifiers are refused with its message. */
function restrictImports(files, patterns) {
  return [{ files, rules: { 'no-restricted-imports': ['error', { patterns }] } }];
}

export default tseslint.config(
  { ignores: ['dist/', 'build/', 'data/', 'coverage/', 'node_modules/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // The rules of hooks; the plugin's React Compiler rules are left out because
    // the console is not compiled with the React Compiler.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // The layers. core/ is pure and serves both halves; the server and the console never import each
  // other; below server/modules/ (the feature modules) sit the floors every module stands on: shared/
  // (the kernel: the request's company, Manila dates, audit, tokens), http/, plugins/ and db/.
  ...restrictImports(
    ['core/**/*.ts'],
    [{ regex: '(^|/)(server|src)(/|$)', message: 'core/ is pure: it imports neither the server nor the console.' }],
  ),
  ...restrictImports(
    ['src/**/*.{ts,tsx}'],
    [{ regex: '(^|/)server(/|$)', message: 'The console reaches the server over HTTP only; shared shapes live in core/.' }],
  ),
  ...restrictImports(
    ['server/**/*.ts'],
    [{ regex: '(^|/)src(/|$)', message: 'The server imports nothing of the console; shared code lives in core/.' }],
  ),
  ...restrictImports(
    ['server/{shared,http,plugins,db}/**/*.ts'],
    [
      { regex: '(^|/)src(/|$)', message: 'The server imports nothing of the console; shared code lives in core/.' },
      {
        regex: '(^|/)(modules|seed)(/|$)',
        message: 'shared/, http/, plugins/ and db/ are below the feature modules: move what they need into server/shared/.',
      },
    ],
  ),
  {
    // Migrations are frozen: they must not depend on the application's database
    // types, which change with later migrations (Kysely's own advice).
    files: ['server/db/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // API tests read JSON answers whose shape is what their assertions check.
    files: ['tests/api/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
