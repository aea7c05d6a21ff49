import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useLocation, useParams } from 'react-router';
import { moduleResource } from '@backoffice/api/query';
import { FormShell, IMAGE_SIZES, ImageUploadField, OrderedListEditor, SwitchInput, TextInput, useEntityForm } from '@backoffice/ui';
import { DateTimeField } from '@backoffice/ui/date-time';
import { FILE_FOLDERS } from '@backoffice/validation';
import { dailyChallengeSchema, dailyChallengesModule, type DailyChallenge, type DailyChallengeInput } from '@backoffice/modules-content';
import { SportPicker } from './SportPicker';

type Mode = 'add' | 'edit' | 'clone';
// The spec: "Create daily challenge" or "Edit daily challenge" (a clone is a new challenge).
const TITLES: Record<Mode, string> = { add: 'Create daily challenge', edit: 'Edit daily challenge', clone: 'Create daily challenge' };
const empty = {
  challengeId: '', challengeTitle: '', challengeDescription: '', sportCategory: '', sportName: '', countryIcon: '', minimumStake: '', minimumOdds: '',
  eventCount: '', freebetValue: '', categoryDescription: '', dateFrom: null, dateTill: null, isActive: true, cardFrontImage: '', cardFrontAlt: '',
  cardBackImage: '', cardBackAlt: '', sortOrder: 0, helpTitle: '', helpSubtitle: '', helpButtonText: '', helpSteps: [{ step: '' }],
};
const toValues = ({ id: _id, status: _status, version: _version, createdAt: _c, updatedAt: _u, ...values }: DailyChallenge) => values;
const card = IMAGE_SIZES.challengeCard;

/**
 * /daily-challenge/create, edit/{id}, clone/{id}: a create returns to the list with its search kept; an
 * update stays on the form, as in every other module.
 */
export function DailyChallengeForm({ mode }: { mode: Mode }) {
  const { id } = useParams();
  const { search } = useLocation();
  const form = useEntityForm(moduleResource<DailyChallenge, DailyChallengeInput>(dailyChallengesModule), { mode, id, empty, toValues, listPath: `..${search}` });
  if (form.loading) return <Skeleton variant="rounded" height={640} aria-label="Loading daily challenge" />;
  return (
    <Paper sx={{ p: 3, maxWidth: 960 }}>
      <FormShell schema={dailyChallengeSchema} {...form.formProps} cancelTo={`..${search}`} title={TITLES[mode]} submitLabel={mode === 'edit' ? 'Update' : 'Create'}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 2fr' } }}>
          <TextInput name="challengeId" type="number" inputMode="numeric" required />
          <TextInput name="challengeTitle" required />
        </Box>
        <TextInput name="challengeDescription" multiline minRows={2} required />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '2fr 2fr 1fr' } }}>
          <SportPicker />
          <TextInput name="sportName" required />
          <TextInput name="countryIcon" type="number" inputMode="numeric" required />
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr 1fr 1fr' } }}>
          <TextInput name="minimumStake" required />
          <TextInput name="minimumOdds" required />
          <TextInput name="eventCount" required />
          <TextInput name="freebetValue" type="number" inputMode="decimal" required />
        </Box>
        <TextInput name="categoryDescription" required />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          <DateTimeField name="dateFrom" minuteStep={30} minDate={null} required />
          <DateTimeField name="dateTill" minuteStep={30} minDate={null} required />
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            <ImageUploadField name="cardFrontImage" folderName={FILE_FOLDERS.dailyChallenges} size={card} required />
            <TextInput name="cardFrontAlt" required />
          </Box>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            <ImageUploadField name="cardBackImage" folderName={FILE_FOLDERS.dailyChallenges} size={card} required />
            <TextInput name="cardBackAlt" required />
          </Box>
        </Box>
        <TextInput name="sortOrder" type="number" inputMode="numeric" />
        <SwitchInput name="isActive" />
        <Typography variant="h2">Help dialog</Typography>
        <TextInput name="helpTitle" />
        <TextInput name="helpSubtitle" />
        <TextInput name="helpButtonText" />
        <OrderedListEditor name="helpSteps" itemKey="step" label="Dialog steps" itemLabel="Step" addLabel="Add step" required multiline />
      </FormShell>
    </Paper>
  );
}
