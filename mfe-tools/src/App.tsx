// The tools remote: the net pay calculator and the other calculators (routes relative to /tools).
import { Navigate, Route, Routes } from 'react-router-dom';
import type { RemoteAppProps } from '@firm/shared-contracts';
import { NetPayCalculatorPage } from './features/netpay/NetPayCalculatorPage.tsx';

export default function ToolsApp({ runtimeConfig }: RemoteAppProps) {
  return (
    <Routes>
      <Route index element={<Navigate to="netpay-calculator" replace />} />
      <Route path="netpay-calculator" element={<NetPayCalculatorPage runtimeConfig={runtimeConfig} />} />
    </Routes>
  );
}
