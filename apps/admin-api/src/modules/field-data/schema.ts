// What a shell reports of the remote builds its staff use: a batch per build, each sample a screen opened, a screen
// crashed, or one web vital of a screen. No personal data: the session sending it is all that ties samples together.
import * as v from 'valibot';
import { messages, remoteNameSchema } from '@backoffice/validation';

export const FIELD_SAMPLE_KINDS = ['view', 'error', 'INP', 'LCP', 'CLS'] as const;
/** Samples per batch: a shell sends what it gathered every 30 s and when the tab is hidden. */
export const MAX_SAMPLES_PER_REPORT = 50;

const sampleSchema = v.strictObject({
  kind: v.picklist(FIELD_SAMPLE_KINDS, messages.invalid('kind')),
  /** Milliseconds for INP and LCP, the unitless score for CLS; 0 for a view or an error. */
  value: v.optional(v.pipe(v.number(messages.invalid('value')), v.minValue(0, messages.invalid('value')), v.maxValue(600_000, messages.invalid('value'))), 0),
});

export const fieldDataReportSchema = v.strictObject({
  remote: remoteNameSchema,
  version: v.pipe(v.string(messages.required('version')), v.minLength(1, messages.required('version')), v.maxLength(50, messages.maxLength(50))),
  samples: v.pipe(v.array(sampleSchema), v.minLength(1, messages.minItems(1)), v.maxLength(MAX_SAMPLES_PER_REPORT, messages.maxItems(MAX_SAMPLES_PER_REPORT))),
});
