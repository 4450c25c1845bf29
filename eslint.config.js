// ESLint flat config for the whole monorepo (`npm run lint` runs it after the type checks).
// Type errors are tsc's and vue-tsc's job; these rules catch what the compiler lets through.
import tseslint from 'typescript-eslint';
import pluginVue from 'eslint-plugin-vue';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/reports/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/coverage/**',
      '**/.turbo/**',
      '**/.stryker-tmp/**',
      '**/*.d.ts',
    ],
  },
  tseslint.configs.recommended,
  pluginVue.configs['flat/essential'],
  {
    files: ['**/*.vue'],
    languageOptions: {
      parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.vue'], sourceType: 'module' },
    },
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-non-null-assertion': 'off', // noUncheckedIndexedAccess-style code uses `!` after a bounds check
      // `cond ? a() : b()` as a statement reads fine; a bare expression that does nothing does not.
      '@typescript-eslint/no-unused-expressions': ['error', { allowTernary: true, allowShortCircuit: false }],
      eqeqeq: ['error', 'always'],
      'no-var': 'error',
      'prefer-const': 'error',
      // Components are named after the field's terms: Card, Pile, Tableau, Board.
      'vue/multi-word-component-names': 'off',
    },
  },
);
