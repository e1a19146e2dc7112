// /admin/leads/:id (admins): one person, as the firm works them. Where the firm stands (status,
// owner, next step) and notes, both kept in the lead's history with who did what; below, everything
// the person did on the site: each inquiry with every answer they gave and whether it reached the
// CRM, each consultation, each calculator unlock.
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Spinner, usePageMeta } from '@firm/shared-contracts';
import { useAuth } from '@firm/shared-contracts/auth';
import { useAsync } from '@firm/shared-contracts/data';
import { ErrorBanner, Field, Form, Input, Select, SuccessBanner, TextArea } from '@firm/shared-contracts/forms';
import { formatDate } from '@firm/shared-contracts/format';
import { errorMessage } from '../../lib/errors.ts';
import { Badge, Muted, PageHeader, Panel } from '../../lib/ui.tsx';
import {
  crmSyncText,
  eventText,
  inquiryAnswers,
  isLeadStatus,
  LEAD_STATUSES,
  NEXT_STEP_MAX_LENGTH,
  NOTE_MAX_LENGTH,
  statusLabel,
  type LeadStatus,
} from './leadRules.ts';
import { leadsApi as defaultApi, type LeadDetail, type LeadsApi, type StaffMember } from './leadsApi.ts';
import { STATUS_TONE } from './LeadsPage.tsx';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    align-items: start;
  }
`;

const Answers = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: ${({ theme }) => theme.space[2]} 0;
  dt {
    color: ${({ theme }) => theme.color.slate};
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: break-word;
  }
`;

/** A term and its answer, grouped as a description list allows, laid out by the list's grid. */
const Pair = styled.div`
  display: contents;
`;

const Entries = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  > li {
    padding: ${({ theme }) => theme.space[3]} 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.line};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Quote = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0;
  white-space: pre-wrap;
  overflow-wrap: break-word;
