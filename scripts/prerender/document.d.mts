export const NOT_FOUND_FILE: string;
export function prerenderedFilePath(path: string): string;
export function renderedDocument(
  template: string,
  page: {
    html: string;
    styles: string;
    hydrationJson: string;
    head: { title: string; description: string | null; canonical: string | null; robots: string | null; feed?: { title: string; href: string } | null };
  },
): string;
