// /tools/netpay-calculator: the hero, the email gate, then the calculator (the step-by-step one,
// or the compact one with ?quick=1), the payroll-services band and the reviews.
import { useState, useSyncExternalStore } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Container, PageHero, Section, usePageMeta, type RuntimeConfig } from '@firm/shared-contracts';
import { ClientReviewsSection } from '../../shared/ClientReviewsSection.tsx';
import { PayrollServicesBand } from '../../shared/PayrollServicesBand.tsx';
import { NetPayStepper } from './calculator/NetPayStepper.tsx';
import { QuickNetPayForm } from './calculator/QuickNetPayForm.tsx';
import { EmailGate } from './gate/EmailGate.tsx';
import { readUnlockedEmail, rememberUnlocked } from './gate/unlock.ts';

const ModeSwitch = styled.p`
  margin: ${({ theme }) => theme.space[4]} 0 0;
  text-align: center;
  color: ${({ theme }) => theme.color.slate};
  a {
    color: ${({ theme }) => theme.color.ledger};
    font-weight: 600;
  }
  @media print {
    display: none;
  }
`;

// Only this page writes the unlock, and it keeps what it wrote in its own state: nothing to watch.
const noChanges = () => () => undefined;
// A rendered copy of the page (and the first frame of the browser hydrating it) shows the gate:
// the server cannot see the visitor's tab. A returning visitor's tab unlocks right after.
const lockedOnServer = () => null;

export function NetPayCalculatorPage({ runtimeConfig }: { runtimeConfig: RuntimeConfig }) {
  usePageMeta({
    title: 'Free Net Pay Calculator',
    description:
      'Work out take-home pay after federal, state, Social Security and Medicare taxes for all 50 states. Free paycheck calculator for 2026.',
    canonicalPath: '/tools/netpay-calculator',
  });
  const [searchParams] = useSearchParams();
  const quick = searchParams.get('quick') === '1';
  const storedUnlock = useSyncExternalStore(noChanges, readUnlockedEmail, lockedOnServer);
  const [unlockedNow, setUnlockedNow] = useState<string | null>(null);
  const unlockedFor = unlockedNow ?? storedUnlock;
  const unlock = (email: string) => {
    rememberUnlocked(email);
    setUnlockedNow(email);
  };
  return (
    <>
      <PageHero
        eyebrow="Free Tool"
        title="Net Pay Calculator"
        lead="See exactly what lands in your employee's bank account: federal withholding, Social Security, Medicare and state income tax for all 50 states, with 2026 tables."
      />
      <Section $tone="mist" aria-label="Calculator">
        <Container>
          {unlockedFor === null ? (
            <EmailGate endpoint={runtimeConfig} onSuccess={unlock} />
          ) : (
            <>
              {quick ? <QuickNetPayForm /> : <NetPayStepper />}
              <ModeSwitch>
                {quick ? (
                  <Link to="/tools/netpay-calculator">Need W-4 details, deductions or state allowances? Use the step-by-step calculator</Link>
                ) : (
                  <Link to="/tools/netpay-calculator?quick=1">In a hurry? Use the one-form quick calculator</Link>
                )}
              </ModeSwitch>
            </>
          )}
        </Container>
      </Section>
      <PayrollServicesBand />
      <ClientReviewsSection />
    </>
  );
}
