// /contact: the dark hero 'Let's Talk Business' and the inquiry form, with the firm's direct
// contact details beside it.
import styled from 'styled-components';
import { Container, PageHero, Section, media, siteConfig, usePageMeta } from '@firm/shared-contracts';
import { InquiryForm } from './InquiryForm.tsx';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[12]};
  align-items: start;
  ${media.mobile} {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space[8]};
  }
`;

const FormCard = styled.div`
  padding: ${({ theme }) => theme.space[8]};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.paper};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  ${media.mobile} {
    padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  }
`;

const Aside = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    color: ${({ theme }) => theme.color.ink};
  }
  dl {
    margin: 0;
    display: grid;
    gap: ${({ theme }) => theme.space[4]};
  }
  dt {
    font-weight: 700;
    color: ${({ theme }) => theme.color.ink};
  }
  dd {
    margin: 0;
  }
  a {
    color: ${({ theme }) => theme.color.ledger};
    font-weight: 600;
  }
`;

export function ContactPage() {
  usePageMeta({
    title: 'Contact Us',
    description: `Talk to ${siteConfig.brandName} about bookkeeping, payroll or a press request. Send us a message and we reply within 30 business minutes during the workday.`,
    canonicalPath: '/contact',
  });
  const { address } = siteConfig;
  return (
    <>
      <PageHero
        dark
        eyebrow="Contact"
        title="Let's Talk Business"
        lead="Tell us about your business and what you need. A specialist reads every message and replies within 30 business minutes during the workday."
      />
      <Section $tone="mist">
        <Container>
          <Layout>
            <FormCard>
              <InquiryForm />
            </FormCard>
            <Aside aria-labelledby="contact-direct">
              <h2 id="contact-direct">Prefer to reach us directly?</h2>
              <dl>
                <div>
                  <dt>Phone</dt>
                  <dd>
                    <a href={siteConfig.phoneHref}>{siteConfig.phone}</a>
                  </dd>
                </div>
                <div>
                  <dt>Email</dt>
                  <dd>
                    <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a>
                  </dd>
                </div>
                <div>
                  <dt>Office</dt>
                  <dd>
                    <address style={{ fontStyle: 'normal' }}>
                      {address.street}
                      <br />
                      {address.city}, {address.region} {address.postalCode}
                    </address>
                  </dd>
                </div>
              </dl>
            </Aside>
          </Layout>
        </Container>
      </Section>
    </>
  );
}
