// The member dialog: photo, team, certification badges, bio and social links. It closes by its
// close button, a click on the backdrop or Escape (the shared Modal).
import styled from 'styled-components';
import { media, type TeamMember } from '@firm/shared-contracts';
import { Modal } from '@firm/shared-contracts/modal';
import { protectionHandlers } from './contentProtection.ts';
import { TeamPhoto } from './TeamPhoto.tsx';
import { badgeLabel, bioOf, safeExternalUrl, socialLinksOf } from './teamDirectory.ts';

const Layout = styled.div<{ $blurred: boolean }>`
  display: grid;
  grid-template-columns: 220px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[8]};
  align-items: start;
  filter: ${({ $blurred }) => ($blurred ? 'blur(14px)' : 'none')};
  transition: filter 0.2s ease;
  ${media.mobile} {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space[6]};
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const PhotoColumn = styled.div`
  max-width: 220px;
  ${media.mobile} {
    max-width: 180px;
  }
`;

const Name = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[1]};
  padding-right: ${({ theme }) => theme.space[12]};
  font-size: ${({ theme }) => theme.font.size.xl};
  line-height: ${({ theme }) => theme.font.lineHeight.heading};
  color: ${({ theme }) => theme.color.ink};
`;

const Title = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[1]};
  font-weight: 600;
  color: ${({ theme }) => theme.color.graphite};
`;

const TeamLine = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.slate};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const Badges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0 0 ${({ theme }) => theme.space[6]};
  padding: 0;
  list-style: none;
  img {
    display: block;
    width: 64px;
    height: 64px;
    -webkit-user-drag: none;
  }
  a {
    display: block;
    border-radius: 8px;
  }
  a:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }
  @media print {
    display: none;
  }
`;

const Bio = styled.div`
  h3 {
    margin: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.ink};
  }
  p {
    margin: 0;
    max-width: ${({ theme }) => theme.layout.textColumn};
  }
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[6]} 0 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.pill};
    color: ${({ theme }) => theme.color.ledger};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  a:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }
`;

interface TeamMemberModalProps {
  member: TeamMember;
  blurred: boolean;
  onClose(): void;
  /** The member's button, where focus returns on closing. */
  opener?: HTMLElement | null;
}

export function TeamMemberModal({ member, blurred, onClose, opener }: TeamMemberModalProps) {
  const name = member.first_name;
  const bio = bioOf(member);
  const social = socialLinksOf(member);
  const proadvisorUrl = safeExternalUrl(member.proadvisor_url);
  const dialogTitle = member.title ? `${name}, ${member.title}` : name;
  return (
    <Modal title={dialogTitle} onClose={onClose} returnFocusTo={opener} wide>
      <Layout
        $blurred={blurred}
        data-blurred={blurred ? 'true' : 'false'}
        onContextMenu={protectionHandlers.onContextMenu}
        onDragStart={protectionHandlers.onDragStart}
        onCopy={protectionHandlers.onCopy}
      >
        <PhotoColumn>
          <TeamPhoto src={member.avatar_url} photo={member.photo} name={name} alt={`Portrait of ${name}`} eager />
        </PhotoColumn>
        <div>
          <Name>{name}</Name>
          {member.title ? <Title>{member.title}</Title> : null}
          {member.team ? <TeamLine>Team: {member.team}</TeamLine> : null}
          {member.badges.length > 0 ? (
            <Badges aria-label="Certifications">
              {member.badges.map((badge) => {
                const label = badgeLabel(badge.badge_image);
                const image = (
                  <img src={badge.badge_image} alt={label} width={64} height={64} loading="lazy" draggable={false} />
                );
                return (
                  <li key={badge.badge_image}>
                    {badge.has_proadvisor_link && proadvisorUrl ? (
                      <a
                        href={proadvisorUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        title={`${label}: verify on the ProAdvisor directory (opens in a new tab)`}
                      >
                        {image}
                      </a>
                    ) : (
                      image
                    )}
                  </li>
                );
              })}
            </Badges>
          ) : null}
          <Bio>
            {bio.map((part) => (
              <section key={part.heading}>
                <h3>{part.heading}</h3>
                <p>{part.text}</p>
              </section>
            ))}
          </Bio>
          {social.length > 0 ? (
            <Links aria-label={`${name} online`}>
              {social.map((link) => (
                <li key={link.kind}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={`${name} on ${link.label} (opens in a new tab)`}>
                    {link.label}
                  </a>
                </li>
              ))}
            </Links>
          ) : null}
        </div>
      </Layout>
    </Modal>
  );
}
