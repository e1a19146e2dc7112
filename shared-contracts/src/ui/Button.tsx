// Buttons and button-styled links in the site's one style; buttons say what happens next.
import styled, { css } from 'styled-components';
import { Link } from 'react-router-dom';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'light';

const base = css<{ $variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[6]}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  font: inherit;
  font-weight: 600;
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  border: 2px solid transparent;
  transition: background-color 0.15s ease, color 0.15s ease, border-color 0.15s ease;
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
  ${({ $variant = 'primary', theme }) => {
    switch ($variant) {
      case 'primary':
        return css`
          background: ${theme.color.ledger};
          color: ${theme.color.paper};
          &:hover:not(:disabled) {
            background: ${theme.color.ledgerDark};
          }
        `;
      case 'secondary':
        return css`
          background: ${theme.color.paper};
          color: ${theme.color.ledger};
          border-color: ${theme.color.ledger};
          &:hover:not(:disabled) {
            background: ${theme.color.mist};
          }
        `;
      case 'light':
        return css`
          background: ${theme.color.paper};
          color: ${theme.color.ink};
          &:hover:not(:disabled) {
            background: ${theme.color.mist};
          }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${theme.color.ledger};
          &:hover:not(:disabled) {
            text-decoration: underline;
          }
        `;
    }
  }}
`;

export const Button = styled.button.attrs<{ type?: string }>((props) => ({ type: props.type ?? 'button' }))<{
  $variant?: ButtonVariant;
}>`
  ${base}
`;

export const ButtonLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${base}
`;

export const ButtonAnchor = styled.a<{ $variant?: ButtonVariant }>`
  ${base}
`;
