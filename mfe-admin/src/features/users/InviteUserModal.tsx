// The 'Invite user' dialog: full name, email and role (default writer). The invitee gets an email
// from the auth service and chooses their own password; the role is theirs once they accept.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, type Role } from '@firm/shared-contracts';
import { ErrorBanner, Field, Form, Select, TextField } from '@firm/shared-contracts/forms';
import { Modal } from '@firm/shared-contracts/modal';
import { errorMessage } from '../../lib/errors.ts';
import { FULL_NAME_MAX_LENGTH, type Invitation, type InviteForm, type UsersApi } from './usersApi.ts';
import { ROLE_LABELS, validateInvite, type InviteProblems } from './userRules.ts';

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.ink};
`;

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.slate};
`;

interface Props {
  roles: Role[];
  inviteUser: UsersApi['inviteUser'];
  onClose(): void;
  onInvited(form: InviteForm, invitation: Invitation): void;
}

export function InviteUserModal({ roles, inviteUser, onClose, onInvited }: Props) {
  const [form, setForm] = useState<InviteForm>({ full_name: '', email: '', role: 'writer' });
  const [problems, setProblems] = useState<InviteProblems>({ summary: null, fields: {} });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof InviteForm>(key: K, value: InviteForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateInvite(form);
    setProblems(found);
    setFailure(null);
    if (found.summary) return;
    setBusy(true);
    try {
      onInvited(form, await inviteUser(form));
    } catch (error) {
      setFailure(errorMessage(error));
      setBusy(false);
    }
  };

  return (
    <Modal title="Invite user" onClose={onClose}>
      <Title>Invite user</Title>
      <Lead>We'll email them a link to choose their password. The link works once, for an hour.</Lead>
      <Form noValidate onSubmit={submit} aria-label="Invite user">
        {problems.summary ? <ErrorBanner>{problems.summary}</ErrorBanner> : null}
        {failure ? <ErrorBanner>{failure}</ErrorBanner> : null}
        <TextField
          label="Full name"
          required
          autoComplete="off"
          value={form.full_name}
          error={problems.fields.full_name}
          hint={`At most ${FULL_NAME_MAX_LENGTH} characters.`}
          onValueChange={(v) => set('full_name', v)}
        />
        <TextField
          label="Email"
          type="email"
          required
          autoComplete="off"
          value={form.email}
          error={problems.fields.email}
          onValueChange={(v) => set('email', v)}
        />
        <Field label="Role" hint="Given when they accept the invitation.">
          {(control) => (
            <Select {...control} value={form.role} onChange={(e) => set('role', e.target.value as Role)}>
              {roles.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Buttons>
          <Button $variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Sending...' : 'Send invitation'}
          </Button>
        </Buttons>
      </Form>
    </Modal>
  );
}
