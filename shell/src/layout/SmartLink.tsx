// One link component for the layout's link data: router links inside the site, plain anchors
// for external addresses; the current page is marked with aria-current.
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { isExternalHref, type NavLinkItem } from './navigation.ts';
import { isCurrentPath } from './paths.ts';

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: NavLinkItem['to'];
}

export const SmartLink = forwardRef<HTMLAnchorElement, SmartLinkProps>(function SmartLink(
  { to, children, ...rest },
  ref,
) {
  const { pathname } = useLocation();
  if (isExternalHref(to)) {
    return (
      <a ref={ref} href={to} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link ref={ref} to={to} aria-current={isCurrentPath(pathname, to) ? 'page' : undefined} {...rest}>
      {children}
    </Link>
  );
});
