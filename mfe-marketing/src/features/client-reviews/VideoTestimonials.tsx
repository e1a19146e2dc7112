// Video testimonials: a skeleton while loading, nothing when
// there are none, a warning banner when the read fails, otherwise a grid whose cards open a
// player dialog (closed by its button, the backdrop or Escape). A video and poster staff uploaded
// (docs/architecture.md#d41) take the place of the row's video_url and thumbnail_url.
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
import { useAsync } from '@firm/shared-contracts/data';
import { formatDate } from '@firm/shared-contracts/format';
import { Modal } from '@firm/shared-contracts/modal';
import { SectionHeader } from '../sections/SectionHeader.tsx';
import { fetchVideoReviews } from './videoReviewsApi.ts';
import { isPlayableUrl, playerKindOf, toEmbedUrl } from './videoUrl.ts';

export const VIDEO_MESSAGES = {
  errorTitle: 'Unable to load video testimonials at this moment.',
  errorDetail: 'Please try refreshing the page or check back later.',
  loading: 'Loading video testimonials...',
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

const Thumb = styled.div`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  border-radius: 8px;
  overflow: hidden;
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    object-fit: cover;
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
export function videoUrlOf(review: VideoReview): string | null {
  return review.storedVideoUrl ?? review.video_url;
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
            poster={review.poster?.src ?? review.thumbnail_url ?? undefined}
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

async function logged(load: () => Promise<VideoReview[]>): Promise<VideoReview[]> {
  try {
    return await load();
  } catch (error) {
    console.error('Failed to load video testimonials:', error);
    throw error;
  }
}

interface VideoTestimonialsProps {
  loadVideos?: () => Promise<VideoReview[]>;
}

export function VideoTestimonials({ loadVideos = fetchVideoReviews }: VideoTestimonialsProps) {
  const state = useAsync(() => logged(loadVideos), [loadVideos]);
  const [playing, setPlaying] = useState<VideoReview | null>(null);

  if (state.status === 'success' && state.data.length === 0) return null;

  return (
    <Section aria-labelledby="video-testimonials-title" data-section="video-testimonials" data-state={state.status}>
      <Container>
        <SectionHeader
          id="video-testimonials-title"
          title="Video Testimonials"
          lead="Owners in their own words: what changed once their books and payroll were in good hands."
        />
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
          <CardGrid min={280} aria-label="Video testimonials">
            {state.data.map((review, index) => {
              const playable = isPlayableUrl(videoUrlOf(review));
              const image = review.poster ? (
                <Picture picture={review.poster} alt="" sizes="(max-width: 700px) 100vw, 400px" loading="lazy" decoding="async" />
              ) : (
                <SafeImage
                  src={review.thumbnail_url}
                  alt=""
                  width={THUMB_WIDTH}
                  height={THUMB_HEIGHT}
                  loading="lazy"
                  decoding="async"
                />
              );
              return (
                <Card key={review.id} index={index}>
                  {playable ? (
                    <PlayButton
                      type="button"
                      aria-haspopup="dialog"
                      aria-label={`Play video testimonial from ${describe(review)}`}
                      onClick={() => setPlaying(review)}
                    >
                      {image}
                      <PlayIcon>
                        <Icon name="play" size={28} />
                      </PlayIcon>
                    </PlayButton>
                  ) : (
                    <Thumb>{image}</Thumb>
                  )}
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
