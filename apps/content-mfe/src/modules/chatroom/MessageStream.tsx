import { useLayoutEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import dayjs from 'dayjs';
import type { StreamState } from '@backoffice/api';
import { ConfirmDialog, confirmText, useModuleCan } from '@backoffice/ui';
import { chatroomModule, type ChatMessage } from '@backoffice/modules-content';
import { useModerateMessage, useRoomStream } from './api';

const STATE_LABEL: Record<StreamState, { label: string; color: 'success' | 'warning' | 'error' | 'default' }> = {
  connecting: { label: 'Connecting…', color: 'default' },
  open: { label: 'Live', color: 'success' },
  reconnecting: { label: 'Reconnecting…', color: 'warning' },
  failed: { label: 'Disconnected', color: 'error' },
  closed: { label: 'Disconnected', color: 'default' },
};

/** Within this many pixels of the bottom counts as "at the bottom": new messages scroll into view. */
const STICKY_PX = 48;

/** A room's live messages, newest at the bottom; follows new ones unless the moderator scrolled up. */
export function MessageStream({ roomId }: { roomId: number }) {
  const { feed, state } = useRoomStream(roomId);
  const canModerate = useModuleCan('moderate', chatroomModule);
  const moderate = useModerateMessage();
  const [deleting, setDeleting] = useState<ChatMessage | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const [following, setFollowing] = useState(true);
  const [seenCount, setSeenCount] = useState(0);

  useLayoutEffect(() => {
    const box = list.current;
    if (following && box) box.scrollTop = box.scrollHeight;
    if (following) setSeenCount(feed.lastId);
  }, [feed, following]);

  const onScroll = () => {
    const box = list.current;
    if (box) setFollowing(box.scrollHeight - box.scrollTop - box.clientHeight <= STICKY_PX);
  };
  const unseen = following ? 0 : feed.messages.filter((m) => m.id > seenCount).length;
  const shown = STATE_LABEL[state];

  return (
    <Paper variant="outlined" sx={{ display: 'flex', flexDirection: 'column', height: 520 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="subtitle1">Messages</Typography>
        <Chip size="small" color={shown.color} label={shown.label} role="status" aria-label={`Connection: ${shown.label}`} />
      </Stack>
      <Box ref={list} onScroll={onScroll} role="log" aria-label="Chat messages" aria-live="polite" sx={{ flex: 1, overflowY: 'auto', px: 2, py: 1 }}>
        {feed.ready && feed.messages.length === 0 && <Typography color="text.secondary">No messages in this room yet.</Typography>}
        {feed.messages.map((message) => (
          <Stack key={message.id} direction="row" spacing={1} aria-label={`Message from ${message.nickname}`} role="article" sx={{ alignItems: 'flex-start', py: 0.5 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="caption" color="text.secondary">
                {dayjs(message.createdAt).format('HH:mm:ss')} · <strong>{message.nickname}</strong>
                {message.hidden && <Chip size="small" label="Hidden" sx={{ ml: 1, height: 18 }} />}
              </Typography>
              {/* A hidden message says so (its chip), struck through in the secondary text colour: faded by opacity, its
                  time, author and chip fell below a readable contrast (WCAG AA, axe color-contrast). */}
              <Typography variant="body2" color={message.hidden ? 'text.secondary' : undefined} sx={{ wordBreak: 'break-word', textDecoration: message.hidden ? 'line-through' : 'none' }}>{message.text}</Typography>
            </Box>
            {canModerate && (
              <Stack direction="row">
                <Tooltip title={message.hidden ? 'Unhide' : 'Hide'}>
                  <IconButton size="small" aria-label={message.hidden ? 'Unhide message' : 'Hide message'} onClick={() => moderate.mutate({ id: message.id, action: message.hidden ? 'unhide' : 'hide' })}>
                    {message.hidden ? <VisibilityIcon fontSize="small" /> : <VisibilityOffIcon fontSize="small" />}
                  </IconButton>
                </Tooltip>
                <Tooltip title="Delete">
                  <IconButton size="small" aria-label="Delete message" onClick={() => setDeleting(message)}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Stack>
            )}
          </Stack>
        ))}
      </Box>
      {unseen > 0 && (
        <Button size="small" onClick={() => setFollowing(true)} sx={{ alignSelf: 'center', my: 0.5 }}>
          {unseen} new {unseen === 1 ? 'message' : 'messages'} ↓
        </Button>
      )}
      <ConfirmDialog
        open={deleting !== null}
        text={confirmText('delete', 'message')}
        busy={moderate.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && moderate.mutate({ id: deleting.id, action: 'delete' }, { onSettled: () => setDeleting(null) })}
      />
    </Paper>
  );
}
