import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

/** The widths a preview shows content at: the public site on a laptop and on a phone. */
export const PREVIEW_DEVICES = {
  desktop: { label: 'Desktop', width: 1024 },
  phone: { label: 'Phone', width: 375 },
} as const;
export type PreviewDevice = keyof typeof PREVIEW_DEVICES;

export interface DevicePreviewProps {
  /** Names the frame, e.g. "Message as players see it". */
  label: string;
  /** Controls shown beside the device switch (a language switch …). */
  controls?: ReactNode;
  /** The content at the chosen device; media queries do not see the frame's width, so the content is told it. */
  children: (device: PreviewDevice) => ReactNode;
}

/**
 * The frame of a preview screen outside the layout (messages, promotions, custom pages): a Desktop / Phone switch
 * and the content at that device's width. `<DevicePreview label="Message">{(device) => <Card compact={device === 'phone'} />}</DevicePreview>`
 */
export function DevicePreview({ label, controls, children }: DevicePreviewProps) {
  const [device, setDevice] = useState<PreviewDevice>('desktop');
  const { width } = PREVIEW_DEVICES[device];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'center' }}>
        <ToggleButtonGroup exclusive size="small" value={device} onChange={(_, next: PreviewDevice | null) => next && setDevice(next)} aria-label="Device">
          {(Object.keys(PREVIEW_DEVICES) as PreviewDevice[]).map((key) => (
            <ToggleButton key={key} value={key}>
              {PREVIEW_DEVICES[key].label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {controls}
      </Box>
      <Box
        role="region"
        aria-label={`${label} (${PREVIEW_DEVICES[device].label.toLowerCase()}, ${width} px)`}
        data-device={device}
        sx={{ width, maxWidth: '100%', minHeight: device === 'phone' ? 667 : 560, border: 1, borderColor: 'divider', borderRadius: device === 'phone' ? 4 : 1, overflow: 'auto', bgcolor: 'grey.100', boxShadow: 3 }}
      >
        {children(device)}
      </Box>
    </Box>
  );
}
