// Profile › Notices (admins only: notices carry what visitors sent, which only admins read): the
// events that email this admin, saved together.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Spinner } from '@firm/shared-contracts';
import { useAsync } from '@firm/shared-contracts/data';
import { ErrorBanner, Form, SuccessBanner } from '@firm/shared-contracts/forms';
import { errorMessage } from '../../lib/errors.ts';
import { Panel } from '../../lib/ui.tsx';
import { NOTICE_CHOICES, noticesApi as defaultApi, type NoticeChoices, type NoticesApi } from './noticesApi.ts';

const Choices = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
  label {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
    align-items: flex-start;
    min-height: 44px;
    padding: ${({ theme }) => theme.space[2]} 0;
  }
  input {
    margin-top: 0.25rem;
  }
`;

export function NoticesPanel({ userId, api = defaultApi }: { userId: string; api?: NoticesApi }) {
  const stored = useAsync(() => api.loadNotices(userId), [api, userId]);
  // What the admin has ticked since loading; until then, what is stored.
  const [edited, setChoices] = useState<NoticeChoices | null>(null);
  const choices = edited ?? (stored.status === 'success' ? stored.data : null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!choices) return;
    setSaving(true);
    setOutcome(null);
    try {
      await api.saveNotices(userId, choices);
      setOutcome({ ok: true, text: 'Notices saved.' });
    } catch (error) {
      setOutcome({ ok: false, text: `Notices not saved: ${errorMessage(error)}` });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Panel aria-labelledby="profile-notices-title">
      <h2 id="profile-notices-title">Notices</h2>
      {stored.status === 'loading' ? <Spinner label="Loading notices..." /> : null}
      {stored.status === 'error' ? (
        <div role="alert">
          <p>Failed to load notices: {stored.error.message}</p>
          <Button onClick={stored.retry}>Retry</Button>
        </div>
      ) : null}
      {choices ? (
        <Form onSubmit={save}>
          <Choices>
            <legend>Email me when:</legend>
            {NOTICE_CHOICES.map(({ key, label }) => (
              <label key={key}>
                <input type="checkbox" checked={choices[key]} onChange={(e) => setChoices({ ...choices, [key]: e.target.checked })} />
                <span>{label}</span>
              </label>
            ))}
          </Choices>
          <div>
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving...' : 'Save notices'}
            </Button>
          </div>
          {outcome ? outcome.ok ? <SuccessBanner>{outcome.text}</SuccessBanner> : <ErrorBanner>{outcome.text}</ErrorBanner> : null}
        </Form>
      ) : null}
    </Panel>
  );
}
