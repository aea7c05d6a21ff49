import { useField } from 'react-final-form';
// The form mode and error rules live in @backoffice/auth, one shared copy for every entry point.
import { shownError, useFormReadOnly } from '@backoffice/auth';
import { RichTextEditor, type RichTextEditorBaseProps, type RichTextImages } from './RichTextEditor';

export type RichTextFieldProps = Omit<RichTextEditorBaseProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'readOnly'> & RichTextImages & { name: string };

/** Rich text of a FormShell (HTML string). `<RichTextField name="longDescription" label="Long description" imageFolder="promotions" />` */
export function RichTextField({ name, ...props }: RichTextFieldProps) {
  const { input, meta } = useField<string>(name);
  const readOnly = useFormReadOnly();
  return (
    <RichTextEditor
      {...props}
      value={input.value ?? ''}
      onChange={input.onChange}
      onBlur={() => input.onBlur()}
      readOnly={readOnly}
      error={shownError(meta)}
    />
  );
}
