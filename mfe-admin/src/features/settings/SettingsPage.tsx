// /admin/settings (super admins): whether admins and super admins must sign in with two factors.
// While it is on, row-level security refuses admin data to their tokens without a second factor,
// and the portal lets them do nothing but set one up (SecondFactorGate).
import { useState } from 'react';
import styled from 'styled-components';
import { Spinner, usePageMeta } from '@firm/shared-contracts';
import { useAsync } from '@firm/shared-contracts/data';
import { ErrorBanner, SuccessBanner } from '@firm/shared-contracts/forms';
import { errorMessage } from '../../lib/errors.ts';
import { PageHeader, Panel, LoadFailure } from '../../lib/ui.tsx';
import { settingsApi as defaultApi, type SettingsApi } from './settingsApi.ts';

const Toggle = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  font-weight: 600;
  input {
    width: 22px;
    height: 22px;
    margin: 2px 0 0;
    flex: none;
  }
  span {
    display: block;
    margin-top: ${({ theme }) => theme.space[1]};
    font-weight: 400;
    color: ${({ theme }) => theme.color.slate};
  }
`;

export const SETTINGS_TEXT = {
  label: 'Require two-factor sign-in for admins',
  hint: 'Admins and super admins must sign in with a code from an authenticator app. Until they set one up, the portal lets them do nothing else.',
  turnedOn: 'Two-factor sign-in is now required for admins.',
  turnedOff: 'Two-factor sign-in is no longer required for admins.',
} as const;

export function SettingsPage({ api = defaultApi }: { api?: SettingsApi }) {
  usePageMeta({ title: 'Settings', noindex: true });
  const settings = useAsync(() => api.loadSettings(), [api]);
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // The switch shows the choice at once while it is saved; a refusal puts it back.
  const [chosen, setChosen] = useState<boolean | null>(null);

  const change = async (on: boolean) => {
    setBusy(true);
    setChosen(on);
    setOutcome(null);
    try {
      await api.setRequireTwoFactor(on);
      setOutcome({ tone: 'success', text: on ? SETTINGS_TEXT.turnedOn : SETTINGS_TEXT.turnedOff });
      settings.refresh();
    } catch (error) {
      setChosen(null);
      setOutcome({ tone: 'error', text: `Failed to save the setting: ${errorMessage(error)}` });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader title="Settings" lead="Rules for every staff account." />
      <Panel aria-labelledby="settings-sign-in-title">
        <h2 id="settings-sign-in-title">Sign-in</h2>
        {outcome ? outcome.tone === 'error' ? <ErrorBanner>{outcome.text}</ErrorBanner> : <SuccessBanner>{outcome.text}</SuccessBanner> : null}
        {settings.status === 'loading' ? <Spinner label="Loading settings..." /> : null}
        {settings.status === 'error' ? <LoadFailure what="settings" error={settings.error} retry={settings.retry} /> : null}
        {settings.status === 'success' ? (
          <Toggle>
            <input
              type="checkbox"
              role="switch"
              checked={chosen ?? settings.data.requireTwoFactorForAdmins}
              disabled={busy}
              aria-labelledby="settings-two-factor-label"
              aria-describedby="settings-two-factor-hint"
              onChange={(event) => void change(event.target.checked)}
            />
            <div>
              {/* Named by the label alone; the hint describes it. */}
              <b id="settings-two-factor-label">{SETTINGS_TEXT.label}</b>
              <span id="settings-two-factor-hint">{SETTINGS_TEXT.hint}</span>
            </div>
          </Toggle>
        ) : null}
      </Panel>
    </>
  );
}

export default SettingsPage;
