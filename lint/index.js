// The plugins eslint.config.js (at the repo root) is built from. They are installed in this
// workspace, not at the root, because typescript-eslint loads the TypeScript compiler's JavaScript
// API, which TypeScript 7 (the repo's `tsc`) no longer ships: here `typescript` is 6.0, the last
// release with that API, nested in lint/node_modules so the root keeps TypeScript 7.
// Drop this workspace once typescript-eslint supports TypeScript 7
// (https://github.com/typescript-eslint/typescript-eslint/issues/10940).
export { default as js } from '@eslint/js';
export { default as globals } from 'globals';
export { default as tseslint } from 'typescript-eslint';
export { default as reactHooks } from 'eslint-plugin-react-hooks';
export { default as importX } from 'eslint-plugin-import-x';
