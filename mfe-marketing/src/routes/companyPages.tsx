// Routes of the firm's own pages: home, services offers, about, careers, contact, help, thank-you.
import { lazy } from 'react';
import { Route } from 'react-router-dom';

// Pages load on demand; add each as: const HomePage = lazy(() => import('../features/home/HomePage.tsx'));

export const companyPageRoutes = <></>;
