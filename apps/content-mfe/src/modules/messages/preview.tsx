import { MessagePreview } from './MessagePreview';

/** Exposed entry of /messages/preview: the shell routes it outside the layout, behind the message permissions. */
export default MessagePreview;
