import { Navigate, Route, Routes } from 'react-router';
import { AkoGeneratorPage } from './AkoGeneratorPage';

/** Exposed entry of the module (./AkoGenerator): it owns every route below /ako-generator. */
export default function AkoGenerator() {
  return (
    <Routes>
      <Route index element={<AkoGeneratorPage />} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
