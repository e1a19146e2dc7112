// The row of calls to action under a page hero's lead text, the same on every company page.
import styled from 'styled-components';

export const HeroActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[8]};
`;
