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
// Node reads the registries' TypeScript itself (type stripping): the lint rules know every game and language they know.
import { LANGS } from './src/i18n/lang.ts';
import { GAME_IDS as RULES_GAME_IDS } from './src/rules/family-ids.ts';
import { TABLE_GAME_IDS } from './src/rules/table-ids.ts';

/**
 * The layers of src (../shared/notes/architecture.md), bottom up: rules; bots and i18n on rules alone; lib, and beside it
 * content-data (the build-time content: the zod schemas and the loaders that read astro:content, which browser code
 * may import types from, and nothing else: CONTENT_TYPES_ONLY below); ui (the
 * small parts every room shares: a card face, a choice, the island speaker's context); the feature folders (a room
 * each: its model, store, link codec and components); components (site-wide and MDX); layouts and views; pages. A folder may import only from the layers below
 * it (and within itself); nothing in src imports from scripts/ (tooling sits above the site, not inside it).
 * Each entry: the folder, and the folders it must not import from.
 * @type {Record<string, string[]>}
 */
const LAYERS = {
  rules: ['bots', 'i18n', 'lib', 'content-data', 'ui', 'features', 'components', 'views', 'layouts', 'pages', 'sw'],
  sw: ['rules', 'bots', 'i18n', 'lib', 'content-data', 'ui', 'features', 'components', 'views', 'layouts', 'pages'],
  bots: ['i18n', 'lib', 'content-data', 'ui', 'features', 'components', 'views', 'layouts', 'pages'],
  i18n: ['bots', 'lib', 'content-data', 'ui', 'features', 'components', 'views', 'layouts', 'pages'],
  lib: ['content-data', 'ui', 'features', 'components', 'views', 'layouts', 'pages'],
  'content-data': ['bots', 'ui', 'features', 'components', 'views', 'layouts', 'pages'],
  ui: ['bots', 'features', 'components', 'views', 'layouts', 'pages'],
  features: ['components', 'views', 'layouts', 'pages'],
  components: ['bots', 'views', 'layouts', 'pages'],
  layouts: ['bots', 'views', 'pages'],
  views: ['bots', 'pages'],
};
/** Frameworks the pure layers never import: the rules, the bots and the catalogs run anywhere. */
const PURE = new Set(['rules', 'bots', 'i18n', 'sw']);
/** @param {string} layer @param {string[]} below @returns {import('eslint').Linter.Config} */
const layerRule = (layer, below) => ({
  name: `project/layers/${layer}`,
  files: [`src/${layer}/**`],
  ignores: ['**/*.test.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `(^|/)(${below.join('|')})/`,
            message: `src/${layer} sits below these folders and must not import from them (layers: ../shared/notes/architecture.md).`,
          },
          { regex: '(^|/)scripts/', message: 'Site code does not import build tooling from scripts/.' },
          ...(PURE.has(layer) ? [{ regex: '^(svelte|astro)($|[/:])', message: `src/${layer} is plain TypeScript, free of any framework.` }] : []),
        ],
      },
    ],
  },
});

/**
 * Browser code (ui, the feature rooms, any Svelte component or rune module) takes only types from src/content-data: its
 * loaders read astro:content and its schemas are zod, neither of which belongs in an island's bundle. A type import
 * is erased when compiled.
 * @type {import('eslint').Linter.Config}
 */
const CONTENT_TYPES_ONLY = {
  name: 'project/content-data-types-only',
  files: ['src/ui/**', 'src/features/**', 'src/**/*.svelte', 'src/**/*.svelte.ts'],
  ignores: ['**/*.test.ts'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '(^|/)content-data/',
            allowTypeImports: true,
            message: 'Browser code imports only types from src/content-data (build-time schemas and loaders): `import type`.',
          },
        ],
      },
    ],
  },
};

/** A comparison with a language code, or a switch case on one (issue 25: only src/i18n knows the language). */
const LANG_CODES = LANGS.join('|');
const LANGUAGE_BRANCH = {
  selector: `BinaryExpression[operator=/^[!=]==?$/]:matches([left.value=/^(${LANG_CODES})$/], [right.value=/^(${LANG_CODES})$/]), SwitchCase[test.value=/^(${LANG_CODES})$/]`,
  message: 'No branch on the language outside src/i18n: ask the locale registry (src/i18n/locales.ts) or give the words as data (src/i18n/islands.ts).',
};
/** The games' ids, from the registries themselves (the four Knüffeln tables, the family, the Play table's), and Knüffeln as a whole. */
const GAME_IDS = [...new Set(['knueffeln', ...RULES_GAME_IDS, ...TABLE_GAME_IDS])].join('|');
/** A comparison with a game's id, or a switch case on one (issue 25: only a game's module and the registry know it). */
const GAME_BRANCH = {
  selector: `BinaryExpression[operator=/^[!=]==?$/]:matches([left.value=/^(${GAME_IDS})$/], [right.value=/^(${GAME_IDS})$/]), SwitchCase[test.value=/^(${GAME_IDS})$/]`,
  message: "No branch on a game's id outside src/rules: the game's module or the registry (src/rules/games.ts) answers, as data or a hook.",
};

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

  // Issue 25: no code outside src/i18n asks which language a page is in (the locale registry, src/i18n/locales.ts,
  // answers, and islands get their words as data), and no code outside src/rules asks which game it is (each game's
  // module and the registry, src/rules/games.ts, answer). A comparison with a language's or a game's id is such a
  // question. Both are one no-restricted-syntax list, since a later block would replace an earlier one's.
  {
    name: 'project/no-language-or-game-branch',
    files: ['src/**/*.{ts,js,svelte,astro}'],
    ignores: ['src/i18n/**', 'src/rules/**', '**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', LANGUAGE_BRANCH, GAME_BRANCH] },
  },
  {
    name: 'project/no-game-branch-in-i18n',
    files: ['src/i18n/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', GAME_BRANCH] },
  },
  {
    name: 'project/no-language-branch-in-rules',
    files: ['src/rules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', LANGUAGE_BRANCH] },
  },
  ...Object.entries(LAYERS).map(([layer, below]) => layerRule(layer, below)),
  CONTENT_TYPES_ONLY,
  {
    name: 'project/layers/pages',
    files: ['src/pages/**', 'src/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '(^|/)scripts/', message: 'Site code does not import build tooling from scripts/.' }] }],
    },
  },

  prettier,
);
