// The tools remote's routes (relative to /tools): the net pay calculator and the other
// calculators, each its own chunk, loaded when its route is visited; /tools opens the net pay
// calculator.
import { redirect, type RouteObject } from 'react-router-dom';
import { requireRuntimeConfig, SHARED_PAGES } from '@firm/shared-contracts';
import { ToolNotFound } from './features/not-found/ToolNotFound.tsx';

export const routes: RouteObject[] = [
  { index: true, loader: () => redirect(SHARED_PAGES.netPayCalculator.path) },
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
