// /case-studies/:slug — the one template every case study uses. An unknown slug is a 404.
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  ButtonAnchor,
  Card,
  CardGrid,
  Container,
  CtaBand,
  Lead,
  media,
  PageHero,
  SafeImage,
  Section,
  SectionTitle,
  siteConfig,
  usePageMeta,
} from '@firm/shared-contracts';
import { NotFoundPage } from '../not-found/NotFoundPage.tsx';
import { CASE_STUDY_IMAGE_SIZE, findCaseStudy, type CaseStudy } from './caseStudies.ts';

const HeroMeta = styled.p`
  margin: ${({ theme }) => theme.space[4]} 0 0;
  font-weight: 600;
  color: ${({ theme }) => theme.color.gold};
`;

const HeroImage = styled(SafeImage)`
  display: block;
  width: 100%;
  max-width: 880px;
  height: auto;
  margin-top: ${({ theme }) => theme.space[8]};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.line};
`;

const TwoColumns = styled.div`
  display: grid;
  grid-template-columns: 3fr 2fr;
  gap: ${({ theme }) => theme.space[12]};
  align-items: start;
  ${media.mobile} {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space[8]};
  }
`;

const Prose = styled.div`
  max-width: ${({ theme }) => theme.layout.textColumn};
  p {
    margin: 0 0 ${({ theme }) => theme.space[4]};
  }
`;

const Quote = styled.figure`
  margin: 0;
  padding: ${({ theme }) => theme.space[8]};
  border-left: 4px solid ${({ theme }) => theme.color.gold};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.mist};
  blockquote {
    margin: 0 0 ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.font.size.lg};
    color: ${({ theme }) => theme.color.ink};
  }
  figcaption {
    color: ${({ theme }) => theme.color.slate};
  }
`;

const Bullets = styled.ul`
  margin: 0;
  padding-left: 1.25em;
  max-width: ${({ theme }) => theme.layout.textColumn};
  li + li {
    margin-top: ${({ theme }) => theme.space[2]};
  }
`;

const HighlightValue = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: 800;
  line-height: ${({ theme }) => theme.font.lineHeight.heading};
  color: ${({ theme }) => theme.color.mint};
  font-variant-numeric: tabular-nums;
`;

const HighlightLabel = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.graphite};
`;

const ResultsList = styled(Bullets)`
  margin-top: ${({ theme }) => theme.space[8]};
`;

const PdfBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: ${({ theme }) => theme.layout.textColumn};
  p {
    margin: 0;
  }
  a:not([class]) {
    color: ${({ theme }) => theme.color.ledger};
    font-weight: 600;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

function pdfRequestHref(study: CaseStudy): string {
  const subject = `Case study PDF: ${study.company}`;
  const body = `Please send me the full ${study.company} case study (PDF).`;
  return `mailto:${siteConfig.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

function CaseStudyDetail({ study }: { study: CaseStudy }) {
  usePageMeta({
    title: study.title,
    description: study.metaDescription,
    canonicalPath: `/case-studies/${study.slug}`,
  });
  return (
    <>
      <PageHero dark eyebrow="Case Study" title={study.company} lead={study.headline}>
        <HeroMeta>
          {study.industry} · {study.location}
        </HeroMeta>
        <HeroImage
          src={study.image.src}
          alt={study.image.alt}
          width={CASE_STUDY_IMAGE_SIZE.width}
          height={CASE_STUDY_IMAGE_SIZE.height}
          fetchPriority="high"
        />
      </PageHero>

      <Section aria-labelledby="background-title">
        <Container>
          <TwoColumns>
            <Prose>
              <SectionTitle id="background-title">About {study.company}</SectionTitle>
              {study.background.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              <ButtonAnchor href="#download-pdf" $variant="secondary">
                Download Full Case Study (PDF)
              </ButtonAnchor>
            </Prose>
            <Quote>
              <blockquote>
                <p>“{study.quote.text}”</p>
              </blockquote>
              <figcaption>
                <strong>{study.quote.name}</strong>, {study.quote.role}
              </figcaption>
            </Quote>
          </TwoColumns>
        </Container>
      </Section>

      <Section $tone="mist" aria-labelledby="challenge-title">
        <Container>
          <SectionTitle id="challenge-title">The Challenge</SectionTitle>
          <Lead>{study.challenge.intro}</Lead>
          <Bullets>
            {study.challenge.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </Bullets>
        </Container>
      </Section>

      <Section aria-labelledby="solution-title">
        <Container>
          <SectionTitle id="solution-title">The Solution</SectionTitle>
          <Lead>{study.solution.intro}</Lead>
          <Bullets>
            {study.solution.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </Bullets>
        </Container>
      </Section>

      <Section $tone="mist" aria-labelledby="results-title">
        <Container>
          <SectionTitle id="results-title">The Results</SectionTitle>
          <Lead>{study.results.intro}</Lead>
          <CardGrid min={200} aria-label="Result highlights">
            {study.results.highlights.map((highlight, index) => (
              <Card key={highlight.value} index={index}>
                <HighlightValue>{highlight.value}</HighlightValue>
                <HighlightLabel>{highlight.label}</HighlightLabel>
              </Card>
            ))}
          </CardGrid>
          <ResultsList>
            {study.results.bullets.map((bullet) => (
              <li key={bullet}>{bullet}</li>
            ))}
          </ResultsList>
        </Container>
      </Section>

      <Section id="download-pdf" aria-labelledby="download-pdf-title">
        <Container>
          <PdfBox>
            <SectionTitle id="download-pdf-title">Get the Full Case Study (PDF)</SectionTitle>
            <p>
              The full write-up of the {study.company} engagement covers the month-by-month timeline, the reports we set up
              and the checklist we used. We send it by email so we can answer questions about your own situation along the
              way.
            </p>
            <p>
              Email <a href={pdfRequestHref(study)}>{siteConfig.email}</a> with the subject “Case study PDF: {study.company}”,
              or send a request through our <Link to="/contact?service=bookkeeping">contact form</Link>. We reply within 30
              business minutes during the workday, otherwise the next business day.
            </p>
            <Actions>
              <ButtonAnchor href={pdfRequestHref(study)}>Email Me the PDF</ButtonAnchor>
            </Actions>
          </PdfBox>
        </Container>
      </Section>

      <CtaBand
        title="Ready for Books You Can Run Your Business On?"
        text={`Tell us about your business. We will show you how we would approach it, just as we did for ${study.company}.`}
        primary={{ to: '/contact', label: "See If We're a Fit" }}
        secondary={{ to: '/bookkeeping', label: 'View Bookkeeping Plans' }}
      />
    </>
  );
}

export function CaseStudyPage() {
  const { slug } = useParams();
  const study = findCaseStudy(slug);
  if (!study) return <NotFoundPage />;
  return <CaseStudyDetail key={study.slug} study={study} />;
}
