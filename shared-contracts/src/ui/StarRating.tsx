// Five stars in desert gold, read by screen readers as one phrase.
import styled from 'styled-components';

const Stars = styled.span<{ $size: string }>`
  display: inline-flex;
  gap: 2px;
  color: ${({ theme }) => theme.color.gold};
  font-size: ${({ $size }) => $size};
  line-height: 1;
`;

const Empty = styled.span`
  color: ${({ theme }) => theme.color.line};
`;

export function StarRating({ rating, outOf = 5, size = '1.25rem' }: { rating: number; outOf?: number; size?: string }) {
  const full = Math.max(0, Math.min(outOf, Math.round(rating)));
  return (
    <Stars role="img" aria-label={`Rated ${rating} out of ${outOf}`} $size={size}>
      {Array.from({ length: outOf }, (_, i) =>
        i < full ? (
          <span key={i} aria-hidden="true">
            ★
          </span>
        ) : (
          <Empty key={i} aria-hidden="true">
            ★
          </Empty>
        ),
      )}
    </Stars>
  );
}
