// Sizes the layout's pieces agree on. Page heroes leave the header's height plus 40 px free at
// the top; the breadcrumb sits in those 40 px, just under the header.
import { theme } from '@firm/shared-contracts';

export const HEADER_HEIGHT_PX = { desktop: 72, mobile: 64 } as const;

/** The header spans wider than the 1200 px content so the full navigation fits on one line. */
export const HEADER_MAX_WIDTH_PX = 1440;

/** Below this width the compact desktop header hides the wordmark and the consultation button. */
export const TABLET_MAX_PX = theme.breakpoint.tablet - 1;

/** From this width there is room for the consultation button beside Client Login. */
export const WIDE_MIN_PX = 1280;

export const tabletDown = `@media (max-width: ${TABLET_MAX_PX}px)`;
export const wideUp = `@media (min-width: ${WIDE_MIN_PX}px)`;

/** From this width the navigation uses the body text size. */
export const LARGE_MIN_PX = 1440;
export const belowLarge = `@media (max-width: ${LARGE_MIN_PX - 1}px)`;
export const tabletOnly = `@media (min-width: ${theme.breakpoint.mobile}px) and (max-width: ${TABLET_MAX_PX}px)`;
