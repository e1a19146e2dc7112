// A search snippet as blog_search() answers it (text escaped for HTML, the found words in
// <mark>…</mark>) made into parts React renders as text: nothing of it is ever parsed as HTML.
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

const unescape = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);

export interface SnippetPart {
  text: string;
  marked: boolean;
}

export function snippetParts(snippet: string): SnippetPart[] {
  return snippet
    .split(/(<mark>[^<]*<\/mark>)/)
    .filter((part) => part !== '')
    .map((part) => {
      const marked = part.startsWith('<mark>') && part.endsWith('</mark>');
      // Any other '<' would be markup the database never writes: shown as text, like everything else.
      return { text: unescape(marked ? part.slice(6, -7) : part), marked };
    });
}
