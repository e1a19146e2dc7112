// What the post editor's document may hold: the elements the site's sanitizer allows
// (shared-contracts/src/sanitize/purifier.ts), so a post written before the editor opens with its
// structure kept: headings h2–h6, paragraphs, lists, definition lists, quotes, code, tables, rules,
// images (a bare <img> stays bare) and figures with a caption, links, and the inline marks
// (bold, italic, underline, strike, code, sub, sup, mark, small, abbr, kbd, q, ins, del).
import { Mark, mergeAttributes, Node, type Extensions } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { TableKit } from '@tiptap/extension-table';
import { cleanPastedHtml } from './pasteCleanup.ts';

/** An inline element kept as it is: <sub>, <kbd>, <abbr title>… */
function inlineMark(tag: string, attributes: string[] = [], priority?: number) {
  return Mark.create({
    name: `html_${tag}`,
    ...(priority ? { priority } : {}),
    addAttributes() {
      return Object.fromEntries(attributes.map((name) => [name, { default: null }]));
    },
    parseHTML: () => [{ tag }],
    renderHTML: ({ HTMLAttributes }) => [tag, HTMLAttributes, 0],
  });
}

function blockNode(tag: string, content: string, group?: string) {
  return Node.create({
    name: `html_${tag}`,
    content,
    ...(group ? { group } : {}),
    defining: true,
    parseHTML: () => [{ tag }],
    renderHTML: ({ HTMLAttributes }) => [tag, HTMLAttributes, 0],
  });
}

export interface ImageAttributes {
  src: string;
  alt: string;
  caption?: string;
}

const imageAttributes = {
  src: { default: null },
  alt: { default: '' },
  title: { default: null },
  width: { default: null },
  height: { default: null },
};

/** A bare <img> of an existing post, kept bare. */
export const PlainImage = Node.create({
  name: 'image',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes: () => imageAttributes,
  parseHTML: () => [{ tag: 'img[src]' }],
  renderHTML: ({ HTMLAttributes }) => ['img', mergeAttributes(HTMLAttributes)],
});

/** <figure><img src alt><figcaption>caption</figcaption></figure>: how the editor inserts images. */
export const Figure = Node.create({
  name: 'figure',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes: () => ({ ...imageAttributes, caption: { default: '' } }),
  parseHTML: () => [
    {
      tag: 'figure',
      getAttrs: (element: HTMLElement) => {
        const img = element.querySelector('img');
        if (!img) return false;
        return {
          src: img.getAttribute('src'),
          alt: img.getAttribute('alt') ?? '',
          title: img.getAttribute('title'),
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
          caption: element.querySelector('figcaption')?.textContent?.trim() ?? '',
        };
      },
    },
  ],
  renderHTML: ({ node }) => {
    const { caption, ...image } = node.attrs as Record<string, string | null>;
    const img = ['img', Object.fromEntries(Object.entries(image).filter(([, value]) => value !== null && value !== undefined))];
    return caption ? ['figure', img, ['figcaption', caption]] : ['figure', img];
  },
});

export function editorExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4, 5, 6] },
      link: { openOnClick: false, autolink: true, HTMLAttributes: { target: null, rel: null }, protocols: ['mailto', 'tel'] },
      codeBlock: { HTMLAttributes: {} },
      // An empty paragraph added after a last heading or table would be stored with the post.
      trailingNode: false,
    }),
    TableKit.configure({ table: { resizable: false } }),
    PlainImage,
    Figure,
    ...['sub', 'sup', 'mark', 'small', 'kbd', 'ins'].map((tag) => inlineMark(tag)),
    inlineMark('abbr', ['title']),
    inlineMark('q', ['cite']),
    // <del> stays <del> rather than becoming the strike mark's <s>.
    inlineMark('del', ['cite', 'datetime'], 1001),
    blockNode('dl', '(html_dt | html_dd)+', 'block'),
    blockNode('dt', 'inline*'),
    blockNode('dd', 'block+'),
  ];
}

/** The editor's paste rule: Word and Google Docs HTML reduced to its structure. */
export const transformPastedHTML = cleanPastedHtml;

/** Images the content holds without a description (alt text): each must have one before saving. */
export function imagesWithoutAlt(html: string): number {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  return [...parsed.querySelectorAll('img')].filter((img) => !(img.getAttribute('alt') ?? '').trim()).length;
}
