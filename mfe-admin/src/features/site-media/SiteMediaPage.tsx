// /admin/site-media (admins and super admins): the team's photos, the publications' logos and the
// testimonial videos with their posters, each uploaded, replaced or removed here and shown on
// the public pages (docs/architecture.md#d42). An image is converted in the browser to the sizes
// the pages use, in AVIF and WebP, before it is stored; the encoders load only once a file is
// chosen. Each row says what it is doing (role="status") and why it failed (role="alert"); a
// failure leaves the row and its files as they were.
import { useState, type ChangeEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Spinner, usePageMeta } from '@firm/shared-contracts';
import { useAsync } from '@firm/shared-contracts/data';
import { ErrorBanner } from '@firm/shared-contracts/forms';
import { Picture, type StoredPicture } from '@firm/shared-contracts/media';
import { fileProblem, SOURCE_IMAGE_TYPES, VIDEO_TYPES } from '@firm/shared-contracts/media-upload';
import { ConfirmDialog } from '../../lib/ConfirmDialog.tsx';
import { EmptyState, Muted, PageHeader, Panel, RowActions } from '../../lib/ui.tsx';
import { MEDIA_TEXT, uploadErrorText, type ReplacementOutcome } from './mediaUpload.ts';
import { outletLogoActions, teamPhotoActions, videoReviewActions, type Progress } from './siteMediaActions.ts';
import { siteMediaApi as defaultApi, type SiteMediaApi } from './siteMediaApi.ts';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  /* The text column may shrink below its longest word (a file name): nothing widens the page. */
  grid-template-columns: 96px minmax(0, 1fr);
  overflow-wrap: anywhere;
  input[type='file'] {
    max-width: 100%;
  }
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.card};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const Preview = styled.div`
  display: grid;
  place-items: center;
  width: 96px;
  height: 96px;
  overflow: hidden;
  border-radius: 8px;
  background: ${({ theme }) => theme.color.mist};
  img,
  video {
    max-width: 100%;
    max-height: 100%;
    width: auto;
    height: auto;
    object-fit: contain;
  }
`;

const Control = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[3]};
  label {
    font-weight: 600;
  }
`;

const StatusLine = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.slate};
`;

export const SITE_MEDIA_TEXT = {
  title: 'Site Media',
  lead: 'Photos, logos and videos on the public pages. Images are converted to AVIF and WebP in the sizes the pages use before they are stored.',
  done: (what: string) => `${what} updated. The public pages show it now.`,
  removed: (what: string) => `${what} removed. The public pages show the default again.`,
} as const;

type RowState = { tone: 'busy' | 'done' | 'error'; text: string } | null;

/** Runs a row's action and says how it went: progress while busy, then done or why it failed. */
function useRowAction(onChanged: () => void) {
  const [state, setState] = useState<RowState>(null);
  const run = async (work: (progress: Progress) => Promise<ReplacementOutcome>, doneText: string) => {
    setState({ tone: 'busy', text: 'Starting...' });
    try {
      const outcome = await work((step) => setState({ tone: 'busy', text: step }));
      setState({ tone: 'done', text: outcome.leftOver.length > 0 ? `${doneText} ${MEDIA_TEXT.leftOver}` : doneText });
      onChanged();
    } catch (error) {
      setState({ tone: 'error', text: uploadErrorText(error) });
    }
  };
  const refuse = (text: string) => setState({ tone: 'error', text });
  return { state, run, refuse, busy: state?.tone === 'busy' };
}

interface FileInputProps {
  id: string;
  label: string;
  kind: 'image' | 'video';
  disabled: boolean;
  onFile(file: File): void;
  onRefused(text: string): void;
}

/** A real file input with its label: reachable by keyboard, named for screen readers. */
function FileInput({ id, label, kind, disabled, onFile, onRefused }: FileInputProps) {
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    // The same file may be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    const problem = fileProblem(kind, file);
    if (problem) onRefused(problem);
    else onFile(file);
  };
  return (
    <Control>
      <label htmlFor={id}>{label}</label>
      <input id={id} type="file" accept={(kind === 'image' ? SOURCE_IMAGE_TYPES : VIDEO_TYPES).join(',')} disabled={disabled} onChange={change} />
    </Control>
  );
}

