// The chat service (chatHost, by default the admin API): rooms, a room's live stream, chat users, moderation.
import { useEffect, useReducer, useState } from 'react';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, openEventStream, type StreamState } from '@backoffice/api';
import { type BlockUserInput, type ListReply } from '@backoffice/validation';
import { chatroomModule, type ChatMessage, type ChatRoom, type ChatStreamEvent, type ChatUser } from '@backoffice/modules-content';
import { applyEvent, EMPTY_FEED, type RoomFeed } from './room-feed';

const base = 'chat' as const;
const path = chatroomModule.api.path;

export interface ChatUsersParams {
  search: string;
  status: 'all' | 'blocked';
  page: number;
  pageSize: number;
}

export const chatKeys = {
  all: ['chatroom'] as const,
  rooms: () => [...chatKeys.all, 'rooms'] as const,
  users: () => [...chatKeys.all, 'users'] as const,
  userList: (params: ChatUsersParams) => [...chatKeys.users(), params] as const,
};

export const fetchRooms = (signal?: AbortSignal) => http.get<ChatRoom[]>(`${path}/rooms`, { base, signal });
export const fetchChatUsers = (params: ChatUsersParams, signal?: AbortSignal) =>
  http.get<ListReply<ChatUser>>(`${path}/users`, { base, signal, query: { ...params, search: params.search.trim(), sort: 'lastPostAt', order: 'desc' } });

export const roomsQueryOptions = () => queryOptions({ queryKey: chatKeys.rooms(), queryFn: ({ signal }) => fetchRooms(signal) });
export const chatUsersQueryOptions = (params: ChatUsersParams) =>
  queryOptions({ queryKey: chatKeys.userList(params), queryFn: ({ signal }) => fetchChatUsers(params, signal), placeholderData: keepPreviousData });

export const useChatRooms = () => useQuery(roomsQueryOptions());
export const useChatUsers = (params: ChatUsersParams) => useQuery(chatUsersQueryOptions(params));

type Moderation = 'hide' | 'unhide' | 'delete';
const moderate = (id: number, action: Moderation) =>
  action === 'delete' ? http.delete<ChatMessage>(`${path}/messages/${id}`, undefined, { base }) : http.post<ChatMessage>(`${path}/messages/${id}/${action}`, undefined, { base });

/** Hide / unhide / delete: the stream shows the outcome (its event), so nothing is refetched. */
export const useModerateMessage = () => useMutation({ mutationFn: ({ id, action }: { id: number; action: Moderation }) => moderate(id, action) });

/** Block until a date / unblock; the users list refetches. */
export function useChatUserBlock() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: chatKeys.users() });
  return {
    block: useMutation({ mutationFn: ({ id, body }: { id: number; body: BlockUserInput }) => http.post<ChatUser>(`${path}/users/${id}/block`, body, { base }), onSuccess }),
    unblock: useMutation({ mutationFn: (id: number) => http.post<ChatUser>(`${path}/users/${id}/unblock`, undefined, { base }), onSuccess }),
  };
}

type FeedAction = { kind: 'reset' } | { kind: 'event'; id: number; event: ChatStreamEvent };
const feedReducer = (feed: RoomFeed, action: FeedAction): RoomFeed => (action.kind === 'reset' ? EMPTY_FEED : applyEvent(feed, action.id, action.event));

/** A room's live messages and the connection's state; reconnects resume after the last event seen. */
export function useRoomStream(roomId: number | null): { feed: RoomFeed; state: StreamState } {
  const [feed, dispatch] = useReducer(feedReducer, EMPTY_FEED);
  const [state, setState] = useState<StreamState>('connecting');
  useEffect(() => {
    dispatch({ kind: 'reset' });
    if (roomId === null) return undefined;
    const stream = openEventStream({
      path: `${path}/rooms/${roomId}/stream`,
      base,
      onState: (next) => setState(next),
      onEvent: (event) => {
        if (event.id === undefined) return;
        try {
          dispatch({ kind: 'event', id: Number(event.id), event: JSON.parse(event.data) as ChatStreamEvent });
        } catch {
          // Not JSON: not one of ours, skipped.
        }
      },
    });
    return () => stream.close();
  }, [roomId]);
  return { feed, state };
}
