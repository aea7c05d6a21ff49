import { Route, Routes, useParams } from 'react-router';
import { FileManagerPage } from './FileManagerPage';

/** The folder of /files/{path}: one encoded segment (banners%2F2026) or plain segments both work. */
export function folderFromParam(param: string | undefined): string {
  const value = (param ?? '').replace(/\/+$/, '');
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function FolderRoute() {
  const params = useParams();
  return <FileManagerPage path={folderFromParam(params['*'])} />;
}

/** Exposed entry of the module (./Files): the shell renders it under /files/*. */
export default function Files() {
  return (
    <Routes>
      <Route path="*" element={<FolderRoute />} />
    </Routes>
  );
}
