export { ConversationPage } from './routes/conversation-page';
