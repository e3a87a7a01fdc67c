import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import {
  chatListSchema,
  chatMessageReplySchema,
  chatMessagesPageSchema,
  chatReplySchema,
  chatUnreadCountSchema,
  messages,
  messagesMarkedSchema,
  isSameMessage,
  withMarkedMessages,
  type Chat,
  type ChatCreateBody,
  type ChatMessage,
  type ChatMessagesPage,
  type MessagesMarked,
} from '@mp/contract';
import { apiGet, apiRequest, toQueryString } from '../../shared/api/http.ts';

export const chatKeys = {
  all: ['chats'] as const,
  list: ['chats', 'list'] as const,
  one: (id: number) => ['chats', 'one', id] as const,
  messages: (id: number) => ['chats', 'messages', id] as const,
  /** Marks that arrived before the messages they name (see `markMessages`). */
  earlyMarks: (id: number) => ['chats', 'early-marks', id] as const,
  unread: ['chats', 'unread'] as const,
};

/** The person's unread messages in all chats (the menu's badge); follows new messages and reading. */
export const useUnreadMessagesCount = (enabled: boolean) =>
  useQuery({
    queryKey: chatKeys.unread,
    queryFn: async ({ signal }) =>
      (await apiGet<typeof chatUnreadCountSchema>('/chats/unread-count', signal)).unread_count,
    enabled,
  });

/** `GET /api/chats`, reversed after loading (spec §4): the newest chat first. */
export const useChats = (enabled = true) =>
  useQuery({
    queryKey: chatKeys.list,
    queryFn: async ({ signal }) => (await apiGet<typeof chatListSchema>('/chats', signal)).data.reverse(),
    enabled,
  });

export const useChat = (id: number) =>
  useQuery({
    queryKey: chatKeys.one(id),
    queryFn: async ({ signal }) => (await apiGet<typeof chatReplySchema>(`/chats/${id}`, signal)).data,
  });

/** The chat's history, newest page first; older pages load as the person scrolls up. */
export const messagesOptions = (id: number) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(id),
    queryFn: ({ pageParam, signal }) =>
      apiGet<typeof chatMessagesPageSchema>(
        `/chats/${id}/messages${toQueryString({ before: pageParam })}`,
        signal,
      ),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.has_more ? page.data[0]?.id : undefined),
  });

export const useMessages = (id: number) => useInfiniteQuery(messagesOptions(id));

type MessagesData = InfiniteData<ChatMessagesPage, unknown>;

/** All loaded messages of a chat, oldest first. */
export const flatMessages = (data: MessagesData | undefined): readonly ChatMessage[] =>
  data ? [...data.pages].reverse().flatMap((page) => page.data) : [];

type EarlyMark = { marked: MessagesMarked; as: 'read' | 'delivered' };
/** The early marks kept per chat: a few messages' worth, the newest. */
const earlyMarksKept = 20;

/**
 * Adds an arriving message to the newest page, dropping duplicates (spec §4), with the marks that arrived
 * for it before it did.
 */
export function addMessage(client: QueryClient, message: ChatMessage): void {
  const early = client.getQueryData<EarlyMark[]>(chatKeys.earlyMarks(message.chat_id)) ?? [];
  const marked = early.reduce<ChatMessage>(
    (known, { marked: mark, as }) => withMarkedMessages([known], mark, as)[0] ?? known,
    message,
  );
  client.setQueryData<MessagesData>(chatKeys.messages(message.chat_id), (data) => {
    const [newest, ...older] = data?.pages ?? [];
    if (!data || !newest) return data;
    if (flatMessages(data).some((known) => isSameMessage(known, marked))) return data;
    return { ...data, pages: [{ ...newest, data: [...newest.data, marked] }, ...older] };
  });
}

/**
 * Marks messages read or delivered. One's own message enters the list with the reply to sending, and the
 * other person's reading of it may arrive on the socket first: a mark naming messages not in the list yet is
 * kept for `addMessage`.
 */
