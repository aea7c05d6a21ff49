import { Navigate, Route, Routes } from 'react-router';
import { BaseConfigPage } from './BaseConfigPage';

/** Exposed entry of the module: it owns every route below /landing-pages-base-config. */
export default function LandingBaseConfig() {
  return (
    <Routes>
      <Route index element={<BaseConfigPage />} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
