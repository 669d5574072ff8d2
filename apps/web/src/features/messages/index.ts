/** A live conversation with one connection, for /connections. */
export { Chat } from './components/chat';
/** The header's unread total, kept current over the realtime channel. */
export { useUnreadTotal } from './api/use-unread-total';
export { formatMessageTime } from './model/message-time';
