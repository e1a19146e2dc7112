// The reviews section of the company pages: a heading and the shared reviews widget.
import styled from 'styled-components';
import { Container, Lead, ReviewsWidget, Section, SectionTitle } from '@firm/shared-contracts';

const Title = styled(SectionTitle)`
  color: ${({ theme }) => theme.color.ink};
`;

interface ReviewsSectionProps {
  title?: string;
  intro?: string;
}

export function ReviewsSection({
  title = 'What Our Clients Say',
  intro = 'Verified reviews from the small business owners we keep books and run payroll for.',
}: ReviewsSectionProps) {
  return (
    <Section $tone="mist" aria-labelledby="reviews-title" data-section="reviews">
      <Container>
        <Title id="reviews-title">{title}</Title>
        <Lead>{intro}</Lead>
        <ReviewsWidget />
      </Container>
    </Section>
  );
}
