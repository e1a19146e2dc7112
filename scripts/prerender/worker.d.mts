// Types of worker.mjs for the TypeScript code that holds the local renderer (e2e): only what it
// imports is declared here.
export const PAUSE_REQUEST: string;
export const PAUSED_MARKER: string;
