import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { refreshProfile, signOut } from '@backoffice/auth';
import { AddPasskeyForm } from '../pages/profile/PasskeysCard';
import { TotpEnrolment } from '../pages/profile/TotpEnrolment';
import { PublicFrame } from './PublicFrame';
import { PublicProviders } from './PublicProviders';

/**
 * Right after the password, before any other screen, for a user whose role requires a second factor and who has none
 * (the API refuses every other call for such a session). Done: the profile is re-read and the app opens.
 */
export default function EnrolSecondFactorPage() {
  return (
    <PublicProviders>
      <PublicFrame title="Set up two-step sign-in">
        <Box component="p" sx={{ mt: 0, mb: 2 }}>
          Your role requires a second factor. Set up an authenticator app on your phone to continue.
        </Box>
        <TotpEnrolment onDone={() => void refreshProfile()} />
        <Box component="p" sx={{ mt: 3, mb: 0 }}>
          Or add a passkey: this device, your phone or a security key.
        </Box>
        <AddPasskeyForm onDone={() => void refreshProfile()} autoFocus={false} />
        <Box sx={{ mt: 2, textAlign: 'right' }}>
          <Button variant="text" onClick={() => void signOut()}>
            Sign out
          </Button>
        </Box>
      </PublicFrame>
    </PublicProviders>
  );
}
