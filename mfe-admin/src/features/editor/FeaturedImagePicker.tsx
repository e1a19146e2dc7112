// The featured image: picked from the post's own images, the writer's earlier uploads or the
// site's media library, or uploaded here; stored as `<bucket>/<object path>`, never a URL typed in
// (docs/security.md "Stored HTML": images come only from the project's Storage).
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@firm/shared-contracts';
import { Panel } from '../../lib/ui.tsx';
import { publicImageUrl, storedImagesOf, type BlogImageDeps } from './blogImages.ts';
import { ImageUploadDialog } from './ImageUploadDialog.tsx';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[3]} 0;
  padding: 0;
  border: 0;
`;

const Choice = styled.label`
  position: relative;
  display: block;
  cursor: pointer;
  input {
    position: absolute;
    opacity: 0;
  }
  img {
    display: block;
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    border: 3px solid transparent;
    border-radius: 6px;
  }
  input:checked + img {
    border-color: ${({ theme }) => theme.color.ledger};
  }
  input:focus-visible + img {
    box-shadow: ${({ theme }) => theme.focusRing};
  }
`;

const Current = styled.img`
  display: block;
  max-width: 100%;
  max-height: 180px;
  object-fit: contain;
`;

interface Props {
  value: string;
  onChange(path: string): void;
  content: string;
  uploads: string[];
  userId: string;
  deps: BlogImageDeps;
  disabled?: boolean;
}

export function FeaturedImagePicker({ value, onChange, content, uploads, userId, deps, disabled = false }: Props) {
  const [library, setLibrary] = useState<string[]>([]);
  const [libraryError, setLibraryError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [added, setAdded] = useState<string[]>([]);

  useEffect(() => {
    let current = true;
    if (!userId) return;
    deps.listLibrary(userId).then(
      (paths) => current && setLibrary(paths),
      () => current && setLibraryError('The media library could not be loaded; the post’s own images are still offered.'),
    );
    return () => {
      current = false;
    };
  }, [deps, userId]);

  const candidates = [...new Set([...storedImagesOf(content, deps.supabaseUrl), ...uploads, ...added, ...library, ...(value ? [value] : [])])];

  return (
    <Panel aria-label="Featured image">
      <fieldset disabled={disabled} style={{ border: 0, margin: 0, padding: 0 }}>
        <legend style={{ fontWeight: 600 }}>Featured image</legend>
        {value ? <Current src={publicImageUrl(deps.supabaseUrl, value)} alt="The chosen featured image" /> : <p>No featured image.</p>}
        {candidates.length > 0 ? (
          <Grid role="radiogroup" aria-label="Choose the featured image">
            {candidates.map((path, index) => (
              <Choice key={path}>
                <input type="radio" name="featured-image" value={path} checked={value === path} onChange={() => onChange(path)} aria-label={`Image ${index + 1}: ${path.split('/').slice(-3).join('/')}`} />
                <img src={publicImageUrl(deps.supabaseUrl, path)} alt="" loading="lazy" />
              </Choice>
            ))}
          </Grid>
        ) : null}
        {libraryError ? <p>{libraryError}</p> : null}
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Button $variant="secondary" onClick={() => setUploading(true)}>
            Upload an image
          </Button>
          {value ? (
            <Button $variant="secondary" onClick={() => onChange('')}>
              Remove featured image
            </Button>
          ) : null}
        </div>
      </fieldset>
      {uploading ? (
        <ImageUploadDialog
          title="Upload the featured image"
          userId={userId}
          deps={deps}
          describe={false}
          onClose={() => setUploading(false)}
          onDone={(image) => {
            setAdded((list) => [...list, image.path]);
            onChange(image.path);
            setUploading(false);
          }}
        />
      ) : null}
    </Panel>
  );
}
