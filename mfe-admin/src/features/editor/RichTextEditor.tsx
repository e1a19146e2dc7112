// The post's content as a rich-text editor (TipTap over ProseMirror), loaded only with the editor
// route. Its toolbar is one tab stop (arrow keys move between buttons, Home and End jump), every
// button is named and says whether it is on; links and images open dialogs. Pasted HTML is cleaned
// (pasteCleanup.ts); what the editor writes out is sanitized again by the server.
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import styled from 'styled-components';
import { Button } from '@firm/shared-contracts';
import { TextField } from '@firm/shared-contracts/forms';
import { Modal } from '@firm/shared-contracts/modal';
import { editorExtensions, transformPastedHTML } from './editorSchema.ts';
import { ImageUploadDialog, type InsertedImage } from './ImageUploadDialog.tsx';
import type { BlogImageDeps } from './blogImages.ts';
import { applyLink, commandEnabled, insertFigure, nextToolbarIndex, TOOLBAR_COMMANDS, type ToolbarCommand } from './toolbarCommands.ts';

const Frame = styled.div<{ $invalid: boolean }>`
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.red : theme.color.line)};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.paper};
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[2]};
  border-bottom: 1px solid ${({ theme }) => theme.color.line};
`;

const Separator = styled.span`
  width: 1px;
  align-self: stretch;
  background: ${({ theme }) => theme.color.line};
`;

const ToolButton = styled.button`
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid transparent;
  border-radius: 6px;
  background: transparent;
  color: ${({ theme }) => theme.color.ink};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.mist};
    border-color: ${({ theme }) => theme.color.line};
    font-weight: 600;
  }
  &:disabled {
    opacity: 0.45;
    cursor: default;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }
`;