function RowStatus({ state }: { state: RowState }) {
  // Always present, so screen readers announce each change of its text.
  return (
    <div role="status" aria-live="polite">
      {state && state.tone !== 'error' ? <StatusLine>{state.text}</StatusLine> : null}
      {state?.tone === 'error' ? <ErrorBanner>{state.text}</ErrorBanner> : null}
    </div>
  );
}

/** The uploaded image, else (or should its file fail to load) the static file, else none. */
function ImagePreview({ picture, staticUrl, alt }: { picture: StoredPicture | null; staticUrl: string | null; alt: string }) {
  const still = staticUrl ? <img src={staticUrl} alt={alt} width={96} height={96} /> : <Muted>None</Muted>;
  return <Preview>{picture ? <Picture picture={picture} alt={alt} fallback={still} /> : still}</Preview>;
}

interface MediaItemProps {
  id: string;
  heading: string;
  detail?: string | null;
  preview: ReactNode;
  /** What the row's media is called in messages ("Photo of Ana"). */
  what: string;
  uploaded: boolean;
  inputs: { label: string; kind: 'image' | 'video'; run(file: File, progress: Progress): Promise<ReplacementOutcome> }[];
  remove(): Promise<ReplacementOutcome>;
  removeLabel: string;
  onChanged(): void;
}

function MediaItem({ id, heading, detail, preview, what, uploaded, inputs, remove, removeLabel, onChanged }: MediaItemProps) {
  const action = useRowAction(onChanged);
  const [confirming, setConfirming] = useState(false);
  return (
    <Item data-media-row={id}>
      {preview}
      <div>
        <h3>{heading}</h3>
        {detail ? <Muted>{detail}</Muted> : null}
        {inputs.map((input, index) => (
          <FileInput
            key={input.label}
            id={`${id}-file-${index}`}
            label={input.label}
            kind={input.kind}
            disabled={action.busy}
            onRefused={action.refuse}
            onFile={(file) => void action.run((progress) => input.run(file, progress), SITE_MEDIA_TEXT.done(what))}
          />
        ))}
        {uploaded ? (
          <RowActions>
            <Button $variant="secondary" disabled={action.busy} onClick={() => setConfirming(true)}>
              {removeLabel}
            </Button>
          </RowActions>
        ) : null}
        <RowStatus state={action.state} />
      </div>
      {confirming ? (
        <ConfirmDialog
          title={`${removeLabel}?`}
          message={`The public pages will show the default instead of the uploaded ${what.toLowerCase()}.`}
          confirmLabel={removeLabel}
          danger
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void action.run(remove, SITE_MEDIA_TEXT.removed(what));
          }}
        />
      ) : null}
    </Item>
  );
}

function MediaSection({ id, title, intro, emptyText, count, children }: { id: string; title: string; intro: string; emptyText: string; count: number; children: ReactNode }) {
  return (
    <Panel aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p>{intro}</p>
      {count === 0 ? <EmptyState>{emptyText}</EmptyState> : null}
      <List>{children}</List>
    </Panel>
  );
}

interface ImageItemProps {
  id: string;
  noun: 'photo' | 'logo';
  name: string;
  detail?: string | null;
  path: string | null;
  picture: StoredPicture | null;
  staticUrl: string | null;
  actions: { replace(file: File, progress: Progress): Promise<ReplacementOutcome>; remove(): Promise<ReplacementOutcome> };
  onChanged(): void;
}

