// `npm run lint`: typescript-eslint's recommended rules, the rules of hooks, and the import
// boundaries between the apps (README, "Architecture"). The plugins come from the lint/ workspace
// (lint/index.js says why they are not installed here).
import fs from 'node:fs';
import path from 'node:path';
import { globals, importX, js, reactHooks, tseslint } from '@firm/lint';

const ROOT = import.meta.dirname;

/** The browser apps: each is built and deployed on its own and meets the others only at run time. */
const APPS = ['shell', 'mfe-marketing', 'mfe-blog', 'mfe-tools', 'mfe-admin'];

/** What supabase/functions may import from outside itself: the import map in supabase/functions/deno.json. */
const FUNCTION_PACKAGES = Object.keys(
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'supabase', 'functions', 'deno.json'), 'utf8')).imports,
);

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

// ---------------------------------------------------------------------------------------------
// Import boundaries, in two halves:
// - where a relative path lands (import-x/no-restricted-paths, zones below), whatever the number
//   of `../` it takes to climb there; static imports, `export … from` and `import()` alike;
// - which packages may be named (no-restricted-imports): the apps are workspaces too, so
//   `mfe-admin/…` or `@firm/mfe-admin/…` would reach another app without a relative path.
// ---------------------------------------------------------------------------------------------

const MSG = {
  appToApp:
    'Apps do not import each other: each is deployed alone and meets the others only at run time. ' +
    'Move what both need into shared-contracts/ and import it through @firm/shared-contracts.',
  appToContractsSource:
    'Import it through @firm/shared-contracts (or a subpath it exports, e.g. @firm/shared-contracts/auth): ' +
    'a relative path into shared-contracts/ bypasses its exports and bundles a second copy of the shared singletons.',
  appToBackend:
    'Browser apps do not import the backend: call it over HTTP with the Supabase client or functionUrl ' +
    'from @firm/shared-contracts; a type both sides need belongs in shared-contracts/.',
  contractsToApp:
    'shared-contracts is what every app agrees on, so it cannot depend on any of them: ' +
    'move the code into shared-contracts/, or have the app pass it in.',
  backendToApp:
    'The backend does not import browser apps: if both need the code, move it into shared-contracts/.',
  backendToContracts:
    'Only supabase/local and supabase/tests read shared-contracts/ sources; elsewhere in supabase/, ' +
    'keep the code local (supabase/functions reads its copies in _shared/contracts/).',
  functionsOutside:
    'Edge functions are deployed alone, with only supabase/functions/: import from inside it. ' +
    'A shared contract is copied into supabase/functions/_shared/contracts/ by `npm run sync:functions` ' +
    '(add its path to scripts/functions/sync-contracts.mjs).',
  e2eToApp:
    'End-to-end tests drive the built site through the browser: import only @firm/shared-contracts ' +
    'and scripts/ helpers, not app or backend sources.',
};

const others = (app) => APPS.filter((name) => name !== app).map((name) => `./${name}`);

/** Zones of import-x/no-restricted-paths: files under `target` may not import files under `from`. */
const ZONES = [
  ...APPS.flatMap((app) => [
    { target: `./${app}`, from: others(app), message: MSG.appToApp },
    { target: `./${app}`, from: './shared-contracts', message: MSG.appToContractsSource },
    { target: `./${app}`, from: ['./supabase', './e2e'], message: MSG.appToBackend },
  ]),
  { target: './shared-contracts', from: [...APPS.map((app) => `./${app}`), './supabase', './e2e'], message: MSG.contractsToApp },
  { target: './supabase', from: [...APPS.map((app) => `./${app}`), './e2e'], message: MSG.backendToApp },
  { target: ['./supabase/bench', './supabase/vitest.config.ts'], from: './shared-contracts', message: MSG.backendToContracts },
  { target: './supabase/functions', from: '.', except: ['./supabase/functions'], message: MSG.functionsOutside },
  { target: './e2e', from: [...APPS.map((app) => `./${app}`), './supabase', './shared-contracts'], message: MSG.e2eToApp },
];