const Content = styled.div`
  .ProseMirror {
    min-height: 360px;
    padding: ${({ theme }) => theme.space[4]};
    line-height: ${({ theme }) => theme.font.lineHeight.body};
    outline: none;
  }
  .ProseMirror:focus-visible {
    box-shadow: inset ${({ theme }) => theme.focusRing};
  }
  img {
    max-width: 100%;
    height: auto;
  }
  figure.ProseMirror-selectednode,
  img.ProseMirror-selectednode {
    outline: 3px solid ${({ theme }) => theme.color.ledger};
  }
  table {
    border-collapse: collapse;
  }
  td,
  th {
    border: 1px solid ${({ theme }) => theme.color.line};
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
    vertical-align: top;
  }
  pre {
    padding: ${({ theme }) => theme.space[3]};
    background: ${({ theme }) => theme.color.mist};
    overflow: auto;
  }
  blockquote {
    margin-left: 0;
    padding-left: ${({ theme }) => theme.space[4]};
    border-left: 4px solid ${({ theme }) => theme.color.line};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

function Toolbar({ editor, onDialog }: { editor: Editor; onDialog(kind: 'link' | 'image'): void }) {
  const [focused, setFocused] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  // Re-rendered when the selection or document changes, so pressed and enabled states follow the cursor.
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => TOOLBAR_COMMANDS.map((c) => [Boolean(c.active?.(e)), commandEnabled(e, c)] as const),
  });

  const onKeyDown = (event: KeyboardEvent) => {
    const next = nextToolbarIndex(focused, event.key, TOOLBAR_COMMANDS.length);
    if (next === null) return;
    event.preventDefault();
    setFocused(next);
    buttons.current[next]?.focus();
  };

  const press = (command: ToolbarCommand) => (command.dialog ? onDialog(command.dialog) : command.run(editor));

  return (
    <Bar role="toolbar" aria-label="Formatting" aria-controls="post-content-editor" onKeyDown={onKeyDown}>
      {TOOLBAR_COMMANDS.map((command, index) => {
        const [active, enabled] = state[index] ?? [false, true];
        const previous = TOOLBAR_COMMANDS[index - 1];
        return (
          <span key={command.id} style={{ display: 'contents' }}>
            {previous && previous.group !== command.group ? <Separator aria-hidden="true" /> : null}
            <ToolButton
              type="button"
              ref={(element) => {
                buttons.current[index] = element;
              }}
              tabIndex={index === focused ? 0 : -1}
              aria-pressed={command.active ? active : undefined}
              aria-disabled={!enabled || undefined}
              disabled={!enabled && !command.dialog}
              title={command.shortcut ? `${command.label} (${command.shortcut})` : command.label}
              aria-keyshortcuts={command.shortcut?.replace(/Ctrl/g, 'Control')}
              onFocus={() => setFocused(index)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => press(command)}
            >
              {command.label}
            </ToolButton>
          </span>
        );
      })}
    </Bar>
  );
}

function LinkDialog({ editor, onClose }: { editor: Editor; onClose(): void }) {
  const current = (editor.getAttributes('link').href as string | undefined) ?? '';
  const [href, setHref] = useState(current);
  const needsText = editor.state.selection.empty && !editor.isActive('link');
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    applyLink(editor, href, needsText ? text : undefined);
    onClose();
  };
  return (
    <Modal title="Link" onClose={onClose}>
      <h2>{current ? 'Edit link' : 'Add link'}</h2>
      <form onSubmit={submit} noValidate>
        <TextField label="Address" type="url" inputMode="url" value={href} onValueChange={setHref} hint="https://…, a path on this site such as /blog/…, or mailto:. Leave empty to remove the link." />
        {needsText ? <TextField label="Text" value={text} onValueChange={setText} hint="The words readers click. Empty: the address itself." /> : null}
        <Row>
          <Button type="submit">{href.trim() ? 'Apply link' : current ? 'Remove link' : 'Close'}</Button>
          <Button $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </Row>
      </form>
    </Modal>
  );
}

export interface RichTextEditorProps {
  /** The HTML the editor opens with (read once; the editor owns the document afterwards). */
  initialContent: string;
  onChange(html: string): void;
  /** Uploads of the post's images, by the signed-in writer. */
  imageDeps: BlogImageDeps;
  userId: string;
  /** A content image was uploaded: offered as the featured image. */
  onImageUploaded?(image: InsertedImage): void;
  invalid?: boolean;
  describedBy?: string;
  labelledBy: string;
}

export function RichTextEditor({ initialContent, onChange, imageDeps, userId, onImageUploaded, invalid = false, describedBy, labelledBy }: RichTextEditorProps) {
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [dialog, setDialog] = useState<'link' | 'image' | null>(null);
  const editor = useEditor({
    extensions: editorExtensions(),
    content: initialContent,
    editorProps: {
      transformPastedHTML,
      attributes: {
        id: 'post-content-editor',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
      handleKeyDown: (_view, event) => {
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
          event.preventDefault();
          setDialog('link');
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: e }) => onChangeRef.current(e.isEmpty ? '' : e.getHTML()),
  });

  useEffect(() => {
    editor.setOptions({
      editorProps: {
        ...editor.options.editorProps,
        attributes: {
          ...(editor.options.editorProps.attributes as Record<string, string>),
          'aria-invalid': invalid ? 'true' : 'false',
        },
      },
    });
  }, [editor, invalid]);

  return (
    <Frame $invalid={invalid}>
      <Toolbar editor={editor} onDialog={setDialog} />
      <Content>
        <EditorContent editor={editor} />
      </Content>
      {dialog === 'link' ? <LinkDialog editor={editor} onClose={() => setDialog(null)} /> : null}
      {dialog === 'image' ? (
        <ImageUploadDialog
          title="Insert image"
          userId={userId}
          deps={imageDeps}
          describe
          onClose={() => setDialog(null)}
          onDone={(image) => {
            insertFigure(editor, { src: image.url, alt: image.alt, caption: image.caption });
            onImageUploaded?.(image);
            setDialog(null);
          }}
        />
      ) : null}
    </Frame>
  );
}
