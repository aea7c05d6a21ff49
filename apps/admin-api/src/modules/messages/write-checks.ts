// What the server does to a message before it is stored: rich-text descriptions are cleaned (no script, no event
// handler, no javascript: link), and the players typed by hand become the stored list, so the list is always the
// message's audience whichever way staff gave it.
import { CONTENT_LANGUAGES, LANGUAGE_NAMES, REQUIRED_LANGUAGE, languageField, messages } from '@backoffice/validation';
import { audienceIds, type MessageInput } from '@backoffice/modules-content';
import { cleanHtml } from '../../http/clean-html';
import { HttpError } from '../../http/errors';

/** beforeWrite of messages. */
export function prepareMessage(input: MessageInput): Record<string, unknown> {
  const output: Record<string, unknown> = { ...input };
  for (const language of CONTENT_LANGUAGES) {
    const field = languageField(language, 'description');
    const html = output[languageField(language, 'isReadyHtml')] === true;
    const text = output[field];
    if (!html || typeof text !== 'string') continue;
    output[field] = cleanHtml(text);
    // Only a script (or a handler) was typed: nothing is left for the players to read.
    if (output[field] === '' && text.trim() !== '') {
      const label = language === REQUIRED_LANGUAGE ? 'Description' : `${LANGUAGE_NAMES[language]} description`;
      throw new HttpError(400, 'Validation failed', { [field]: [messages.required(label)] });
    }
  }
  if (input.addManually) output.includedExcludedUsers = audienceIds(input);
  return output;
}
