// /legal/:slug — one template for every legal page: the dark hero with its dates, then the text.
// Pages the policy provider supplies show its embed when one is configured (runtime config),
// otherwise (and locally) the site's own text.
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Container, PageHero, Section, siteConfig, usePageMeta } from '@firm/shared-contracts';
import { formatDate } from '@firm/shared-contracts/format';
import { NotFoundPage } from '../not-found/NotFoundPage.tsx';
import { useRuntimeConfig } from '../../runtime/RuntimeConfigContext.tsx';
import { findLegalDocument, type LegalDocument } from './legalDocuments.ts';
import { PolicyEmbed } from './PolicyEmbed.tsx';

const Dates = styled.p`
  && {
    margin: 0 0 ${({ theme }) => theme.space[8]};
  }
  font-weight: 600;
  color: ${({ theme }) => theme.color.slate};
  span {
    display: inline-block;
  }
  span + span::before {
    content: '·';
    margin: 0 ${({ theme }) => theme.space[2]};
  }
`;

const Article = styled.article`
  max-width: ${({ theme }) => theme.layout.textColumn};
  h2 {
    margin: ${({ theme }) => theme.space[12]} 0 ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.font.size.xl};
    line-height: ${({ theme }) => theme.font.lineHeight.heading};
    color: ${({ theme }) => theme.color.ink};
  }
  p,
  ul {
    margin: 0 0 ${({ theme }) => theme.space[4]};
  }
  li + li {
    margin-top: ${({ theme }) => theme.space[2]};
  }
  a {
    color: ${({ theme }) => theme.color.ledger};
    font-weight: 600;
  }
`;

const Address = styled.address`
  font-style: normal;
  line-height: 1.7;
`;

function ContactDetails() {
  const { legalName, email, phone, phoneHref, address } = siteConfig;
  return (
    <Address>
      {legalName}
      <br />
      {address.street}
      <br />
      {address.city}, {address.region} {address.postalCode}
      <br />
      Email: <a href={`mailto:${email}`}>{email}</a>
      <br />
      Phone: <a href={phoneHref}>{phone}</a>
    </Address>
  );
}

export function LegalText({ document: doc }: { document: LegalDocument }) {
  return (
    <Article aria-label={doc.title}>
      <Dates>
        <span>Last updated: {formatDate(doc.lastUpdated, 'long')}</span>
        {doc.effective ? <span>Effective: {formatDate(doc.effective, 'long')}</span> : null}
      </Dates>
      {doc.intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {doc.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs?.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
          {section.list ? (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
          {section.closing?.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
          {section.contactDetails ? <ContactDetails /> : null}
        </section>
      ))}
    </Article>
  );
}

function LegalContent({ document: doc }: { document: LegalDocument }) {
  usePageMeta({ title: doc.title, description: doc.metaDescription, canonicalPath: `/legal/${doc.slug}` });
  const embedUrl = useRuntimeConfig()?.policyEmbedScriptUrl ?? null;
  const ownText = <LegalText document={doc} />;
  return (
    <>
      <PageHero dark eyebrow="Legal" title={doc.title} lead={doc.metaDescription} />
      <Section>
        <Container>
          {doc.providerEmbed && embedUrl ? (
            <PolicyEmbed scriptUrl={embedUrl} policy={doc.slug} fallback={ownText} />
          ) : (
            ownText
          )}
        </Container>
      </Section>
    </>
  );
}

export function LegalPage() {
  const { slug } = useParams();
  const doc = findLegalDocument(slug);
  if (!doc) return <NotFoundPage />;
  return <LegalContent key={doc.slug} document={doc} />;
}
