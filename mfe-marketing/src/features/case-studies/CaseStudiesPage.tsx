// /case-studies: a dark hero that points down to the list, then one card per case study.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  ButtonAnchor,
  Card,
  CardGrid,
  Container,
  CtaBand,
  Lead,
  PageHero,
  SafeImage,
  Section,
  SectionTitle,
  usePageMeta,
} from '@firm/shared-contracts';
import { CASE_STUDIES, CASE_STUDY_IMAGE_SIZE } from './caseStudies.ts';
import { HeroActions } from '../sections/HeroActions.ts';

const Thumb = styled(SafeImage)`
  display: block;
  width: calc(100% + ${({ theme }) => theme.space[12]});
  max-width: none;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  margin: -${({ theme }) => theme.space[6]} -${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => `${theme.radius.card} ${theme.radius.card} 0 0`};
  background: ${({ theme }) => theme.color.line};
`;

const Meta = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.slate};
`;

const CardTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.heading};
  color: ${({ theme }) => theme.color.ink};
`;

const Headline = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-weight: 600;
  color: ${({ theme }) => theme.color.mint};
`;

const Summary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  flex: 1;
`;

const ReadMore = styled(Link)`
  align-self: flex-start;
  font-weight: 600;
  color: ${({ theme }) => theme.color.ledger};
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
    border-radius: 4px;
  }
`;

export function CaseStudiesPage() {
  usePageMeta({
    title: 'Case Studies',
    description:
      'Real results from small businesses that handed their books to us: cleanups, job costing, payroll and cash flow plans, told by the owners who lived them.',
    canonicalPath: '/case-studies',
  });
  return (
    <>
      <PageHero
        dark
        eyebrow="Client results"
        title="Case Studies"
        lead="Cleaning crews, plumbers, food trucks and online brands: see what changed when their books were finally clean, current and useful."
      >
        <HeroActions>
          <ButtonAnchor href="#case-studies-list" $variant="light">
            Browse the Case Studies
          </ButtonAnchor>
        </HeroActions>
      </PageHero>
      <Section $tone="mist" id="case-studies-list" aria-labelledby="case-studies-list-title">
        <Container>
          <SectionTitle id="case-studies-list-title">Stories From Our Clients</SectionTitle>
          <Lead>Each story covers the problem, what we did and the numbers that moved.</Lead>
          <CardGrid min={300}>
            {CASE_STUDIES.map((study, index) => (
              <Card key={study.slug} index={index}>
                <Thumb
                  src={study.image.src}
                  alt=""
                  width={CASE_STUDY_IMAGE_SIZE.width}
                  height={CASE_STUDY_IMAGE_SIZE.height}
                  loading="lazy"
                  decoding="async"
                />
                <Meta>
                  {study.industry} · {study.location}
                </Meta>
                <CardTitle>{study.company}</CardTitle>
                <Headline>{study.headline}</Headline>
                <Summary>{study.summary}</Summary>
                <ReadMore to={`/case-studies/${study.slug}`} aria-label={`Read the ${study.company} case study`}>
                  Read the case study
                </ReadMore>
              </Card>
            ))}
          </CardGrid>
        </Container>
      </Section>
      <CtaBand
        title="Want Results Like These?"
        text="Tell us where your books stand today and we will show you what clean, current numbers look like for your business."
        primary={{ to: '/contact', label: "See If We're a Fit" }}
        secondary={{ to: '/bookkeeping', label: 'View Bookkeeping Plans' }}
      />
    </>
  );
}
