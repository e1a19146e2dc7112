// /client-reviews (canonical): hero, the review summary, the verified reviews widget, the video
// testimonials and the closing call to action. The hero's rating, the structured data and the
// summary's note all come from the review figures of the reviews table (docs/architecture.md#d36).
// The route's loader reads the figures, the summary and the testimonials apart, so each can fail
// alone; the verified reviews widget reads its own once scrolled into view.
import { useLoaderData } from 'react-router-dom';
import styled from 'styled-components';
import {
  Container,
  CtaBand,
  Lead,
  PageHero,
  ReviewsWidget,
  Section,
  SectionTitle,
  StarRating,
  siteConfig,
  usePageMeta,
} from '@firm/shared-contracts';
import { settle } from '@firm/shared-contracts/data';
import { BusinessJsonLd } from '../home/BusinessJsonLd.tsx';
import { ReviewSummary } from './ReviewSummary.tsx';
import { ratingText } from './reviewStats.ts';
import { loadReviewSummary } from './reviewSummary.ts';
import { loadReviewStats, useReviewStats } from './useReviewStats.ts';
import { fetchVideoReviews } from './videoReviewsApi.ts';
import { VideoTestimonials } from './VideoTestimonials.tsx';

const Title = styled(SectionTitle)`
  color: ${({ theme }) => theme.color.ink};
`;

const Rating = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  /* The line keeps its height while the figures load. */
  min-height: 1.5em;
  margin: ${({ theme }) => theme.space[6]} 0 0;
  font-weight: 600;
`;

export async function loader() {
  const [stats, summary, videos] = await Promise.all([
    loadReviewStats(),
    settle('The review summary', () => loadReviewSummary()),
    settle('Client testimonials', fetchVideoReviews),
  ]);
  return { stats, summary, videos };
}

export function ClientReviewsPage() {
  const loaded = useLoaderData<typeof loader>();
  const { stats, loading } = useReviewStats(loaded.stats);
  const rating = ratingText(stats);
  usePageMeta({
    title: 'Client Reviews',
    description: `Read verified reviews and testimonials from small business owners who trust ${siteConfig.brandName} with their bookkeeping and payroll.`,
    canonicalPath: '/client-reviews',
  });
  return (
    <>
      <BusinessJsonLd stats={stats} />
      <PageHero
        eyebrow="Client Reviews"
        title="What Our Clients Say"
        lead="Small business owners across the country trust us with their books and payroll. Here is what they tell us, and what they tell others."
      >
        <Rating data-testid="review-rating" data-loading={loading ? '' : undefined}>
          {rating && stats?.average ? (
            <>
              <StarRating rating={stats.average} />
              <span>{rating}</span>
            </>
          ) : null}
        </Rating>
      </PageHero>

      <Section aria-labelledby="review-summary-title" data-section="review-summary">
        <Container>
          <Title id="review-summary-title">Our Reviews at a Glance</Title>
          <Lead>A short summary of what clients say most often in their verified reviews.</Lead>
          <ReviewSummary summary={loaded.summary} totalReviews={stats?.count ?? null} />
        </Container>
      </Section>

      <Section $tone="mist" aria-labelledby="verified-reviews-title" data-section="verified-reviews">
        <Container>
          <Title id="verified-reviews-title">Verified Client Reviews</Title>
          <Lead>Every review comes from a real client of the firm.</Lead>
          <ReviewsWidget variant="reviews-page" />
        </Container>
      </Section>

      <VideoTestimonials videos={loaded.videos} />

      <CtaBand
        title="Ready to Become Our Next Success Story?"
        text="Book a free consultation and see how monthly bookkeeping with human review works for your business."
        primary={{ to: '/book', label: 'Book a Free Consultation' }}
        secondary={{ to: '/bookkeeping', label: 'Explore Bookkeeping Plans' }}
      />
    </>
  );
}
