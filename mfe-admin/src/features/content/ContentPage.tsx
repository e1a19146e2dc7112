// /admin/content/:kind (docs/architecture.md#d51), for admins and super admins: writers never see
// it and the route refuses them, as row-level security does. The team, press releases, media
// mentions, reviews and video reviews of the public pages, one tab each. Each change is saved at
// once; the tables' triggers then have the pages that show it rendered again.
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Spinner, usePageMeta } from '@firm/shared-contracts';
import { useAsync } from '@firm/shared-contracts/data';
import { ErrorBanner } from '@firm/shared-contracts/forms';
import { ConfirmDialog } from '../../lib/ConfirmDialog.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { EmptyState, PageHeader, Panel } from '../../lib/ui.tsx';
import { contentApi as defaultApi, type ContentApi } from './contentApi.ts';
import { CONTENT_KINDS, contentKind, type ContentKind } from './contentKinds.ts';
import type { ContentRow } from './contentForm.ts';
import { movedOrder, sortRows, type Direction } from './contentOrder.ts';
import { ContentForm } from './ContentForm.tsx';
import { ContentList, entryTitle } from './ContentList.tsx';

const Tabs = styled.nav`
  margin-bottom: ${({ theme }) => theme.space[4]};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.pill};
    color: ${({ theme }) => theme.color.graphite};
    font-weight: 600;
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.color.ink};
    border-color: ${({ theme }) => theme.color.ink};
    color: ${({ theme }) => theme.color.paper};
  }
  a:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space[4]};
  h2 {
    margin: 0;
  }
`;

export const CONTENT_TEXT = {
  title: 'Content',
  lead: 'The team, press and reviews on the public pages. A saved change shows on the site within a minute.',
  saved: (title: string, page: string) => `${title} saved. ${page} shows the change within a minute.`,
  moved: (title: string, direction: Direction) => `${title} moved ${direction}.`,
  shown: (title: string, shown: boolean) => (shown ? `${title} is shown on the site.` : `${title} is hidden from the site.`),
  deleted: (title: string) => `${title} deleted.`,
  unknownKind: 'There is no such kind of content.',
} as const;

type Editing = { row: ContentRow | null } | null;

function KindScreen({ kind, api }: { kind: ContentKind; api: ContentApi }) {
  const entries = useAsync(() => api.loadEntries(kind), [api, kind]);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ContentRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [focusAfterMove, setFocusAfterMove] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Opening or closing the form moves focus to the section's heading, where the reading starts.
  useEffect(() => {
    headingRef.current?.focus();
  }, [editing]);

  if (entries.status === 'loading') return <Spinner label={`Loading ${kind.label.toLowerCase()}...`} />;
  if (entries.status === 'error') {
    return (
      <div role="alert">
        <p>Failed to load {kind.label.toLowerCase()}: {entries.error.message}</p>
        <Button onClick={entries.retry}>Retry</Button>
      </div>
    );
  }
  const rows = sortRows(kind, entries.data);

  /** Runs one change, then reads the list again and says how it went. */
  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
      setStatus(done);
      entries.refresh();
    } catch (error) {
      setStatus(null);
      setFailure(`Not saved: ${errorMessage(error)}`);
    } finally {
      setBusy(false);
    }
  };

  const move = (row: ContentRow, direction: Direction) => {
    const ids = movedOrder(kind, rows, row.id, direction);
    if (!ids) return;
    setFocusAfterMove(`${row.id}:${direction}`);
    void run(() => api.reorderEntries(kind, ids), CONTENT_TEXT.moved(entryTitle(kind, row), direction));
  };

  const heading = editing ? (editing.row ? `Edit ${kind.noun.toLowerCase()}: ${entryTitle(kind, editing.row)}` : `New ${kind.noun.toLowerCase()}`) : kind.label;

  return (
    <Panel aria-labelledby="content-kind-title">
      <Head>
        <h2 id="content-kind-title" ref={headingRef} tabIndex={-1}>
          {heading}
        </h2>
        {editing ? null : <Button onClick={() => setEditing({ row: null })}>Add {kind.noun.toLowerCase()}</Button>}
      </Head>
      <div role="status" aria-live="polite">
        {status}
      </div>
      {failure ? <ErrorBanner>{failure}</ErrorBanner> : null}
      {editing ? (
        <ContentForm
          key={editing.row?.id ?? 'new'}
          kind={kind}
          existing={editing.row}
          rows={rows}
          api={api}
          onCancel={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setStatus(CONTENT_TEXT.saved(entryTitle(kind, saved), kind.publicPage));
            entries.refresh();
          }}
        />
      ) : rows.length === 0 ? (
        <EmptyState>No {kind.label.toLowerCase()} yet.</EmptyState>
      ) : (
        <ContentList
          kind={kind}
          rows={rows}
          busy={busy}
          focusAfterMove={focusAfterMove}
          onEdit={(row) => setEditing({ row })}
          onMove={move}
          onShown={(row, shown) => void run(() => api.updateEntry(kind, row.id, { shown }), CONTENT_TEXT.shown(entryTitle(kind, row), shown))}
          onDelete={setDeleting}
        />
      )}
      {deleting ? (
        <ConfirmDialog
          title={`Delete “${entryTitle(kind, deleting)}”?`}
          message={`The ${kind.noun.toLowerCase()} is removed from ${kind.publicPage} and cannot be restored. To take it off the site for a while, hide it instead.`}
          confirmLabel={`Delete ${kind.noun.toLowerCase()}`}
          danger
          busy={busy}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            const row = deleting;
            setDeleting(null);
            void run(() => api.deleteEntry(kind, row.id), CONTENT_TEXT.deleted(entryTitle(kind, row)));
          }}
        />
      ) : null}
    </Panel>
  );
}

export function ContentPage({ api = defaultApi }: { api?: ContentApi }) {
  usePageMeta({ title: CONTENT_TEXT.title, noindex: true });
  const params = useParams();
  const kind = contentKind(params.kind ?? 'team');
  return (
    <>
      <PageHeader title={CONTENT_TEXT.title} lead={CONTENT_TEXT.lead} />
      <Tabs aria-label="Kinds of content">
        <ul>
          {CONTENT_KINDS.map((item) => (
            <li key={item.id}>
              <Link to={`/admin/content/${item.id}`} aria-current={item.id === kind?.id ? 'page' : undefined}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </Tabs>
      {kind ? <KindScreen key={kind.id} kind={kind} api={api} /> : <ErrorBanner>{CONTENT_TEXT.unknownKind}</ErrorBanner>}
    </>
  );
}

export default ContentPage;
