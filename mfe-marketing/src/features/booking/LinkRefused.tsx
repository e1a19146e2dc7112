// What an emailed link that cannot be used opens (/book/manage, /book/confirm): nothing was
// changed, why, and how to reach the firm or book a new time.
import type { RefObject } from 'react';
import { Link } from 'react-router-dom';
import { siteConfig } from '@firm/shared-contracts';
import { ErrorBanner } from '@firm/shared-contracts/forms';
import { CardPage } from './CardPage.tsx';

export function LinkRefused({ message, headingRef }: { message: string; headingRef: RefObject<HTMLHeadingElement | null> }) {
  return (
    <CardPage title="This Link Cannot Be Used">
      <h2 ref={headingRef} tabIndex={-1}>
        Nothing was changed
      </h2>
      <ErrorBanner>{message}</ErrorBanner>
      <p>
        Call us at <a href={siteConfig.phoneHref}>{siteConfig.phone}</a>, email <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a>, or{' '}
        <Link to="/book">book a new time</Link>.
      </p>
    </CardPage>
  );
}
