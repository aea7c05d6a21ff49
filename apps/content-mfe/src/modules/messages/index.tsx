import { lazy } from 'react';
import { ModuleRoutes } from '@backoffice/ui';
import { messagesModule } from '@backoffice/modules-content';
import { MessageList } from './MessageList';

// The form (its pickers and the rich-text editor) loads when a form route is opened, not with the list.
const MessageForm = lazy(() => import('./MessageForm').then((m) => ({ default: m.MessageForm })));

/** Exposed entry of the module: /messages, add, clone/{id} (message.create), edit/{id}, view/{id}. */
export default function Messages() {
  return <ModuleRoutes module={messagesModule} list={<MessageList />} form={MessageForm} />;
}
