// The list of problems above a form after a failed submit: announced, focusable, and each item
// moves focus to its field.
import type { Ref } from 'react';
import styled from 'styled-components';

export interface SummaryItem {
  readonly key: string;
  readonly label: string;
  readonly message: string;
  /** The `name` of the control to focus. */
  readonly name: string;
}

const Box = styled.div`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-left: 4px solid ${({ theme }) => theme.color.red};
  border-radius: 8px;
  background: #fdecea;
  color: ${({ theme }) => theme.color.red};
  &:focus {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-weight: 600;
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[6]};
  }
  button {
    padding: 0;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    text-align: left;
    text-decoration: underline;
    cursor: pointer;
  }
  button:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }
`;

interface Props {
  items: readonly SummaryItem[];
  title?: string;
  ref?: Ref<HTMLDivElement>;
  /** Where to look for the controls (the form). */
  scope?: () => HTMLElement | null;
}

export function ErrorSummary({ items, title, ref, scope }: Props) {
  if (items.length === 0) return null;
  const focusField = (name: string) => {
    const root = scope?.() ?? document;
    root.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`)?.focus();
  };
  return (
    <Box ref={ref} tabIndex={-1} role="alert">
      <p>{title ?? `Please check ${items.length === 1 ? 'this answer' : `these ${items.length} answers`}:`}</p>
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            <button type="button" onClick={() => focusField(item.name)}>
              {item.label}: {item.message}
            </button>
          </li>
        ))}
      </ul>
    </Box>
  );
}
