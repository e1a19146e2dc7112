// The portal's confirmations as a real dialog: the exact question, a confirm button that
// says what happens, and Cancel. Focus is trapped and returns to the opener (shared Modal).
// A dialog may name what it acts on in its title ("Delete “Payroll Basics”?"), and one that
// destroys something has its confirm button in the danger style, so it cannot pass for a save.
import { Button } from '@firm/shared-contracts';
import { Modal } from '@firm/shared-contracts/modal';
import styled from 'styled-components';
import { DangerButton } from './ui.tsx';

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[6]};
`;

const Title = styled.h2`
  margin: 0;
  padding-right: ${({ theme }) => theme.space[12]};
  color: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.font.size.lg};
  overflow-wrap: anywhere;
`;

const Question = styled.p`
  margin: ${({ theme }) => theme.space[6]} 0 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

export const CONFIRM_TITLE = 'Please confirm';

interface ConfirmDialogProps {
  message: string;
  confirmLabel: string;
  onConfirm(): void;
  onCancel(): void;
  busy?: boolean;
  /** The dialog's name and heading; 'Please confirm' when it names nothing. */
  title?: string;
  /** The action destroys or takes away something. */
  danger?: boolean;
}

export function ConfirmDialog({ message, confirmLabel, onConfirm, onCancel, busy = false, title, danger = false }: ConfirmDialogProps) {
  const Confirm = danger ? DangerButton : Button;
  return (
    <Modal title={title ?? CONFIRM_TITLE} onClose={onCancel}>
      {title ? <Title>{title}</Title> : null}
      <Question>{message}</Question>
      <Buttons>
        <Button $variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Confirm onClick={onConfirm} disabled={busy} data-tone={danger ? 'danger' : undefined}>
          {busy ? 'Working...' : confirmLabel}
        </Confirm>
      </Buttons>
    </Modal>
  );
}
