// The team directory of /about, from the team /about's loader read: a spinner while Retry reads the
// team again, the error with 'Retry Loading Team' when it fails, Leadership first and the other
// departments behind 'Meet the Rest of Our Team', and a dialog per member. The section carries
// id="team" so /about#team lands here, and the content protection of docs/architecture.md#d19.
import { useId, useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  CardGrid,
  Container,
  Lead,
  Section,
  SectionTitle,
  Spinner,
  type TeamMember,
} from '@firm/shared-contracts';
import { useLoaded, type Loaded } from '@firm/shared-contracts/data';
import { ErrorBanner } from '@firm/shared-contracts/forms';
import { useContentProtection } from './contentProtection.ts';
import { TeamMemberModal } from './TeamMemberModal.tsx';
import { TeamPhoto } from './TeamPhoto.tsx';
import { TEAM_TEXT, groupByDepartment, teamErrorMessage, visibleGroups } from './teamDirectory.ts';

export const TEAM_SECTION_ID = 'team';

const Protected = styled.div<{ $blurred: boolean }>`
  filter: ${({ $blurred }) => ($blurred ? 'blur(14px)' : 'none')};
  transition: filter 0.2s ease;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Title = styled(SectionTitle)`
  color: ${({ theme }) => theme.color.ink};
`;

const Department = styled.section`
  margin-top: ${({ theme }) => theme.space[8]};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.font.size.lg};
    color: ${({ theme }) => theme.color.ink};
  }
`;

// Portraits stay portrait-sized: a department of two or three sits centred instead of being
// stretched across the row; two side by side still fit on a phone.
const MemberGrid = styled(CardGrid)`
  @media print {
    display: none;
  }
`;

const MemberButton = styled.button`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  height: 100%;
  align-content: start;
  padding: ${({ theme }) => theme.space[4]};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.paper};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  color: ${({ theme }) => theme.color.graphite};
  font: inherit;
  text-align: left;
  cursor: pointer;
  user-select: none;
  -webkit-user-select: none;
  transition: transform 0.15s ease;
  &:hover {
    transform: translateY(-2px);
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover {
      transform: none;
    }
  }
`;

const MemberName = styled.span`
  display: block;
  font-weight: 700;
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.color.ink};
`;

const MemberTitle = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.slate};
`;

const Toggle = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space[8]};
  @media print {
    display: none;
  }
`;

const ErrorBox = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[4]};
`;

const PrintNote = styled.p`
  display: none;
  @media print {
    display: block;
  }
`;

interface TeamDirectoryProps {
  /** The team as the page's loader read it (fetchTeamMembers). */
  team: Loaded<TeamMember[]>;
  /** Chooses the blur duration in the 2.5–4 s range. */
  random?: () => number;
}

export function TeamDirectory({ team, random }: TeamDirectoryProps) {
  const state = useLoaded(team);
  const [expanded, setExpanded] = useState(false);
  // The member shown in the dialog and the button that opened it, where focus returns on closing.
  const [selected, setSelected] = useState<{ member: TeamMember; opener: HTMLElement } | null>(null);
  const { blurred, handlers } = useContentProtection(random);
  const restId = useId();

  const groups = state.status === 'success' ? groupByDepartment(state.data) : [];
  const shown = visibleGroups(groups, expanded);
  const hasMore = groups.length > 1;

  return (
    <Section id={TEAM_SECTION_ID} $tone="mist" aria-labelledby="team-title" data-section="team">
      <Container>
        <Title id="team-title">Meet Our Team</Title>
        <Lead>
          Bookkeepers, payroll specialists and client managers who check every number our AI agents touch. Select a
          person to read their story.
        </Lead>
        <Protected
          $blurred={blurred}
          data-blurred={blurred ? 'true' : 'false'}
          data-state={state.status}
          onContextMenu={handlers.onContextMenu}
          onDragStart={handlers.onDragStart}
          onCopy={handlers.onCopy}
        >
          {state.status === 'loading' ? <Spinner label={TEAM_TEXT.loading} /> : null}
          {state.status === 'error' ? (
            <ErrorBox>
              <ErrorBanner>{teamErrorMessage(state.error.message)}</ErrorBanner>
              <Button onClick={state.retry}>{TEAM_TEXT.retry}</Button>
            </ErrorBox>
          ) : null}
          {state.status === 'success' && groups.length === 0 ? <p>{TEAM_TEXT.empty}</p> : null}
          {shown.map((group, groupIndex) => {
            const headingId = `${restId}-dept-${groupIndex}`;
            return (
              <Department key={group.department} aria-labelledby={headingId} data-department={group.department}>
                <h3 id={headingId}>{group.department}</h3>
                <MemberGrid min={150} max={280}>
                  {group.members.map((member) => (
                    <li key={member.id}>
                      <MemberButton type="button" aria-haspopup="dialog" onClick={(event) => setSelected({ member, opener: event.currentTarget })}>
                        <TeamPhoto src={member.avatar_url} photo={member.photo} name={member.first_name} alt="" />
                        <span>
                          <MemberName>{member.first_name}</MemberName>
                          {member.title ? <MemberTitle>{member.title}</MemberTitle> : null}
                        </span>
                      </MemberButton>
                    </li>
                  ))}
                </MemberGrid>
              </Department>
            );
          })}
          {hasMore ? (
            <Toggle>
              <Button $variant="secondary" aria-expanded={expanded} onClick={() => setExpanded((value) => !value)}>
                {expanded ? TEAM_TEXT.showLess : TEAM_TEXT.showMore}
              </Button>
            </Toggle>
          ) : null}
          {state.status === 'success' ? <PrintNote>Team photos are not included in printed copies of this page.</PrintNote> : null}
        </Protected>
      </Container>
      {selected ? (
        <TeamMemberModal member={selected.member} opener={selected.opener} blurred={blurred} onClose={() => setSelected(null)} />
      ) : null}
    </Section>
  );
}
