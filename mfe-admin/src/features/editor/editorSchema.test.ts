// Posts written before the editor open unchanged: their HTML, parsed into the editor and written
// out again, keeps every element the site's sanitizer allows.
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { editorExtensions, imagesWithoutAlt } from './editorSchema.ts';

let editor: Editor | null = null;
afterEach(() => editor?.destroy());

function roundTrip(html: string): string {
  editor = new Editor({ extensions: editorExtensions(), content: html });
  return editor.getHTML();
}

describe('the editor’s document', () => {
  it.each([
    '<h2>Title</h2><p>Text with <strong>bold</strong>, <em>italic</em>, <u>underline</u>, <s>strike</s> and <code>code</code>.</p>',
    '<h3>Three</h3><h4>Four</h4><h5>Five</h5><h6>Six</h6>',
    '<ul><li><p>One</p></li><li><p>Two</p></li></ul><ol><li><p>First</p></li></ol>',
    '<blockquote><p>Quoted</p></blockquote>',
    '<pre><code>const a = 1;</code></pre>',
    '<p><a href="https://example.com/x">outside</a> and <a href="/blog/y">inside</a></p>',
    '<figure><img src="/images/a.webp" alt="A chart"><figcaption>Quarterly totals</figcaption></figure>',
    '<img src="/images/b.webp" alt="Bare">',
    '<p>H<sub>2</sub>O, x<sup>2</sup>, <mark>marked</mark>, <small>small</small>, <kbd>Ctrl</kbd>, <abbr title="Internal Revenue Service">IRS</abbr>, <q>quote</q>, <ins>added</ins>, <del>removed</del></p>',
    '<dl><dt>Term</dt><dd><p>Meaning</p></dd></dl>',
    '<hr>',
  ])('keeps %s', (html) => {
    expect(roundTrip(html)).toBe(html);
  });

  it('keeps a table’s rows, header cells and spans', () => {
    const html = roundTrip('<table><tbody><tr><th><p>Form</p></th><th><p>Due</p></th></tr><tr><td colspan="2"><p>941</p></td></tr></tbody></table>');
    expect(html).toContain('<th colspan="1" rowspan="1"><p>Form</p></th>');
    expect(html).toContain('<td colspan="2" rowspan="1"><p>941</p></td>');
  });

  it('counts images without a description', () => {
    expect(imagesWithoutAlt('<p>x</p><img src="/a.webp" alt=""><figure><img src="/b.webp"></figure><img src="/c.webp" alt="C">')).toBe(2);
  });
});
