// Lint rules for the whole tree (`npm run lint`); formatting is Prettier's (`npm run format`).
// The architecture's import rules are dependency-cruiser's (.dependency-cruiser.cjs).
import js from '@eslint/js';
import vitest from '@vitest/eslint-plugin';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const tests = ['**/*.test.ts', '**/*.test.tsx'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'dist/**',
      'dist-demo/**',
      'dist-ssr/**',
      'dist-server/**',
      'coverage/**',
      'e2e/.artifacts/**',
      'tools/bench/.build/**',
      'tools/bench/.beside/**',
      'tools/bench/.results/**',
      'src/route-tree.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // unused names are the type checker's (noUnusedLocals): one report, not two
      '@typescript-eslint/no-unused-vars': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.tsx', 'src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: tests.map((pattern) => `{src,adapters}/${pattern}`),
    ...testingLibrary.configs['flat/react'],
    rules: {
      ...testingLibrary.configs['flat/react'].rules,
      // renderApp gives the whole app (router, stores, in-memory ports), not only what render returns
      'testing-library/render-result-naming-convention': 'off',
    },
  },
  {
    files: tests,
    ...vitest.configs.recommended,
    rules: {
      ...vitest.configs.recommended.rules,
      // assertions also live in helpers named expect... and in the rules-testing library's assert...
      'vitest/expect-expect': [
        'error',
        { assertFunctionNames: ['expect', 'expect*', 'assertFails', 'assertSucceeds', 'waitFor*'] },
      ],
      // expect(value, 'what failed') names the case in a loop
      'vitest/valid-expect': ['error', { maxArgs: 2 }],
      'vitest/no-focused-tests': 'error',
      'vitest/no-disabled-tests': 'error',
    },
  },
  prettier,
);
