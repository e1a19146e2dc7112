// The tools remote's routes (relative to /tools): the net pay calculator and the other
// calculators, each its own chunk, loaded when its route is visited; /tools opens the net pay
// calculator (page-registry/redirects.ts).
import type { RouteObject } from 'react-router-dom';
import { redirectRoutes, requireRuntimeConfig } from '@firm/shared-contracts';
import { REDIRECTS } from './page-registry/redirects.ts';
import { ToolNotFound } from './features/not-found/ToolNotFound.tsx';

export const routes: RouteObject[] = [
  ...redirectRoutes(REDIRECTS, '/tools'),
  {
    path: 'netpay-calculator',
    lazy: () =>
      import('./features/netpay/NetPayCalculatorPage.tsx').then(({ NetPayCalculatorPage }) => ({
        Component: () => <NetPayCalculatorPage runtimeConfig={requireRuntimeConfig()} />,
      })),
  },
  { path: 'break-even-calculator', lazy: () => import('./features/break-even/BreakEvenPage.tsx').then((m) => ({ Component: m.BreakEvenPage })) },
  { path: 'cash-flow-forecast', lazy: () => import('./features/cash-flow/CashFlowPage.tsx').then((m) => ({ Component: m.CashFlowPage })) },
  {
    path: 'payroll-estimator',
    lazy: () => import('./features/payroll-estimator/PayrollEstimatorPage.tsx').then((m) => ({ Component: m.PayrollEstimatorPage })),
  },
  { path: '*', Component: ToolNotFound },
];

export const contractVersion = process.env.CONTRACT_VERSION ?? 'unknown'; // the shell checks it before its routes join
