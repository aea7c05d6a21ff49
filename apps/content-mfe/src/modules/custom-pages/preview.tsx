import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { Route, Routes, useLocation, useParams } from 'react-router';
import { usePreviewDraft } from '@backoffice/ui';
import { customPages } from './api';
import { PublicPage, type PageShown } from './PublicPage';

const Missing = ({ text }: { text: string }) => <Alert severity="warning" sx={{ m: 3 }}>{text}</Alert>;

/** The unsaved values the form handed over (?draft=…), following its typing. */
function DraftPreview() {
  const draft = usePreviewDraft<PageShown>(useLocation().search);
  return draft ? <PublicPage page={draft} /> : <Missing text="Nothing to preview: open the preview from the custom page form." />;
}

/** A stored page, as saved. */
function SavedPreview() {
  const { id } = useParams();
  const page = customPages.useOne(id);
  if (page.isPending) return <LinearProgress aria-label="Loading custom page" />;
  return page.data ? <PublicPage page={page.data} /> : <Missing text="This custom page was not found." />;
}

/** Exposed entry of /custom-page/preview (outside the layout): a form's draft, or /custom-page/preview/{id}. */
export default function CustomPagePreview() {
  return (
    <Routes>
      <Route index element={<DraftPreview />} />
      <Route path=":id" element={<SavedPreview />} />
    </Routes>
  );
}
