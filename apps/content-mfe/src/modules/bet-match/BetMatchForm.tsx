import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useParams } from 'react-router';
import { FormShell, IMAGE_SIZES, ImageUploadField, SwitchInput, TextInput, useEntityForm } from '@backoffice/ui';
import { DateTimeField } from '@backoffice/ui/date-time';
import { FILE_FOLDERS } from '@backoffice/validation';
import { BET_MATCH_LIMITS, betMatchEntrySchema, type BetMatchEntry } from '@backoffice/modules-content';
import { betMatchEntries } from './api';
import { CatalogPickers } from './CatalogPickers';

type Mode = 'add' | 'edit' | 'preview';
const TITLES: Record<Mode, string> = { add: 'Create BetMatch', edit: 'Edit BetMatch', preview: 'BetMatch' };
const empty = {
  entryName: '', eventId: '', gameId: '', outcomeId: '', outcomeName: '', entryImage: '', entryAltImage: '',
  entryFrom: null, entryTill: null, sortOrder: 0, isActive: true,
};
const toValues = (e: BetMatchEntry) => ({
  entryName: e.entryName, eventId: e.eventId, gameId: e.gameId, outcomeId: e.outcomeId, outcomeName: e.outcomeName, entryImage: e.entryImage,
  entryAltImage: e.entryAltImage, entryFrom: e.entryFrom, entryTill: e.entryTill, sortOrder: e.sortOrder, isActive: e.isActive,
});

/** /bet-match/create, edit/{id} and preview/{id} (read-only): the entry on an outcome of the sportsbook. */
export function BetMatchForm({ mode }: { mode: Mode }) {
  const { id } = useParams();
  const form = useEntityForm(betMatchEntries, { mode, id, empty, toValues });
  if (form.loading) return <Skeleton variant="rounded" height={560} aria-label="Loading BetMatch" />;
  return (
    <Paper sx={{ p: 3, maxWidth: 860 }}>
      <FormShell schema={betMatchEntrySchema} {...form.formProps} title={TITLES[mode]} submitLabel={mode === 'add' ? 'Create' : 'Update'}>
        <TextInput name="entryName" required />
        <CatalogPickers />
        <TextInput name="outcomeName" required helperText={`Shown on the site; at most ${BET_MATCH_LIMITS.outcomeName} characters`} />
        <ImageUploadField name="entryImage" folderName={FILE_FOLDERS.betMatch} size={IMAGE_SIZES.betMatchEvent} required />
        <ImageUploadField name="entryAltImage" folderName={FILE_FOLDERS.betMatch} size={IMAGE_SIZES.betMatchNewOverview} required />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          <DateTimeField name="entryFrom" minuteStep={30} required />
          <DateTimeField name="entryTill" minuteStep={30} required />
        </Box>
        <TextInput name="sortOrder" type="number" inputMode="numeric" required />
        <SwitchInput name="isActive" />
      </FormShell>
    </Paper>
  );
}
