// jsdom ships no types; this is the part of its API sanitizeHtml.node.ts uses.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
