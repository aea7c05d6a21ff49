import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { FormShell, IMAGE_SIZES, ImageUploadField, TextInput } from '@backoffice/ui';
import { FILE_FOLDERS } from '@backoffice/validation';
import { BET_MATCH_LIMITS, betMatchOverviewSchema, type BetMatchOverviewInput } from '@backoffice/modules-content';
import { useOverview, useUpdateOverview } from './api';

/** The BetMatch Overview under the list: title ≤ 10, description ≤ 200, image banner 330x313. */
export function BetMatchOverviewForm() {
  const overview = useOverview();
  const save = useUpdateOverview();
  if (overview.isPending) return <Skeleton variant="rounded" height={320} aria-label="Loading BetMatch Overview" />;
  if (overview.isError) return <Alert severity="error">The BetMatch Overview could not be loaded.</Alert>;
  const { betmatchTitle, betmatchDescription, betmatchImage, version } = overview.data;
  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 860 }}>
      <FormShell
        schema={betMatchOverviewSchema}
        mode="edit"
        title="BetMatch Overview"
        initialValues={{ betmatchTitle, betmatchDescription, betmatchImage }}
        onSubmit={(values: BetMatchOverviewInput) => save.mutateAsync({ ...values, version })}
        onReload={() => overview.refetch()}
        showCancel={false}
        confirmLeave={false}
        submitLabel="Update Overview"
      >
        <TextInput name="betmatchTitle" required helperText={`At most ${BET_MATCH_LIMITS.title} characters`} />
        <TextInput name="betmatchDescription" required multiline minRows={2} helperText={`At most ${BET_MATCH_LIMITS.description} characters`} />
        <ImageUploadField name="betmatchImage" folderName={FILE_FOLDERS.betMatch} size={IMAGE_SIZES.betMatchOverview} required />
      </FormShell>
    </Paper>
  );
}
