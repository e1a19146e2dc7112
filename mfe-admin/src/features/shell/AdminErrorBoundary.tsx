// The portal's own error boundary: a render failure in a screen shows
// 'Something went wrong' inside the portal, with the details and a reload. Navigating clears it.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, ResettableErrorBoundary } from '@firm/shared-contracts';

export function errorDetails(error: unknown): string {
  if (error instanceof Error) return error.stack || error.message || 'Unknown error';
  if (typeof error === 'string' && error.length > 0) return error;
  return 'Unknown error';
}

const Box = styled.div`
  max-width: 720px;
  padding: ${({ theme }) => theme.space[8]};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.paper};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.color.ink};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  pre {
    white-space: pre-wrap;
    overflow-x: auto;
    font-size: ${({ theme }) => theme.font.size.xs};
    background: ${({ theme }) => theme.color.mist};
    padding: ${({ theme }) => theme.space[3]};
    border-radius: 8px;
  }
  summary {
    cursor: pointer;
  }
  button {
    margin-top: ${({ theme }) => theme.space[4]};
  }
`;

interface Props {
  resetKey: string;
  children: ReactNode;
}

export function AdminErrorBoundary({ resetKey, children }: Props) {
  return (
    <ResettableErrorBoundary
      resetKey={resetKey}
      onError={(error, info) => console.error('Admin portal render error:', error, info.componentStack)}
      fallback={(error) => (
        <Box role="alert">
          <h1>Something went wrong</h1>
          <details>
            <summary>Error Details</summary>
            <pre>{errorDetails(error)}</pre>
          </details>
          <Button onClick={() => window.location.reload()}>Reload Page</Button>
        </Box>
      )}
    >
      {children}
    </ResettableErrorBoundary>
  );
}
