// The contact inquiry form: the service picks the visible group of fields,
// required fields are checked before sending, and a successful inquiry leads to the matching
// thank-you page after 1.5 s with the form data and a timestamp. A hidden honeypot field goes with
// the inquiry; create-zoho-lead thanks a request that filled it and stores nothing.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, media, siteConfig } from '@firm/shared-contracts';
import {
  ErrorBanner,
  Field,
  Form,
  HoneypotField,
  Input,
  Select,
  SuccessBanner,
  TextArea,
} from '@firm/shared-contracts/forms';
import {
  INQUIRY_LIMITS,
  SERVICE_OPTIONS,
  emptyInquiry,
  inquiryFieldLabel,
  initialServiceForPath,
  isInquiryService,
  requiredInquiryFields,
  todayIsoDate,
  validateInquiry,
  type ContactInquiry,
  type InquiryField,
} from '@firm/shared-contracts/inquiry';
import { HONEYPOT_FIELD } from '@firm/shared-contracts/validation';
import {
  CHOICES,
  CHOICE_PLACEHOLDER,
  GROUP_FIELDS,
  INVALID_FIELDS_MESSAGE,
  REDIRECT_DELAY_MS,
  fieldGroupFor,
  inquiryForSubmit,
  missingFieldsMessage,
  thankYouPathFor,
  type ThankYouState,
} from './inquiryForm.ts';
import { submitInquiry } from './submitInquiry.ts';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

