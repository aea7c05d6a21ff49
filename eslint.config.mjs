import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import { createRequire } from 'node:module';

const { PERMISSION_LITERAL } = createRequire(import.meta.url)('./tools/lint/permission-literal.cjs');

const libs = ['lib:validation', 'lib:api', 'lib:auth', 'lib:ui'];
/** A team's module library: its definitions and schemas, bundled into its remote and read by the API. */
const teamModules = (team) => `lib:modules-${team}`;
const teams = ['content', 'landing', 'files', 'ako'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.nx/**', '**/coverage/**', '**/*.cjs', '**/webpack.config.js', 'tools/**/*.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs'],
    plugins: { '@nx': nx, 'react-hooks': reactHooks },
    languageOptions: { globals: { window: 'readonly', document: 'readonly', console: 'readonly', process: 'readonly', URL: 'readonly', fetch: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly' } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-imports': ['error', {
        paths: [
          { name: '@mui/material', message: 'Import MUI components by path (@mui/material/Button): federation shares MUI by sub-path.' },
          { name: '@mui/icons-material', message: 'Import icons by path (@mui/icons-material/Delete).' },
          { name: '@mui/system', message: 'Use @mui/material (by path): the @mui/system root is not a shared singleton.' },
        ],
      }],
      // Direction: validation ← api ← auth ← ui ← apps; a team's modules ← its remote and the server; no app imports
      // another app; the shell imports no team's modules.
      '@nx/enforce-module-boundaries': ['error', {
        enforceBuildableLibDependency: false,
        allow: [],
        depConstraints: [
          { sourceTag: 'lib:validation', notDependOnLibsWithTags: ['lib:api', 'lib:auth', 'lib:ui', 'type:app'] },
          { sourceTag: 'lib:api', onlyDependOnLibsWithTags: ['lib:validation'] },
          { sourceTag: 'lib:auth', onlyDependOnLibsWithTags: ['lib:validation', 'lib:api'] },
          { sourceTag: 'lib:ui', onlyDependOnLibsWithTags: ['lib:validation', 'lib:api', 'lib:auth'] },
          { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['lib:validation', ...teams.map(teamModules)] },
          // A team's modules sit on the kernel only; its remote (and the API) import them, no other app or library.
          ...teams.map((team) => ({ sourceTag: teamModules(team), onlyDependOnLibsWithTags: ['lib:validation'] })),
          ...teams.map((team) => ({ sourceTag: `scope:${team}`, onlyDependOnLibsWithTags: [...libs, teamModules(team)] })),
          { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: libs },
          { sourceTag: 'type:app', onlyDependOnLibsWithTags: [...libs, ...teams.map(teamModules)] },
        ],
      }],
    },
  },
  {
    // The e2e suites drive the built system through the repo's own serving tools, not through the libraries.
    files: ['e2e/**/*.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    // The shell's tests stand in for the remotes' manifests: they describe the teams' modules as the builds do.
    files: ['apps/shell/src/test/catalog-modules.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    // The contract test drives the client library against the server: the one place the two meet.
    files: ['apps/admin-api/test/list-contract.spec.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', 'e2e/**/*.ts', 'tools/**/*.mjs'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Module and route code ask a module's definition which permission a use needs (useModuleCan('update'), row
    // actions `{}`, `needs: 'update'`, modulePermission(module, 'message.delete'), a route's `can(module, 'create')`):
    // a spelled 'banners.read' is a second copy of the rule. Specs may spell the roles they sign in with; demo data
    // and seeds spell the roles they create.
    files: ['apps/*-mfe/src/**/*.ts', 'apps/*-mfe/src/**/*.tsx', 'apps/shell/src/**/*.ts', 'apps/shell/src/**/*.tsx', 'apps/admin-api/src/**/*.ts', 'libs/*/src/**/*.ts', 'libs/*/src/**/*.tsx', 'libs/modules/*/src/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx', '**/test/**', '**/testing/**', '**/testing.ts', 'apps/admin-api/src/demo/**', 'apps/admin-api/src/**/demo.ts', 'apps/admin-api/src/core/seed.ts',
      // Where the kernel declares its own permissions (the file manager's, the explicit ones).
      'libs/validation/src/permissions.ts', 'libs/validation/src/file-folder-access.ts'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: `Literal[value=/${PERMISSION_LITERAL}/]`, message: "Permission spelled out: ask the module's definition (modulePermission(module, 'update'), useModuleCan('update'), row actions `{}`)." },
        { selector: `TemplateElement[value.raw=/${PERMISSION_LITERAL}/]`, message: "Permission spelled out: ask the module's definition." },
      ],
    },
  },

);
