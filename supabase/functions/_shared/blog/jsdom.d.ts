// jsdom ships no types; this is the part of its API sanitize.ts uses (for tsc: Deno reads the package itself).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
