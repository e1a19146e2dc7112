// The toolbar's commands against a real editor: each one changes the document as its label says.
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { editorExtensions } from './editorSchema.ts';
import { applyLink, commandEnabled, insertFigure, nextToolbarIndex, TOOLBAR_COMMANDS } from './toolbarCommands.ts';

let editor: Editor | null = null;
afterEach(() => editor?.destroy());

function open(html: string): Editor {
  editor = new Editor({ extensions: editorExtensions(), content: html });
  return editor;
}

function command(id: string) {
  const found = TOOLBAR_COMMANDS.find((c) => c.id === id);
  if (!found) throw new Error(`no command ${id}`);
  return found;
}

describe('toolbar commands', () => {
  it('turns the paragraph into a heading, a list, a quote and a code block', () => {
    const e = open('<p>Payroll</p>');
    e.commands.setTextSelection(2);
    command('h2').run(e);
    expect(e.getHTML()).toBe('<h2>Payroll</h2>');
    expect(command('h2').active?.(e)).toBe(true);
    command('paragraph').run(e);
    command('bulletList').run(e);
    expect(e.getHTML()).toBe('<ul><li><p>Payroll</p></li></ul>');
    command('bulletList').run(e);
    command('orderedList').run(e);
    expect(e.getHTML()).toBe('<ol><li><p>Payroll</p></li></ol>');
    command('orderedList').run(e);
    command('blockquote').run(e);
    expect(e.getHTML()).toBe('<blockquote><p>Payroll</p></blockquote>');
    command('blockquote').run(e);
    command('codeBlock').run(e);
    expect(e.getHTML()).toBe('<pre><code>Payroll</code></pre>');
  });

  it('makes the selection bold and italic', () => {
    const e = open('<p>Payroll</p>');
    e.commands.setTextSelection({ from: 1, to: 8 });
    command('bold').run(e);
    command('italic').run(e);
    expect(e.getHTML()).toBe('<p><strong><em>Payroll</em></strong></p>');
  });

  it('inserts a table with a header row and offers row and column commands only inside it', () => {
    const e = open('<p>x</p>');
    e.commands.setTextSelection(1);
    expect(commandEnabled(e, command('addRow'))).toBe(false);
    command('table').run(e);
    expect(e.getHTML()).toContain('<th');
    expect(commandEnabled(e, command('addRow'))).toBe(true);
    const rows = (html: string) => html.split('<tr>').length - 1;
    const before = rows(e.getHTML());
    command('addRow').run(e);
    expect(rows(e.getHTML())).toBe(before + 1);
    command('deleteTable').run(e);
    expect(e.getHTML()).not.toContain('<table');
  });

  it('links the selection, adds https:// to a bare address, and removes a link with an empty address', () => {
    const e = open('<p>the guide</p>');
    e.commands.setTextSelection({ from: 5, to: 10 });
    applyLink(e, 'example.com/guide');
    expect(e.getHTML()).toBe('<p>the <a href="https://example.com/guide">guide</a></p>');
    e.commands.setTextSelection(7);
    applyLink(e, '');
    expect(e.getHTML()).toBe('<p>the guide</p>');
  });

  it('inserts a link with its text where nothing is selected', () => {
    const e = open('<p>See:</p>');
    e.commands.setTextSelection(5);
    applyLink(e, '/blog/payroll', 'our post');
    expect(e.getHTML()).toBe('<p>See:<a href="/blog/payroll">our post</a></p>');
  });

  it('inserts an image as a figure with its description and caption', () => {
    const e = open('<p>x</p>');
    insertFigure(e, { src: '/images/a.webp', alt: ' A chart ', caption: 'Totals' });
    expect(e.getHTML()).toContain('<figure><img src="/images/a.webp" alt="A chart"><figcaption>Totals</figcaption></figure>');
  });

  it('moves along the toolbar with the arrow keys, wrapping, and jumps with Home and End', () => {
    expect(nextToolbarIndex(0, 'ArrowRight', 5)).toBe(1);
    expect(nextToolbarIndex(4, 'ArrowRight', 5)).toBe(0);
    expect(nextToolbarIndex(0, 'ArrowLeft', 5)).toBe(4);
    expect(nextToolbarIndex(3, 'Home', 5)).toBe(0);
    expect(nextToolbarIndex(1, 'End', 5)).toBe(4);
    expect(nextToolbarIndex(1, 'a', 5)).toBeNull();
  });

  it('gives every button a label', () => {
    for (const c of TOOLBAR_COMMANDS) expect(c.label.trim()).not.toBe('');
    expect(new Set(TOOLBAR_COMMANDS.map((c) => c.label)).size).toBe(TOOLBAR_COMMANDS.length);
  });
});
