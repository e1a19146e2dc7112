// /book: the free consultation, booked online (docs/architecture.md#d40). The visitor picks a
// service (?service=payroll preselects it), sees the open 30-minute slots of a fortnight in their
// own time zone with the firm's beside them (?from=2027-01-04 opens a later fortnight; earlier and
// later ones are a button away), picks one and gives their details. The time is then held for
// them for BOOKING_HOLD_RULES.holdMinutes, and the page says plainly that it is booked only once
// they open the link in the email we sent (docs/architecture.md#d47); that link's page
// (/book/confirm) shows the time in both zones and the calendar options. A slot taken meanwhile is
// said plainly and the list reloaded.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Container, PageHero, Section, media, siteConfig, usePageMeta } from '@firm/shared-contracts';
import { ErrorBanner, Field, Form, HoneypotField, Input, Select, SuccessBanner, TextArea } from '@firm/shared-contracts/forms';
import { formatDate, timeZoneName } from '@firm/shared-contracts/format';
import {
  BOOKING_LIMITS,
  BOOKING_MESSAGES,
  BOOKING_SERVICES,
  bookingFromSearch,
  bookingServiceFromSearch,
  checkBookingRequest,
  isBookingService,
  type BookingHoldAnswer,
  type BookingRequestField,
  type BookingService,
} from '@firm/shared-contracts/booking';
import { HONEYPOT_FIELD } from '@firm/shared-contracts/validation';
import { defaultBookingApi, type BookingApi } from './bookingApi.ts';
import { BookingDetails } from './BookingDetails.tsx';
import { SlotPicker } from './SlotPicker.tsx';
import { SlotWindowNav } from './SlotWindowNav.tsx';
import { useSlots, useVisitorTimeZone } from './useSlots.ts';
import { Card, Note, Steps } from './bookingLayout.ts';
import { CardPage } from './CardPage.tsx';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

type Details = Record<'name' | 'email' | 'phone' | 'company' | 'message', string>;
const EMPTY: Details = { name: '', email: '', phone: '', company: '', message: '' };

const FIELDS: { field: keyof Details; label: string; type: string; autoComplete: string; required: boolean; max: number }[] = [
  { field: 'name', label: 'Your Name', type: 'text', autoComplete: 'name', required: true, max: BOOKING_LIMITS.name },
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true, max: BOOKING_LIMITS.email },
  { field: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', required: false, max: BOOKING_LIMITS.phone },
  { field: 'company', label: 'Company', type: 'text', autoComplete: 'organization', required: false, max: BOOKING_LIMITS.company },
];

