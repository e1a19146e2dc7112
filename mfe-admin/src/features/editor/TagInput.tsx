// Tags of a post: type a custom tag and press Enter, or pick one of the ten quick tags (disabled
// once added); each tag has its own remove button.
import { useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Input } from '@firm/shared-contracts/forms';
import { addTag, QUICK_TAGS, removeTag } from './postForm.ts';

const Wrapper = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[1]};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.slate};
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 2px 4px 2px ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: #e8effc;
  color: ${({ theme }) => theme.color.ledgerDark};
  font-weight: 600;
  font-size: ${({ theme }) => theme.font.size.xs};
  button {
    min-width: 28px;
    min-height: 28px;
    border: 0;
    border-radius: 50%;
    background: transparent;
    color: inherit;
    font-size: 1rem;
    cursor: pointer;
    &:focus-visible {
      outline: none;
      box-shadow: ${({ theme }) => theme.focusRing};
    }
  }
`;

const QuickTag = styled.button`
  min-height: 32px;
  padding: 2px ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.ledger};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.paper};
  color: ${({ theme }) => theme.color.ledger};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.xs};
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
    border-color: ${({ theme }) => theme.color.line};
    color: ${({ theme }) => theme.color.slate};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }
`;

export function TagInput({ tags, onChange }: { tags: string[]; onChange(tags: string[]): void }) {
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onChange(addTag(tags, draft));
    setDraft('');
  };
  const has = (tag: string) => tags.some((t) => t.toLowerCase() === tag.toLowerCase());
  return (
    <Wrapper>
      <legend>Tags</legend>
      {tags.length > 0 ? (
        <Chips aria-label="Added tags">
          {tags.map((tag) => (
            <Chip key={tag}>
              {tag}
              <button type="button" aria-label={`Remove tag ${tag}`} onClick={() => onChange(removeTag(tags, tag))}>
                ×
              </button>
            </Chip>
          ))}
        </Chips>
      ) : (
        <p>No tags yet.</p>
      )}
      <label htmlFor={inputId}>Add a tag</label>
      <Input
        id={inputId}
        aria-describedby={hintId}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <p id={hintId}>Type a tag and press Enter, or choose a quick tag.</p>
      <Chips aria-label="Quick tags">
        {QUICK_TAGS.map((tag) => (
          <li key={tag}>
            <QuickTag type="button" disabled={has(tag)} onClick={() => onChange(addTag(tags, tag))}>
              {tag}
            </QuickTag>
          </li>
        ))}
      </Chips>
    </Wrapper>
  );
}
