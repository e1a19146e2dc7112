// Routes of the content pages: press, reviews, case studies, industries, legal, service pages.
import { lazy } from 'react';
import { Route } from 'react-router-dom';

// Pages load on demand; add each as: const PressPage = lazy(() => import('../features/press/PressPage.tsx'));

export const contentPageRoutes = <></>;
