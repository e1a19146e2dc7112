// A saved team member's photo or a video review's poster, replaced the one way the portal stores
// site images: the Site Media screen's actions (converted in the browser to the pages' sizes,
// stored in the site-media bucket, the row pointed at them, the old files removed).
import { useState, type ChangeEvent } from 'react';
import { fileProblem, SOURCE_IMAGE_TYPES } from '@firm/shared-contracts/media-upload';
import { uploadErrorText } from '../site-media/mediaUpload.ts';
import { teamPhotoActions, videoReviewActions } from '../site-media/siteMediaActions.ts';
import { siteMediaApi as defaultApi, type SiteMediaApi } from '../site-media/siteMediaApi.ts';
import type { ContentKind } from './contentKinds.ts';
import type { ContentRow } from './contentForm.ts';

function text(row: ContentRow, name: string): string | null {
  const value = row[name];
  return typeof value === 'string' ? value : null;
}

/** The Site Media action replacing this entry's image. */
function replaceAction(api: SiteMediaApi, kind: ContentKind, row: ContentRow) {
  if (kind.image === 'teamPhoto') {
    const name = text(row, 'first_name') ?? '';
    return teamPhotoActions(api, { id: row.id, name, title: text(row, 'title'), photoPath: text(row, 'photo_path'), photo: null, staticUrl: text(row, 'avatar_url') }).replace;
  }
  const name = text(row, 'client_first_name') ?? '';
  return videoReviewActions(api, {
    id: row.id,
    name,
    videoPath: text(row, 'video_path'),
    posterPath: text(row, 'poster_path'),
    poster: null,
    staticVideoUrl: text(row, 'video_url'),
    staticPosterUrl: text(row, 'thumbnail_url'),
  }).replacePoster;
}

export function ContentImage({ kind, row, api = defaultApi }: { kind: ContentKind; row: ContentRow; api?: SiteMediaApi }) {
  const [status, setStatus] = useState<{ tone: 'busy' | 'done' | 'error'; text: string } | null>(null);
  const noun = kind.image === 'teamPhoto' ? 'photo' : 'video poster';
  const change = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!file) return;
    const problem = fileProblem('image', file);
    if (problem) {
      setStatus({ tone: 'error', text: problem });
      return;
    }
    try {
      await replaceAction(api, kind, row)(file, (step) => setStatus({ tone: 'busy', text: step }));
      setStatus({ tone: 'done', text: `The ${noun} is replaced.` });
    } catch (error) {
      setStatus({ tone: 'error', text: uploadErrorText(error) });
    }
  };
  const id = `content-image-${row.id}`;
  return (
    <div>
      <label htmlFor={id}>Replace the {noun}</label>{' '}
      <input id={id} type="file" accept={SOURCE_IMAGE_TYPES.join(',')} disabled={status?.tone === 'busy'} onChange={(event) => void change(event)} />
      <div role="status" aria-live="polite">
        {status && status.tone !== 'error' ? status.text : null}
      </div>
      {status?.tone === 'error' ? <p role="alert">{status.text}</p> : null}
    </div>
  );
}
