// /careers: hero with 'Search Openings', mission cards, the six values, the benefit tabs,
// featured openings and a way to get in touch.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  ButtonAnchor,
  Card,
  CardGrid,
  Container,
  PageHero,
  SafeImage,
  Section,
  VisuallyHidden,
  media,
  siteConfig,
  usePageMeta,
} from '@firm/shared-contracts';
import { IconCards } from '../sections/IconCards.tsx';
import { SectionHeader } from '../sections/SectionHeader.tsx';
import { BenefitTabs } from './BenefitTabs.tsx';
import { BENEFIT_TABS, FEATURED_OPENINGS, MISSION_CARDS, VALUES } from './careersContent.ts';
import { HeroActions } from '../sections/HeroActions.ts';

const ValuesLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[12]};
  align-items: center;
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
  img {
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.card};
  }
`;

/* The values circle: six round tiles around a ring on wide screens, a two-column list on phones. */
const ValuesCircle = styled.ol`
  position: relative;
  width: min(100%, 460px);
  aspect-ratio: 1;
  margin: 0 auto;
  padding: 0;
  list-style: none;
  border-radius: 50%;
  border: 2px dashed ${({ theme }) => theme.color.line};
  li {
    position: absolute;
    top: 50%;
    left: 50%;
    display: grid;
    place-items: center;
    width: 132px;
    height: 132px;
    margin: -66px 0 0 -66px;
    padding: ${({ theme }) => theme.space[3]};
    border-radius: 50%;
    background: ${({ theme }) => theme.color.ink};
    color: ${({ theme }) => theme.color.paper};
    font-weight: 700;
    font-size: ${({ theme }) => theme.font.size.xs};
    text-align: center;
    box-shadow: ${({ theme }) => theme.shadow.raised};
  }
  ${[0, 1, 2, 3, 4, 5]
    .map((i) => `li:nth-child(${i + 1}) { transform: rotate(${i * 60}deg) translateY(-164px) rotate(${-i * 60}deg); }`)
    .join('\n')}
  @media (max-width: ${({ theme }) => theme.breakpoint.tablet - 1}px) {
    width: 100%;
    aspect-ratio: auto;
    border: 0;
    border-radius: 0;
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: ${({ theme }) => theme.space[3]};
    li {
      position: static;
      width: auto;
      height: auto;
      min-height: 72px;
      margin: 0;
      border-radius: ${({ theme }) => theme.radius.card};
      transform: none !important;
    }
  }
`;

const OpeningTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.color.ink};
`;

const OpeningLink = styled.a`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.ledger};
  font-weight: 600;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[6]};
  margin-top: ${({ theme }) => theme.space[8]};
  a:not([class]) {
    color: ${({ theme }) => theme.color.ledger};
    font-weight: 600;
  }
`;

const newTab = <VisuallyHidden> (opens in a new tab)</VisuallyHidden>;

export function CareersPage() {
  usePageMeta({
    title: 'Careers',
    description: `Join ${siteConfig.brandName}: manage AI bookkeeping agents, support small business clients and grow with a modern firm. Benefits, perks and open positions.`,
    canonicalPath: '/careers',
  });
  const jobs = siteConfig.externalLinks.jobs;
  return (
    <>
      <PageHero
        eyebrow="Careers"
        title="Build the Future of Bookkeeping With Us"
        lead="We pair AI agents with skilled people to give small businesses books and payroll they can trust. Come help us do it."
      >
        <HeroActions>
          <ButtonAnchor href={jobs} target="_blank" rel="noopener noreferrer">
            Search Openings{newTab}
          </ButtonAnchor>
        </HeroActions>
      </PageHero>
      <Section aria-labelledby="mission-title" data-section="mission">
        <Container>
          <SectionHeader
            id="mission-title"
            title="Work That Matters"
            lead="Our mission is to give every small business the financial clarity that used to be reserved for big companies."
          />
          <IconCards cards={MISSION_CARDS} />
        </Container>
      </Section>
      <Section $tone="mist" aria-labelledby="values-title" data-section="values">
        <Container>
          <ValuesLayout>
            <div>
              <SectionHeader
                id="values-title"
                title="Our Values"
                lead="Six ideas guide how we work with clients, with technology and with each other."
                center={false}
              />
              <SafeImage
                src="/assets/careers/team.svg"
                alt="Team members collaborating on a video call with shared reports"
                width={560}
                height={420}
                loading="lazy"
              />
            </div>
            <ValuesCircle aria-labelledby="values-title">
              {VALUES.map((value) => (
                <li key={value}>{value}</li>
              ))}
            </ValuesCircle>
          </ValuesLayout>
        </Container>
      </Section>
      <Section aria-labelledby="benefits-title" data-section="benefits">
        <Container>
          <SectionHeader id="benefits-title" title="Benefits and Perks" lead="We take care of the people who take care of our clients." />
          <BenefitTabs tabs={BENEFIT_TABS} label="Benefits and perks" />
        </Container>
      </Section>
      <Section $tone="mist" aria-labelledby="openings-title" data-section="openings">
        <Container>
          <SectionHeader id="openings-title" title="Featured Openings" />
          <CardGrid>
            {FEATURED_OPENINGS.map((opening, index) => (
              <Card key={opening.title} index={index}>
                <OpeningTitle>{opening.title}</OpeningTitle>
                <p style={{ margin: 0 }}>{opening.summary}</p>
                <OpeningLink href={opening.href} target="_blank" rel="noopener noreferrer">
                  View {opening.title} role{newTab}
                </OpeningLink>
              </Card>
            ))}
          </CardGrid>
          <Footer>
            <ButtonAnchor href={jobs} target="_blank" rel="noopener noreferrer">
              Explore All Open Positions{newTab}
            </ButtonAnchor>
            <p style={{ margin: 0 }}>
              Questions about working here? <Link to="/contact">Get in touch</Link>
            </p>
          </Footer>
        </Container>
      </Section>
    </>
  );
}