`;

type Outcome = { ok: boolean; text: string } | null;

export function LeadPage({ api = defaultApi }: { api?: LeadsApi }) {
  const { id = '' } = useParams();
  const lead = useAsync(() => api.loadLead(id), [api, id]);
  const staff = useAsync(() => api.listStaff(), [api]);
  const title = lead.status === 'success' && lead.data ? lead.data.lead.name || lead.data.lead.email : 'Lead';
  usePageMeta({ title, noindex: true });

  if (lead.status === 'loading') return <Spinner label="Loading the lead..." />;
  if (lead.status === 'error') {
    return (
      <div role="alert">
        <p>Failed to load the lead: {lead.error.message}</p>
        <Button onClick={lead.retry}>Retry</Button>
      </div>
    );
  }
  if (!lead.data) {
    return (
      <>
        <PageHeader title="Lead not found" lead="It may have been removed, or the link is wrong." />
        <Link to="/admin/leads">All leads</Link>
      </>
    );
  }
  const detail = lead.data;
  const people = staff.status === 'success' ? staff.data : [];
  const names = new Map(people.map((member) => [member.id, member.name]));
  return (
    <>
      <p>
        <Link to="/admin/leads">← All leads</Link>
      </p>
      <PageHeader
        title={title}
        lead={
          <>
            {[detail.lead.company, detail.lead.name ? detail.lead.email : null].filter(Boolean).join(' · ')}{' '}
            <Badge $tone={STATUS_TONE[detail.lead.status] ?? 'neutral'}>{statusLabel(detail.lead.status)}</Badge>
          </>
        }
      />
      <p>
        <a href={`mailto:${detail.lead.email}`}>Email {detail.lead.email}</a>
        {detail.lead.phone ? (
          <>
            {' · '}
            <a href={`tel:${detail.lead.phone.replace(/[^\d+]/g, '')}`}>Call {detail.lead.phone}</a>
          </>
        ) : null}
        {' · '}
        <Muted>First seen {formatDate(detail.lead.first_seen_at, 'dateTime')}</Muted>
      </p>
      <Grid>
        <div>
          <WorkPanel key={detail.lead.updated_at} detail={detail} staff={people} api={api} onSaved={lead.refresh} />
          <NotesPanel detail={detail} api={api} onAdded={lead.refresh} />
          <Panel aria-labelledby="lead-history">
            <h2 id="lead-history">History</h2>
            {detail.events.length === 0 ? (
              <p>Nothing yet.</p>
            ) : (
              <Entries>
                {detail.events.map((event) => (
                  <li key={event.id}>
                    <strong>{eventText(event, names)}</strong> <Muted>{formatDate(event.occurred_at, 'dateTime')}</Muted>
                    {event.note ? <Quote>{event.note}</Quote> : null}
                  </li>
                ))}
              </Entries>
            )}
          </Panel>
        </div>
        <Activity detail={detail} />
      </Grid>
    </>
  );
}

function WorkPanel({ detail, staff, api, onSaved }: { detail: LeadDetail; staff: StaffMember[]; api: LeadsApi; onSaved: () => void }) {
  const [status, setStatus] = useState<LeadStatus>(isLeadStatus(detail.lead.status) ? detail.lead.status : 'new');
  const [owner, setOwner] = useState(detail.lead.owner_id ?? '');
  const [nextStep, setNextStep] = useState(detail.lead.next_step ?? '');
  const [nextStepOn, setNextStepOn] = useState(detail.lead.next_step_on ?? '');
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [saving, setSaving] = useState(false);
  // Whoever owns it stays in the list even if they may no longer own leads.
  const owners = staff.filter((member) => member.canOwn || member.id === detail.lead.owner_id);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const step = nextStep.trim();
    if (step.length > NEXT_STEP_MAX_LENGTH) {
      setError(`The next step must be at most ${NEXT_STEP_MAX_LENGTH} characters.`);
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await api.saveWork(detail.lead.id, { status, owner_id: owner || null, next_step: step || null, next_step_on: nextStepOn || null });
      setOutcome({ ok: true, text: 'Saved.' });
      onSaved();
    } catch (failure) {
      setOutcome({ ok: false, text: `Not saved: ${errorMessage(failure)}` });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Panel aria-labelledby="lead-work">
      <h2 id="lead-work">Where we stand</h2>
      <Form onSubmit={save} noValidate>
        <Field label="Status">
          {(control) => (
            <Select {...control} value={status} onChange={(e) => setStatus(e.target.value as LeadStatus)}>
              {LEAD_STATUSES.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Owner">
          {(control) => (
            <Select {...control} value={owner} onChange={(e) => setOwner(e.target.value)}>
              <option value="">No owner</option>
              {owners.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Next step" error={error} hint={`What happens next, in a few words (at most ${NEXT_STEP_MAX_LENGTH} characters).`}>
          {(control) => <Input {...control} value={nextStep} maxLength={NEXT_STEP_MAX_LENGTH} onChange={(e) => setNextStep(e.target.value)} />}
        </Field>
        <Field label="Next step date">
          {(control) => <Input {...control} type="date" value={nextStepOn} onChange={(e) => setNextStepOn(e.target.value)} />}
        </Field>
        <div>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving…' : 'Save'}
          </Button>
        </div>
        {outcome ? outcome.ok ? <SuccessBanner>{outcome.text}</SuccessBanner> : <ErrorBanner>{outcome.text}</ErrorBanner> : null}
      </Form>
    </Panel>
  );
}

function NotesPanel({ detail, api, onAdded }: { detail: LeadDetail; api: LeadsApi; onAdded: () => void }) {
  const auth = useAuth();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [saving, setSaving] = useState(false);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const text = note.trim();
    if (!text) return setError('Write the note first.');
    if (text.length > NOTE_MAX_LENGTH) return setError(`A note must be at most ${NOTE_MAX_LENGTH} characters.`);
    setError(null);
    setSaving(true);
    try {
      await api.addNote(detail.lead.id, text, auth.user?.id ?? '');
      setNote('');
      setOutcome({ ok: true, text: 'Note added.' });
      onAdded();
    } catch (failure) {
      // What was typed stays in the field.
      setOutcome({ ok: false, text: `The note was not added: ${errorMessage(failure)}` });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Panel aria-labelledby="lead-notes">
      <h2 id="lead-notes">Add a note</h2>
      <Form onSubmit={add} noValidate>
        <Field label="Note" error={error} hint="Calls, emails, what was agreed. Notes cannot be edited once added.">
          {(control) => <TextArea {...control} rows={4} value={note} maxLength={NOTE_MAX_LENGTH} onChange={(e) => setNote(e.target.value)} />}
        </Field>
        <div>
          <Button type="submit" disabled={saving}>
            {saving ? 'Adding…' : 'Add note'}
          </Button>
        </div>
        {outcome ? outcome.ok ? <SuccessBanner>{outcome.text}</SuccessBanner> : <ErrorBanner>{outcome.text}</ErrorBanner> : null}
      </Form>
    </Panel>
  );
}

function Activity({ detail }: { detail: LeadDetail }) {
  const nothing = detail.inquiries.length + detail.bookings.length + detail.unlocks.length === 0;
  return (
    <Panel aria-labelledby="lead-activity">
      <h2 id="lead-activity">What they did</h2>
      {nothing ? <p>Nothing on record.</p> : null}
      <Entries>
        {detail.bookings.map((booking) => (
          <li key={`booking-${booking.id}`}>
            <h3>
              {booking.status === 'cancelled' ? 'Cancelled consultation' : 'Consultation'}: {booking.serviceLabel}
            </h3>
            <p>
              {formatDate(booking.start, 'fullDateTime')} with {booking.staffName}
            </p>
            {booking.message ? <Quote>{booking.message}</Quote> : null}
          </li>
        ))}
        {detail.inquiries.map((inquiry) => (
          <li key={`inquiry-${inquiry.id}`}>
            <h3>Inquiry · {formatDate(inquiry.created_at, 'dateTime')}</h3>
            <Answers>
              {inquiryAnswers(inquiry).map((answer) => (
                <Pair key={answer.label}>
                  <dt>{answer.label}</dt>
                  <dd>{answer.value}</dd>
                </Pair>
              ))}
            </Answers>
            <Quote>{inquiry.message}</Quote>
            <p>
              <Muted>CRM: {crmSyncText(inquiry)}</Muted>
            </p>
          </li>
        ))}
        {detail.unlocks.map((unlock) => (
          <li key={`unlock-${unlock.id}`}>
            <h3>Unlocked the {unlock.calculation_type}</h3>
            <p>
              {formatDate(unlock.created_at, 'dateTime')}
              {unlock.source_path ? <Muted> · from {unlock.source_path}</Muted> : null}
            </p>
          </li>
        ))}
      </Entries>
    </Panel>
  );
}

export default LeadPage;
