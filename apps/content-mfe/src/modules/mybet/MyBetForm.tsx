import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useParams } from 'react-router';
import { moduleResource } from '@backoffice/api/query';
import { FormShell, SelectInput, SwitchInput, TextInput, useEntityForm } from '@backoffice/ui';
import { MY_BET_TEMPLATE_TYPES, myBetModule, myBetTemplateSchema, type MyBetTemplate, type MyBetTemplateInput } from '@backoffice/modules-content';

type Mode = 'add' | 'edit' | 'view';
const empty = { comment: '', link: '', isActive: true, templateType: '', isEditable: false };
const toValues = ({ comment, link, isActive, templateType, isEditable }: MyBetTemplate) => ({ comment, link, isActive, templateType, isEditable });

/** /mybet/add and /mybet/{id}: the comment form, read-only for those who may only read. */
export function MyBetForm({ mode }: { mode: Mode }) {
  const { id } = useParams();
  const form = useEntityForm(moduleResource<MyBetTemplate, MyBetTemplateInput>(myBetModule), { mode, id, empty, toValues });
  if (form.loading) return <Skeleton variant="rounded" height={360} aria-label="Loading template" />;
  const title = mode === 'add' ? 'Create Template' : mode === 'edit' ? 'Edit Template' : 'Template';
  return (
    <Paper sx={{ p: 3, maxWidth: 860 }}>
      <FormShell schema={myBetTemplateSchema} {...form.formProps} title={title} submitLabel={mode === 'add' ? 'Create' : 'Update'}>
        <TextInput name="comment" required multiline minRows={3} />
        <SelectInput name="templateType" required options={MY_BET_TEMPLATE_TYPES} />
        <TextInput name="link" helperText="Required when active, or when editable and the type is not On hold: a path of the site (/promocje/…) or a full link" />
        <SwitchInput name="isActive" />
        <SwitchInput name="isEditable" />
      </FormShell>
    </Paper>
  );
}
