// @ts-check
// ESLint flat config. Formatting belongs to Prettier (.prettierrc.json): no stylistic rules here, and
// eslint-config-prettier, last, turns off any that a preset enables.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import astro from 'eslint-plugin-astro';
import svelte from 'eslint-plugin-svelte';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** typescript-eslint's rules about values typed `any`. @type {import('eslint').Linter.RulesRecord} */
const noUnsafe = {
  '@typescript-eslint/no-unsafe-argument': 'off',
  '@typescript-eslint/no-unsafe-assignment': 'off',
  '@typescript-eslint/no-unsafe-call': 'off',
  '@typescript-eslint/no-unsafe-member-access': 'off',
  '@typescript-eslint/no-unsafe-return': 'off',
};

export default defineConfig(
  globalIgnores(['dist/', 'node_modules/', '.astro/', 'reports/', 'test-results/', 'playwright-report/']),

  js.configs.recommended,
  // Type-aware, but not strictTypeChecked: the code already compiles under astro's "strictest"
  // tsconfig, so the recommended set finds the bugs (floating promises, `any` leaking in) without style opinions.
  tseslint.configs.recommendedTypeChecked,
  svelte.configs.recommended,
  astro.configs.recommended,

  {
    name: 'project/typed-linting',
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
        extraFileExtensions: ['.svelte'],
      },
    },
    rules: {
      // Same convention as TypeScript's noUnusedLocals/noUnusedParameters: a leading _ means "unused on purpose".
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
        },
      ],
    },
  },

  {
    // Components and rune modules (.svelte.ts): svelte-eslint-parser hands the script to typescript-eslint.
    name: 'project/svelte',
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: { parserOptions: { parser: tseslint.parser } },
  },
  {
    // In markup, a child component's props are not typed for typescript-eslint (every `.svelte` import is
    // the generic ambient module), so callback props like onpick={(v) => …} get `any` parameters.
    // svelte-check type-checks these (npm test runs it).
    name: 'project/svelte-markup',
    files: ['**/*.svelte'],
    rules: noUnsafe,
  },
  {
    // .astro files are not part of the TypeScript program (astro-eslint-parser does not support the project
    // service): type-aware rules there only see `any` and error types. astro check type-checks them.
    name: 'project/astro-untyped',
    files: ['**/*.astro', '**/*.astro/*.ts', '**/*.astro/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Plain JavaScript is not type-checked (no checkJs), so every parameter is `any`; the type-aware rules
    // that are not about `any` (floating promises and the like) still apply.
    name: 'project/javascript',
    files: ['**/*.js', '**/*.mjs'],
    rules: noUnsafe,
  },
  {
    // vitest's asymmetric matchers (expect.any(Array), expect.stringContaining(…)) are typed `any`.
    name: 'project/unit-tests',
    files: ['**/*.test.ts'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },

  { name: 'project/browser', files: ['src/**', 'public/**'], languageOptions: { globals: globals.browser } },
  { name: 'project/classic-scripts', files: ['public/**/*.js'], languageOptions: { sourceType: 'script' } },
  {
    name: 'project/node',
    files: ['scripts/**', 'tests/**', '*.{js,mjs,ts}', 'src/**/*.test.ts'],
    languageOptions: { globals: globals.node },
  },

  {
    // Issue 25: no code outside src/i18n asks which language a page is in; the locale registry (src/i18n/locales.ts)
    // answers, and islands get their words as data. A comparison with a language code is such a question.
    name: 'project/no-language-branch',
    files: ['src/**/*.{ts,js,svelte,astro}'],
    ignores: ['src/i18n/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'BinaryExpression[operator=/^[!=]==?$/]:matches([left.value=/^(en|de)$/], [right.value=/^(en|de)$/]), SwitchCase[test.value=/^(en|de)$/]',
          message: 'No branch on the language outside src/i18n: ask the locale registry (src/i18n/locales.ts) or give the words as data (src/i18n/islands.ts).',
        },
      ],
    },
  },

  prettier,
);
