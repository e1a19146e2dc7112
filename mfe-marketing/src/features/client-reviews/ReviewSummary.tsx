// The review summary box, from the summary /client-reviews's loader read: loading (while Retry
// reads the page again), the summary, an error (with the DevOps note) or
// 'No summary available at this time.'.
import styled from 'styled-components';
import { Spinner } from '@firm/shared-contracts';
import { useLoaded, type Loaded } from '@firm/shared-contracts/data';
import { SUMMARY_MESSAGES, type SummaryState } from './reviewSummary.ts';
import { summaryNote } from './reviewStats.ts';

const Box = styled.div`
  padding: ${({ theme }) => theme.space[8]};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.paper};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  border-top: 4px solid ${({ theme }) => theme.color.gold};
`;

const SummaryText = styled.p`
  margin: 0;
  max-width: ${({ theme }) => theme.layout.textColumn};
  font-size: ${({ theme }) => theme.font.size.md};
  white-space: pre-line;
  color: ${({ theme }) => theme.color.graphite};
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space[4]} 0 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.slate};
`;

const ErrorBox = styled.div`
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[6]}`};
  border-radius: 8px;
  border-left: 4px solid ${({ theme }) => theme.color.red};
  background: #fdecea;
  p {
    margin: 0;
  }
  p:first-child {
    color: ${({ theme }) => theme.color.red};
    font-weight: 600;
  }
  p + p {
    margin-top: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.color.graphite};
  }
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.slate};
`;

export function SummaryView({ state, totalReviews = null }: { state: SummaryState | null; totalReviews?: number | null }) {
  if (state === null) return <Spinner label={SUMMARY_MESSAGES.loading} />;
  switch (state.status) {
    case 'success':
      return (
        <>
          <SummaryText data-testid="review-summary">{state.text}</SummaryText>
          {state.reviewCount > 0 ? <Note>{summaryNote(state.reviewCount, state.isAiGenerated, totalReviews)}</Note> : null}
        </>
      );
    case 'error':
      return (
        <ErrorBox role="alert">
          <p>{state.message}</p>
          <p>{SUMMARY_MESSAGES.devOps}</p>
        </ErrorBox>
      );
    case 'empty':
      return <Empty>{SUMMARY_MESSAGES.empty}</Empty>;
  }
}

interface ReviewSummaryProps {
  /** The summary as the page's loader read it (loadReviewSummary: GET summarize-reviews). */
  summary: Loaded<SummaryState>;
  /** How many reviews the site has (its review figures), so the note can say what was summarised. */
  totalReviews?: number | null;
}

export function ReviewSummary({ summary, totalReviews = null }: ReviewSummaryProps) {
  const state = useLoaded(summary);
  // loadReviewSummary never rejects; should the read fail all the same, the generic message.
  const view: SummaryState | null =
    state.status === 'loading'
      ? null
      : state.status === 'success'
        ? state.data
        : { status: 'error', message: SUMMARY_MESSAGES.unexpected };
  const stateName = view?.status ?? 'loading';
  // An error stands on its own; the framed box is for the summary itself.
  if (view?.status === 'error') {
    return (
      <div data-summary-state={stateName}>
        <SummaryView state={view} />
      </div>
    );
  }
  return (
    <Box aria-busy={view === null} data-summary-state={stateName}>
      <SummaryView state={view} totalReviews={totalReviews} />
    </Box>
  );
}
