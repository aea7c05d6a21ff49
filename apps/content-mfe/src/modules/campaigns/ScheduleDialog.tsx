import { FormDialog } from '@backoffice/ui';
import { DateTimeField } from '@backoffice/ui/date-time';
import { campaignScheduleSchema } from '@backoffice/validation';

export interface ScheduleDialogProps {
  scheduledAt: string | null;
  itemCount: number;
  onSchedule: (scheduledAt: string) => Promise<unknown>;
  onClose: () => void;
}

/** Schedule…: the time the campaign goes out; until it is unscheduled, its items cannot change. */
export function ScheduleDialog({ scheduledAt, itemCount, onSchedule, onClose }: ScheduleDialogProps) {
  return (
    <FormDialog
      open
      title="Schedule campaign"
      schema={campaignScheduleSchema}
      initialValues={{ scheduledAt: scheduledAt ?? '' }}
      text={`Its ${itemCount} ${itemCount === 1 ? 'item is' : 'items are'} published together at this time. Until you unschedule it, no item can be added or removed.`}
      submitLabel="Schedule"
      onSubmit={(values) => onSchedule(values.scheduledAt)}
      onClose={onClose}
    >
      <DateTimeField name="scheduledAt" label="Scheduled time" minuteStep={15} required />
    </FormDialog>
  );
}
