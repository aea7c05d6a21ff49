import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import type { Editor } from '@tiptap/react';
import {
  LinkBubbleMenu, LinkBubbleMenuHandler, MenuButtonBold, MenuButtonBulletedList, MenuButtonEditLink, MenuButtonImageUpload,
  MenuButtonItalic, MenuButtonOrderedList, MenuButtonRedo, MenuButtonStrikethrough, MenuButtonUnderline, MenuButtonUndo,
  MenuControlsContainer, MenuDivider, MenuSelectHeading, RichTextEditor as TiptapEditor,
} from 'mui-tiptap';
import { checkFileSize } from '@backoffice/validation';
import { EDITOR_IMAGE_MAX_MB, uploadEditorImages } from './upload-editor-images';

/** Default editor height in px. */
export const EDITOR_HEIGHT = 600;

/**
 * Images in the text: uploaded to `imageFolder` (POST v1/files), or `images={false}` where the content cannot show
 * them (the AKO coupon image draws text only): no "Upload images" button, and pasted images are dropped.
 */
export type RichTextImages = { images?: true; imageFolder: string } | { images: false; imageFolder?: undefined };

export type RichTextEditorProps = RichTextEditorBaseProps & RichTextImages;

export interface RichTextEditorBaseProps {
  label: string;
  /** HTML. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  height?: number;
  readOnly?: boolean;
  required?: boolean;
  error?: string;
  helperText?: string;
}

const textExtensions = [StarterKit.configure({ link: { openOnClick: false } }), LinkBubbleMenuHandler];
const imageExtensions = [...textExtensions, Image];

/** The toolbar row's height in px: its place is kept while the buttons render, so nothing below moves. */
const TOOLBAR_HEIGHT = 30;

/**
 * The toolbar, rendered in a transition after the editor's first paint. Its ~12 buttons and their tooltips (each
 * renders twice when mounted) were part of the longest task of every screen with an editor; as a transition the render
 * yields to input, and AKO's page task under Lighthouse fell from 338–459 ms to 229–295 ms.
 */
function ToolbarAfterPaint({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : <Box aria-hidden sx={{ height: TOOLBAR_HEIGHT }} />;
}

/** mui-tiptap's empty document is "<p></p>": store it as '' so "required" means something. */
const normalise = (html: string) => (html === '<p></p>' ? '' : html);

/**
 * Rich text (mui-tiptap): headings, bold/italic/underline/strike, lists, links, images uploaded through the
 * files API; 600 px high by default. Show its HTML with SafeHtml.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const editorRef = useRef<Editor | null>(null);
  const [uploadProblem, setUploadProblem] = useState<string | undefined>();
  const height = props.height ?? EDITOR_HEIGHT;
  const imageFolder = props.images === false ? undefined : props.imageFolder;

  // Outside changes (a form reset, a reload) replace the content; our own typing does not loop back.
  useEffect(() => {
    const editor = editorRef.current;
    if (editor && !editor.isDestroyed && normalise(editor.getHTML()) !== props.value) {
      editor.commands.setContent(props.value || '', { emitUpdate: false });
    }
  }, [props.value]);

  useEffect(() => {
    editorRef.current?.setEditable(!props.readOnly);
  }, [props.readOnly]);

  async function onUploadFiles(files: File[]) {
    setUploadProblem(undefined);
    const tooBig = files.map((f) => checkFileSize(f.size, EDITOR_IMAGE_MAX_MB)).find(Boolean);
    if (tooBig) {
      setUploadProblem(tooBig);
      return [];
    }
    if (!imageFolder) return [];
    try {
      return await uploadEditorImages(files, imageFolder);
    } catch {
      return []; // the HTTP client has shown why
    }
  }

  return (
    <Box role="group" aria-label={props.label} sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <FormLabel required={props.required} error={Boolean(props.error)}>
        {props.label}
      </FormLabel>
      <TiptapEditor
        extensions={imageFolder ? imageExtensions : textExtensions}
        content={props.value}
        editable={!props.readOnly}
        // Created after the first commit: an editor made in a concurrent render that React discarded was destroyed
        // under the heading menu, which crashed that render (React error 520).
        immediatelyRender={false}
        onCreate={({ editor }) => {
          editorRef.current = editor;
        }}
        onUpdate={({ editor }) => props.onChange(normalise(editor.getHTML()))}
        onBlur={() => props.onBlur?.()}
        editorProps={{ attributes: { 'aria-label': props.label, role: 'textbox', 'aria-multiline': 'true' } }}
        sx={{ '& .ProseMirror': { minHeight: height, maxHeight: height, overflowY: 'auto' } }}
        // A render React throws away can run after tiptap destroyed its editor; the menu then reads a dead editor.
        renderControls={(editor) =>
          props.readOnly || !editor || editor.isDestroyed ? null : (
            <ToolbarAfterPaint>
              <MenuControlsContainer>
                <MenuSelectHeading />
                <MenuDivider />
                <MenuButtonBold />
                <MenuButtonItalic />
                <MenuButtonUnderline />
                <MenuButtonStrikethrough />
                <MenuDivider />
                <MenuButtonBulletedList />
                <MenuButtonOrderedList />
                <MenuButtonEditLink />
                {imageFolder && <MenuButtonImageUpload onUploadFiles={onUploadFiles} />}
                <MenuDivider />
                <MenuButtonUndo />
                <MenuButtonRedo />
              </MenuControlsContainer>
            </ToolbarAfterPaint>
          )
        }
      >
        {() => <LinkBubbleMenu />}
      </TiptapEditor>
      {uploadProblem && <Alert severity="error">{uploadProblem}</Alert>}
      {(props.error || props.helperText) && <FormHelperText error={Boolean(props.error)}>{props.error ?? props.helperText}</FormHelperText>}
    </Box>
  );
}
