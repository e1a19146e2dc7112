// The Newsroom timeline, from the releases /press's loader read: the three newest releases, 'View All Releases'
// for the archive, and a dialog with the release as plain text with its line breaks kept.
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, Spinner, type PressRelease } from '@firm/shared-contracts';
import { useLoaded, type Loaded } from '@firm/shared-contracts/data';
import { ErrorBanner } from '@firm/shared-contracts/forms';
import { formatDate } from '@firm/shared-contracts/format';
import { Modal } from '@firm/shared-contracts/modal';
import { PRESS_TEXT, safeUrl, splitReleases } from './pressContent.ts';

const Timeline = styled.ol`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  margin: 0;
  padding: 0 0 0 ${({ theme }) => theme.space[8]};
  list-style: none;
  &::before {
    content: '';
    position: absolute;
    top: 6px;
    bottom: 6px;
    left: 7px;
    width: 2px;
    background: ${({ theme }) => theme.color.line};
  }
`;

const Entry = styled.li`
  position: relative;
  &::before {
    content: '';
    position: absolute;
    top: 6px;
    left: calc(-1 * ${({ theme }) => theme.space[8]});
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.ledger};
    box-shadow: 0 0 0 4px ${({ theme }) => theme.color.paper};
  }
  time {
    display: block;
    margin-bottom: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: 600;
    color: ${({ theme }) => theme.color.slate};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.font.size.lg};
    line-height: 1.3;
  }
  p {
    margin: 0;
    max-width: ${({ theme }) => theme.layout.textColumn};
    color: ${({ theme }) => theme.color.graphite};
  }
`;

const TitleButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.ink};
  font: inherit;
  font-weight: 700;
  text-align: left;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.color.ledger};
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
    border-radius: 4px;
  }
`;

const Archive = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[6]} 0 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: 11rem minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[4]};
    padding: ${({ theme }) => theme.space[3]} 0;
    border-top: 1px solid ${({ theme }) => theme.color.line};
  }
  @media (max-width: 767px) {
    li {
      grid-template-columns: 1fr;
      gap: ${({ theme }) => theme.space[1]};
    }
  }
  time {
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.slate};
  }
`;

const ArchiveTitle = styled.h3`
  margin: ${({ theme }) => theme.space[8]} 0 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.color.ink};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[8]};
`;

const ErrorBox = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[4]};
`;

const ReleaseTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  padding-right: ${({ theme }) => theme.space[12]};
  font-size: ${({ theme }) => theme.font.size.xl};
  line-height: ${({ theme }) => theme.font.lineHeight.heading};
  color: ${({ theme }) => theme.color.ink};
`;

const ReleaseDate = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.color.slate};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/** Plain text: React escapes it and pre-line keeps its line breaks. */
export const ReleaseBody = styled.div`
  white-space: pre-line;
  max-width: ${({ theme }) => theme.layout.textColumn};
`;

function excerpt(content: string, max = 220): string {
  const firstParagraph = content.split(/\n\s*\n/)[0]?.trim() ?? '';
  return firstParagraph.length > max ? `${firstParagraph.slice(0, max).replace(/\s+\S*$/, '')}…` : firstParagraph;
}

function ReleaseModal({ release, onClose }: { release: PressRelease; onClose(): void }) {
  const pdf = safeUrl(release.pdf_url, true);
  return (
    <Modal title={release.title} onClose={onClose} wide>
      <article>
        <ReleaseTitle>{release.title}</ReleaseTitle>
        <ReleaseDate>
          <time dateTime={release.release_date}>{formatDate(release.release_date, 'long')}</time>
        </ReleaseDate>
        <ReleaseBody data-testid="release-content">{release.content}</ReleaseBody>
        {pdf ? (
          <Actions>
            <a href={pdf} target="_blank" rel="noopener noreferrer">
              Download the release (PDF, opens in a new tab)
            </a>
          </Actions>
        ) : null}
      </article>
    </Modal>
  );
}

interface NewsroomProps {
  releases: Loaded<PressRelease[]>;
}

export function Newsroom({ releases }: NewsroomProps) {
  const state = useLoaded(releases);
  const [showArchive, setShowArchive] = useState(false);
  const [open, setOpen] = useState<PressRelease | null>(null);
  const archiveId = useId();

  if (state.status === 'loading') return <Spinner label={PRESS_TEXT.loadingReleases} />;
  if (state.status === 'error') {
    return (
      <ErrorBox>
        <ErrorBanner>{PRESS_TEXT.releasesError}</ErrorBanner>
        <Button onClick={state.retry}>{PRESS_TEXT.retry}</Button>
      </ErrorBox>
    );
  }
  if (state.data.length === 0) return <p>{PRESS_TEXT.noReleases}</p>;

  const { featured, archive } = splitReleases(state.data);
  return (
    <>
      <Timeline aria-label="Latest press releases">
        {featured.map((release) => (
          <Entry key={release.id}>
            <time dateTime={release.release_date}>{formatDate(release.release_date, 'long')}</time>
            <h3>
              <TitleButton type="button" aria-haspopup="dialog" onClick={() => setOpen(release)}>
                {release.title}
              </TitleButton>
            </h3>
            <p>{excerpt(release.content)}</p>
          </Entry>
        ))}
      </Timeline>
      {showArchive && archive.length > 0 ? (
        <div id={archiveId}>
          <ArchiveTitle>Release Archive</ArchiveTitle>
          <Archive aria-label="Press release archive">
            {archive.map((release) => (
              <li key={release.id}>
                <time dateTime={release.release_date}>{formatDate(release.release_date, 'long')}</time>
                <TitleButton type="button" aria-haspopup="dialog" onClick={() => setOpen(release)}>
                  {release.title}
                </TitleButton>
              </li>
            ))}
          </Archive>
        </div>
      ) : null}
      {archive.length > 0 ? (
        <Actions>
          <Button
            $variant="secondary"
            aria-expanded={showArchive}
            aria-controls={showArchive ? archiveId : undefined}
            onClick={() => setShowArchive((value) => !value)}
          >
            {showArchive ? PRESS_TEXT.hideArchive : PRESS_TEXT.viewAll}
          </Button>
        </Actions>
      ) : null}
      {open ? <ReleaseModal release={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
