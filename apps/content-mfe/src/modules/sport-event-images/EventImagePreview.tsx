import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { loadCanvasFonts, loadImage, paintLayout } from '@backoffice/ui/canvas';
import { EVENT_IMAGE, layoutEventImage, type EventImageParts, type Picture } from './event-image-layout';

export interface EventImageChoice {
  background?: string;
  leftCrest?: string;
  rightCrest?: string;
}

/** The chosen pictures, loaded (a URL that fails to load is left out). */
export async function loadParts(choice: EventImageChoice): Promise<EventImageParts> {
  const load = async (url?: string): Promise<Picture | undefined> => {
    if (!url) return undefined;
    const image = await loadImage(url);
    return { image, width: image.naturalWidth, height: image.naturalHeight };
  };
  const [background, leftCrest, rightCrest] = await Promise.all([choice.background, choice.leftCrest, choice.rightCrest].map((url) => load(url).catch(() => undefined)));
  return { background, leftCrest, rightCrest };
}

/** The live preview: the builder's image at its real pixel size, redrawn whenever a choice changes. */
export function EventImagePreview({ choice }: { choice: EventImageChoice }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  const { background, leftCrest, rightCrest } = choice;
  useEffect(() => {
    let live = true;
    (async () => {
      const ctx = canvas.current?.getContext('2d');
      if (!ctx) return; // no canvas here (e.g. jsdom)
      await loadCanvasFonts();
      const parts = await loadParts({ background, leftCrest, rightCrest });
      if (live) paintLayout(ctx, layoutEventImage(parts));
    })().catch((error: unknown) => {
      console.warn('Event image preview not drawn', error);
      if (live) setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [background, leftCrest, rightCrest]);
  return (
    <Box>
      <Box
        component="canvas"
        ref={canvas}
        width={EVENT_IMAGE.width}
        height={EVENT_IMAGE.height}
        role="img"
        aria-label="Event image preview"
        sx={{ display: 'block', maxWidth: '100%', border: 1, borderColor: 'divider', borderRadius: 1 }}
      />
      {failed && <Box sx={{ color: 'text.secondary', fontSize: 12 }}>The preview could not be drawn.</Box>}
    </Box>
  );
}
