import { useField } from 'react-final-form';
// The form mode and error rules live in @backoffice/auth, one shared copy for every entry point.
import { SHOWN_FIELD_STATE, shownError, useFieldLabel, useFormReadOnly } from '@backoffice/auth';
import { RichTextEditor, type RichTextEditorBaseProps, type RichTextImages } from './RichTextEditor';

export type RichTextFieldProps = Omit<RichTextEditorBaseProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'readOnly' | 'label'> &
  RichTextImages & {
    name: string;
    /** Left out in a FormShell, the label its schema declares for `name`. */
    label?: string;
  };

/** Rich text of a FormShell (HTML string). `<RichTextField name="longDescription" label="Long description" imageFolder="promotions" />` */
export function RichTextField({ name, label, ...props }: RichTextFieldProps) {
  const shownLabel = useFieldLabel(name, label);
  const { input, meta } = useField<string>(name, { subscription: SHOWN_FIELD_STATE });
  const readOnly = useFormReadOnly();
  return (
    <RichTextEditor
      {...props}
      label={shownLabel}
      value={input.value ?? ''}
      onChange={input.onChange}
      onBlur={() => input.onBlur()}
      readOnly={readOnly}
      error={shownError(meta)}
    />
  );
}
