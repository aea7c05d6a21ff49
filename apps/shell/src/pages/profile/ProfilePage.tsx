import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from '@backoffice/auth';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { PasskeysCard } from './PasskeysCard';
import { SecondFactorCard } from './SecondFactorCard';
import { SecondFactorPolicyCard } from './SecondFactorPolicyCard';

/** /profile: who I am, my roles, the change-password form, two-step sign-in, passkeys (and, for super admins, its policy). */
export function ProfilePage() {
  const user = useSession((state) => state.user);
  const superAdmin = useSession((state) => state.allPermissions);
  const [changing, setChanging] = useState(false);
  if (!user) return null;
  return (
    <Box sx={{ maxWidth: 640 }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Profile
      </Typography>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1.5 }}>
          <Typography component="dt" color="text.secondary">Name</Typography>
          <Typography component="dd" sx={{ m: 0 }}>{user.firstName} {user.lastName}</Typography>
          <Typography component="dt" color="text.secondary">Email</Typography>
          <Typography component="dd" sx={{ m: 0 }}>{user.email}</Typography>
          <Typography component="dt" color="text.secondary">Roles</Typography>
          <Stack component="dd" direction="row" spacing={1} useFlexGap sx={{ m: 0, flexWrap: 'wrap' }}>
            {user.roles.length === 0 && !superAdmin && <Typography color="text.secondary">No roles</Typography>}
            {user.roles.map((role) => (
              <Chip key={role} label={role} size="small" />
            ))}
            {superAdmin && !user.roles.length && <Chip label="Super admin" size="small" color="primary" />}
          </Stack>
        </Box>
        <Button variant="contained" sx={{ mt: 3 }} onClick={() => setChanging(true)}>
          Change password
        </Button>
      </Paper>
      <SecondFactorCard />
      <PasskeysCard />
      {superAdmin && <SecondFactorPolicyCard />}
      {changing && <ChangePasswordDialog open onClose={() => setChanging(false)} />}
    </Box>
  );
}
