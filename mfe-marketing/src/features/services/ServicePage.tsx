// The one template of every service page (docs/architecture.md#d1): hero, what's included, who it's
// for, how it works, FAQ and a call to action that opens the contact form with the matching
// service. Rendered at its own path (`slug` prop) or at /services/:slug for linked services.
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  ButtonLink,
  Card,
  CardGrid,
  Container,
  CtaBand,
  Lead,
  media,
  PageHero,
  Section,
  SectionTitle,
  usePageMeta,
} from '@firm/shared-contracts';
import { NotFoundPage } from '../not-found/NotFoundPage.tsx';
import { contactHref, findService, type ServiceRecord, type ServiceSlug } from './services.ts';
import { HeroActions } from '../sections/HeroActions.ts';

const ItemTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.heading};
  color: ${({ theme }) => theme.color.ink};
`;

const ItemText = styled.p`
  margin: 0;
`;

const Checklist = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[8]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
  li {
    position: relative;
    padding-left: ${({ theme }) => theme.space[8]};
  }
  li::before {
    content: '✓';
    position: absolute;
    left: 0;
    top: 0;
    font-weight: 800;
    color: ${({ theme }) => theme.color.mint};
  }
`;

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  li {
    counter-increment: step;
    padding: ${({ theme }) => theme.space[6]};
    border-top: 4px solid ${({ theme }) => theme.color.ledger};
    border-radius: ${({ theme }) => theme.radius.card};
    background: ${({ theme }) => theme.color.paper};
    box-shadow: ${({ theme }) => theme.shadow.raised};
  }
  li::before {
    content: counter(step);
    display: inline-grid;
    place-items: center;
    width: 2rem;
    height: 2rem;
    margin-bottom: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.ink};
    color: ${({ theme }) => theme.color.paper};
    font-weight: 700;
  }
`;

const FaqList = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-width: ${({ theme }) => theme.layout.textColumn};
  details {
    padding: ${({ theme }) => `${theme.space[4]} ${theme.space[6]}`};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.card};
    background: ${({ theme }) => theme.color.paper};
  }
  summary {
    cursor: pointer;
    font-weight: 700;
    color: ${({ theme }) => theme.color.ink};
    border-radius: 4px;
  }
  summary:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }
  details p {
    margin: ${({ theme }) => theme.space[3]} 0 0;
  }
`;

function ServiceContent({ service }: { service: ServiceRecord }) {
  usePageMeta({ title: service.title, description: service.metaDescription, canonicalPath: service.path });
  const href = contactHref(service.cta.service);
  return (
    <>
      <PageHero eyebrow={service.hero.eyebrow} title={service.hero.title} lead={service.hero.lead}>
        <HeroActions>
          <ButtonLink to={href}>{service.cta.label}</ButtonLink>
        </HeroActions>
      </PageHero>

      <Section aria-labelledby="included-title">
        <Container>
          <SectionTitle id="included-title">What's Included</SectionTitle>
          <Lead>{service.included.intro}</Lead>
          <CardGrid min={300}>
            {service.included.items.map((item, index) => (
              <Card key={item.title} index={index}>
                <ItemTitle>{item.title}</ItemTitle>
                <ItemText>{item.text}</ItemText>
              </Card>
            ))}
          </CardGrid>
        </Container>
      </Section>

      <Section $tone="mist" aria-labelledby="who-title">
        <Container>
          <SectionTitle id="who-title">Who It's For</SectionTitle>
          <Lead>{service.whoFor.intro}</Lead>
          <Checklist>
            {service.whoFor.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </Checklist>
        </Container>
      </Section>

      <Section aria-labelledby="how-title">
        <Container>
          <SectionTitle id="how-title">How It Works</SectionTitle>
          <Steps>
            {service.steps.map((step) => (
              <li key={step.title}>
                <ItemTitle>{step.title}</ItemTitle>
                <ItemText>{step.text}</ItemText>
              </li>
            ))}
          </Steps>
        </Container>
      </Section>

      <Section $tone="mist" aria-labelledby="faq-title">
        <Container>
          <SectionTitle id="faq-title">Frequently Asked Questions</SectionTitle>
          <FaqList>
            {service.faq.map((item) => (
              <details key={item.question}>
                <summary>{item.question}</summary>
                <p>{item.answer}</p>
              </details>
            ))}
          </FaqList>
        </Container>
      </Section>

      <CtaBand
        title={service.cta.title}
        text={service.cta.text}
        primary={{ to: href, label: service.cta.label }}
        secondary={{ to: '/case-studies', label: 'Read Client Stories' }}
      />
    </>
  );
}

interface ServicePageProps {
  /** The service of a fixed path (/books-cleanup, /ai-bookkeeping, /notary); otherwise the :slug. */
  slug?: ServiceSlug;
}

export function ServicePage({ slug }: ServicePageProps) {
  const params = useParams();
  const service = slug ? findService(slug) : findService(params.slug);
  // Under /services/ only the services the site links there; the others live at their own path.
  if (!service || (!slug && !service.servedUnderServices)) return <NotFoundPage />;
  return <ServiceContent key={service.slug} service={service} />;
}
