import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useChatRooms } from './api';
import { ChatUsers } from './ChatUsers';
import { MessageStream } from './MessageStream';

/** /chatroom: pick a room, watch its messages live and moderate them; find and block chat users. */
export default function ChatroomScreen() {
  const rooms = useChatRooms();
  const [picked, setPicked] = useState<number | null>(null);
  const roomId = picked ?? rooms.data?.[0]?.id ?? null;
  const room = rooms.data?.find((r) => r.id === roomId);

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        Chatroom
      </Typography>
      {rooms.isPending && <Skeleton variant="rectangular" height={56} />}
      {rooms.isError && <Alert severity="error">The chat rooms could not be loaded.</Alert>}
      {rooms.data && rooms.data.length === 0 && <Alert severity="info">There are no chat rooms.</Alert>}
      {rooms.data && roomId !== null && (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <TextField select label="Room" value={roomId} onChange={(event) => setPicked(Number(event.target.value))} sx={{ minWidth: 280 }}>
              {rooms.data.map((r) => (
                <MenuItem key={r.id} value={r.id}>
                  {r.name}
                </MenuItem>
              ))}
            </TextField>
            {room?.topic && <Typography color="text.secondary">{room.topic}</Typography>}
          </Stack>
          <Box>
            <MessageStream key={roomId} roomId={roomId} />
          </Box>
        </>
      )}
      <ChatUsers />
    </Stack>
  );
}
