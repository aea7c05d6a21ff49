import { useEffect, useRef, useState, type CSSProperties } from 'react';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import { whenIdle } from '../when-idle';

/** Long enough for the press's ripple to have rendered (it mounts on the press, a render later). */
const RIPPLE_RENDERED_MS = 1000;

const HIDDEN: CSSProperties = { position: 'fixed', left: -10_000, top: 0, width: 1, height: 1, overflow: 'hidden', opacity: 0, pointerEvents: 'none' };

/**
 * MUI adds a part's styles to the page when the part first renders, and each addition makes the browser restyle the
 * whole page. The first ripple (the first press of any tab or button: 16 rules with its animations) and the first
 * spinner (the first Save: 7 rules) did that inside the click, 20–40 ms of it at 4× CPU. Rendered once, hidden, while
 * the browser is idle after sign-in, both are in the page before the first click (the styles stay when they go).
 */
export function StyleWarmup() {
  const [phase, setPhase] = useState<'waiting' | 'shown' | 'done'>('waiting');
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => whenIdle(() => setPhase('shown'), 500), []);
  useEffect(() => {
    if (phase !== 'shown') return undefined;
    // The ripple mounts on a button's first press, as it would on a real one.
    button.current?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    button.current?.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
    const timer = setTimeout(() => setPhase('done'), RIPPLE_RENDERED_MS);
    return () => clearTimeout(timer);
  }, [phase]);
  if (phase !== 'shown') return null;
  return (
    <div aria-hidden="true" style={HIDDEN}>
      <ButtonBase ref={button} tabIndex={-1} />
      {/* As the form's Save shows it: the same props make the same styles. */}
      <CircularProgress size={16} color="inherit" />
    </div>
  );
}
