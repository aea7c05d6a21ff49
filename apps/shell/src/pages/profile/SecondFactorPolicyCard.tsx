import { useEffect, useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { http } from '@backoffice/api';

interface RolePolicy {
  id: number;
  roleName: string;
  required: boolean;
}

/**
 * A super admin's sign-in policy (docs/decisions.md): the roles whose holders must use a second factor. A holder
 * without one is led through the set-up right after the password. Changing it asks for the super admin's own code
 * when their last proof is old (step-up).
 */
export function SecondFactorPolicyCard() {
  const [roles, setRoles] = useState<RolePolicy[] | null>(null);
  const [saving, setSaving] = useState<number | null>(null);
  useEffect(() => {
    http.get<RolePolicy[]>('roles/second-factor-policy', { silent: true }).then(setRoles, () => setRoles(null));
  }, []);
  if (!roles) return null;
  const change = async (role: RolePolicy, required: boolean) => {
    setSaving(role.id);
    try {
      const saved = await http.put<RolePolicy>(`roles/${role.id}/second-factor-policy`, { required });
      setRoles((list) => list?.map((r) => (r.id === saved.id ? saved : r)) ?? null);
    } catch {
      // The client's toast said why.
    } finally {
      setSaving(null);
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 3, mt: 3 }} component="section" aria-labelledby="policy-title">
      <Typography id="policy-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Sign-in policy
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Roles whose holders must use two-step sign-in.
      </Typography>
      <Stack>
        {roles.map((role) => (
          <FormControlLabel
            key={role.id}
            control={<Switch checked={role.required} disabled={saving !== null} onChange={(event) => void change(role, event.target.checked)} />}
            label={role.roleName}
          />
        ))}
      </Stack>
    </Paper>
  );
}
