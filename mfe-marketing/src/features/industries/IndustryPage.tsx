// /industries/:slug — one template for every industry page. Sections always come in this order:
// hero, trusted-by band, pain points, impact, services, what we deliver, reviews, #form, closing.
// A record leaves out the sections it does not have.
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  ButtonAnchor,
  ButtonLink,
  Card,
  CardGrid,
  CLIENT_LOGOS,
  Container,
  CtaBand,
  Lead,
  media,
  ReviewsWidget,
  SafeImage,
  Section,
  SectionTitle,
  siteConfig,
  usePageMeta,
  type ButtonVariant,
} from '@firm/shared-contracts';
import { NotFoundPage } from '../not-found/NotFoundPage.tsx';
import { findIndustryPage, INDUSTRY_IMAGE_SIZE, type IndustryAction, type IndustryPageRecord } from './industries.ts';

function ActionLink({ action, variant }: { action: IndustryAction; variant?: ButtonVariant }) {
  if (action.to.startsWith('#')) {
    return (
      <ButtonAnchor href={action.to} $variant={variant}>
        {action.label}
      </ButtonAnchor>
    );
  }
  return (
    <ButtonLink to={action.to} $variant={variant}>
      {action.label}
    </ButtonLink>
  );
}

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
`;

const Eyebrow = styled.p`
  display: inline-block;
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.paper};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 700;
`;

const HeroTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.font.size.hero};
  line-height: ${({ theme }) => theme.font.lineHeight.heading};
  ${media.mobile} {
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

const HeroLead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[8]};
  max-width: ${({ theme }) => theme.layout.textColumn};
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.color.graphite};
`;

const HeroImage = styled(SafeImage)`
  display: block;
  width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.line};
`;

const LogoList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;
  text-align: center;
  img {
    display: block;
    width: 100%;
    max-width: 180px;
    height: auto;
    margin: 0 auto ${({ theme }) => theme.space[2]};
  }
  span {
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.slate};
  }
`;

const BandTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[8]};
  font-size: ${({ theme }) => theme.font.size.md};
  text-align: center;
  color: ${({ theme }) => theme.color.slate};
`;

const CardTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.heading};
  color: ${({ theme }) => theme.color.ink};
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.color.ledger};
    text-decoration: underline;
  }
  a:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
    border-radius: 4px;
  }
`;

const CardText = styled.p`
  margin: 0;
  flex: 1;
`;

const CardLink = styled(Link)`
  margin-top: ${({ theme }) => theme.space[4]};
  font-weight: 600;
  color: ${({ theme }) => theme.color.ledger};
`;

const ClosingLine = styled.p`
  margin: ${({ theme }) => theme.space[8]} 0 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: 800;
  color: ${({ theme }) => theme.color.ink};
  text-align: center;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[8]};
`;

const CenteredActions = styled(Actions)`
  justify-content: center;
