// A spinner with a text label that screen readers announce. `data-loading` marks content still on
// its way (the prerenderer refuses to capture a page showing one: the copy would stay a spinner).
import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.slate};
`;

const Ring = styled.span`
  width: 32px;
  height: 32px;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.color.line};
  border-top-color: ${({ theme }) => theme.color.ledger};
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

export function Spinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <Wrapper role="status" aria-live="polite" data-loading="">
      <Ring aria-hidden="true" />
      <span>{label}</span>
    </Wrapper>
  );
}
