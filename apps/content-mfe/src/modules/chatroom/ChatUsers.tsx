import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { ConfirmDialog, confirmText, DataTable, FormDialog, ListPagination, ListTabs, SearchField, useModuleCan, type ListColumn } from '@backoffice/ui';
import { DateTimeField } from '@backoffice/ui/date-time';
import { formatDateTime } from '@backoffice/validation';
import { CHAT_SEARCH_DEBOUNCE_MS, chatBlockSchema, chatroomModule, chatUsersListSpec, type ChatUser } from '@backoffice/modules-content';
import { useChatUserBlock, useChatUsers, type ChatUsersParams } from './api';

const when = (iso: string | null) => formatDateTime(iso);

const COLUMNS: ListColumn<ChatUser>[] = [
  { id: 'nickname', header: 'Nickname' },
  { id: 'player', header: 'Player id' },
  { id: 'messagesCount', header: 'Messages', align: 'right' },
  { id: 'lastPostAt', header: 'Last post', render: (u) => when(u.lastPostAt) },
  { id: 'blockedTill', header: 'Blocked till', render: (u) => when(u.blockedTill) },
];

/** Block until a date (blockedTill is required): the player's posts are refused until then. */
function BlockDialog({ user, onClose }: { user: ChatUser; onClose: () => void }) {
  const { block } = useChatUserBlock();
  const [initialValues] = useState(() => ({ blockedTill: dayjs().add(1, 'day').startOf('hour').toISOString() }));
  return (
    <FormDialog
      open
      title={`Block ${user.nickname}`}
      text={`${confirmText('block', 'chat user')} Their messages are refused until the date below.`}
      schema={chatBlockSchema}
      initialValues={initialValues}
      submitLabel="Block"
      onSubmit={(body) => block.mutateAsync({ id: user.id, body })}
      onClose={onClose}
    >
      <DateTimeField name="blockedTill" required minuteStep={30} />
    </FormDialog>
  );
}

/** Chat users: search (400 ms), all / blocked, paged; block and unblock with chatroom.user.manage. */
export function ChatUsers() {
  const canManage = useModuleCan('user.manage', chatroomModule);
  const [params, setParams] = useState<ChatUsersParams>({ search: '', status: 'all', page: 1, pageSize: 10 });
  const users = useChatUsers(params);
  const { unblock } = useChatUserBlock();
  const [blocking, setBlocking] = useState<ChatUser | null>(null);
  const [unblocking, setUnblocking] = useState<ChatUser | null>(null);
  const change = (next: Partial<ChatUsersParams>) => setParams((current) => ({ ...current, page: 1, ...next }));
  const isBlocked = (u: ChatUser) => Boolean(u.blockedTill && new Date(u.blockedTill).getTime() > Date.now());

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" gutterBottom>
        Chat users
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <ListTabs tabs={chatUsersListSpec.tabs ?? []} value={params.status} onChange={(status) => change({ status: status as ChatUsersParams['status'] })} label="Chat users" />
        <SearchField value={params.search} onSearch={(search) => change({ search })} label="Search chat users" delay={CHAT_SEARCH_DEBOUNCE_MS} />
      </Stack>
      <DataTable
        caption="Chat users"
        columns={COLUMNS}
        rows={users.data?.items}
        getRowId={(u) => u.id}
        rowLabel={(u) => u.nickname}
        firstNumber={(params.page - 1) * params.pageSize + 1}
        loading={users.isPending}
        error={users.isError}
        onRetry={() => void users.refetch()}
        emptyText="No chat users found"
        {...(canManage
          ? {
              actionsHeader: 'Actions',
              renderActions: (u: ChatUser) =>
                isBlocked(u) ? (
                  <Button size="small" onClick={() => setUnblocking(u)} aria-label={`Unblock ${u.nickname}`}>
                    Unblock
                  </Button>
                ) : (
                  <Button size="small" color="warning" onClick={() => setBlocking(u)} aria-label={`Block ${u.nickname}`}>
                    Block
                  </Button>
                ),
            }
          : {})}
      />
      <ListPagination
        page={params.page}
        pageSize={params.pageSize}
        total={users.data?.total ?? 0}
        onPage={(page) => setParams((current) => ({ ...current, page }))}
        onPageSize={(pageSize) => change({ pageSize })}
      />
      {blocking && <BlockDialog user={blocking} onClose={() => setBlocking(null)} />}
      <ConfirmDialog
        open={unblocking !== null}
        text={confirmText('unblock', 'chat user')}
        busy={unblock.isPending}
        onCancel={() => setUnblocking(null)}
        onConfirm={() => unblocking && unblock.mutate(unblocking.id, { onSettled: () => setUnblocking(null) })}
      />
    </Paper>
  );
}
