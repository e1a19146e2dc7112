// /book/manage?token=…: the page the confirmation email's private link opens (no account). It
// shows the consultation and lets the visitor move it to another open time (listed a fortnight at
// a time, as on /book) or cancel it; a link that was changed or has lapsed gets a clear page and
// changes nothing.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button, Container, PageHero, Section, siteConfig, usePageMeta } from '@firm/shared-contracts';
import { ErrorBanner, SuccessBanner } from '@firm/shared-contracts/forms';
import { formatDate } from '@firm/shared-contracts/format';
import type { BookingAnswer } from '@firm/shared-contracts/booking';
import { defaultBookingApi, visitorTimeZone, type BookingApi } from './bookingApi.ts';
import { BookingDetails } from './BookingDetails.tsx';
import { LinkRefused } from './LinkRefused.tsx';
import { LinkLoading } from './CardPage.tsx';
import { Card, Note, Steps } from './bookingLayout.ts';
import { SlotPicker } from './SlotPicker.tsx';
import { SlotWindowNav } from './SlotWindowNav.tsx';
import { slotsState, type SlotsState } from './useSlots.ts';

type Page =
  | { status: 'loading' }
  | { status: 'refused'; message: string }
  | { status: 'ready'; answer: BookingAnswer; slots: SlotsState; notice: string | null };

export function ManageBookingPage({ api = defaultBookingApi, timeZone }: { api?: BookingApi; /** The visitor's zone; the device's by default. */ timeZone?: string }) {
  usePageMeta({ title: 'Your Consultation', noindex: true });
  const location = useLocation();
  const token = new URLSearchParams(location.search).get('token') ?? '';
  const zone = useMemo(() => timeZone ?? visitorTimeZone(siteConfig.timeZone), [timeZone]);
  const [page, setPage] = useState<Page>({ status: 'loading' });
  const [start, setStart] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let current = true;
    void api.manage(token).then((outcome) => {
      if (!current) return;
      setPage(
        outcome.ok
          ? { status: 'ready', answer: outcome.data, slots: slotsState(outcome.data, zone), notice: null }
          : { status: 'refused', message: outcome.message },
      );
    });
    return () => {
      current = false;
    };
  }, [api, token, zone]);

  useEffect(() => {
    if (page.status !== 'loading') heading.current?.focus();
  }, [page.status]);

  const act = async (change: () => ReturnType<BookingApi['cancel']>) => {
    setBusy(true);
    setError(null);
    const outcome = await change();
    setBusy(false);
    setConfirmingCancel(false);
    if (!outcome.ok) {
      setError(outcome.message);
      if (outcome.status === 400 || outcome.status === 410) setPage({ status: 'refused', message: outcome.message });
      return;
    }
    setStart(null);
    // The new list of open times (the old one counted this booking's previous time as taken).
    const fresh = outcome.data.booking.status === 'confirmed' ? await api.manage(token) : null;
    setPage({
      status: 'ready',
      answer: outcome.data,
      slots: fresh?.ok ? slotsState(fresh.data, zone) : { status: 'idle' },
      notice: outcome.data.message,
    });
    heading.current?.focus();
  };

  /** Another window of open times to move to; the booking shown stays as it is. */
  const showWindow = async (from: string) => {
    setPage((current) => (current.status === 'ready' ? { ...current, slots: { status: 'loading' } } : current));
    const outcome = await api.manage(token, from);
    setPage((current) =>
      current.status === 'ready'
        ? { ...current, slots: outcome.ok ? slotsState(outcome.data, zone) : { status: 'error', message: outcome.message } }
        : current,
    );
  };

  if (page.status === 'loading') return <LinkLoading>Loading your consultation…</LinkLoading>;

  if (page.status === 'refused') return <LinkRefused message={page.message} headingRef={heading} />;

  const { answer, slots, notice } = page;
  const cancelled = answer.booking.status === 'cancelled';
  return (
    <>
      <PageHero dark eyebrow="Free Consultation" title="Your Consultation" />
      <Section $tone="mist">
        <Container>
          <Steps>
            <Card>
              <h2 ref={heading} tabIndex={-1}>
                {cancelled ? 'This consultation is cancelled' : 'Your free consultation'}
              </h2>
              {notice ? <SuccessBanner>{notice}</SuccessBanner> : null}
              <BookingDetails booking={answer.booking} calendar={answer.calendar} />
              {cancelled ? (
                <p>
                  <Link to={`/book?service=${answer.booking.service}`}>Book another time</Link>
                </p>
              ) : confirmingCancel ? (
                <div role="group" aria-label="Cancel the consultation">
                  <p>Cancel this consultation? We will email you to confirm.</p>
                  <Button disabled={busy} onClick={() => void act(() => api.cancel(token))}>
                    Yes, Cancel It
                  </Button>{' '}
                  <Button $variant="secondary" onClick={() => setConfirmingCancel(false)}>
                    Keep It
                  </Button>
                </div>
              ) : (
                <div>
                  <Button $variant="secondary" onClick={() => setConfirmingCancel(true)}>
                    Cancel Consultation
                  </Button>
                </div>
              )}
              {error ? <ErrorBanner>{error}</ErrorBanner> : null}
            </Card>
            {cancelled || slots.status === 'idle' ? null : (
              <Card aria-labelledby="move-time">
                <h2 id="move-time">Move it to another time</h2>
                <Note>Times are shown in your time zone. Pick one, then confirm the move.</Note>
                {start ? (
                  <div>
                    <p>
                      <strong>New time:</strong> {formatDate(start, 'fullDateTime', zone)}
                    </p>
                    <Button disabled={busy} onClick={() => void act(() => api.reschedule(token, start))}>
                      Move My Consultation
                    </Button>
                  </div>
                ) : null}
                <SlotWindowNav state={slots} onPage={(from) => void showWindow(from)} />
                {slots.status === 'error' ? <ErrorBanner>{slots.message}</ErrorBanner> : null}
                {slots.status === 'ready' ? <SlotPicker days={slots.days} selected={start} onSelect={setStart} idPrefix="move" /> : null}
              </Card>
            )}
          </Steps>
        </Container>
      </Section>
    </>
  );
}

export default ManageBookingPage;
