// Rich-text fields arrive as HTML: an editor left empty still sends markup ("<p><br></p>"), which a plain
// "required" check would take for content.
import * as v from 'valibot';
import { messages } from './messages';

/** True when the HTML shows something: text other than white space, or an image. `htmlHasText('<p><br></p>')` → false. */
export function htmlHasText(html: string): boolean {
  if (/<img\b/i.test(html)) return true;
  const text = html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;/gi, ' ');
  return text.trim() !== '';
}

/** The rule of a required rich-text field: markup without text → "{field} is required!". */
export function htmlRequired(field: string) {
  return v.check<string, string>(htmlHasText, messages.required(field));
}
