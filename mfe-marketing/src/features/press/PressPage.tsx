// /press: hero, the Newsroom timeline, 'As Featured In', media inquiries and the press kit
// (the media inquiry link presets the contact form to press: docs/architecture.md#d3). The route's
// loader reads the releases and the mentions apart, so either can fail alone with its Retry.
import { useLoaderData } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  ButtonLink,
  Container,
  PageHero,
  Section,
  media,
  siteConfig,
  usePageMeta,
} from '@firm/shared-contracts';
import { settle } from '@firm/shared-contracts/data';
import { SectionHeader } from '../sections/SectionHeader.tsx';
import { MediaMentions } from './MediaMentions.tsx';
import { Newsroom } from './Newsroom.tsx';
import { fetchMediaMentions, fetchPressReleases } from './pressApi.ts';
import { PRESS_TEXT } from './pressContent.ts';
import { HeroActions } from '../sections/HeroActions.ts';

const Inquiries = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space[8]};
  align-items: start;
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.font.size.xxl};
    line-height: ${({ theme }) => theme.font.lineHeight.heading};
    color: ${({ theme }) => theme.color.ink};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[4]};
    max-width: ${({ theme }) => theme.layout.textColumn};
  }
  a:not([class]) {
    color: ${({ theme }) => theme.color.ledger};
  }
`;

const KitCard = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  justify-items: start;
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.mist};
  border: 1px solid ${({ theme }) => theme.color.line};
  color: ${({ theme }) => theme.color.graphite};
  h3 {
    margin: 0;
    color: ${({ theme }) => theme.color.ink};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
  }
`;

const SoonBadge = styled.span`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.gold};
  color: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 700;
`;

export async function loader() {
  const [releases, mentions] = await Promise.all([
    settle('Press releases', fetchPressReleases),
    settle('Media mentions', fetchMediaMentions),
  ]);
  return { releases, mentions };
}

export function PressPage() {
  const { releases, mentions } = useLoaderData<typeof loader>();
  usePageMeta({
    title: 'Press & Media',
    description: `News, press releases and media coverage of ${siteConfig.brandName}, the Las Vegas bookkeeping, payroll and notary firm. Media inquiries welcome.`,
    canonicalPath: '/press',
  });
  return (
    <>
      <PageHero
        eyebrow="Press & Media"
        title="Newsroom"
        lead={`The latest announcements from ${siteConfig.brandName}, the stories we have been featured in, and how to reach us for an interview or comment.`}
      >
        <HeroActions>
          <ButtonLink to="/contact?service=press">Make a Media Inquiry</ButtonLink>
        </HeroActions>
      </PageHero>

      <Section aria-labelledby="newsroom-title" data-section="newsroom">
        <Container>
          <SectionHeader id="newsroom-title" title="Press Releases" lead="Company news, newest first." center={false} />
          <Newsroom releases={releases} />
        </Container>
      </Section>

      <Section $tone="mist" aria-labelledby="featured-in-title" data-section="featured-in">
        <Container>
          <SectionHeader
            id="featured-in-title"
            title="As Featured In"
            lead="Publications, podcasts and broadcasts that have talked with our team."
          />
          <MediaMentions mentions={mentions} />
        </Container>
      </Section>

      <Section aria-labelledby="media-inquiries-title" data-section="media-inquiries">
        <Container>
          <Inquiries>
            <div>
              <h2 id="media-inquiries-title">Media Inquiries</h2>
              <p>
                Writing about small business finance, payroll in Nevada or AI in accounting? Our team is happy to
                comment, share data or join your show. We reply to press requests within one business day.
              </p>
              <p>
                Or email <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a> with “Press” in the subject.
              </p>
              <ButtonLink to="/contact?service=press">
                Contact Our Press Team
              </ButtonLink>
            </div>
            <KitCard>
              <h3>Press Kit</h3>
              <p>Logos, founder bio, headshots and company facts in one download.</p>
              <Button disabled aria-describedby="press-kit-status">
                {PRESS_TEXT.pressKit}
              </Button>
              <SoonBadge id="press-kit-status">{PRESS_TEXT.comingSoon}</SoonBadge>
            </KitCard>
          </Inquiries>
        </Container>
      </Section>
    </>
  );
}
