// / — hero, trusted-by logos, problem cards, AI bookkeeping, bookkeeping and payroll offers,
// reviews, results, credential badges and the closing call to action, plus the
// AccountingService structured data. The route's loader reads the review figures; the reviews
// widget reads its own once scrolled into view.
import { useLoaderData } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink, Container, CtaBand, Section, media, siteConfig, usePageMeta } from '@firm/shared-contracts';
import { Icon } from '@firm/shared-contracts/icons';
import { IconCards } from '../sections/IconCards.tsx';
import { LogoStrip } from '../sections/LogoStrip.tsx';
import { ReviewsSection } from '../sections/ReviewsSection.tsx';
import { SectionHeader } from '../sections/SectionHeader.tsx';
import { SplitSection } from '../sections/SplitSection.tsx';
import { loadReviewStats, useReviewStats } from '../client-reviews/useReviewStats.ts';
import { BusinessJsonLd } from './BusinessJsonLd.tsx';
import { HomeHero } from './HomeHero.tsx';
import { AI_BOOKKEEPING, BOOKKEEPING_OFFER, CREDENTIALS, HOME_PROBLEMS, PAYROLL_OFFER, RESULTS } from './homeContent.ts';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[6]};
  margin: 0 0 ${({ theme }) => theme.space[8]};
  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  div {
    display: flex;
    flex-direction: column-reverse;
    gap: ${({ theme }) => theme.space[1]};
    text-align: center;
  }
  dt {
    color: ${({ theme }) => theme.color.paper};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.display};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.color.gold};
  }
`;

const Center = styled.div`
  text-align: center;
`;

const Badges = styled.ul`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (max-width: ${({ theme }) => theme.breakpoint.tablet - 1}px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  li {
    display: grid;
    justify-items: center;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.card};
    background: ${({ theme }) => theme.color.paper};
    text-align: center;
  }
  strong {
    color: ${({ theme }) => theme.color.ink};
  }
  span {
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.slate};
  }
`;

const Seal = styled.span`
  display: grid !important;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.gold} !important;
`;

export async function loader() {
  return { stats: await loadReviewStats() };
}

export function HomePage() {
  usePageMeta({
    title: 'AI Bookkeeping and Payroll, Checked by People',
    description: `${siteConfig.brandName} manages AI bookkeeping agents for small businesses and has specialists check their work: GAAP-compliant bookkeeping, payroll and notary services from Las Vegas at about half the cost of a traditional firm.`,
    canonicalPath: '/',
  });
  const { stats, loading } = useReviewStats(useLoaderData<typeof loader>().stats);
  return (
    <>
      <BusinessJsonLd stats={stats} />
      <HomeHero stats={stats} statsLoading={loading} />
      <LogoStrip />
      <Section $tone="mist" aria-labelledby="home-problems-title" data-section="problems">
        <Container>
          <SectionHeader
            id="home-problems-title"
            title="Running a Business Is Hard Enough"
            lead="Your books should not be one more thing keeping you up at night."
          />
          <IconCards cards={HOME_PROBLEMS} />
        </Container>
      </Section>
      <SplitSection content={AI_BOOKKEEPING} />
      <SplitSection content={BOOKKEEPING_OFFER} tone="mist" />
      <SplitSection content={PAYROLL_OFFER} />
      <ReviewsSection />
      <Section $tone="ink" aria-labelledby="results-title" data-section="results">
        <Container>
          <SectionHeader
            id="results-title"
            title="Results Our Clients Can Measure"
            lead="Less time on books and payroll, faster month-end close and numbers owners can act on."
          />
          <Figures>
            {RESULTS.map((figure) => (
              <div key={figure.label}>
                <dt>{figure.label}</dt>
                <dd>{figure.value}</dd>
              </div>
            ))}
          </Figures>
          <Center>
            <ButtonLink to="/case-studies/" $variant="light">
              Read Client Case Studies
            </ButtonLink>
          </Center>
        </Container>
      </Section>
      <Section aria-labelledby="credentials-title" data-section="credentials">
        <Container>
          <SectionHeader id="credentials-title" title="Certified People Behind the AI" />
          <Badges>
            {CREDENTIALS.map((credential) => (
              <li key={credential.title}>
                <Seal>
                  <Icon name="accuracy" size={28} />
                </Seal>
                <strong>{credential.title}</strong>
                <span>{credential.detail}</span>
              </li>
            ))}
          </Badges>
        </Container>
      </Section>
      <CtaBand
        title="See If We're a Fit"
        text="A free consultation, a clear recommendation and a fixed monthly price. No pressure, no jargon."
        primary={{ to: '/book', label: 'Book a Free Consultation' }}
        secondary={{ to: '/bookkeeping', label: 'See Bookkeeping Plans' }}
      />
    </>
  );
}
