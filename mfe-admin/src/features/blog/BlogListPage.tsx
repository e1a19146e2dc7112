// /admin/blog: the post list with search, status filter, counters, group by author (super
// admins), and the row actions the permission rules allow. A super admin's list holds every post,
// anyone else's their own (docs/architecture.md#d35).
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ButtonLink, Spinner, usePageMeta, type BlogPost } from '@firm/shared-contracts';
import { useAsync } from '@firm/shared-contracts/data';
import { actorOf, isSuperAdmin, useAuth } from '@firm/shared-contracts/auth';
import { ErrorBanner, Field, Input, Select, SuccessBanner } from '@firm/shared-contracts/forms';
import { formatDate } from '@firm/shared-contracts/format';
import { ConfirmDialog } from '../../lib/ConfirmDialog.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { readFlash, type Flash } from '../../lib/flash.ts';
import { Badge, EmptyState, Muted, PageHeader, Panel, RowActions, Stats, Toolbar } from '../../lib/ui.tsx';
import { statusLabel } from '../editor/postReview.ts';
import { postsApi as defaultApi, type PostsApi } from './postsApi.ts';
import {
  countPosts,
  deleteTitle,
  filterPosts,
  STATUS_FILTERS,
  groupByAuthor,
  LIST_TEXT,
  listTitle,
  rowActions,
  type StatusFilter,
} from './postList.ts';

const PostItem = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.line};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    color: ${({ theme }) => theme.color.ink};
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
  p {
    margin: 0;
  }
`;

const PostMeta = styled.p`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.slate};
`;

const PostList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const GroupTitle = styled.h2`
  margin: ${({ theme }) => theme.space[6]} 0 0;
`;

const ErrorBox = styled.div`
  h2 {
    color: ${({ theme }) => theme.color.red};
  }
