// The 'Add New User' dialog: full name, email, password (at least 10) and role (default writer),
// created through the admin-create-user function so the admin stays signed in.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, type NewUserForm, type Role } from '@firm/shared-contracts';
import { ErrorBanner, Field, Form, Select, TextField } from '@firm/shared-contracts/forms';
import { Modal } from '@firm/shared-contracts/modal';
import { errorMessage } from '../../lib/errors.ts';
import { FULL_NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH, type UsersApi } from './usersApi.ts';
import { ROLE_LABELS, validateNewUser, type NewUserProblems } from './userRules.ts';

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.ink};
`;

interface Props {
  roles: Role[];
  createUser: UsersApi['createUser'];
  onClose(): void;
  onCreated(form: NewUserForm): void;
}

export function AddUserModal({ roles, createUser, onClose, onCreated }: Props) {
  const [form, setForm] = useState<NewUserForm>({ full_name: '', email: '', password: '', role: 'writer' });
  const [problems, setProblems] = useState<NewUserProblems>({ summary: null, fields: {} });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof NewUserForm>(key: K, value: NewUserForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateNewUser(form);
    setProblems(found);
    setFailure(null);
    if (found.summary) return;
    setBusy(true);
    try {
      await createUser(form);
      onCreated(form);
    } catch (error) {
      setFailure(errorMessage(error));
      setBusy(false);
    }
  };

  return (
    <Modal title="Add New User" onClose={onClose}>
      <Title>Add New User</Title>
      <Form noValidate onSubmit={submit} aria-label="Add New User">
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
        <TextField
          label="Password"
          type="password"
          required
          autoComplete="new-password"
          value={form.password}
          error={problems.fields.password}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          onValueChange={(v) => set('password', v)}
        />
        <Field label="Role">
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
            {busy ? 'Creating...' : 'Create User'}
          </Button>
        </Buttons>
      </Form>
    </Modal>
  );
}
