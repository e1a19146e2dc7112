// The tabbed benefits (Benefits, Perks, Work-Life Harmony, Payday): the active tab chooses what
// is shown. Keyboard follows the tabs pattern: arrows move, Home and End jump.
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { CardGrid, media } from '@firm/shared-contracts';
import type { BenefitTab } from './careersContent.ts';

const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[6]};
  ${media.mobile} {
    display: grid;
    grid-template-columns: 1fr 1fr;
  }
`;

const Tab = styled.button<{ $active: boolean }>`
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[6]}`};
  border: 2px solid ${({ theme }) => theme.color.ledger};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $active }) => ($active ? theme.color.ledger : theme.color.paper)};
  color: ${({ theme, $active }) => ($active ? theme.color.paper : theme.color.ledger)};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:focus-visible {
    outline: none;
    box-shadow: 0 0 0 3px ${({ theme }) => theme.color.paper}, 0 0 0 6px ${({ theme }) => theme.color.ledger};
  }
`;

const Panel = styled.div`
  padding: ${({ theme }) => theme.space[8]};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.paper};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[6]};
    font-size: ${({ theme }) => theme.font.size.xl};
    color: ${({ theme }) => theme.color.ink};
  }
  dt {
    font-weight: 700;
    color: ${({ theme }) => theme.color.ink};
  }
  dd {
    margin: ${({ theme }) => theme.space[1]} 0 0;
  }
`;

export function BenefitTabs({ tabs, label }: { tabs: readonly BenefitTab[]; label: string }) {
  const [activeId, setActiveId] = useState(tabs[0]?.id ?? '');
  const baseId = useId();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const active = tabs.find((tab) => tab.id === activeId) ?? tabs[0];

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    setActiveId(tab.id);
    refs.current[tab.id]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.id === activeId);
    const moves: Record<string, () => void> = {
      ArrowRight: () => select(current + 1),
      ArrowDown: () => select(current + 1),
      ArrowLeft: () => select(current - 1),
      ArrowUp: () => select(current - 1),
      Home: () => select(0),
      End: () => select(tabs.length - 1),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      move();
    }
  };

  if (!active) return null;
  return (
    <div>
      <TabList role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const selected = tab.id === active.id;
          return (
            <Tab
              key={tab.id}
              ref={(element) => {
                refs.current[tab.id] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              $active={selected}
              onClick={() => setActiveId(tab.id)}
            >
              {tab.label}
            </Tab>
          );
        })}
      </TabList>
      <Panel role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${active.id}`} tabIndex={0}>
        <h3>{active.heading}</h3>
        <CardGrid element="dl" min={220}>
          {active.items.map((item) => (
            <div key={item.title}>
              <dt>{item.title}</dt>
              <dd>{item.text}</dd>
            </div>
          ))}
        </CardGrid>
      </Panel>
    </div>
  );
}