export function BookingPage({ api = defaultBookingApi, timeZone }: { api?: BookingApi; /** The visitor's zone; the device's by default. */ timeZone?: string }) {
  usePageMeta({
    title: 'Book a Free Consultation',
    description: `Book a free 30-minute consultation with ${siteConfig.brandName}: pick a time that suits you, in your own time zone.`,
    canonicalPath: '/book',
  });
  const location = useLocation();
  const zone = useVisitorTimeZone(timeZone, siteConfig.timeZone);
  const [service, setService] = useState<BookingService | ''>(() => bookingServiceFromSearch(location.search) ?? '');
  // A from that is not a real date is ignored: the window of today.
  const [from, setFrom] = useState<string | null>(() => bookingFromSearch(location.search));
  const { state: slots, reload } = useSlots(api, service, zone, from);
  const [start, setStart] = useState<string | null>(null);
  const [details, setDetails] = useState<Details>(EMPTY);
  const [trap, setTrap] = useState('');
  const [errors, setErrors] = useState<Partial<Record<BookingRequestField, string>>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [held, setHeld] = useState<BookingHoldAnswer | null>(null);
  const [thanked, setThanked] = useState<string | null>(null);
  const confirmation = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);

  const [focusAttempt, setFocusAttempt] = useState(0);

  useEffect(() => {
    if (held) confirmation.current?.focus();
  }, [held]);

  // After a refused submit, the first field marked invalid takes the focus (once it is marked).
  useEffect(() => {
    if (focusAttempt > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusAttempt]);

  const chooseService = (value: string) => {
    setService(isBookingService(value) ? value : '');
    setStart(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setBanner(null);
    const request = { service, start: start ?? '', ...details, timeZone: zone };
    const checked = checkBookingRequest(request);
    if (!checked.ok) {
      setErrors(checked.errors);
      setBanner(checked.errors.start ?? BOOKING_MESSAGES.invalidFields);
      setFocusAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    setSubmitting(true);
    const outcome = await api.book({ ...checked.value, [HONEYPOT_FIELD]: trap });
    setSubmitting(false);
    if (outcome.ok) {
      if (outcome.data.booking) setHeld(outcome.data);
      else setThanked(outcome.data.message);
      return;
    }
    setErrors(outcome.errors ?? {});
    setBanner(outcome.message);
    if (outcome.errors) setFocusAttempt((n) => n + 1);
    if (outcome.reason) {
      // The time went, passed or closed meanwhile: a fresh list to pick from.
      setStart(null);
      reload();
    }
  };

  if (held) {
    const until = formatDate(held.holdExpiresAt, 'zonedTime', held.booking.visitorTimeZone);
    return (
      <CardPage title="Check Your Email" lead="One more step and your consultation is booked.">
        <h2 ref={confirmation} tabIndex={-1}>
          Confirm your consultation from your email
        </h2>
        <SuccessBanner>{held.message}</SuccessBanner>
        <BookingDetails booking={held.booking} />
        <Note>
          We sent the email to {held.booking.email}. Open the link in it by {until} to book this time. Until then the time is held for you but not
          booked; if it is not confirmed by then, we release it for others.
        </Note>
        <Note>
          No email after a few minutes? Check your spam folder, or call us at <a href={siteConfig.phoneHref}>{siteConfig.phone}</a>. If the address
          was mistyped, you can pick a time again with the right one.
        </Note>
      </CardPage>
    );
  }

  const chosen = start ? `${formatDate(start, 'fullDateTime', zone)}` : null;
  return (
    <>
      <PageHero
        dark
        eyebrow="Free Consultation"
        title="Book a Free Consultation"
        lead="Thirty minutes with a specialist about your books or payroll. Pick a time that suits you; we call you."
      />
      <Section $tone="mist">
        <Container>
          <Steps>
            <Card>
              <h2 id="book-service">1. What would you like to talk about?</h2>
              <Field label="Service" required error={errors.service}>
                {(control) => (
                  <Select {...control} name="service" value={service} onChange={(e) => chooseService(e.target.value)}>
                    <option value="">Choose a service</option>
                    {BOOKING_SERVICES.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
            </Card>
            {service ? (
              <Card aria-labelledby="book-time">
                <h2 id="book-time">2. Pick a time</h2>
                <Note>
                  Times are shown in your time zone, {timeZoneName(zone)}
                  {zone === siteConfig.timeZone ? '.' : `, with our time in ${siteConfig.address.city} (${timeZoneName(siteConfig.timeZone)}) beneath.`} Each call
                  lasts 30 minutes.
                </Note>
                <SlotWindowNav state={slots} onPage={setFrom} />
                {slots.status === 'error' ? (
                  <div role="alert">
                    <p>{slots.message}</p>
                    <Button $variant="secondary" onClick={reload}>
                      Try Again
                    </Button>
                  </div>
                ) : null}
                {slots.status === 'ready' && slots.days.length === 0 ? (
                  <p>
                    No times are open on these days. {slots.window.nextFrom ? 'Try later times, or call' : 'Please call'} us at{' '}
                    <a href={siteConfig.phoneHref}>{siteConfig.phone}</a> or <Link to="/contact">send us a message</Link>.
                  </p>
                ) : null}
                {slots.status === 'ready' ? <SlotPicker days={slots.days} selected={start} onSelect={setStart} /> : null}
              </Card>
            ) : null}
            {service && start ? (
              <Card>
                <h2 id="book-details">3. Your details</h2>
                <p>
                  <strong>Your time:</strong> {chosen}
                </p>
                <Form ref={form} noValidate onSubmit={onSubmit} aria-labelledby="book-details" aria-busy={submitting}>
                  <Grid>
                    {FIELDS.map(({ field, label, type, autoComplete, required, max }) => (
                      <Field key={field} label={label} required={required} error={errors[field]} hint={required ? undefined : 'Optional.'}>
                        {(control) => (
                          <Input
                            {...control}
                            name={field}
                            type={type}
                            autoComplete={autoComplete}
                            maxLength={max}
                            required={required}
                            value={details[field]}
                            onChange={(e) => setDetails((current) => ({ ...current, [field]: e.target.value }))}
                          />
                        )}
                      </Field>
                    ))}
                    <Wide>
                      <Field label="What do you need help with?" required error={errors.message}>
                        {(control) => (
                          <TextArea
                            {...control}
                            name="message"
                            rows={4}
                            maxLength={BOOKING_LIMITS.message}
                            required
                            value={details.message}
                            onChange={(e) => setDetails((current) => ({ ...current, message: e.target.value }))}
                          />
                        )}
                      </Field>
                    </Wide>
                  </Grid>
                  <HoneypotField value={trap} onValueChange={setTrap} />
                  {banner ? <ErrorBanner>{banner}</ErrorBanner> : null}
                  {thanked ? <SuccessBanner>{thanked}</SuccessBanner> : null}
                  <div>
                    <Button type="submit" disabled={submitting}>
                      {submitting ? 'Sending…' : 'Request This Time'}
                    </Button>
                  </div>
                </Form>
              </Card>
            ) : banner ? (
              <ErrorBanner>{banner}</ErrorBanner>
            ) : null}
          </Steps>
        </Container>
      </Section>
    </>
  );
}

export default BookingPage;
