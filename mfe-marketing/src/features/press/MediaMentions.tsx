// 'As Featured In', from the mentions /press's loader read: media mentions six at a time, each under its publication's logo (or, without
// one, its name set as a wordmark), and a dialog with the snippet rendered as sanitized HTML.
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, Card, CardGrid, contentImageSources, SafeImage, type MediaMention } from '@firm/shared-contracts';
import { Picture } from '@firm/shared-contracts/media';
import { useLoaded, type Loaded } from '@firm/shared-contracts/data';
import { ErrorBanner } from '@firm/shared-contracts/forms';
import { formatDate } from '@firm/shared-contracts/format';
import { Modal } from '@firm/shared-contracts/modal';
import { sanitizeHtml } from '@firm/shared-contracts/sanitize';
import {
  MENTIONS_PAGE_SIZE,
  PRESS_TEXT,
  nextMentionCount,
  safeUrl,
  visibleMentions,
} from './pressContent.ts';

const LogoBox = styled.div`
  display: flex;
  align-items: center;
  height: 56px;
  margin-bottom: ${({ theme }) => theme.space[4]};
  img {
    max-height: 56px;
    width: auto;
    max-width: 180px;
    object-fit: contain;
  }
`;

/*
 * A publication without a logo file is named in type, as a masthead would set it: tracked capitals
 * over a rule, in the same neutral ink as the logo files, at most two lines.
 */
const Wordmark = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  max-width: 220px;
  padding-bottom: ${({ theme }) => theme.space[1]};
  border-bottom: 2px solid ${({ theme }) => theme.color.graphite};
  color: ${({ theme }) => theme.color.graphite};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 800;
  letter-spacing: 0.12em;
  line-height: 1.25;
  text-transform: uppercase;
`;

const Publication = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[1]};
  font-weight: 700;
  color: ${({ theme }) => theme.color.ink};
`;

const MentionDate = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.slate};
`;

const ArticleTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: 1.35;
`;

const TitleButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.ledger};
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
    border-radius: 4px;
  }
`;

const Status = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[6]} 0;
  text-align: center;
  color: ${({ theme }) => theme.color.slate};
`;

const Empty = styled.div`
  padding: ${({ theme }) => theme.space[8]};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.paper};
  text-align: center;
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.color.ink};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.slate};
  }
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space[8]};
`;

const ErrorBox = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[4]};
`;

const DialogTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  padding-right: ${({ theme }) => theme.space[12]};
  font-size: ${({ theme }) => theme.font.size.xl};
  line-height: ${({ theme }) => theme.font.lineHeight.heading};
  color: ${({ theme }) => theme.color.ink};
`;

const Snippet = styled.div`
  margin: ${({ theme }) => theme.space[6]} 0;
  max-width: ${({ theme }) => theme.layout.textColumn};
  p {
    margin: 0 0 ${({ theme }) => theme.space[3]};
  }
  a {
    color: ${({ theme }) => theme.color.ledger};
  }
`;

/**
 * The logo staff uploaded, at its stored size (docs/architecture.md#d42), else (or should its file
 * fail to load) the row's static logo file (the seed's wordmarks), else the name set as a wordmark.
 */
function PublicationLogo({ mention }: { mention: MediaMention }) {
  const logo = safeUrl(mention.publication_logo_url, true);
  const alt = `${mention.publication_name} logo`;
  const staticLogo = logo ? (
    <SafeImage src={logo} alt={alt} width={180} height={56} loading="lazy" />
  ) : (
    // Hidden from screen readers: the name is read out beside it.
    <Wordmark aria-hidden="true" data-logo-wordmark="">
      {mention.publication_name}
    </Wordmark>
  );
  return (
    <LogoBox>{mention.logo ? <Picture picture={mention.logo} alt={alt} loading="lazy" fallback={staticLogo} /> : staticLogo}</LogoBox>
  );
}

function MentionModal({ mention, onClose }: { mention: MediaMention; onClose(): void }) {
  const articleUrl = safeUrl(mention.article_url);
  return (
    <Modal title={mention.article_title} onClose={onClose}>
      <article>
        <PublicationLogo mention={mention} />
        <DialogTitle>{mention.article_title}</DialogTitle>
        <MentionDate>
          {mention.publication_name} · <time dateTime={mention.mention_date}>{formatDate(mention.mention_date, 'long')}</time>
        </MentionDate>
        <Snippet data-testid="mention-snippet" dangerouslySetInnerHTML={{ __html: sanitizeHtml(mention.snippet_html, { imageSources: contentImageSources() }) }} />
        {articleUrl ? (
          <a href={articleUrl} target="_blank" rel="noopener noreferrer">
            Read the full article on {mention.publication_name} (opens in a new tab)
          </a>
        ) : null}
      </article>
    </Modal>
  );
}

interface MediaMentionsProps {
  mentions: Loaded<MediaMention[]>;
}

export function MediaMentions({ mentions: loaded }: MediaMentionsProps) {
  const state = useLoaded(loaded);
  const [count, setCount] = useState(MENTIONS_PAGE_SIZE);
  const [open, setOpen] = useState<MediaMention | null>(null);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const buttons = useRef(new Map<number, HTMLButtonElement>());

  useEffect(() => {
    if (focusIndex === null) return;
    buttons.current.get(focusIndex)?.focus();
    setFocusIndex(null);
  }, [focusIndex]);

  if (state.status === 'loading') {
    return (
      <Status role="status" aria-live="polite" data-loading="">
        {PRESS_TEXT.loadingMentions}
      </Status>
    );
  }
  if (state.status === 'error') {
    return (
      <ErrorBox>
        <ErrorBanner>{PRESS_TEXT.mentionsError}</ErrorBanner>
        <Button onClick={state.retry}>{PRESS_TEXT.retry}</Button>
      </ErrorBox>
    );
  }
  const mentions = state.data;
  if (mentions.length === 0) {
    return (
      <Empty>
        <h3>{PRESS_TEXT.noMentions}</h3>
        <p>{PRESS_TEXT.noMentionsDetail}</p>
      </Empty>
    );
  }

  const shown = visibleMentions(mentions, count);
  return (
    <>
      <CardGrid min={260} aria-label="Media mentions">
        {shown.map((mention, index) => (
          <Card key={mention.id} index={index % MENTIONS_PAGE_SIZE}>
            <PublicationLogo mention={mention} />
            <Publication>{mention.publication_name}</Publication>
            <MentionDate>
              <time dateTime={mention.mention_date}>{formatDate(mention.mention_date, 'long')}</time>
            </MentionDate>
            <ArticleTitle>
              <TitleButton
                type="button"
                aria-haspopup="dialog"
                ref={(element) => {
                  if (element) buttons.current.set(index, element);
                  else buttons.current.delete(index);
                }}
                onClick={() => setOpen(mention)}
              >
                {mention.article_title}
              </TitleButton>
            </ArticleTitle>
          </Card>
        ))}
      </CardGrid>
      {shown.length < mentions.length ? (
        <More>
          <Button
            $variant="secondary"
            onClick={() => {
              setFocusIndex(shown.length);
              setCount((current) => nextMentionCount(current, mentions.length));
            }}
          >
            {PRESS_TEXT.showMoreMentions}
          </Button>
        </More>
      ) : null}
      {open ? <MentionModal mention={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