const Consent = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.slate};
  input {
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    accent-color: ${({ theme }) => theme.color.ledger};
  }
  input:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }
  label {
    color: ${({ theme }) => theme.color.graphite};
  }
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.slate};
`;

const WIDE_FIELDS = new Set<InquiryField>(['message']);

const INPUT_TYPES: Partial<Record<InquiryField, { type: string; autoComplete?: string }>> = {
  firstName: { type: 'text', autoComplete: 'given-name' },
  lastName: { type: 'text', autoComplete: 'family-name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
  company: { type: 'text', autoComplete: 'organization' },
  outletName: { type: 'text', autoComplete: 'organization' },
  mediaPersonName: { type: 'text', autoComplete: 'name' },
  dueDate: { type: 'date' },
  preferredDate: { type: 'date' },
  preferredTime: { type: 'time' },
};

const HINTS: Partial<Record<InquiryField, string>> = {
  phone: 'Optional.',
  mediaPersonName: 'Who should we reply to?',
  dueDate: 'When do you need our answer by?',
  preferredDate: 'Optional: a day that suits you for a free consultation.',
};

export interface InquiryFormProps {
  /** Where the inquiry is posted; the backend's create-zoho-lead function by default. */
  endpoint?: string;
}

type Status = 'idle' | 'submitting' | 'success';

export function InquiryForm({ endpoint }: InquiryFormProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const [form, setForm] = useState<ContactInquiry>(() => {
    const params = new URLSearchParams(location.search);
    const initial = emptyInquiry(initialServiceForPath(location.pathname, location.search));
    const message = params.get('message');
    if (message) initial.message = message.slice(0, INQUIRY_LIMITS.message);
    return initial;
  });
  const [trap, setTrap] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<InquiryField, string>>>({});
  const [focusAttempt, setFocusAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const today = useMemo(() => todayIsoDate(), []);

  useEffect(
    () => () => {
      if (redirectTimer.current) clearTimeout(redirectTimer.current);
    },
    [],
  );

  useEffect(() => {
    if (focusAttempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusAttempt]);

  const group = fieldGroupFor(form.service);
  const set = <K extends InquiryField>(field: K, value: ContactInquiry[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (fieldErrors[field]) setFieldErrors(({ [field]: _removed, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (status !== 'idle') return;
    setError(null);
    setSuccess(null);
    const payload = inquiryForSubmit(form);
    const checked = validateInquiry(payload);
    if (!checked.ok) {
      const errors: Partial<Record<InquiryField, string>> = { ...checked.invalid };
      for (const field of checked.missing) errors[field] = `${inquiryFieldLabel(field, payload.service)} is required.`;
      setFieldErrors(errors);
      setError(checked.missing.length > 0 ? missingFieldsMessage(checked.missing, payload.service) : INVALID_FIELDS_MESSAGE);
      setFocusAttempt((n) => n + 1);
      return;
    }
    setFieldErrors({});
    setStatus('submitting');
    const outcome = await submitInquiry({ ...checked.value, [HONEYPOT_FIELD]: trap }, endpoint);
    if (!outcome.ok) {
      setError(outcome.message);
      setStatus('idle');
      return;
    }
    setSuccess(outcome.message);
    setStatus('success');
    const state: ThankYouState = { formData: checked.value, timestamp: new Date().toISOString() };
    redirectTimer.current = setTimeout(() => {
      navigate(thankYouPathFor(checked.value.service), { state });
    }, REDIRECT_DELAY_MS);
  };

  const renderField = (field: InquiryField) => {
    const label = inquiryFieldLabel(field, form.service);
    const required = requiredInquiryFields(form.service).includes(field);
    const error = fieldErrors[field];
    const choices = CHOICES[field];
    const value = String(form[field] ?? '');
    let control;
    if (field === 'message') {
      control = (
        <Field key={field} label={label} required={required} error={error}>
          {(props) => (
            <TextArea
              {...props}
              name={field}
              rows={5}
              maxLength={INQUIRY_LIMITS.message}
              required={required}
              value={value}
              onChange={(e) => set(field, e.target.value)}
            />
          )}
        </Field>
      );
    } else if (choices) {
      control = (
        <Field key={field} label={label} required={required} error={error}>
          {(props) => (
            <Select {...props} name={field} value={value} onChange={(e) => set(field, e.target.value)}>
              <option value={field === 'urgency' ? 'medium' : ''}>{CHOICE_PLACEHOLDER[field]}</option>
              {choices.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
      );
    } else {
      const input = INPUT_TYPES[field] ?? { type: 'text' };
      const limit = (INQUIRY_LIMITS as Partial<Record<InquiryField, number>>)[field];
      control = (
        <Field key={field} label={label} required={required} error={error} hint={HINTS[field]}>
          {(props) => (
            <Input
              {...props}
              name={field}
              type={input.type}
              autoComplete={input.autoComplete}
              maxLength={limit}
              min={field === 'dueDate' || field === 'preferredDate' ? today : undefined}
              required={required}
              value={value}
              onChange={(e) => set(field, e.target.value)}
            />
          )}
        </Field>
      );
    }
    return WIDE_FIELDS.has(field) ? <Wide key={field}>{control}</Wide> : control;
  };

  const submitting = status === 'submitting';
  return (
    <Form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Contact inquiry" aria-busy={submitting}>
      <Field label="Service" required error={fieldErrors.service}>
        {(props) => (
          <Select
            {...props}
            name="service"
            required
            value={form.service}
            onChange={(e) => {
              const next = e.target.value;
              if (isInquiryService(next)) set('service', next);
            }}
          >
            {SERVICE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Grid data-field-group={group}>{GROUP_FIELDS[group].map(renderField)}</Grid>
      <Consent>
        <input
          id="contact-sms-consent"
          type="checkbox"
          name="smsConsent"
          checked={form.smsConsent}
          onChange={(e) => set('smsConsent', e.target.checked)}
          aria-describedby="contact-sms-consent-text"
        />
        <div>
          <label htmlFor="contact-sms-consent">
            I agree to receive text messages from {siteConfig.brandName} about my inquiry.
          </label>
          <p id="contact-sms-consent-text" style={{ margin: '4px 0 0' }}>
            Optional. Message frequency varies. Message and data rates may apply. Reply HELP for help or STOP to
            unsubscribe at any time. Consent is not a condition of purchase.
          </p>
        </div>
      </Consent>
      <HoneypotField value={trap} onValueChange={setTrap} />
      {error ? <ErrorBanner>{error}</ErrorBanner> : null}
      {success ? <SuccessBanner>{success}</SuccessBanner> : null}
      <div>
        <Button type="submit" disabled={status !== 'idle'}>
          {submitting ? 'Submitting...' : 'Send Message'}
        </Button>
      </div>
      <Note>Fields marked * are required.</Note>
    </Form>
  );
}
