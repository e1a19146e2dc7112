// The portal's confirmations as a real dialog: the exact question, a confirm button that
// says what happens, and Cancel. Focus is trapped and returns to the opener (shared Modal).
import { Button } from '@firm/shared-contracts';
import { Modal } from '@firm/shared-contracts/modal';
import styled from 'styled-components';

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[6]};
`;

const Question = styled.p`
  margin: ${({ theme }) => theme.space[6]} 0 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

interface ConfirmDialogProps {
  message: string;
  confirmLabel: string;
  onConfirm(): void;
  onCancel(): void;
  busy?: boolean;
}

export function ConfirmDialog({ message, confirmLabel, onConfirm, onCancel, busy = false }: ConfirmDialogProps) {
  return (
    <Modal title="Please confirm" onClose={onCancel}>
      <Question>{message}</Question>
      <Buttons>
        <Button $variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={onConfirm} disabled={busy}>
          {busy ? 'Working...' : confirmLabel}
        </Button>
      </Buttons>
    </Modal>
  );
}