/**
 * Resolves a relative specifier to the path it names, whether or not the file exists (the zones
 * are about folders, and a test lints snippets at paths that are not on disk). Package names are
 * left to no-restricted-imports, so `@firm/shared-contracts`, which npm links to shared-contracts/,
 * is not mistaken for a relative climb into it.
 */
const relativePathsOnly = {
  interfaceVersion: 3,
  name: 'relative-paths-only',
  resolve(modulePath, sourceFile) {
    if (!modulePath.startsWith('.')) return { found: false };
    return { found: true, path: path.resolve(path.dirname(sourceFile), modulePath) };
  },
};

const appPackages = (message) => ({
  regex: `^(@firm/)?(${APPS.map(escape).join('|')})(/|$)`,
  message,
});

/** no-restricted-imports per folder. */
const restrictedPackages = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const boundaries = [
  {
    name: 'boundaries/where-relative-imports-land',
    files: ['**/*.{ts,tsx,mts,mjs,js}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [relativePathsOnly] },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: ZONES }] },
  },
  {
    // The monolith comparison build (`npm run bench`, MONOLITH=1) bundles each remote's ./App into
    // the shell to measure what federation costs; the deployed shell never loads this file.
    name: 'boundaries/monolith-build',
    files: ['shell/src/monolith/federationRuntime.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: ROOT, zones: ZONES.filter((zone) => !(zone.target === './shell' && zone.message === MSG.appToApp)) },
      ],
    },
  },
  {
    name: 'boundaries/app-packages',
    files: APPS.map((app) => `${app}/**`),
    rules: restrictedPackages(appPackages(MSG.appToApp), { regex: '^@firm/(supabase|e2e)(/|$)', message: MSG.appToBackend }),
  },
  {
    name: 'boundaries/shared-contracts-packages',
    files: ['shared-contracts/**'],
    rules: restrictedPackages(appPackages(MSG.contractsToApp), { regex: '^@firm/(supabase|e2e)(/|$)', message: MSG.contractsToApp }),
  },
  {
    name: 'boundaries/supabase-packages',
    files: ['supabase/**'],
    ignores: ['supabase/functions/**'],
    rules: restrictedPackages(appPackages(MSG.backendToApp), { regex: '^@firm/e2e(/|$)', message: MSG.backendToApp }),
  },
  {
    // Kept equal to the list in supabase/tests/deploy/functions-artifacts.test.ts.
    name: 'boundaries/functions-packages',
    files: ['supabase/functions/**'],
    rules: restrictedPackages({
      regex: `^(?!\\.|(${FUNCTION_PACKAGES.map(escape).join('|')})$)`,
      message: `${MSG.functionsOutside} Packages: only ${FUNCTION_PACKAGES.join(', ')} (the import map in supabase/functions/deno.json).`,
    }),
  },
  {
    name: 'boundaries/e2e-packages',
    files: ['e2e/**'],
    rules: restrictedPackages(appPackages(MSG.e2eToApp), { regex: '^@firm/supabase(/|$)', message: MSG.e2eToApp }),
  },
];

export default tseslint.config(
  {
    name: 'ignores',
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/dist-*/',
      'releases/',
      'bench/',
      '**/test-results/',
      '**/playwright-report/',
      '**/coverage/',
      '.e2e-*/',
      '.tmp-*/',
      'supabase/.data/',
      // Generated: copies of shared-contracts modules, refreshed by `npm run sync:functions`.
      'supabase/functions/_shared/contracts/',
    ],
  },
  {
    name: 'files',
    files: ['**/*.{ts,tsx,mts,mjs,js}'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    name: 'language',
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      // A leading underscore says "unused on purpose": a parameter a contract's signature requires,
      // or a property taken out of an object to keep the rest (`const { d: _private, ...publicParts } = jwk`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    name: 'react-hooks',
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    // Only the two classic rules: the plugin's other recommended rules check what React Compiler
    // needs, and the site is not built with it.
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...boundaries,
);
