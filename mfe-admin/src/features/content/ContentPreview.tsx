// The entry as the public page draws it, from what the form holds now: a small, faithful copy of
// the public card or dialog (name and title, the bio's sections in the dialog's order, the stars,
// the quote, the dated release), built from the shared-contracts pieces the public pages use
// (StarRating, formatDate, sanitizeHtml with the pages' rules). Photos and logos are not drawn:
// they are set on the Site Media screen.
import styled from 'styled-components';
import { StarRating } from '@firm/shared-contracts';
import { formatDate } from '@firm/shared-contracts/format';
import { sanitizeHtml } from '@firm/shared-contracts/sanitize';
import { CREDENTIALS, type ContentKind } from './contentKinds.ts';

const Frame = styled.figure`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px dashed ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.mist};
  figcaption {
    margin-bottom: ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.color.slate};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: 600;
  }
`;

const Card = styled.article`
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.paper};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  overflow-wrap: anywhere;
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.font.size.lg};
    color: ${({ theme }) => theme.color.ink};
  }
  h4 {
    margin: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.ink};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    white-space: pre-line;
  }
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.color.slate};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

function str(row: Record<string, unknown>, name: string): string | null {
  const value = row[name];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function date(value: string | null): string | null {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value, 'long') : value;
}

function Team({ row }: { row: Record<string, unknown> }) {
  const badges = Array.isArray(row.badges) ? (row.badges as { badge_image: string }[]) : [];
  // The dialog's sections, in its order (the bio falls back to the short description).
  const sections: [string, string | null][] = [
    ['About', str(row, 'about') ?? str(row, 'description')],
    ['Experience', str(row, 'experience')],
    ['Hobbies', str(row, 'hobbies')],
    ['Favorite Foods', str(row, 'favorite_foods')],
  ];
  return (
    <Card>
      <h3>{str(row, 'first_name') ?? 'Name'}</h3>
      {str(row, 'title') ? <p>{str(row, 'title')}</p> : null}
      {str(row, 'team') ? <Meta>Team: {str(row, 'team')}</Meta> : null}
      {badges.length > 0 ? (
        <ul aria-label="Certifications">
          {badges.map((badge) => (
            <li key={badge.badge_image}>{CREDENTIALS.find((credential) => credential.image === badge.badge_image)?.label ?? badge.badge_image}</li>
          ))}
        </ul>
      ) : null}
      {sections.map(([heading, text]) =>
        text ? (
          <div key={heading}>
            <h4>{heading}</h4>
            <p>{text.trim()}</p>
          </div>
        ) : null,
      )}
    </Card>
  );
}

function Press({ row }: { row: Record<string, unknown> }) {
  return (
    <Card>
      <Meta>{date(str(row, 'release_date'))}</Meta>
      <h3>{str(row, 'title') ?? 'Title'}</h3>
      <p>{str(row, 'content')}</p>
      {str(row, 'pdf_url') ? <Meta>PDF: {str(row, 'pdf_url')}</Meta> : null}
    </Card>
  );
}

function Mention({ row }: { row: Record<string, unknown> }) {
  return (
    <Card>
      <Meta>
        {str(row, 'publication_name')} · {date(str(row, 'mention_date'))}
      </Meta>
      <h3>{str(row, 'article_title') ?? 'Article title'}</h3>
      <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(str(row, 'snippet_html') ?? '') }} />
      {str(row, 'article_url') ? <Meta>Read the article: {str(row, 'article_url')}</Meta> : null}
    </Card>
  );
}

function Review({ row }: { row: Record<string, unknown> }) {
  const rating = Number(row.rating);
  return (
    <Card>
      {rating >= 1 && rating <= 5 ? <StarRating rating={rating} /> : null}
      <p>{str(row, 'body')}</p>
      <Meta>
        {[str(row, 'author_first_name'), str(row, 'company_or_trade')].filter(Boolean).join(', ')} · {str(row, 'source')} ·{' '}
        {date(str(row, 'review_date'))}
      </Meta>
    </Card>
  );
}

function Video({ row }: { row: Record<string, unknown> }) {
  const hasVideo = str(row, 'video_url') !== null || str(row, 'video_path') !== null;
  return (
    <Card>
      {hasVideo ? <Meta>Video: {str(row, 'video_path') ? 'uploaded on Site Media' : str(row, 'video_url')}</Meta> : null}
      {!hasVideo && str(row, 'quote') ? <p>“{str(row, 'quote')}”</p> : null}
      <h3>{str(row, 'client_first_name') ?? 'Client'}</h3>
      {str(row, 'client_title') ? <Meta>{str(row, 'client_title')}</Meta> : null}
    </Card>
  );
}

const RENDERERS = { team: Team, press: Press, mentions: Mention, reviews: Review, videos: Video } as const;

export function ContentPreview({ kind, row, shown }: { kind: ContentKind; row: Record<string, unknown>; shown: boolean }) {
  const Renderer = RENDERERS[kind.id];
  return (
    <Frame aria-label={`Preview of the ${kind.noun.toLowerCase()}`}>
      <figcaption>
        {shown ? `Preview, as ${kind.publicPage} shows it` : `Preview. Hidden: ${kind.publicPage} does not show it`}
      </figcaption>
      <Renderer row={row} />
    </Frame>
  );
}