`;

const Prose = styled.div`
  max-width: ${({ theme }) => theme.layout.textColumn};
  p {
    margin: 0 0 ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const FormSection = styled(Section)`
  /* Keeps the heading clear of the fixed header when the hero's link scrolls here. */
  scroll-margin-top: 80px;
`;

const ContactLine = styled.p`
  margin: ${({ theme }) => theme.space[4]} 0 0;
  color: ${({ theme }) => theme.color.slate};
  a {
    color: ${({ theme }) => theme.color.ledger};
    font-weight: 600;
  }
`;

function IndustryContent({ page }: { page: IndustryPageRecord }) {
  usePageMeta({ title: page.title, description: page.description, canonicalPath: `/industries/${page.slug}` });
  const { hero, pains, impact, services, deliver, reviews, inquiry, closing } = page;
  return (
    <>
      <Hero aria-labelledby="industry-hero-title">
        <Container>
          <HeroGrid>
            <div>
              <Eyebrow>{hero.eyebrow}</Eyebrow>
              <HeroTitle id="industry-hero-title">{hero.title}</HeroTitle>
              <HeroLead>{hero.lead}</HeroLead>
              <ActionLink action={hero.action} />
            </div>
            <HeroImage
              src={hero.image.src}
              alt={hero.image.alt}
              width={INDUSTRY_IMAGE_SIZE.width}
              height={INDUSTRY_IMAGE_SIZE.height}
              fetchPriority="high"
            />
          </HeroGrid>
        </Container>
      </Hero>

      {page.trustBand ? (
        <Section aria-labelledby="trusted-by-title" data-section="trusted-by">
          <Container>
            <BandTitle id="trusted-by-title">Trusted by {siteConfig.claims.businessesServed} businesses</BandTitle>
            <LogoList>
              {CLIENT_LOGOS.map((logo) => (
                <li key={logo.src}>
                  <SafeImage src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} loading="lazy" />
                  <span>{logo.caption}</span>
                </li>
              ))}
            </LogoList>
          </Container>
        </Section>
      ) : null}

      <Section $tone="mist" aria-labelledby="pains-title" data-section="pains">
        <Container>
          <SectionTitle id="pains-title">{pains.title}</SectionTitle>
          <Lead>{pains.intro}</Lead>
          <CardGrid min={300}>
            {pains.cards.map((card, index) => (
              <Card key={card.title} index={index}>
                <CardTitle>{card.title}</CardTitle>
                <CardText>{card.text}</CardText>
              </Card>
            ))}
          </CardGrid>
          {pains.closingLine ? <ClosingLine>{pains.closingLine}</ClosingLine> : null}
          {pains.action ? (
            <CenteredActions>
              <ActionLink action={pains.action} />
            </CenteredActions>
          ) : null}
        </Container>
      </Section>

      {impact ? (
        <Section aria-labelledby="impact-title" data-section="impact">
          <Container>
            <Prose>
              <SectionTitle id="impact-title">{impact.title}</SectionTitle>
              {impact.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </Prose>
            <Actions>
              <ActionLink action={impact.action} />
            </Actions>
          </Container>
        </Section>
      ) : null}

      <Section $tone="mist" aria-labelledby="services-title" data-section="services">
        <Container>
          <SectionTitle id="services-title">{services.title}</SectionTitle>
          <Lead>{services.intro}</Lead>
          <CardGrid min={300}>
            {services.cards.map((card, index) => (
              <Card key={card.to} index={index}>
                <CardTitle>
                  <Link to={card.to}>{card.title}</Link>
                </CardTitle>
                <CardText>{card.text}</CardText>
                <CardLink to={card.to} tabIndex={-1} aria-hidden="true">
                  Learn more →
                </CardLink>
              </Card>
            ))}
          </CardGrid>
        </Container>
      </Section>

      {deliver ? (
        <Section aria-labelledby="deliver-title" data-section="deliver">
          <Container>
            <SectionTitle id="deliver-title">{deliver.title}</SectionTitle>
            <Lead>{deliver.intro}</Lead>
            <CardGrid min={200}>
              {deliver.cards.map((card, index) => (
                <Card key={card.title} index={index}>
                  <CardTitle>{card.title}</CardTitle>
                  <CardText>{card.text}</CardText>
                </Card>
              ))}
            </CardGrid>
            {deliver.action ? (
              <Actions>
                <ActionLink action={deliver.action} />
              </Actions>
            ) : null}
          </Container>
        </Section>
      ) : null}

      <Section $tone="mist" aria-labelledby="reviews-title" data-section="reviews">
        <Container>
          <SectionTitle id="reviews-title">{reviews.title}</SectionTitle>
          <Lead>{reviews.intro}</Lead>
          <ReviewsWidget industry={{ slug: page.slug, clients: reviews.clients }} />
        </Container>
      </Section>

      {inquiry ? (
        <FormSection id="form" aria-labelledby="form-title" data-section="form">
          <Container>
            <Prose>
              <SectionTitle id="form-title">{inquiry.title}</SectionTitle>
              <p>{inquiry.text}</p>
            </Prose>
            <Actions>
              <ActionLink action={inquiry.action} />
            </Actions>
            <ContactLine>
              Prefer to talk? Call <a href={siteConfig.phoneHref}>{siteConfig.phone}</a> or email{' '}
              <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a>.
            </ContactLine>
          </Container>
        </FormSection>
      ) : null}

      <CtaBand title={closing.title} text={closing.text} primary={closing.primary} secondary={closing.secondary} />
    </>
  );
}

export function IndustryPage() {
  const { slug } = useParams();
  const page = findIndustryPage(slug);
  if (!page) return <NotFoundPage />;
  return <IndustryContent key={page.slug} page={page} />;
}
