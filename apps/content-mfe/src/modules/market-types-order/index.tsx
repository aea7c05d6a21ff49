import { Navigate, Route, Routes } from 'react-router';
import MarketTypesOrder from './MarketTypesOrder';

/** Exposed entry of the module: /market-types-order (signed-in only). */
export default function MarketTypesOrderModule() {
  return (
    <Routes>
      <Route index element={<MarketTypesOrder />} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
