import { useField } from 'react-final-form';
// eslint-disable-next-line @nx/enforce-module-boundaries -- one shared copy of the FormShell mode context
import { shownError, useFormReadOnly } from '@backoffice/ui';
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
