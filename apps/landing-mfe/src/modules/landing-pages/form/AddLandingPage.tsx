import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { landingPages } from '../api';
import { emptyLandingValues, LandingPageForm, type LandingFormValues } from './LandingPageForm';
import { toSubmitErrors } from '../../../form-parts/submit-errors';

/** /landing-pages/add: a new page starts as a draft; it is published from the list. */
export function AddLandingPage() {
  const navigate = useNavigate();
  const create = landingPages.useCreate();
  const initialValues = useMemo(emptyLandingValues, []);
  const submit = async (values: LandingFormValues) => {
    try {
      await create.mutateAsync({ config: values.config });
      navigate('..', { relative: 'path' });
      return undefined;
    } catch (error) {
      return toSubmitErrors(error);
    }
  };
  return (
    <LandingPageForm
      title="Create Landing Page"
      submitLabel="Create"
      initialValues={initialValues}
      onSubmit={submit}
      onCancel={() => navigate('..', { relative: 'path' })}
    />
  );
}
