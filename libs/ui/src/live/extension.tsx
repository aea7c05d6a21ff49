// Live editing in every list and record form: others' changes refresh the list (rows they add or remove wait
// behind a "3 new — Show" bar, rows they change are highlighted), and a record form shows who else is on the
// record and its versions saved elsewhere (registered with the kit by index.ts).
import { extendKit } from '../kit-extensions/kit-extensions';
import { useFormLive, type FormLive } from './form-live';
import { isLiveRefresh } from './list-refresh';
import { LiveFormPanel } from './LiveFormPanel';
import { LiveListBar } from './LiveListBar';
import { useLiveList } from './use-live-list';

declare module '../kit-extensions/kit-extensions' {
  interface FormFeatures {
    /** The record open in the form, live: who else is on it, soft lock, its changes saved elsewhere. */
    live: FormLive;
  }
}

extendKit({
  name: 'live',
  useListRows: (context) => {
    const live = useLiveList(context);
    return {
      rows: live.rows,
      marks: live,
      banner: <LiveListBar added={live.added} removed={live.removed.size} onShow={live.show} />,
      isQuietRefresh: () => isLiveRefresh(context.queryKey),
    };
  },
  useFormFeatures: ({ resource, mode, id, current, toValues, getVersion }) => {
    const live = useFormLive(resource, { mode, id, current, toValues: toValues as never, getVersion: getVersion as never });
    return live ? { live } : {};
  },
  FormBanner: ({ features, schema, openedMode, viewing, onViewing }) =>
    features.live ? <LiveFormPanel live={features.live} schema={schema} mode={openedMode} viewing={viewing} onViewing={onViewing} /> : null,
});
