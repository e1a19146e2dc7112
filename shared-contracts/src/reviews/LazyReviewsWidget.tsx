// The reviews widget pages render. Reviews sit below the fold, so the widget's code is not part of
// any page's first download: until a tenth of the section is on screen this shows the widget's
// own loading frame (same text, same height), then loads ReviewsWidget.tsx and hands over to it,
// which starts as it mounts: the visitor may have scrolled past by the time the code arrives. A
// rendered page carries this frame, and the reviews are read in the browser once seen.
import { lazy, Suspense, useRef, type Ref } from 'react';
import { useSeenOnce } from '../ui/useSeenOnce.ts';
import { loadingMessage, VISIBILITY_THRESHOLD, WidgetFrame, WidgetStatus, type ReviewsWidgetProps } from './frame.tsx';

const ReviewsWidgetNow = lazy(() => import('./ReviewsWidget.tsx').then((module) => ({ default: module.ReviewsWidget })));

function WaitingFrame({ variant, frameRef }: { variant: ReviewsWidgetProps['variant']; frameRef?: Ref<HTMLDivElement> }) {
  return (
    <WidgetFrame ref={frameRef} data-reviews-widget="not-loaded" aria-busy>
      <WidgetStatus role="status">{loadingMessage(variant)}</WidgetStatus>
    </WidgetFrame>
  );
}

export function ReviewsWidget(props: ReviewsWidgetProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const seen = useSeenOnce(frameRef, { threshold: VISIBILITY_THRESHOLD });

  if (!seen) return <WaitingFrame variant={props.variant} frameRef={frameRef} />;
  return (
    <Suspense fallback={<WaitingFrame variant={props.variant} />}>
      <ReviewsWidgetNow {...props} />
    </Suspense>
  );
}
