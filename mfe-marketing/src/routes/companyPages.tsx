// Routes of the firm's own pages: home, services offers, careers, contact, booking, help, thank-you.
// Every page loads on demand, so a visitor downloads only the page they open.
import { lazy } from 'react';
import { Navigate, Route } from 'react-router-dom';

const HomePage = lazy(() => import('../features/home/HomePage.tsx').then((m) => ({ default: m.HomePage })));
const BookkeepingPage = lazy(() =>
  import('../features/bookkeeping/BookkeepingPage.tsx').then((m) => ({ default: m.BookkeepingPage })),
);
const PayrollPage = lazy(() => import('../features/payroll/PayrollPage.tsx').then((m) => ({ default: m.PayrollPage })));
const CareersPage = lazy(() => import('../features/careers/CareersPage.tsx').then((m) => ({ default: m.CareersPage })));
const ContactPage = lazy(() => import('../features/contact/ContactPage.tsx').then((m) => ({ default: m.ContactPage })));
const ThankYouPage = lazy(() =>
  import('../features/thank-you/ThankYouPage.tsx').then((m) => ({ default: m.ThankYouPage })),
);
const BookingPage = lazy(() => import('../features/booking/BookingPage.tsx').then((m) => ({ default: m.BookingPage })));
const ManageBookingPage = lazy(() =>
  import('../features/booking/ManageBookingPage.tsx').then((m) => ({ default: m.ManageBookingPage })),
);
const HelpPage = lazy(() => import('../features/help/HelpPage.tsx').then((m) => ({ default: m.HelpPage })));

export const companyPageRoutes = (
  <>
    <Route index element={<HomePage />} />
    <Route path="bookkeeping" element={<BookkeepingPage />} />
    <Route path="payroll" element={<PayrollPage />} />
    {/* One payroll page, canonical /payroll (docs/architecture.md#d1). */}
    <Route path="services/payroll" element={<PayrollPage />} />
    <Route path="services/bookkeeping" element={<Navigate to="/bookkeeping" replace />} />
    <Route path="careers" element={<CareersPage />} />
    <Route path="contact" element={<ContactPage />} />
    <Route path="book" element={<BookingPage />} />
    <Route path="book/manage" element={<ManageBookingPage />} />
    <Route path="thank-you/sales-inquiry" element={<ThankYouPage />} />
    <Route path="thank-you/press-inquiry" element={<ThankYouPage />} />
    <Route path="help" element={<HelpPage />} />
  </>
);
