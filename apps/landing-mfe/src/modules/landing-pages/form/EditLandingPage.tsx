import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { CONFLICT_MESSAGE, isConflict } from '@backoffice/api/query';
import { landingPages, UNEXPECTED_ERROR } from '../api';
import { LandingPageForm, type LandingFormValues } from './LandingPageForm';
import { toSubmitErrors } from '../../../form-parts/submit-errors';

/** /landing-pages/edit/{id}: saves with the version it loaded; a colleague's newer save answers 409. */
export function EditLandingPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const page = landingPages.useOne(id);
  const update = landingPages.useUpdate();
  const reload = landingPages.useReload();
  const [conflict, setConflict] = useState(false);
  const back = () => navigate('../..', { relative: 'path' });
  const initialValues = useMemo<LandingFormValues | undefined>(() => (page.data ? { config: page.data.config } : undefined), [page.data]);

  if (page.isPending) return <CircularProgress aria-label="Loading landing page" sx={{ m: 4 }} />;
  if (page.isError || !page.data || !initialValues) return <Alert severity="error" sx={{ m: 2 }}>{UNEXPECTED_ERROR}</Alert>;
  if (page.data.deletedAt) return <Alert severity="warning" sx={{ m: 2 }}>This landing page is deleted. Restore it before editing.</Alert>;

  const submit = async (values: LandingFormValues) => {
    try {
      await update.mutateAsync({ id, values: { config: values.config }, version: page.data.version });
      back();
      return undefined;
    } catch (error) {
      if (isConflict(error) && !hasFieldErrors(error)) setConflict(true);
      return toSubmitErrors(error);
    }
  };

  return (
    <LandingPageForm
      title={`Edit Landing Page #${page.data.id}`}
      submitLabel="Save"
      initialValues={initialValues}
      onSubmit={submit}
      onCancel={back}
      notice={
        conflict && (
          <Alert
            severity="warning"
            sx={{ mt: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void reload(id).then(() => setConflict(false))}>
                Reload
              </Button>
            }
          >
            {CONFLICT_MESSAGE}
          </Alert>
        )
      }
    />
  );
}

const hasFieldErrors = (error: unknown) =>
  typeof error === 'object' && error !== null && 'errorMessages' in error && Object.keys((error as { errorMessages?: object }).errorMessages ?? {}).length > 0;
