// Routes of the firm's own pages: home, services offers, careers, contact, booking, help, thank-you.
// Every page loads on demand, so a visitor downloads only the page they open. A page that reads the
// firm's data reads it in its loader (docs/architecture.md#d44), returned beside its Component.
// Read in the browser on purpose: the reviews widget of the home and bookkeeping pages, which loads
// once scrolled into view below the fold (shared-contracts' LazyReviewsWidget), and the booking
// slots of /book, which follow what the visitor picks (useSlots).
import type { RouteObject } from 'react-router-dom';
import { redirectRoutes } from '@firm/shared-contracts';
import { REDIRECTS } from '../page-registry/redirects.ts';

export const companyPageRoutes: RouteObject[] = [
  { index: true, lazy: () => import('../features/home/HomePage.tsx').then((m) => ({ Component: m.HomePage, loader: m.loader })) },
  { path: 'bookkeeping', lazy: () => import('../features/bookkeeping/BookkeepingPage.tsx').then((m) => ({ Component: m.BookkeepingPage })) },
  { path: 'payroll', lazy: () => import('../features/payroll/PayrollPage.tsx').then((m) => ({ Component: m.PayrollPage })) },
  // One payroll page, canonical /payroll (docs/architecture.md#d1).
  { path: 'services/payroll', lazy: () => import('../features/payroll/PayrollPage.tsx').then((m) => ({ Component: m.PayrollPage })) },
  { path: 'careers', lazy: () => import('../features/careers/CareersPage.tsx').then((m) => ({ Component: m.CareersPage })) },
  { path: 'contact', lazy: () => import('../features/contact/ContactPage.tsx').then((m) => ({ Component: m.ContactPage })) },
  { path: 'book', lazy: () => import('../features/booking/BookingPage.tsx').then((m) => ({ Component: m.BookingPage })) },
  { path: 'book/manage', lazy: () => import('../features/booking/ManageBookingPage.tsx').then((m) => ({ Component: m.ManageBookingPage })) },
  { path: 'book/confirm', lazy: () => import('../features/booking/ConfirmBookingPage.tsx').then((m) => ({ Component: m.ConfirmBookingPage })) },
  { path: 'thank-you/sales-inquiry', lazy: () => import('../features/thank-you/ThankYouPage.tsx').then((m) => ({ Component: m.ThankYouPage })) },
  { path: 'thank-you/press-inquiry', lazy: () => import('../features/thank-you/ThankYouPage.tsx').then((m) => ({ Component: m.ThankYouPage })) },
  ...redirectRoutes(REDIRECTS, '/'),
  { path: 'help', lazy: () => import('../features/help/HelpPage.tsx').then((m) => ({ Component: m.HelpPage })) },
];
