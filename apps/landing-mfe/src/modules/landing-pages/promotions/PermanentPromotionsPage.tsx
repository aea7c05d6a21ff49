import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { FormShell, StatusChip, SwitchInput, TextInput, useModuleCan } from '@backoffice/ui';
import { landingPagesModule, permanentPromotionWriteSchema, type PermanentPromotion } from '@backoffice/modules-landing';
import { UNEXPECTED_ERROR, useAllPermanentPromotions, useSavePermanentPromotion } from '../api';

/**
 * /landing-pages/permanent-promotions: the promotions a landing page may pick (a fresh install has none; a page
 * needs only its URL). Adding needs landing.create, editing and deactivating landing.update; an inactive one is
 * no longer offered to new pages, and the pages that lead to it keep it.
 */
export function PermanentPromotionsPage() {
  const list = useAllPermanentPromotions();
  const save = useSavePermanentPromotion();
  const canCreate = useModuleCan('create', landingPagesModule);
  const canUpdate = useModuleCan('update', landingPagesModule);
  const [editing, setEditing] = useState<PermanentPromotion | null>(null);
  // A new key empties the add form after each save.
  const [formKey, setFormKey] = useState(0);
  const showForm = editing ? canUpdate : canCreate;

  return (
    <Paper sx={{ p: 3, m: { xs: 0, sm: 2 }, maxWidth: 960 }}>
      <Stack spacing={3}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="h5" component="h1">
            Permanent Promotions
          </Typography>
          <Button component={RouterLink} to="/landing-pages">
            Back to landing pages
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          The promotions a landing page can lead to. Picking one in a landing page fills its Landing page URL; a page
          can also have a URL of its own.
        </Typography>
        {showForm && (
          <FormShell
            key={editing ? `edit-${editing.id}` : `add-${formKey}`}
            schema={permanentPromotionWriteSchema}
            mode={editing ? 'edit' : 'add'}
            title={editing ? `Edit permanent promotion #${editing.id}` : 'Add permanent promotion'}
            initialValues={editing ? { name: editing.name, landing_page_url: editing.landing_page_url, active: editing.active } : { active: true }}
            onSubmit={async (values) => {
              await save.mutateAsync({ ...values, id: editing?.id });
              setEditing(null);
              setFormKey((k) => k + 1);
            }}
            showCancel={false}
            confirmLeave={false}
            submitLabel={editing ? 'Update' : 'Add'}
          >
            {({ form }) => (
              <Stack spacing={2}>
                <TextInput name="name" label="Name" required />
                <TextInput name="landing_page_url" label="Landing page URL" required />
                {editing && <SwitchInput name="active" label="Active (offered to new landing pages)" />}
                {editing && (
                  <Button sx={{ alignSelf: 'flex-start' }} onClick={() => { form.reset(); setEditing(null); }}>
                    Cancel editing
                  </Button>
                )}
              </Stack>
            )}
          </FormShell>
        )}
        {list.isPending && <Skeleton variant="rounded" height={160} aria-label="Loading permanent promotions" />}
        {list.isError && <Alert severity="error">{UNEXPECTED_ERROR}</Alert>}
        {list.data && list.data.length === 0 && <Alert severity="info">No permanent promotions yet.</Alert>}
        {list.data && list.data.length > 0 && (
          <Table size="small" aria-label="Permanent promotions">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Landing page URL</TableCell>
                <TableCell>Status</TableCell>
                {canUpdate && <TableCell align="right">Actions</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.map((p) => (
                <TableRow key={p.id}>
                  <TableCell>{p.name}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{p.landing_page_url}</TableCell>
                  <TableCell>
                    <StatusChip status={p.active ? 'active' : 'inactive'} />
                  </TableCell>
                  {canUpdate && (
                    <TableCell align="right">
                      <Button size="small" onClick={() => setEditing(p)} aria-label={`Edit ${p.name}`}>
                        Edit
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