`;

type Pending = { kind: 'delete'; post: BlogPost } | null;

export function BlogListPage({ api = defaultApi }: { api?: PostsApi }) {
  usePageMeta({ title: 'Blog Posts', noindex: true });
  const auth = useAuth();
  const actor = actorOf(auth);
  const location = useLocation();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [grouped, setGrouped] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [message, setMessage] = useState<Flash | null>(() => readFlash(location.state));
  const superAdmin = isSuperAdmin(actor);
  const posts = useAsync(() => api.listPosts(actor), [actor.userId, actor.role]);
  const [local, setLocal] = useState<{ key: unknown; posts: BlogPost[] } | null>(null);
  // The loaded rows, with the changes made on this screen applied on top.
  const rows: BlogPost[] | null =
    posts.status === 'success' ? (local && local.key === posts.data ? local.posts : posts.data) : null;
  const updateRows = (next: (current: BlogPost[]) => BlogPost[]) => {
    if (posts.status !== 'success' || !rows) return;
    setLocal({ key: posts.data, posts: next(rows) });
  };

  const title = listTitle(actor);

  const toggleStatus = async (post: BlogPost) => {
    setBusyId(post.id);
    setMessage(null);
    try {
      const next = post.status === 'published' ? 'draft' : 'published';
      const saved = await api.setPostStatus(post.id, next);
      updateRows((current) => current.map((p) => (p.id === post.id ? saved : p)));
      setMessage({ tone: 'success', text: next === 'published' ? `Published “${post.title}”.` : `“${post.title}” is now a draft.` });
    } catch (error) {
      setMessage({ tone: 'error', text: `Failed to update post status: ${errorMessage(error)}` });
    } finally {
      setBusyId(null);
    }
  };

  const confirmDelete = async () => {
    if (!pending) return;
    const post = pending.post;
    setBusyId(post.id);
    setMessage(null);
    try {
      await api.deletePost(post.id);
      updateRows((current) => current.filter((p) => p.id !== post.id));
      setMessage({ tone: 'success', text: `Deleted “${post.title}”.` });
    } catch (error) {
      setMessage({ tone: 'error', text: `Failed to delete post: ${errorMessage(error)}` });
    } finally {
      setBusyId(null);
      setPending(null);
    }
  };

  const renderPost = (post: BlogPost) => {
    const actions = rowActions(actor, post);
    const busy = busyId === post.id;
    return (
      <PostItem key={post.id} aria-label={post.title}>
        <h3>
          {post.title}
          <Badge $tone={statusLabel(post).tone}>{statusLabel(post).text}</Badge>
        </h3>
        <PostMeta>
          By {post.author} · Created {formatDate(post.created_at, 'short')} · Published{' '}
          {post.published_at ? formatDate(post.published_at, 'short') : 'not yet'}
        </PostMeta>
        {post.excerpt ? <p>{post.excerpt}</p> : null}
        <RowActions>
          {actions.view ? (
            <ButtonLink
              $variant="secondary"
              to={`/blog/${post.slug}`}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`View “${post.title}” (opens in a new tab)`}
            >
              View
            </ButtonLink>
          ) : null}
          {actions.edit ? (
            <ButtonLink $variant="secondary" to={`/admin/blog/edit/${post.id}`} aria-label={`Edit “${post.title}”`}>
              Edit
            </ButtonLink>
          ) : null}
          {actions.toggleStatus ? (
            <Button
              $variant="secondary"
              disabled={busy}
              onClick={() => void toggleStatus(post)}
              aria-label={`${post.status === 'published' ? 'Unpublish' : 'Publish'} “${post.title}”`}
            >
              {post.status === 'published' ? 'Unpublish' : 'Publish'}
            </Button>
          ) : null}
          {actions.delete ? (
            <Button
              $variant="secondary"
              disabled={busy}
              onClick={() => setPending({ kind: 'delete', post })}
              aria-label={`Delete “${post.title}”`}
            >
              Delete
            </Button>
          ) : null}
        </RowActions>
      </PostItem>
    );
  };

  let body;
  if (posts.status === 'loading') {
    body = <Spinner label="Loading posts..." />;
  } else if (posts.status === 'error') {
    body = (
      <ErrorBox role="alert">
        <h2>{LIST_TEXT.errorTitle}</h2>
        <p>Failed to fetch posts: {posts.error.message}</p>
        <Button onClick={posts.retry}>Retry</Button>
      </ErrorBox>
    );
  } else if (rows && rows.length === 0) {
    body =
      superAdmin ? (
        <EmptyState>
          <p>{LIST_TEXT.emptyAll}</p>
        </EmptyState>
      ) : (
        <EmptyState>
          <p>{LIST_TEXT.emptyMine}</p>
          <ButtonLink to="/admin/blog/new">{LIST_TEXT.createFirst}</ButtonLink>
        </EmptyState>
      );
  } else if (rows) {
    const visible = filterPosts(rows, search, status);
    body = (
      <>
        <Toolbar role="search" aria-label="Filter posts">
          <Field label="Search posts">
            {(control) => <Input {...control} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />}
          </Field>
          <Field label="Status">
            {(control) => (
              <Select {...control} value={status} onChange={(e) => setStatus(e.target.value as StatusFilter)}>
                {STATUS_FILTERS.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </Toolbar>
        <p role="status">
          <Muted>
            Showing {visible.length} of {rows.length} posts
          </Muted>
        </p>
        {visible.length === 0 ? (
          <EmptyState>
            <p>{LIST_TEXT.noMatch}</p>
          </EmptyState>
        ) : superAdmin && grouped ? (
          groupByAuthor(visible).map((group) => (
            <section key={group.author} aria-label={`Posts by ${group.author}`}>
              <GroupTitle>
                {group.author} <Muted>({group.posts.length})</Muted>
              </GroupTitle>
              <PostList>{group.posts.map(renderPost)}</PostList>
            </section>
          ))
        ) : (
          <PostList>{visible.map(renderPost)}</PostList>
        )}
      </>
    );
  }

  const counts = rows ? countPosts(rows) : null;

  return (
    <>
      <PageHeader
        title={title}
        actions={
          <>
            {superAdmin ? (
              <Button $variant="secondary" onClick={() => setGrouped((g) => !g)}>
                {grouped ? 'Show All' : 'Group by Author'}
              </Button>
            ) : null}
            <ButtonLink to="/admin/blog/new">New Post</ButtonLink>
          </>
        }
      />
      {message ? (
        message.tone === 'error' ? <ErrorBanner>{message.text}</ErrorBanner> : <SuccessBanner>{message.text}</SuccessBanner>
      ) : null}
      {counts ? (
        <Stats
          label="Post counts"
          items={[
            { label: 'Total Posts', value: counts.total },
            { label: 'Published', value: counts.published },
            { label: 'Drafts', value: counts.drafts },
          ]}
        />
      ) : null}
      <Panel aria-label={title}>{body}</Panel>
      {pending ? (
        <ConfirmDialog
          title={deleteTitle(pending.post)}
          danger
          message={LIST_TEXT.deleteConfirm}
          confirmLabel="Delete Post"
          busy={busyId === pending.post.id}
          onCancel={() => setPending(null)}
          onConfirm={() => void confirmDelete()}
        />
      ) : null}
    </>
  );
}

export default BlogListPage;
