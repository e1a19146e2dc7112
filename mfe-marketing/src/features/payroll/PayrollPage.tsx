// /payroll (also served at /services/payroll; canonical /payroll): hero, four service cards, the
// three packages, the paycheck explainer, benefits of outsourcing and a call to action.
import styled from 'styled-components';
import {
  ButtonAnchor,
  ButtonLink,
  Container,
  CtaBand,
  PageHero,
  Section,
  siteConfig,
  usePageMeta,
  SHARED_PAGES,
} from '@firm/shared-contracts';
import { IconCards } from '../sections/IconCards.tsx';
import { SectionHeader } from '../sections/SectionHeader.tsx';
import { PaycheckExplainer } from './PaycheckExplainer.tsx';
import { PayrollPackages } from './PayrollPackages.tsx';
import { OUTSOURCING_BENEFITS, PAYROLL_HERO, PAYROLL_SERVICES } from './payrollContent.ts';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[8]};
`;

export function PayrollPage() {
  usePageMeta({
    title: 'Payroll Services',
    description: `Outsourced payroll for small businesses from ${siteConfig.brandName}: run payroll in ${siteConfig.claims.payrollMinutes}, tax filings, direct deposit and W-2s. Packages from $49 a month plus $8 per employee.`,
    canonicalPath: '/payroll',
  });
  return (
    <>
      <PageHero eyebrow={PAYROLL_HERO.eyebrow} title={PAYROLL_HERO.title} lead={PAYROLL_HERO.lead}>
        <Actions>
          <ButtonLink to="/contact?service=payroll">See If We're a Fit</ButtonLink>
          <ButtonAnchor href="#packages" $variant="secondary">
            Compare Packages
          </ButtonAnchor>
        </Actions>
      </PageHero>
      <Section aria-labelledby="payroll-services-title" data-section="payroll-services">
        <Container>
          <SectionHeader
            id="payroll-services-title"
            title="Payroll Services Built for Small Businesses"
            lead="Pick the level of help you want. Every option includes filings, direct deposit and a team that answers."
          />
          <IconCards cards={PAYROLL_SERVICES} min={240} />
        </Container>
      </Section>
      <Section $tone="mist" id="packages" aria-labelledby="packages-title" data-section="packages">
        <Container>
          <SectionHeader
            id="packages-title"
            title="Simple Payroll Pricing"
            lead="One monthly base price plus a flat fee per employee. No setup fees, no surprises."
          />
          <PayrollPackages />
        </Container>
      </Section>
      <PaycheckExplainer />
      <Section aria-labelledby="outsourcing-title" data-section="outsourcing-benefits">
        <Container>
          <SectionHeader
            id="outsourcing-title"
            title="Why Outsource Your Payroll?"
            lead="Payroll mistakes are expensive and time-consuming. Handing it to specialists pays for itself."
          />
          <IconCards cards={OUTSOURCING_BENEFITS} />
        </Container>
      </Section>
      <CtaBand
        title="Ready to Stop Worrying About Payday?"
        text="Tell us about your team and we will recommend the package that fits, with a clear monthly price."
        primary={{ to: '/contact?service=payroll', label: "See If We're a Fit" }}
        secondary={{ to: SHARED_PAGES.netPayCalculator.path, label: 'Try the Net Pay Calculator' }}
      />
    </>
  );
}