export function markMessages(client: QueryClient, marked: MessagesMarked, as: 'read' | 'delivered'): void {
  const data = client.getQueryData<MessagesData>(chatKeys.messages(marked.chat_id));
  if (!data) return;
  client.setQueryData<MessagesData>(chatKeys.messages(marked.chat_id), {
    ...data,
    pages: data.pages.map((page) => ({ ...page, data: [...withMarkedMessages(page.data, marked, as)] })),
  });
  const known = new Set(flatMessages(data).map((message) => message.id));
  const missing = marked.message_ids.filter((id) => !known.has(id));
  if (missing.length === 0) return;
  client.setQueryData<EarlyMark[]>(chatKeys.earlyMarks(marked.chat_id), (early = []) =>
    [...early, { marked: { ...marked, message_ids: missing }, as }].slice(-earlyMarksKept),
  );
}

/** Puts a chat's new state into the list (moving it to the top) and its own cache. */
export function updateChat(client: QueryClient, chat: Chat): void {
  client.setQueryData(chatKeys.one(chat.id), chat);
  client.setQueryData<Chat[]>(chatKeys.list, (list) =>
    list ? [chat, ...list.filter((c) => c.id !== chat.id)] : list,
  );
}

/** A new message of a chat: the chat goes to the top with it; `unread` counts it for the person. */
export function chatHeard(client: QueryClient, message: ChatMessage, unread: boolean): void {
  const heard = (chat: Chat): Chat => ({
    ...chat,
    last_message: message,
    updated_at: message.created_at,
    unread_count: chat.unread_count + (unread ? 1 : 0),
  });
  const list = client.getQueryData<Chat[]>(chatKeys.list);
  if (unread) void client.invalidateQueries({ queryKey: chatKeys.unread });
  const known = list?.find((chat) => chat.id === message.chat_id);
  if (known) updateChat(client, heard(known));
  else void client.invalidateQueries({ queryKey: chatKeys.list });
}

/** A person came or went: their online dot in every cached chat. */
export function setOnline(client: QueryClient, userId: number, online: boolean): void {
  const withStatus = (chat: Chat): Chat =>
    chat.users.some((user) => user.id === userId)
      ? {
          ...chat,
          users: chat.users.map((user) => (user.id === userId ? { ...user, is_online: online } : user)),
        }
      : chat;
  client.setQueryData<Chat[]>(chatKeys.list, (list) => list?.map(withStatus));
  client.setQueriesData<Chat>({ queryKey: ['chats', 'one'] }, (chat) => (chat ? withStatus(chat) : chat));
}

export function useSendMessage(chatId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      apiRequest<typeof chatMessageReplySchema>(`/chats/${chatId}/messages`, {
        method: 'POST',
        body: JSON.stringify({ message }),
      }),
    onSuccess: ({ data }) => addMessage(client, data),
  });
}

/** `POST /api/chats`: the pending chat (spec §4) becomes a real one with its first message. */
export function useOpenChat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ChatCreateBody) => {
      const reply = await apiRequest<ReturnType<typeof chatReplySchema.partial>>('/chats', {
        method: 'POST',
        body: JSON.stringify(body),
      });
      if (!reply.data) throw new Error(messages.newChatNoData);
      return reply.data;
    },
    onSuccess: (chat) => {
      updateChat(client, chat);
      void client.invalidateQueries({ queryKey: chatKeys.list });
    },
  });
}

/** Marks the other person's messages read and delivered now that the chat is open. */
export async function markSeen(client: QueryClient, chatId: number): Promise<void> {
  const post = (path: string) =>
    apiRequest<typeof messagesMarkedSchema>(`/chats/${chatId}/${path}`, { method: 'POST' });
  await post('mark-delivered');
  const read = await post('mark-read');
  markMessages(client, read, 'read');
  const clear = (chat: Chat): Chat => (chat.id === chatId ? { ...chat, unread_count: 0 } : chat);
  client.setQueryData<Chat[]>(chatKeys.list, (list) => list?.map(clear));
  client.setQueryData<Chat>(chatKeys.one(chatId), (chat) => (chat ? clear(chat) : chat));
  void client.invalidateQueries({ queryKey: chatKeys.unread });
}
