// Paints a laid-out image on a 2D canvas context; every decision about sizes was made by the layout.
import type { CanvasLayout, DrawOp } from './draw-ops';
import { fontString } from './font-spec';

type Context = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

function paint(ctx: Context, op: DrawOp) {
  switch (op.kind) {
    case 'background': {
      // Top to bottom: every row is one colour, which PNG's filters compress far better than a diagonal.
      const gradient = ctx.createLinearGradient(0, 0, 0, op.height);
      gradient.addColorStop(0, op.from);
      gradient.addColorStop(1, op.to);
      ctx.fillStyle = gradient;
      ctx.fillRect(0, 0, op.width, op.height);
      return;
    }
    case 'rect':
      ctx.fillStyle = op.fill;
      ctx.beginPath();
      ctx.roundRect(op.x, op.y, op.width, op.height, op.radius);
      ctx.fill();
      return;
    case 'circle':
      ctx.fillStyle = op.fill;
      ctx.beginPath();
      ctx.arc(op.x, op.y, op.radius, 0, Math.PI * 2);
      ctx.fill();
      return;
    case 'line':
      ctx.strokeStyle = op.stroke;
      ctx.lineWidth = op.lineWidth;
      ctx.beginPath();
      ctx.moveTo(op.x1, op.y1);
      ctx.lineTo(op.x2, op.y2);
      ctx.stroke();
      return;
    case 'text':
      ctx.font = fontString(op.font);
      ctx.fillStyle = op.color;
      ctx.textAlign = op.align;
      ctx.textBaseline = 'alphabetic';
      ctx.fillText(op.text, op.x, op.y);
      return;
    case 'image': {
      const { from, to } = op;
      if (from) ctx.drawImage(op.image, from.x, from.y, from.width, from.height, to.x, to.y, to.width, to.height);
      else ctx.drawImage(op.image, to.x, to.y, to.width, to.height);
      return;
    }
  }
}

/** Paints every operation of the layout in order. */
export function paintLayout(ctx: Context, layout: CanvasLayout) {
  for (const op of layout.ops) paint(ctx, op);
}
