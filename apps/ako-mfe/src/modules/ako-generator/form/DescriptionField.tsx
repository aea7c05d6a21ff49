import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { AKO_LABELS } from '@backoffice/validation';
import StarterKit from '@tiptap/starter-kit';
import {
  MenuButtonBold,
  MenuButtonBulletedList,
  MenuButtonItalic,
  MenuButtonOrderedList,
  MenuControlsContainer,
  MenuDivider,
  RichTextEditor,
} from 'mui-tiptap';
import { useId } from 'react';
import { useField } from 'react-final-form';

// Only what the coupon image can draw: paragraphs, bold, italics and lists.
const extensions = [StarterKit.configure({ heading: false, blockquote: false, codeBlock: false, code: false, horizontalRule: false, link: false, strike: false, underline: false })];

/** The rich-text coupon description; the form keeps the editor's HTML. */
export function DescriptionField() {
  const id = useId();
  const { input, meta } = useField<string>('couponDescription');
  const error = typeof meta.error === 'string' && (meta.touched || meta.submitFailed) ? meta.error : undefined;
  return (
    <FormControl error={Boolean(error)} required fullWidth>
      <FormLabel id={`${id}-label`} sx={{ mb: 1 }}>
        {AKO_LABELS.couponDescription}
      </FormLabel>
      <RichTextEditor
        extensions={extensions}
        content={input.value || ''}
        immediatelyRender
        onUpdate={({ editor }) => input.onChange(editor.isEmpty ? '' : editor.getHTML())}
        onFocus={() => input.onFocus()}
        onBlur={() => input.onBlur()}
        editorProps={{ attributes: { 'aria-labelledby': `${id}-label`, role: 'textbox', 'aria-multiline': 'true' } }}
        renderControls={() => (
          <MenuControlsContainer>
            <MenuButtonBold />
            <MenuButtonItalic />
            <MenuDivider />
            <MenuButtonBulletedList />
            <MenuButtonOrderedList />
          </MenuControlsContainer>
        )}
        sx={{ '& .ProseMirror': { minHeight: 120 } }}
      />
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
