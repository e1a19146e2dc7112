export interface PageSnapshot {
  html: string;
  css: string;
  title: string;
  description: string | null;
  canonical: string | null;
  robots: string | null;
  /** Same-origin path of the image that was the largest contentful paint, if it was one. */
  lcpImage?: string | null;
}

export const PRERENDER_WAIT_MS: number;
export function prerenderedFilePath(path: string): string;
export function prerenderedPage(template: string, snapshot: PageSnapshot, path: string): string;
