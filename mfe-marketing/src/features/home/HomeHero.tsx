// The home hero: a muted looping background video at 0.75 speed (poster only for visitors who
// prefer reduced motion), the badge, the four-line headline, the call to action and the proof row,
// whose rating is the site's review figures (docs/architecture.md#d36), linked to the reviews;
// on a wide screen an office scene fills the half the text leaves.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled, { useTheme } from 'styled-components';
import { ButtonLink, Container, StarRating, media, usePrefersReducedMotion } from '@firm/shared-contracts';
import { ratingText, type ReviewStats } from '../client-reviews/reviewStats.ts';
import { HOME_HERO } from './homeContent.ts';

const Hero = styled.section`
  position: relative;
  overflow: hidden;
  min-height: min(92vh, 860px);
  display: flex;
  align-items: center;
  padding: calc(${({ theme }) => theme.space[24]} + 40px) 0 ${({ theme }) => theme.space[16]};
  background: ${({ theme }) => theme.color.ink} url('${HOME_HERO.video.poster}') center / cover no-repeat;
  color: ${({ theme }) => theme.color.paper};
  ${media.mobile} {
    min-height: 0;
    padding: calc(${({ theme }) => theme.space[16]} + 40px) 0 ${({ theme }) => theme.space[12]};
  }
`;

const Video = styled.video`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

/* Keeps white text at AA contrast over every frame of the video. */
const Shade = styled.div`
  position: absolute;
  inset: 0;
  background: linear-gradient(90deg, rgba(11, 31, 58, 0.88) 0%, rgba(11, 31, 58, 0.7) 60%, rgba(11, 31, 58, 0.45) 100%);
`;

const Layout = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 460px);
  align-items: center;
  gap: ${({ theme }) => theme.space[12]};
  /* Below the tablet width the text takes the whole hero and the art is left out. */
  @media (max-width: ${({ theme }) => theme.breakpoint.tablet - 1}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Content = styled.div`
  position: relative;
  max-width: 720px;
`;

/* Below the tablet width the art is left out, and its source is a blank (see HeroArt). */
const ArtFrame = styled.picture`
  display: block;
  @media (max-width: ${({ theme }) => theme.breakpoint.tablet - 1}px) {
    display: none;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: 24px;
    box-shadow: 0 24px 60px rgba(0, 0, 0, 0.35);
  }
`;

/** A 1 × 1 transparent GIF: what a narrow screen "loads" instead of the art. */
const BLANK = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/*
 * Decorative, so alt="". Sized by its width and height, so it holds its box before it loads (no
 * shift); lazy, so it is fetched after the page's first paint, and, smaller than the hero, never
 * its largest paint. A phone or narrow tablet never downloads it: a hidden <img> is still fetched,
 * so there the <source> hands it the blank.
 */
function HeroArt() {
  const theme = useTheme();
  const { art } = HOME_HERO;
  return (
    <ArtFrame>
      <source media={`(max-width: ${theme.breakpoint.tablet - 1}px)`} srcSet={BLANK} />
      <img src={art.src} alt="" width={art.width} height={art.height} loading="lazy" decoding="async" data-hero-art="" />
    </ArtFrame>
  );
}

const Badge = styled.p`
  display: inline-block;
  margin: 0 0 ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.gold};
  color: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 700;
`;

const Headline = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.color.paper};
  font-size: ${({ theme }) => theme.font.size.hero};
  line-height: ${({ theme }) => theme.font.lineHeight.heading};
  letter-spacing: -0.01em;
  span {
    display: block;
  }
  span:nth-child(n + 3) {
    color: ${({ theme }) => theme.color.gold};
  }
  ${media.mobile} {
    font-size: ${({ theme }) => theme.font.size.display};
  }
`;

const Paragraph = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[8]};
  max-width: 60ch;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const Proof = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[8]};
  p {
    margin: 0;
  }
  /* Light on the dark video: the link keeps the text colour, and the focus ring turns gold. */
  a,
  a:hover {
    color: inherit;
    font-weight: 700;
    text-underline-offset: 3px;
  }
  a:focus-visible {
    outline-color: ${({ theme }) => theme.color.gold};
  }
`;

/* Holds the stars' line while the figures load, so nothing below moves when they arrive. */
const StarsLine = styled.div`
  min-height: 1.25rem;
`;

const Avatars = styled.ul`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
  li + li {
    margin-left: -12px;
  }
  img {
    display: block;
    border: 2px solid ${({ theme }) => theme.color.paper};
    border-radius: 50%;
  }
`;

export function HomeHero({ stats, statsLoading = false }: { stats: ReviewStats | null; statsLoading?: boolean }) {
  const reduced = usePrefersReducedMotion();
  const videoRef = useRef<HTMLVideoElement>(null);
  const { video } = HOME_HERO;
  const rating = ratingText(stats);

  useEffect(() => {
    const element = videoRef.current;
    if (!element) return;
    element.defaultPlaybackRate = video.playbackRate;
    element.playbackRate = video.playbackRate;
    element.muted = true;
    if (reduced) {
      element.pause?.();
      return;
    }
    try {
      void element.play?.()?.catch(() => undefined);
    } catch {
      // Autoplay refused: the poster stays.
    }
  }, [reduced, video.playbackRate]);

  return (
    <Hero aria-labelledby="home-title" data-section="hero">
      {reduced ? null : (
        <Video
          ref={videoRef}
          autoPlay
          muted
          loop
          playsInline
          preload="auto"
          poster={video.poster}
          width={video.width}
          height={video.height}
          aria-hidden="true"
          tabIndex={-1}
          data-playback-rate={video.playbackRate}
          onLoadedMetadata={(event) => {
            event.currentTarget.playbackRate = video.playbackRate;
          }}
        >
          <source src={video.webm} type="video/webm" />
          <source src={video.mp4} type="video/mp4" />
        </Video>
      )}
      <Shade />
      <Container>
        <Layout>
          <Content>
            <Badge>{HOME_HERO.badge}</Badge>
            <Headline id="home-title">
              {HOME_HERO.headline.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </Headline>
            <Paragraph>{HOME_HERO.paragraph}</Paragraph>
            <ButtonLink to={HOME_HERO.cta.to} $variant="light">
              {HOME_HERO.cta.label}
            </ButtonLink>
            <Proof>
              <Avatars aria-label="Some of our clients">
                {HOME_HERO.avatars.map((avatar) => (
                  <li key={avatar.src}>
                    <img src={avatar.src} alt="" width={avatar.width} height={avatar.height} />
                  </li>
                ))}
              </Avatars>
              <div data-loading={statsLoading ? '' : undefined}>
                <StarsLine>{rating && stats?.average ? <StarRating rating={stats.average} /> : null}</StarsLine>
                <p>
                  {HOME_HERO.trustedBy}
                  {rating ? (
                    <>
                      : <Link to="/client-reviews">rated {rating}</Link>
                    </>
                  ) : null}
                </p>
              </div>
            </Proof>
          </Content>
          <HeroArt />
        </Layout>
      </Container>
    </Hero>
  );
}