/** A row of one image: a team member's photo or a publication's logo. */
function ImageItem({ id, noun, name, detail, path, picture, staticUrl, actions, onChanged }: ImageItemProps) {
  return (
    <MediaItem
      id={id}
      heading={name}
      detail={detail}
      preview={<ImagePreview picture={picture} staticUrl={staticUrl} alt={`Current ${noun} of ${name}`} />}
      what={`${noun === 'photo' ? 'Photo' : 'Logo'} of ${name}`}
      uploaded={path !== null}
      inputs={[{ label: `${path ? 'Replace' : 'Upload'} the ${noun} of ${name}`, kind: 'image', run: actions.replace }]}
      remove={actions.remove}
      removeLabel={`Remove the ${noun} of ${name}`}
      onChanged={onChanged}
    />
  );
}

export function SiteMediaPage({ api = defaultApi }: { api?: SiteMediaApi }) {
  usePageMeta({ title: SITE_MEDIA_TEXT.title, noindex: true });
  // A finished action reads the rows again (media.refresh), so each shows what it now points at,
  // without leaving the screen: the row's message about the change stays.
  const media = useAsync(() => api.loadSiteMedia(), [api]);

  if (media.status === 'loading') return <Spinner label="Loading site media..." />;
  if (media.status === 'error') {
    return (
      <div role="alert">
        <p>Failed to load site media: {media.error.message}</p>
        <Button onClick={media.retry}>Retry</Button>
      </div>
    );
  }
  const { team, logos, videos } = media.data;
  return (
    <>
      <PageHeader title={SITE_MEDIA_TEXT.title} lead={SITE_MEDIA_TEXT.lead} />
      <MediaSection id="team-photos-title" title="Team photos" emptyText="No team members yet." count={team.length}
        intro="Square photos, shown on About us. Any PNG, JPEG, WebP or AVIF image; it is cropped to a square from its centre.">
        {team.map((row) => (
          <ImageItem key={row.id} id={`team-${row.id}`} noun="photo" name={row.name} detail={row.title} path={row.photoPath}
            picture={row.photo} staticUrl={row.staticUrl} actions={teamPhotoActions(api, row)} onChanged={media.refresh} />
        ))}
      </MediaSection>
      <MediaSection id="outlet-logos-title" title="Outlet logos" emptyText="No media mentions yet." count={logos.length}
        intro="Logos of the publications on the press page, fitted within 320 × 120 pixels. A logo with a transparent background looks best.">
        {logos.map((row) => (
          <ImageItem key={row.id} id={`logo-${row.id}`} noun="logo" name={row.name} path={row.logoPath}
            picture={row.logo} staticUrl={row.staticUrl} actions={outletLogoActions(api, row)} onChanged={media.refresh} />
        ))}
      </MediaSection>
      <MediaSection id="testimonial-videos-title" title="Testimonial videos" emptyText="No video testimonials yet." count={videos.length}
        intro="MP4 or WebM videos of at most 50 MB, stored as they are, each with a poster image (cropped to 16:9) shown before it plays.">
          {videos.map((row) => {
            const actions = videoReviewActions(api, row);
            return (
              <MediaItem
                key={row.id}
                id={`video-${row.id}`}
                heading={row.name}
                detail={
                  row.videoPath ? 'Uploaded video' : row.staticVideoUrl ? `Default: ${row.staticVideoUrl}` : 'No video: the page shows the written quote'
                }
                // As on the page: an uploaded video has its uploaded poster or none (docs/architecture.md#d41).
                preview={<ImagePreview picture={row.poster} staticUrl={row.videoPath ? null : row.staticPosterUrl} alt={`Current poster of the video of ${row.name}`} />}
                what={`Video of ${row.name}`}
                uploaded={row.videoPath !== null || row.posterPath !== null}
                inputs={[
                  { label: `${row.videoPath ? 'Replace' : 'Upload'} the video of ${row.name}`, kind: 'video', run: actions.replaceVideo },
                  { label: `${row.posterPath ? 'Replace' : 'Upload'} the poster of ${row.name}'s video`, kind: 'image', run: actions.replacePoster },
                ]}
                remove={actions.remove}
                removeLabel={`Remove the video and poster of ${row.name}`}
                onChanged={media.refresh}
              />
            );
          })}
      </MediaSection>
    </>
  );
}

export default SiteMediaPage;
