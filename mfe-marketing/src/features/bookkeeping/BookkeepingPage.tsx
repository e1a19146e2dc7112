// /bookkeeping: hero, logos, problem cards, tax-season story, benefits, pricing, why-us,
// reviews and the closing call to action.
import styled from 'styled-components';
import {
  ButtonAnchor,
  ButtonLink,
  Container,
  CtaBand,
  SafeImage,
  Section,
  media,
  siteConfig,
  usePageMeta,
} from '@firm/shared-contracts';
import { IconCards } from '../sections/IconCards.tsx';
import { LogoStrip } from '../sections/LogoStrip.tsx';
import { ReviewsSection } from '../sections/ReviewsSection.tsx';
import { SectionHeader } from '../sections/SectionHeader.tsx';
import { SplitSection } from '../sections/SplitSection.tsx';
import { BookkeepingPricing } from './BookkeepingPricing.tsx';
import { BOOKKEEPING_BENEFITS, BOOKKEEPING_HERO, BOOKKEEPING_PROBLEMS, TAX_SEASON_STORY, WHY_US } from './bookkeepingContent.ts';

const Hero = styled.section`
  padding: calc(${({ theme }) => theme.space[24]} + 40px) 0 ${({ theme }) => theme.space[16]};
  background: ${({ theme }) => theme.color.mist};
  color: ${({ theme }) => theme.color.ink};
  ${media.mobile} {
    padding: calc(${({ theme }) => theme.space[16]} + 40px) 0 ${({ theme }) => theme.space[12]};
  }
`;

const HeroGrid = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[12]};
  align-items: center;
  ${media.mobile} {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space[8]};
  }
  h1 {
    margin: 0 0 ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.font.size.display};
    line-height: ${({ theme }) => theme.font.lineHeight.heading};
    ${media.mobile} {
      font-size: ${({ theme }) => theme.font.size.xxl};
    }
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[6]};
    font-size: ${({ theme }) => theme.font.size.md};
    max-width: ${({ theme }) => theme.layout.textColumn};
  }
  img {
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.card};
  }
`;

const Eyebrow = styled.p`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.paper};
  font-size: ${({ theme }) => theme.font.size.xs} !important;
  font-weight: 700;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

export function BookkeepingPage() {
  usePageMeta({
    title: 'Monthly Bookkeeping Services',
    description: `GAAP-compliant monthly bookkeeping in QuickBooks Online or Zoho Books from ${siteConfig.brandName}: AI agents do the work, human specialists check it. Plans from $395 a month.`,
    canonicalPath: '/bookkeeping',
  });
  const { image } = BOOKKEEPING_HERO;
  return (
    <>
      <Hero aria-labelledby="bookkeeping-title">
        <Container>
          <HeroGrid>
            <div>
              <Eyebrow>{BOOKKEEPING_HERO.eyebrow}</Eyebrow>
              <h1 id="bookkeeping-title">{BOOKKEEPING_HERO.title}</h1>
              <p>{BOOKKEEPING_HERO.lead}</p>
              <Actions>
                <ButtonLink to="/contact?service=bookkeeping">See If We're a Fit</ButtonLink>
                <ButtonAnchor href="#pricing" $variant="secondary">
                  See Pricing
                </ButtonAnchor>
              </Actions>
            </div>
            <SafeImage src={image.src} alt={image.alt} width={image.width} height={image.height} fetchPriority="high" />
          </HeroGrid>
        </Container>
      </Hero>
      <LogoStrip />
      <Section $tone="mist" aria-labelledby="bookkeeping-problems-title" data-section="problems">
        <Container>
          <SectionHeader
            id="bookkeeping-problems-title"
            title="Sound Familiar?"
            lead="Most small businesses do not fall behind on purpose. Bookkeeping just never makes it to the top of the list."
          />
          <IconCards cards={BOOKKEEPING_PROBLEMS} />
        </Container>
      </Section>
      <SplitSection content={TAX_SEASON_STORY} />
      <Section $tone="mist" aria-labelledby="bookkeeping-benefits-title" data-section="benefits">
        <Container>
          <SectionHeader
            id="bookkeeping-benefits-title"
            title="What You Get Every Month"
            lead="Clean books, useful reports and a team that knows your business."
          />
          <IconCards cards={BOOKKEEPING_BENEFITS} />
        </Container>
      </Section>
      <Section id="pricing" aria-labelledby="pricing-title" data-section="pricing">
        <Container>
          <SectionHeader
            id="pricing-title"
            title="Simple Monthly Pricing"
            lead="Pick the plan that matches your transaction volume. Upgrade or downgrade as your business changes."
          />
          <BookkeepingPricing />
        </Container>
      </Section>
      <Section $tone="mist" aria-labelledby="why-us-title" data-section="why-us">
        <Container>
          <SectionHeader id="why-us-title" title={`Why Businesses Choose ${siteConfig.brandName}`} />
          <IconCards cards={WHY_US} min={240} />
        </Container>
      </Section>
      <ReviewsSection />
      <CtaBand
        title="Ready for Books You Can Trust?"
        text="Book a free consultation. We will look at your books and recommend the plan that fits."
        primary={{ to: '/contact?service=bookkeeping', label: "See If We're a Fit" }}
        secondary={{ to: '/payroll', label: 'Add Payroll' }}
      />
    </>
  );
}
