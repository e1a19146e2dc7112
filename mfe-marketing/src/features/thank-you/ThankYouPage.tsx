// /thank-you/sales-inquiry and /thank-you/press-inquiry: shown only after a sent inquiry (the
// navigation state carries it); without it the visitor goes home, replacing the history entry.
import { Link, Navigate, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import {
  ButtonLink,
  Container,
  Section,
  SafeImage,
  VisuallyHidden,
  media,
  siteConfig,
  usePageMeta,
  SHARED_PAGES,
} from '@firm/shared-contracts';
import { bookingLinkFor, greetingName, readThankYouState, thankYouServiceLabel } from './thankYou.ts';

const Hero = styled.section`
  padding: calc(${({ theme }) => theme.space[24]} + 40px) 0 ${({ theme }) => theme.space[16]};
  background: ${({ theme }) => theme.color.mist};
  ${media.mobile} {
    padding: calc(${({ theme }) => theme.space[16]} + 40px) 0 ${({ theme }) => theme.space[12]};
  }
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
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
    color: ${({ theme }) => theme.color.ink};
    ${media.mobile} {
      font-size: ${({ theme }) => theme.font.size.xxl};
    }
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[4]};
    max-width: ${({ theme }) => theme.layout.textColumn};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  img {
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.card};
  }
`;

const ServiceBadge = styled.p`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.paper};
  color: ${({ theme }) => theme.color.ink};
  font-weight: 600;
  font-size: ${({ theme }) => theme.font.size.xs} !important;
`;

const Social = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0 0 ${({ theme }) => theme.space[6]};
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.paper};
    color: ${({ theme }) => theme.color.ledger};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.color.ledger};
  }
  a:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }
`;

const NextSteps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding-left: ${({ theme }) => theme.space[6]};
  max-width: ${({ theme }) => theme.layout.textColumn};
`;

const FollowTitle = styled.h2`
  margin: ${({ theme }) => `${theme.space[6]} 0 ${theme.space[3]}`};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const SOCIAL_LINKS = [
  { label: 'Facebook', href: siteConfig.social.facebook },
  { label: 'LinkedIn', href: siteConfig.social.linkedin },
  { label: 'X', href: siteConfig.social.x },
  { label: 'YouTube', href: siteConfig.social.youtube },
] as const;

export function ThankYouPage() {
  const location = useLocation();
  const saved = readThankYouState(location.state);
  const isPress = location.pathname.includes('press-inquiry');
  usePageMeta({
    title: isPress ? 'Thank You for Your Press Inquiry' : 'Thank You for Your Inquiry',
    description: `${siteConfig.brandName} received your message and will reply shortly.`,
    noindex: true,
  });
  if (!saved) return <Navigate to="/" replace />;

  const name = greetingName(saved.formData);
  return (
    <>
      <Hero aria-labelledby="thank-you-title">
        <Container>
          <Layout>
            <div>
              <h1 id="thank-you-title">Thank you, {name}!</h1>
              {isPress ? (
                <ServiceBadge>Press Inquiry{saved.formData.outletName ? ` · ${saved.formData.outletName}` : ''}</ServiceBadge>
              ) : (
                <ServiceBadge>Your request: {thankYouServiceLabel(saved.formData.service)}</ServiceBadge>
              )}
              <p>
                Your message is with our team. During the workday we reply within 30 business minutes; if you wrote
                after hours, expect our answer the next business day.
              </p>
              <p>
                Need us sooner? Call <a href={siteConfig.phoneHref}>{siteConfig.phone}</a> or email{' '}
                <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a>.
              </p>
              <FollowTitle>Follow along</FollowTitle>
              <Social>
                {SOCIAL_LINKS.map((link) => (
                  <li key={link.label}>
                    <a href={link.href} target="_blank" rel="noopener noreferrer">
                      {link.label}
                      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                    </a>
                  </li>
                ))}
              </Social>
              <ButtonLink to={SHARED_PAGES.blog.path}>Read Our Blog</ButtonLink>
            </div>
            <SafeImage
              src="/assets/thank-you/team.svg"
              alt={`The ${siteConfig.brandName} client team, ready to answer your message`}
              width={560}
              height={420}
            />
          </Layout>
        </Container>
      </Hero>
      <Section>
        <Container>
          <h2 style={{ marginTop: 0 }}>What happens next</h2>
          <NextSteps>
            {isPress ? (
              <>
                <li>Our media contact reads your request and checks your deadline.</li>
                <li>We reply with answers, a spokesperson or the material you asked for.</li>
                <li>
                  Meanwhile, our <Link to="/press">newsroom</Link> has our latest releases.
                </li>
              </>
            ) : (
              <>
                <li>A specialist reads your message and looks at what your business needs.</li>
                <li>
                  We reply to set up a free consultation at a time that suits you, or{' '}
                  <Link to={bookingLinkFor(saved.formData.service)}>book it yourself now</Link>.
                </li>
                <li>You get a clear proposal: the work, the price and who does it.</li>
              </>
            )}
          </NextSteps>
        </Container>
      </Section>
    </>
  );
}
