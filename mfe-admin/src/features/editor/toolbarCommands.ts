// The post editor's toolbar as data: each button's label (its accessible name), its shortcut, what
// it does to the editor and whether it is on where the cursor is. Link and image open a dialog
// (RichTextEditor.tsx), never window.prompt.
import type { Editor } from '@tiptap/core';
import { nextMenuIndex } from '../../lib/ActionMenu.tsx';
import type { ImageAttributes } from './editorSchema.ts';

export interface ToolbarCommand {
  id: string;
  label: string;
  /** Shown in the button's title, e.g. 'Ctrl+B'. */
  shortcut?: string;
  /** The button opens a dialog instead of acting. */
  dialog?: 'link' | 'image';
  run(editor: Editor): boolean;
  active?(editor: Editor): boolean;
  /** Separates groups in the toolbar. */
  group: 'text' | 'block' | 'insert' | 'history';
}

const chain = (editor: Editor) => editor.chain().focus();

export const TOOLBAR_COMMANDS: readonly ToolbarCommand[] = [
  { id: 'bold', label: 'Bold', shortcut: 'Ctrl+B', group: 'text', run: (e) => chain(e).toggleBold().run(), active: (e) => e.isActive('bold') },
  { id: 'italic', label: 'Italic', shortcut: 'Ctrl+I', group: 'text', run: (e) => chain(e).toggleItalic().run(), active: (e) => e.isActive('italic') },
  { id: 'code', label: 'Inline code', shortcut: 'Ctrl+E', group: 'text', run: (e) => chain(e).toggleCode().run(), active: (e) => e.isActive('code') },
  { id: 'link', label: 'Link', shortcut: 'Ctrl+K', group: 'text', dialog: 'link', run: () => true, active: (e) => e.isActive('link') },
  { id: 'paragraph', label: 'Paragraph', group: 'block', run: (e) => chain(e).setParagraph().run(), active: (e) => e.isActive('paragraph') },
  { id: 'h2', label: 'Heading 2', shortcut: 'Ctrl+Alt+2', group: 'block', run: (e) => chain(e).toggleHeading({ level: 2 }).run(), active: (e) => e.isActive('heading', { level: 2 }) },
  { id: 'h3', label: 'Heading 3', shortcut: 'Ctrl+Alt+3', group: 'block', run: (e) => chain(e).toggleHeading({ level: 3 }).run(), active: (e) => e.isActive('heading', { level: 3 }) },
  { id: 'bulletList', label: 'Bulleted list', shortcut: 'Ctrl+Shift+8', group: 'block', run: (e) => chain(e).toggleBulletList().run(), active: (e) => e.isActive('bulletList') },
  { id: 'orderedList', label: 'Numbered list', shortcut: 'Ctrl+Shift+7', group: 'block', run: (e) => chain(e).toggleOrderedList().run(), active: (e) => e.isActive('orderedList') },
  { id: 'blockquote', label: 'Quote', shortcut: 'Ctrl+Shift+B', group: 'block', run: (e) => chain(e).toggleBlockquote().run(), active: (e) => e.isActive('blockquote') },
  { id: 'codeBlock', label: 'Code block', shortcut: 'Ctrl+Alt+C', group: 'block', run: (e) => chain(e).toggleCodeBlock().run(), active: (e) => e.isActive('codeBlock') },
  { id: 'image', label: 'Image', group: 'insert', dialog: 'image', run: () => true },
  { id: 'table', label: 'Table', group: 'insert', run: (e) => chain(e).insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run() },
  { id: 'addRow', label: 'Add row', group: 'insert', run: (e) => chain(e).addRowAfter().run() },
  { id: 'addColumn', label: 'Add column', group: 'insert', run: (e) => chain(e).addColumnAfter().run() },
  { id: 'deleteTable', label: 'Delete table', group: 'insert', run: (e) => chain(e).deleteTable().run() },
  { id: 'rule', label: 'Divider', group: 'insert', run: (e) => chain(e).setHorizontalRule().run() },
  { id: 'undo', label: 'Undo', shortcut: 'Ctrl+Z', group: 'history', run: (e) => chain(e).undo().run() },
  { id: 'redo', label: 'Redo', shortcut: 'Ctrl+Shift+Z', group: 'history', run: (e) => chain(e).redo().run() },
];

/** Whether a command can act where the cursor is (table commands only inside a table). */
export function commandEnabled(editor: Editor, command: ToolbarCommand): boolean {
  if (command.dialog) return editor.isEditable;
  if (['addRow', 'addColumn', 'deleteTable'].includes(command.id)) return editor.isActive('table');
  if (command.id === 'undo') return editor.can().undo();
  if (command.id === 'redo') return editor.can().redo();
  return editor.isEditable;
}

/** Sets, changes or removes (empty href) the link on the selection; a bare address gets https://. */
export function applyLink(editor: Editor, href: string, text?: string): boolean {
  const clean = href.trim();
  if (!clean) return editor.chain().focus().extendMarkRange('link').unsetLink().run();
  const url = /^(https?:|mailto:|tel:|\/|#)/i.test(clean) ? clean : `https://${clean}`;
  if (editor.state.selection.empty && !editor.isActive('link')) {
    const label = text?.trim() || url;
    return editor.chain().focus().insertContent({ type: 'text', text: label, marks: [{ type: 'link', attrs: { href: url } }] }).run();
  }
  return editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
}

/** Inserts an uploaded image as a figure with its description and caption. */
export function insertFigure(editor: Editor, image: ImageAttributes): boolean {
  return editor.chain().focus().insertContent({ type: 'figure', attrs: { src: image.src, alt: image.alt.trim(), caption: image.caption?.trim() ?? '' } }).run();
}

/** Moves focus along the toolbar (roving tabindex): the menu's keys, turned sideways. */
export function nextToolbarIndex(current: number, key: string, count: number): number | null {
  const sideways: Record<string, string> = { ArrowRight: 'ArrowDown', ArrowLeft: 'ArrowUp', ArrowDown: '', ArrowUp: '' };
  return nextMenuIndex(sideways[key] ?? key, current, count);
}
