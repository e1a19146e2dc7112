// What a paste from Word or Google Docs keeps: the structure (headings, paragraphs, lists, links,
// tables, quotes, emphasis), never its styles, classes, spans, fonts, comments, Office markup or
// scripts. The editor runs it on every paste before ProseMirror parses the HTML; the stored HTML is
// sanitized again by the server (docs/security.md "Stored HTML"), so this is tidiness, not the guard.

/** Elements dropped with everything inside them. */
const DROPPED = new Set(['SCRIPT', 'STYLE', 'META', 'LINK', 'TITLE', 'HEAD', 'IFRAME', 'OBJECT', 'EMBED', 'SVG', 'MATH', 'TEMPLATE', 'NOSCRIPT', 'FORM', 'BUTTON', 'INPUT', 'SELECT', 'TEXTAREA']);

/** Elements replaced by their children: wrappers that carry only looks. */
const UNWRAPPED = new Set(['SPAN', 'FONT', 'O:P', 'CENTER', 'SECTION', 'ARTICLE', 'HEADER', 'FOOTER', 'MAIN', 'COLGROUP', 'COL']);

/** Attributes that carry structure or meaning; every other one (style, class, id, lang, data-*, on*) goes. */
const KEPT_ATTRIBUTES = new Set(['href', 'src', 'alt', 'title', 'colspan', 'rowspan', 'scope', 'cite', 'start']);

/** Office's own elements (o:p, w:sdt, v:shape) have a prefix. */
function isOfficeElement(element: Element): boolean {
  return element.tagName.includes(':');
}

function unwrap(element: Element): void {
  const parent = element.parentNode;
  if (!parent) return;
  while (element.firstChild) parent.insertBefore(element.firstChild, element);
  parent.removeChild(element);
}

/** Google Docs wraps a whole paste in <b style="font-weight:normal" id="docs-internal-guid-…">. */
function isDocsWrapper(element: Element): boolean {
  return element.tagName === 'B' && (element.getAttribute('id') ?? '').startsWith('docs-internal-guid');
}

/** Word and Docs mark bold and italics with styles on spans: kept as <strong>/<em>. */
function emphasisOf(element: Element): { bold: boolean; italic: boolean } {
  const style = (element.getAttribute('style') ?? '').toLowerCase();
  const weight = /font-weight\s*:\s*(bold|[6-9]00)/.test(style);
  const italic = /font-style\s*:\s*italic/.test(style);
  return { bold: weight, italic };
}

function clean(node: Node, document: Document): void {
  for (const child of [...node.childNodes]) {
    if (child.nodeType === 8 /* comment */ || child.nodeType === 7 /* processing instruction */) {
      child.remove();
      continue;
    }
    if (child.nodeType !== 1) continue;
    const element = child as Element;
    const tag = element.tagName.toUpperCase();
    if (DROPPED.has(tag) || (isOfficeElement(element) && tag !== 'O:P')) {
      element.remove();
      continue;
    }
    clean(element, document);
    if (tag === 'SPAN') {
      const { bold, italic } = emphasisOf(element);
      if (bold || italic) {
        let wrapper: Element | null = null;
        if (bold) wrapper = document.createElement('strong');
        if (italic) {
          const em = document.createElement('em');
          if (wrapper) wrapper.appendChild(em);
          else wrapper = em;
        }
        const innermost = (wrapper?.firstElementChild ?? wrapper) as Element;
        while (element.firstChild) innermost.appendChild(element.firstChild);
        element.replaceWith(wrapper as Element);
        continue;
      }
    }
    if (UNWRAPPED.has(tag) || isDocsWrapper(element)) {
      unwrap(element);
      continue;
    }
    for (const attribute of [...element.attributes]) {
      if (!KEPT_ATTRIBUTES.has(attribute.name.toLowerCase())) element.removeAttribute(attribute.name);
    }
    const href = element.getAttribute('href');
    if (href !== null && /^\s*(javascript|data|vbscript):/i.test(href)) element.removeAttribute('href');
  }
}

/** Word's list paragraphs (<p class="MsoListParagraph…">) carry their bullet as text: the bullet is dropped. */
function dropWordBullets(root: Element): void {
  for (const paragraph of root.querySelectorAll('p[class^="MsoList"]')) {
    const style = paragraph.getAttribute('style') ?? '';
    if (!/mso-list/i.test(style)) continue;
    for (const span of paragraph.querySelectorAll('span[style*="mso-list"]')) span.remove();
  }
}

/** The pasted HTML reduced to its structure. */
export function cleanPastedHtml(html: string): string {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const body = parsed.body;
  dropWordBullets(body);
  clean(body, parsed);
  return body.innerHTML.replace(/\u00a0/g, ' ').trim();
}
