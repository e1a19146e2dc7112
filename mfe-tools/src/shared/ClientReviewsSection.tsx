// 'What Our Clients Say' with the shared reviews widget.
import { Container, ReviewsWidget, Section, SectionTitle } from '@firm/shared-contracts';

export function ClientReviewsSection() {
  return (
    <Section $tone="mist" aria-labelledby="client-reviews-title" data-print="hide">
      <Container>
        <SectionTitle id="client-reviews-title">What Our Clients Say</SectionTitle>
        <ReviewsWidget />
      </Container>
    </Section>
  );
}
