// The mobile menu (below 768 px): the same entries as the desktop navigation, the Company,
// Resources and Tools groups as collapsible sections, then Client Login (/login), the
// consultation call to action and the phone number.
import { useId, useState } from 'react';
import styled, { css } from 'styled-components';
import { ButtonLink, media, siteConfig } from '@firm/shared-contracts';
import { ChevronIcon } from './DesktopNav.tsx';
import type { NavEntry, NavGroup, NavLinkItem } from './navigation.ts';
import { SmartLink } from './SmartLink.tsx';

const Panel = styled.div`
  position: fixed;
  top: var(--site-header-height);
  right: 0;
  bottom: 0;
  left: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[4]} ${theme.space[12]}`};
  background: ${({ theme }) => theme.color.paper};
  border-top: 1px solid ${({ theme }) => theme.color.line};
  &[hidden] {
    display: none;
  }
  ${media.desktop} {
    display: none;
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const GroupList = styled(List)`
  padding-left: ${({ theme }) => theme.space[4]};
  border-left: 2px solid ${({ theme }) => theme.color.line};
  margin-left: ${({ theme }) => theme.space[3]};
`;

const row = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: ${({ theme }) => theme.color.ink};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: 600;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.mist};
    color: ${({ theme }) => theme.color.ledger};
  }
  &:focus-visible {
    outline: none;
    box-shadow: inset ${({ theme }) => theme.focusRing};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.ledger};
  }
`;

const RowLink = styled(SmartLink)`
  ${row}
`;

const RowButton = styled.button`
  ${row}
`;

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[6]};
  padding-top: ${({ theme }) => theme.space[6]};
  border-top: 1px solid ${({ theme }) => theme.color.line};
`;

const PhoneLink = styled.a`
  justify-self: center;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${({ theme }) => theme.color.ledger};
  font-weight: 600;
`;

function MobileGroup({ group, onNavigate }: { group: NavGroup; onNavigate: () => void }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li>
      <RowButton type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((value) => !value)}>
        {group.label}
        <ChevronIcon open={open} />
      </RowButton>
      <GroupList id={id} hidden={!open} aria-label={group.label}>
        <MobileEntries entries={group.items} onNavigate={onNavigate} />
      </GroupList>
    </li>
  );
}

function MobileEntries({ entries, onNavigate }: { entries: readonly NavEntry[]; onNavigate: () => void }) {
  return (
    <>
      {entries.map((entry) =>
        entry.kind === 'group' ? (
          <MobileGroup key={entry.id} group={entry} onNavigate={onNavigate} />
        ) : (
          <li key={entry.label}>
            <RowLink to={entry.to} onClick={onNavigate}>
              {entry.label}
            </RowLink>
          </li>
        ),
      )}
    </>
  );
}

export interface MobileMenuProps {
  id: string;
  open: boolean;
  entries: readonly NavEntry[];
  clientLogin?: NavLinkItem;
  consultation?: NavLinkItem;
  onNavigate: () => void;
}

export function MobileMenu({ id, open, entries, clientLogin, consultation, onNavigate }: MobileMenuProps) {
  return (
    <Panel id={id} hidden={!open}>
      <nav aria-label="Mobile">
        <List>
          <MobileEntries entries={entries} onNavigate={onNavigate} />
        </List>
      </nav>
      <Actions>
        {clientLogin && (
          <ButtonLink to={clientLogin.to} $variant="secondary" onClick={onNavigate}>
            {clientLogin.label}
          </ButtonLink>
        )}
        {consultation && (
          <ButtonLink to={consultation.to} $variant="primary" onClick={onNavigate}>
            {consultation.label}
          </ButtonLink>
        )}
        <PhoneLink href={siteConfig.phoneHref}>Call {siteConfig.phone}</PhoneLink>
      </Actions>
    </Panel>
  );
}
