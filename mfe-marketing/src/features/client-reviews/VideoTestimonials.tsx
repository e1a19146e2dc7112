// Client testimonials, as /client-reviews's loader read them: a skeleton while Retry reads again, nothing when there are none, a warning banner
// when the read fails, otherwise a grid of cards. A testimonial with a real video opens a player
// dialog (closed by its button, the backdrop or Escape); one without is the client's written
// quote, never a picture made to look like a video (docs/architecture.md#d41). A row with neither
// is left out. A video staff uploaded (docs/architecture.md#d42) plays with its own uploaded
// poster, or with none; otherwise the row's video_url plays with its thumbnail_url (or an
// uploaded poster, when one was added).
import { useState } from 'react';
import styled, { keyframes } from 'styled-components';
import {
  Button,
  Card,
  CardGrid,
  Container,
  SafeImage,
  Section,
  VisuallyHidden,
  type VideoReview,
} from '@firm/shared-contracts';
import { Picture } from '@firm/shared-contracts/media';
import { Icon } from '@firm/shared-contracts/icons';
import { useLoaded, type Loaded } from '@firm/shared-contracts/data';
import { formatDate } from '@firm/shared-contracts/format';
import { Modal } from '@firm/shared-contracts/modal';
import { SectionHeader } from '../sections/SectionHeader.tsx';
import { isPlayableUrl, playerKindOf, toEmbedUrl } from './videoUrl.ts';

export const VIDEO_MESSAGES = {
  title: 'In Their Own Words',
  lead: 'What changed for owners once their books and payroll were in good hands.',
  listLabel: 'Client testimonials',
  errorTitle: 'Unable to load client testimonials at this moment.',
  errorDetail: 'Please try refreshing the page or check back later.',
  loading: 'Loading client testimonials...',
  retry: 'Try Again',
} as const;

const THUMB_WIDTH = 640;
const THUMB_HEIGHT = 360;
const SKELETON_CARDS = 3;

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.55; }
`;

const SkeletonCard = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.paper};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  span {
    display: block;
    border-radius: 8px;
    background: ${({ theme }) => theme.color.line};
    animation: ${pulse} 1.4s ease-in-out infinite;
  }
  span:first-child {
    aspect-ratio: 16 / 9;
  }
  span:not(:first-child) {
    height: 14px;
  }
  span:last-child {
    width: 60%;
  }
  @media (prefers-reduced-motion: reduce) {
    span {
      animation: none;
    }
  }
`;

const Warning = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[6]}`};
  border-radius: 8px;
  border-left: 4px solid ${({ theme }) => theme.color.gold};
  background: #fdf3e2;
  color: ${({ theme }) => theme.color.ink};
  p {
    margin: 0;
  }
  p:first-child {
    font-weight: 700;
  }
`;

const PlayButton = styled.button`
  position: relative;
  display: block;
  width: 100%;
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: 0;
  border: 0;
  border-radius: 8px;
  overflow: hidden;
  background: ${({ theme }) => theme.color.ink};
  cursor: pointer;
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    object-fit: cover;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }
  &:hover span[aria-hidden] {
    transform: translate(-50%, -50%) scale(1.08);
  }
`;

const PlayIcon = styled.span`
  position: absolute;
  top: 50%;
  left: 50%;
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.gold};
  color: ${({ theme }) => theme.color.ink};
  transform: translate(-50%, -50%);
  transition: transform 0.15s ease;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/* An uploaded video without a poster: the play button on the frame's own dark ground, no picture. */
const NoPoster = styled.span`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
`;

/* The client's words, set as the card's lead: a quotation mark in gold, then the quote itself. */
const Quote = styled.blockquote`
  position: relative;
  margin: 0 0 ${({ theme }) => theme.space[6]};
  padding-top: ${({ theme }) => theme.space[8]};
  color: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: 1.6;
  &::before {
    content: '“';
    position: absolute;
    top: -4px;
    left: -2px;
    color: ${({ theme }) => theme.color.gold};
    font-size: 4rem;
    font-weight: 700;
    line-height: 1;
  }
  p {
    margin: 0;
  }
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.color.ink};
`;

const Meta = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.slate};
`;

const Services = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[3]} 0 0;
  padding: 0;
  list-style: none;
  li {
    padding: 2px ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.mist};
    color: ${({ theme }) => theme.color.ink};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: 600;
  }
