// /tools/netpay-calculator: the hero, the email gate, then the calculator.
import { useState } from 'react';
import { Container, PageHero, Section, SuccessBanner, usePageMeta, type RuntimeConfig } from '@firm/shared-contracts';
import { EmailGate } from './gate/EmailGate.tsx';

export function NetPayCalculatorPage({ runtimeConfig }: { runtimeConfig: RuntimeConfig }) {
  usePageMeta({
    title: 'Free Net Pay Calculator',
    description:
      'Work out take-home pay after federal, state, Social Security and Medicare taxes for all 50 states. Free paycheck calculator for 2026.',
    canonicalPath: '/tools/netpay-calculator',
  });
  const [unlockedFor, setUnlockedFor] = useState<string | null>(null);
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
            <EmailGate endpoint={runtimeConfig} onSuccess={setUnlockedFor} />
          ) : (
            <SuccessBanner>Thanks! The calculator is unlocked for {unlockedFor}.</SuccessBanner>
          )}
        </Container>
      </Section>
    </>
  );
}
