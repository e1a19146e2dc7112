// The booking pages' one-card screens: the dark hero and one card beneath it (a time held, a
// consultation confirmed, a link that cannot be used), and the status an emailed link's page shows
// while it reads its booking.
import type { ReactNode } from 'react';
import { Container, PageHero, Section } from '@firm/shared-contracts';
import { Card } from './bookingLayout.ts';

export function CardPage({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <>
      <PageHero dark eyebrow="Free Consultation" title={title} lead={lead} />
      <Section $tone="mist">
        <Container>
          <Card>{children}</Card>
        </Container>
      </Section>
    </>
  );
}

export function LinkLoading({ children }: { children: ReactNode }) {
  return (
    <Section $tone="mist">
      <Container>
        <p role="status">{children}</p>
      </Container>
    </Section>
  );
}
