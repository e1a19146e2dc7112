// The site footer: brand and social links, the Services, Industries, Company
// and Contact columns (phone, email and address in Contact), the copyright from 2022 and the
// legal links. Ink navy with white and gold text.
import styled from 'styled-components';
import { copyrightYears, media, siteConfig } from '@firm/shared-contracts';
import { Logo } from './Logo.tsx';
import { footerColumns, legalLinks, SOCIAL_LINKS, type FooterColumn, type NavLinkItem } from './navigation.ts';
import { useSitePages } from '../pages/sitePages.ts';
import { SocialIcon } from './socialIcons.tsx';
import { SmartLink } from './SmartLink.tsx';

const FooterRoot = styled.footer`
  background: ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.line};
  font-size: ${({ theme }) => theme.font.size.xs};
  a {
    color: ${({ theme }) => theme.color.paper};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.color.gold};
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.gold};
    outline-offset: 2px;
    border-radius: 2px;
  }
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.contentWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[16]} ${theme.space[6]} ${theme.space[8]}`};
  ${media.mobile} {
    padding: ${({ theme }) => `${theme.space[12]} ${theme.space[4]} ${theme.space[6]}`};
  }
`;

const Top = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[12]};
  ${media.mobile} {
    gap: ${({ theme }) => theme.space[8]};
  }
`;

const Brand = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space[4]} ${theme.space[8]}`};
  padding-bottom: ${({ theme }) => theme.space[8]};
  border-bottom: 1px solid rgba(255, 255, 255, 0.15);
  p {
    margin: ${({ theme }) => theme.space[3]} 0 0;
    max-width: 48ch;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const SocialList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    border: 1px solid rgba(255, 255, 255, 0.3);
    border-radius: ${({ theme }) => theme.radius.pill};
  }
  a:hover {
    border-color: ${({ theme }) => theme.color.gold};
  }
`;

const Columns = styled.nav`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[8]};
  @media (max-width: ${({ theme }) => theme.breakpoint.tablet - 1}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.mobile} {
    gap: ${({ theme }) => theme.space[6]};
  }
  @media (max-width: 420px) {
    grid-template-columns: 1fr;
  }
`;

const ColumnTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.gold};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const LinkList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space[1]} 0;
  }
`;

const ContactDetails = styled.address`
  display: grid;
  overflow-wrap: anywhere;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  font-style: normal;
  a {
    font-weight: 600;
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[12]};
  padding-top: ${({ theme }) => theme.space[6]};
  border-top: 1px solid rgba(255, 255, 255, 0.15);
  p {
    margin: 0;
  }
`;

const LegalList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: 0;
  padding: 0;
  list-style: none;
`;

function Links({ links }: { links: readonly NavLinkItem[] }) {
  return (
    <LinkList>
      {links.map((item) => (
        <li key={item.label}>
          <SmartLink to={item.to}>{item.label}</SmartLink>
        </li>
      ))}
    </LinkList>
  );
}

function Column({ column }: { column: FooterColumn }) {
  const { address } = siteConfig;
  return (
    <div>
      <ColumnTitle>{column.title}</ColumnTitle>
      {column.id === 'contact' ? (
        <ContactDetails>
          <a href={siteConfig.phoneHref}>{siteConfig.phone}</a>
          <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a>
          <span>
            {address.street}
            <br />
            {address.city}, {address.region} {address.postalCode}
          </span>
        </ContactDetails>
      ) : null}
      <Links links={column.links} />
    </div>
  );
}

export function SiteFooter({ now }: { now?: Date }) {
  const { brandName } = siteConfig;
  const { site } = useSitePages();
  return (
    <FooterRoot>
      <Inner>
        <Top>
          <Brand>
            <div>
              <Logo light />
              <p>AI bookkeeping agents, checked by human specialists, at about half the cost of a traditional firm.</p>
            </div>
            <SocialList>
              {SOCIAL_LINKS.map((social) => (
                <li key={social.network}>
                  <a href={social.href} aria-label={`${brandName} on ${social.name}`}>
                    <SocialIcon network={social.network} />
                  </a>
                </li>
              ))}
            </SocialList>
          </Brand>
          <Columns aria-label="Footer">
            {footerColumns(site).map((column) => (
              <Column key={column.id} column={column} />
            ))}
          </Columns>
        </Top>
        <Bottom>
          <p>
            © {copyrightYears(now)} {brandName}. All rights reserved.
          </p>
          <nav aria-label="Legal">
            <LegalList>
              {legalLinks(site).map((item) => (
                <li key={item.to}>
                  <SmartLink to={item.to}>{item.label}</SmartLink>
                </li>
              ))}
            </LegalList>
          </nav>
        </Bottom>
      </Inner>
    </FooterRoot>
  );
}
