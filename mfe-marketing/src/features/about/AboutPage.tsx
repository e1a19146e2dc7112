// /about (canonical /about): hero, the founder's story, mission and vision, six core values, the
// team directory, client logos, reviews and the closing call to action. The team is read by the
// route's loader; the reviews widget reads its own once scrolled into view.
import { useLoaderData } from 'react-router-dom';
import styled from 'styled-components';
import {
  ButtonLink,
  Container,
  CtaBand,
  PageHero,
  Section,
  SectionTitle,
  media,
  usePageMeta,
} from '@firm/shared-contracts';
import { settle } from '@firm/shared-contracts/data';
import { IconCards } from '../sections/IconCards.tsx';
import { LogoStrip } from '../sections/LogoStrip.tsx';
import { ReviewsSection } from '../sections/ReviewsSection.tsx';
import { SectionHeader } from '../sections/SectionHeader.tsx';
import { protectionHandlers } from '../team/contentProtection.ts';
import { fetchTeamMembers } from '../team/teamApi.ts';
import { TeamDirectory } from '../team/TeamDirectory.tsx';
import { TeamPhoto } from '../team/TeamPhoto.tsx';
import { ABOUT_HERO, ABOUT_META, CEO_STORY, CORE_VALUES, MISSION, VISION } from './aboutContent.ts';
import { HeroActions } from '../sections/HeroActions.ts';

const StoryLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space[12]};
  align-items: center;
  ${media.mobile} {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space[8]};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[4]};
    max-width: ${({ theme }) => theme.layout.textColumn};
  }
`;

const Eyebrow = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]} !important;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.ledger};
`;

const Title = styled(SectionTitle)`
  color: ${({ theme }) => theme.color.ink};
`;

const Quote = styled.blockquote`
  margin: ${({ theme }) => theme.space[6]} 0 0;
  padding-left: ${({ theme }) => theme.space[4]};
  border-left: 4px solid ${({ theme }) => theme.color.gold};
  p {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: 600;
    color: ${({ theme }) => theme.color.ink};
  }
  footer {
    color: ${({ theme }) => theme.color.slate};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
`;

const Portrait = styled.figure`
  margin: 0;
  max-width: 420px;
  justify-self: center;
  width: 100%;
`;

const Pillars = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[6]};
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Pillar = styled.article`
  padding: ${({ theme }) => theme.space[8]};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.paper};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.font.size.xl};
    color: ${({ theme }) => theme.color.gold};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

export async function loader() {
  return { team: await settle('The team', fetchTeamMembers) };
}

export function AboutPage() {
  usePageMeta(ABOUT_META);
  const { team } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero eyebrow={ABOUT_HERO.eyebrow} title={ABOUT_HERO.title} lead={ABOUT_HERO.lead}>
        <HeroActions>
          <ButtonLink to="/contact">See If We're a Fit</ButtonLink>
          <ButtonLink to="/about#team" $variant="secondary">
            Meet Our Team
          </ButtonLink>
        </HeroActions>
      </PageHero>

      <Section aria-labelledby="ceo-story-title" data-section="ceo-story">
        <Container>
          <StoryLayout>
            <div>
              <Eyebrow>{CEO_STORY.eyebrow}</Eyebrow>
              <Title id="ceo-story-title">{CEO_STORY.title}</Title>
              {CEO_STORY.paragraphs.map((text) => (
                <p key={text}>{text}</p>
              ))}
              <Quote>
                <p>“{CEO_STORY.quote}”</p>
                <footer>{CEO_STORY.quoteBy}</footer>
              </Quote>
            </div>
            <Portrait onContextMenu={protectionHandlers.onContextMenu} onDragStart={protectionHandlers.onDragStart}>
              <TeamPhoto src={CEO_STORY.image.src} name="Elena" alt={CEO_STORY.image.alt} />
            </Portrait>
          </StoryLayout>
        </Container>
      </Section>

      <Section $tone="mist" aria-label="Mission and vision" data-section="mission-vision">
        <Container>
          <Pillars>
            <Pillar>
              <h2>{MISSION.title}</h2>
              <p>{MISSION.text}</p>
            </Pillar>
            <Pillar>
              <h2>{VISION.title}</h2>
              <p>{VISION.text}</p>
            </Pillar>
          </Pillars>
        </Container>
      </Section>

      <Section aria-labelledby="core-values-title" data-section="core-values">
        <Container>
          <SectionHeader
            id="core-values-title"
            title="Our Core Values"
            lead="Six promises that shape how we keep your books, run your payroll and answer your calls."
          />
          <IconCards cards={CORE_VALUES} label="Core values" min={300} />
        </Container>
      </Section>

      <TeamDirectory team={team} />

      <LogoStrip title="Trusted by small businesses across the U.S." />
      <ReviewsSection />
      <CtaBand
        title="Let's Put Your Books in Good Hands"
        text="Tell us about your business. We will show you what monthly bookkeeping with human review looks like."
        primary={{ to: '/bookkeeping', label: 'Explore Bookkeeping Plans' }}
        secondary={{ to: '/book', label: 'Book a Free Consultation' }}
      />
    </>
  );
}
