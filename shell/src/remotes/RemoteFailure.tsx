// What a visitor sees when one part of the site is unavailable: a plain message and a Retry.
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button, ButtonLink, type RemoteName } from '@firm/shared-contracts';

const AREA_LABELS: Record<RemoteName, string> = {
  marketing: 'This page',
  blog: 'The blog',
  tools: 'This tool',
  admin: 'The staff portal',
};

const Panel = styled.section`
  max-width: 640px;
  margin: ${({ theme }) => theme.space[16]} auto;
  padding: ${({ theme }) => theme.space[8]};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.paper};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  text-align: center;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  justify-content: center;
  flex-wrap: wrap;
`;

export function RemoteFailure({ remote, error, onRetry }: { remote: RemoteName; error: unknown; onRetry(): void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const reason = error instanceof Error && error.name === 'ContractMismatchError' ? error.message : null;
  return (
    <Panel role="alert" aria-labelledby="remote-failure-heading" data-remote-failure={remote}>
      <h1 id="remote-failure-heading" tabIndex={-1} ref={headingRef}>
        {AREA_LABELS[remote]} could not be loaded
      </h1>
      <p>
        {reason ??
          'A part of our site is temporarily unavailable. Check your connection and try again; the rest of the site still works.'}
      </p>
      <Actions>
        <Button onClick={onRetry}>Retry</Button>
        <ButtonLink to="/" $variant="secondary">
          Go to the homepage
        </ButtonLink>
      </Actions>
    </Panel>
  );
}
