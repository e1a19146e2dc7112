// The site's one icon component ('@firm/shared-contracts/icons'): content names an icon by key
// (IconName) and this draws it from Lucide. Icons sit in cards below the fold, so the icon set
// (iconSet.tsx, ~5 KB gzip) is not part of a page's first download: an icon keeps its square
// empty until it nears the screen, then the set loads once for the whole page. The entry is
// bundled by the apps that use it and lucide-react is not shared: a shared module cannot be
// tree-shaken and would put all of Lucide on every page.
import { lazy, Suspense, useRef } from 'react';
import { useSeenOnce } from '../useSeenOnce.ts';
import type { DrawnIconProps } from './iconSet.tsx';

export type { IconName } from './iconSet.tsx';
export type IconProps = DrawnIconProps;

const DrawnIcon = lazy(() => import('./iconSet.tsx').then((module) => ({ default: module.DrawnIcon })));

/** How far ahead of the screen an icon starts loading, so it is drawn by the time it is seen. */
export const ICON_LOAD_MARGIN = '400px 0px';

/**
 * Decorative (hidden from assistive technology) unless given a label; a label is carried by the
 * icon's square, so it is there before the drawing arrives.
 */
export function Icon({ name, size = 24, label, className }: IconProps) {
  const boxRef = useRef<HTMLSpanElement>(null);
  const seen = useSeenOnce(boxRef, { rootMargin: ICON_LOAD_MARGIN });
  return (
    <span
      ref={boxRef}
      className={className}
      data-icon-box={name}
      style={{ display: 'inline-flex', width: size, height: size }}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {seen ? (
        <Suspense fallback={null}>
          <DrawnIcon name={name} size={size} />
        </Suspense>
      ) : null}
    </span>
  );
}
