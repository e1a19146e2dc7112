// Choosing, converting and uploading one image (blogImages.ts), with a progress bar and Cancel,
// then its description (alt text, required) and an optional caption. A file that is not an image
// or is too large is refused with a message before anything is sent; a cancelled or failed upload
// leaves the post as it was.
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@firm/shared-contracts';
import { ErrorBanner, TextField } from '@firm/shared-contracts/forms';
import { fileProblem } from '@firm/shared-contracts/media-upload';
import { Modal } from '@firm/shared-contracts/modal';
import { uploadErrorText, MEDIA_TEXT } from '../site-media/mediaUpload.ts';
import { uploadBlogImage, type BlogImageDeps, type UploadedImage } from './blogImages.ts';

export const IMAGE_TEXT = {
  altRequired: 'Describe the image for readers who cannot see it.',
  cancelled: 'The upload was cancelled. Nothing was stored.',
  forbidden: 'Storage refused the upload: sign in again and retry. Nothing was stored.',
  tooLarge: 'Storage refused the file: it is too large even after conversion (at most 10 MB).',
  wrongType: 'Storage refused the file: its type is not one the blog stores (AVIF, WebP, PNG or JPEG).',
} as const;

const Progress = styled.progress`
  width: 100%;
  height: 12px;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Thumb = styled.img`
  max-width: 100%;
  max-height: 200px;
  object-fit: contain;
`;

export interface InsertedImage extends UploadedImage {
  alt: string;
  caption: string;
}

interface Props {
  title: string;
  userId: string;
  deps: BlogImageDeps;
  /** Whether to ask for the description and caption (content images); a featured image needs neither. */
  describe: boolean;
  onDone(image: InsertedImage): void;
  onClose(): void;
}

type Stage =
  | { kind: 'choose'; error: string | null }
  | { kind: 'uploading'; step: string; fraction: number }
  | { kind: 'describe'; image: UploadedImage };

export function ImageUploadDialog({ title, userId, deps, describe, onDone, onClose }: Props) {
  const [stage, setStage] = useState<Stage>({ kind: 'choose', error: null });
  const [alt, setAlt] = useState('');
  const [caption, setCaption] = useState('');
  const [altError, setAltError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  const onFile = async (file: File | undefined) => {
    const problem = fileProblem('image', file);
    if (problem || !file) {
      setStage({ kind: 'choose', error: problem });
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setStage({ kind: 'uploading', step: 'Preparing...', fraction: 0 });
    try {
      const image = await uploadBlogImage(file, userId, deps, (step, fraction) => setStage({ kind: 'uploading', step, fraction }), controller.signal);
      if (describe) setStage({ kind: 'describe', image });
      else onDone({ ...image, alt: '', caption: '' });
    } catch (error) {
      const message = controller.signal.aborted
        ? IMAGE_TEXT.cancelled
        : error instanceof Error && !('statusCode' in error) && !('status' in error) && error.name === 'Error'
          ? error.message
          : uploadErrorText(error, { ...MEDIA_TEXT, ...IMAGE_TEXT });
      setStage({ kind: 'choose', error: message });
    } finally {
      abort.current = null;
    }
  };

  const close = () => {
    abort.current?.abort();
    onClose();
  };

  const insert = (event: FormEvent) => {
    event.preventDefault();
    if (stage.kind !== 'describe') return;
    if (!alt.trim()) {
      setAltError(IMAGE_TEXT.altRequired);
      return;
    }
    onDone({ ...stage.image, alt: alt.trim(), caption: caption.trim() });
  };

  return (
    <Modal title={title} onClose={close}>
      <h2>{title}</h2>
      {stage.kind === 'choose' ? (
        <Stack>
          {stage.error ? <ErrorBanner>{stage.error}</ErrorBanner> : null}
          <label>
            Image file (PNG, JPEG, WebP or AVIF, up to 20 MB)
            <br />
            <input type="file" accept="image/png,image/jpeg,image/webp,image/avif" onChange={(e) => void onFile(e.target.files?.[0])} />
          </label>
        </Stack>
      ) : null}
      {stage.kind === 'uploading' ? (
        <Stack>
          <p id="upload-step" aria-live="polite">
            {stage.step}
          </p>
          <Progress max={1} value={stage.fraction} aria-label="Upload progress" aria-describedby="upload-step" />
          <Row>
            <Button $variant="secondary" onClick={() => abort.current?.abort()}>
              Cancel upload
            </Button>
          </Row>
        </Stack>
      ) : null}
      {stage.kind === 'describe' ? (
        <form onSubmit={insert} noValidate>
          <Stack>
            <Thumb src={stage.image.url} alt="" />
            <TextField label="Description (alt text)" required value={alt} onValueChange={setAlt} error={altError ?? undefined} hint="What the image shows, for readers who cannot see it." />
            <TextField label="Caption" value={caption} onValueChange={setCaption} hint="Shown under the image. Optional." />
            <Row>
              <Button type="submit">Insert image</Button>
              <Button $variant="secondary" onClick={close}>
                Cancel
              </Button>
            </Row>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