`;

const Player = styled.div`
  position: relative;
  margin-top: ${({ theme }) => theme.space[8]};
  aspect-ratio: 16 / 9;
  border-radius: 8px;
  overflow: hidden;
  background: #000;
  iframe,
  video {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

const PlayerCaption = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0 0;
  color: ${({ theme }) => theme.color.slate};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

function describe(review: VideoReview): string {
  return review.client_title ? `${review.client_first_name}, ${review.client_title}` : review.client_first_name;
}

/** The video a card plays: the uploaded file, else the row's URL (a file or a YouTube link). */
function videoUrlOf(review: VideoReview): string | null {
  return review.storedVideoUrl ?? review.video_url;
}

/**
 * The still a video has besides an uploaded poster: a video_url's thumbnail_url (null: the
 * placeholder stands in). An uploaded video has only its uploaded poster (the row's thumbnail_url
 * belongs to its video_url), so none (undefined), not a stand-in.
 */
function thumbnailOf(review: VideoReview): string | null | undefined {
  return review.storedVideoUrl ? undefined : review.thumbnail_url;
}

/** The player's poster: the uploaded one, else the row's own still. */
function posterSrc(review: VideoReview): string | undefined {
  return review.poster?.src ?? thumbnailOf(review) ?? undefined;
}

/** A card's still: the uploaded poster, else (or should its file fail to load) the row's own. */
function CardPoster({ review }: { review: VideoReview }) {
  const thumbnail = thumbnailOf(review);
  const still =
    thumbnail === undefined ? (
      <NoPoster data-no-poster="" />
    ) : (
      <SafeImage src={thumbnail} alt="" width={THUMB_WIDTH} height={THUMB_HEIGHT} loading="lazy" decoding="async" />
    );
  return review.poster ? (
    <Picture picture={review.poster} alt="" sizes="(max-width: 700px) 100vw, 400px" loading="lazy" decoding="async" fallback={still} />
  ) : (
    still
  );
}

function VideoPlayerModal({ review, onClose }: { review: VideoReview; onClose(): void }) {
  const url = videoUrlOf(review) ?? '';
  const title = `Video testimonial from ${describe(review)}`;
  return (
    <Modal title={title} onClose={onClose} wide closeLabel="Close video">
      <Player>
        {playerKindOf(url) === 'video' ? (
          <video
            src={url}
            controls
            autoPlay
            playsInline
            preload="metadata"
            poster={posterSrc(review)}
            aria-label={title}
            data-testid="video-player"
          />
        ) : (
          <iframe
            src={toEmbedUrl(url)}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            data-testid="video-player"
          />
        )}
      </Player>
      <PlayerCaption>{describe(review)}</PlayerCaption>
    </Modal>
  );
}

/** A testimonial shows when it has something to watch or to read. */
function hasContent(review: VideoReview): boolean {
  return isPlayableUrl(videoUrlOf(review)) || Boolean(review.quote?.trim());
}

interface VideoTestimonialsProps {
  /** The testimonials as the page's loader read them (fetchVideoReviews). */
  videos: Loaded<VideoReview[]>;
}

export function VideoTestimonials({ videos }: VideoTestimonialsProps) {
  const loaded = useLoaded(videos);
  const state = loaded.status === 'success' ? { ...loaded, data: loaded.data.filter(hasContent) } : loaded;
  const [playing, setPlaying] = useState<VideoReview | null>(null);

  if (state.status === 'success' && state.data.length === 0) return null;

  return (
    <Section aria-labelledby="video-testimonials-title" data-section="video-testimonials" data-state={state.status}>
      <Container>
        <SectionHeader id="video-testimonials-title" title={VIDEO_MESSAGES.title} lead={VIDEO_MESSAGES.lead} />
        {state.status === 'loading' ? (
          <>
            <VisuallyHidden role="status">{VIDEO_MESSAGES.loading}</VisuallyHidden>
            <CardGrid min={280} aria-hidden="true" data-testid="video-skeleton" data-loading="">
              {Array.from({ length: SKELETON_CARDS }, (_, i) => (
                <SkeletonCard key={i}>
                  <span />
                  <span />
                  <span />
                </SkeletonCard>
              ))}
            </CardGrid>
          </>
        ) : null}
        {state.status === 'error' ? (
          <Warning role="alert">
            <p>{VIDEO_MESSAGES.errorTitle}</p>
            <p>{VIDEO_MESSAGES.errorDetail}</p>
            <Button $variant="secondary" onClick={state.retry}>
              {VIDEO_MESSAGES.retry}
            </Button>
          </Warning>
        ) : null}
        {state.status === 'success' ? (
          <CardGrid min={280} aria-label={VIDEO_MESSAGES.listLabel}>
            {state.data.map((review, index) => {
              const quote = review.quote?.trim();
              return (
                <Card key={review.id} index={index}>
                  {isPlayableUrl(videoUrlOf(review)) ? (
                    <PlayButton
                      type="button"
                      aria-haspopup="dialog"
                      aria-label={`Play video testimonial from ${describe(review)}`}
                      onClick={() => setPlaying(review)}
                    >
                      <CardPoster review={review} />
                      <PlayIcon>
                        <Icon name="play" size={28} />
                      </PlayIcon>
                    </PlayButton>
                  ) : null}
                  {quote ? (
                    <Quote>
                      <p>{quote}</p>
                    </Quote>
                  ) : null}
                  <Name>{review.client_first_name}</Name>
                  {review.client_title ? <Meta>{review.client_title}</Meta> : null}
                  {review.review_date ? (
                    <Meta>
                      <time dateTime={review.review_date}>{formatDate(review.review_date, 'long')}</time>
                    </Meta>
                  ) : null}
                  {review.services.length > 0 ? (
                    <Services aria-label={`Services used by ${review.client_first_name}`}>
                      {review.services.map((service) => (
                        <li key={service.id}>{service.name}</li>
                      ))}
                    </Services>
                  ) : null}
                </Card>
              );
            })}
          </CardGrid>
        ) : null}
      </Container>
      {playing ? <VideoPlayerModal review={playing} onClose={() => setPlaying(null)} /> : null}
    </Section>
  );
}
