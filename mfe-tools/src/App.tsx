// The tools remote: the net pay calculator and the other calculators (routes relative to /tools).
// Each page is its own chunk, loaded when its route is visited.
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Spinner, type RemoteAppProps } from '@firm/shared-contracts';
import { ToolNotFound } from './features/not-found/ToolNotFound.tsx';

const NetPayCalculatorPage = lazy(() => import('./features/netpay/NetPayCalculatorPage.tsx').then((m) => ({ default: m.NetPayCalculatorPage })));
const BreakEvenPage = lazy(() => import('./features/break-even/BreakEvenPage.tsx').then((m) => ({ default: m.BreakEvenPage })));
const CashFlowPage = lazy(() => import('./features/cash-flow/CashFlowPage.tsx').then((m) => ({ default: m.CashFlowPage })));
const PayrollEstimatorPage = lazy(() => import('./features/payroll-estimator/PayrollEstimatorPage.tsx').then((m) => ({ default: m.PayrollEstimatorPage })));

export default function ToolsApp({ runtimeConfig }: RemoteAppProps) {
  return (
    <Suspense fallback={<Spinner label="Loading the calculator..." />}>
      <Routes>
        <Route index element={<Navigate to="netpay-calculator" replace />} />
        <Route path="netpay-calculator" element={<NetPayCalculatorPage runtimeConfig={runtimeConfig} />} />
        <Route path="break-even-calculator" element={<BreakEvenPage />} />
        <Route path="cash-flow-forecast" element={<CashFlowPage />} />
        <Route path="payroll-estimator" element={<PayrollEstimatorPage />} />
        <Route path="*" element={<ToolNotFound />} />
      </Routes>
    </Suspense>
  );
}
export const contractVersion = process.env.CONTRACT_VERSION ?? 'unknown'; // the shell checks it before mounting
