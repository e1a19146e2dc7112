// /book/confirm?token=…: the page the hold email's link opens (docs/architecture.md#d47). It
// confirms the hold as it opens (a POST, so a mail scanner that only fetches the link confirms
// nothing) and says the consultation is booked, with the time in both zones and the calendar
// options; the confirmation email carries the private link to move or cancel. A hold that lapsed
// says so, whether its time is still open or was taken since, with a way to pick a time; a link
// that was changed, or a booking cancelled since, gets the plain "cannot be used" page. Opening
// the link again answers the booking as it is.
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ButtonLink, usePageMeta } from '@firm/shared-contracts';
import { ErrorBanner, SuccessBanner } from '@firm/shared-contracts/forms';
import type { BookingAnswer, BookingRefusal } from '@firm/shared-contracts/booking';
import { defaultBookingApi, type BookingApi } from './bookingApi.ts';
import { BookingDetails } from './BookingDetails.tsx';
import { LinkRefused } from './LinkRefused.tsx';
import { Note } from './bookingLayout.ts';
import { CardPage, LinkLoading } from './CardPage.tsx';

type Page =
  | { status: 'loading' }
  | { status: 'booked'; answer: BookingAnswer }
  | { status: 'lapsed'; message: string; rebook: NonNullable<BookingRefusal['rebook']> | null }
  | { status: 'refused'; message: string };

export function ConfirmBookingPage({ api = defaultBookingApi }: { api?: BookingApi }) {
  usePageMeta({ title: 'Confirm Your Consultation', noindex: true });
  const location = useLocation();
  const token = new URLSearchParams(location.search).get('token') ?? '';
  const [page, setPage] = useState<Page>({ status: 'loading' });
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let current = true;
    void api.confirm(token).then((outcome) => {
      if (!current) return;
      if (outcome.ok) setPage({ status: 'booked', answer: outcome.data });
      else if (outcome.reason === 'lapsed') setPage({ status: 'lapsed', message: outcome.message, rebook: outcome.rebook ?? null });
      else setPage({ status: 'refused', message: outcome.message });
    });
    return () => {
      current = false;
    };
  }, [api, token]);

  useEffect(() => {
    if (page.status !== 'loading') heading.current?.focus();
  }, [page.status]);

  if (page.status === 'loading') return <LinkLoading>Confirming your consultation…</LinkLoading>;

  if (page.status === 'refused') return <LinkRefused message={page.message} headingRef={heading} />;

  if (page.status === 'lapsed') {
    const { rebook } = page;
    const again = rebook ? `/book?service=${rebook.service}&from=${rebook.from}` : '/book';
    return (
      <CardPage title="This Time Was Released">
        <h2 ref={heading} tabIndex={-1}>
          {rebook?.stillOpen ? 'The time is still open' : 'Please pick a time again'}
        </h2>
        <ErrorBanner>{page.message}</ErrorBanner>
        <p>
          <ButtonLink to={again}>{rebook?.stillOpen ? 'Request This Time Again' : 'Pick Another Time'}</ButtonLink>
        </p>
      </CardPage>
    );
  }

  const { answer } = page;
  return (
    <CardPage title="You're Booked" lead="We look forward to talking with you.">
      <h2 ref={heading} tabIndex={-1}>
        Your free consultation is booked
      </h2>
      <SuccessBanner>{answer.message}</SuccessBanner>
      <BookingDetails booking={answer.booking} calendar={answer.calendar} />
      <Note>
        The email we sent to {answer.booking.email} has a private link to move or cancel the consultation. You can also{' '}
        <Link to="/contact">send us a message</Link>.
      </Note>
    </CardPage>
  );
}

export default ConfirmBookingPage;
