// The booking pages' layout (/book and /book/manage): the cards each step sits in, the column they
// stand in, and the small print under a heading. Kept apart from the pages so the manage page's
// chunk does not carry the booking form.
import styled from 'styled-components';
import { media } from '@firm/shared-contracts';

export const Card = styled.div`
  padding: ${({ theme }) => theme.space[8]};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.paper};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${media.mobile} {
    padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    color: ${({ theme }) => theme.color.ink};
  }
  p {
    margin: 0;
  }
`;

export const Steps = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  max-width: 56rem;
`;

export const Note = styled.p`
  color: ${({ theme }) => theme.color.slate};
  font-size: ${({ theme }) => theme.font.size.xs};
`;
