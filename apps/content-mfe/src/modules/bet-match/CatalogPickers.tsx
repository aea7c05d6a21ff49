import { useEffect, useRef } from 'react';
import { useField, useForm } from 'react-final-form';
import { LookupField, SelectInput } from '@backoffice/ui';
import { GAME_LOOKUP_DEBOUNCE_MS } from '@backoffice/validation';
import { findEvents, findGames, sportsbookKeys, useOutcomes } from '../../data/sportsbook';

const asId = (value: unknown) => (typeof value === 'number' && value > 0 ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : undefined);

/**
 * The entry's place in the sportsbook: the event, then its game (typed, looked up 500 ms after the last key), then
 * the game's outcome. Changing one clears those below it; picking an outcome fills an empty outcome name.
 */
export function CatalogPickers() {
  const form = useForm();
  const eventId = asId(useField('eventId', { subscription: { value: true } }).input.value);
  const gameId = asId(useField('gameId', { subscription: { value: true } }).input.value);
  const outcomeId = asId(useField('outcomeId', { subscription: { value: true } }).input.value);
  const outcomes = useOutcomes(eventId, gameId);
  // A newly picked outcome names the entry's outcome when the name is still empty.
  const lastOutcome = useRef(outcomeId);
  useEffect(() => {
    if (outcomeId === lastOutcome.current) return;
    lastOutcome.current = outcomeId;
    const outcome = outcomes.data?.find((o) => o.outcomeId === outcomeId);
    if (outcome && !String(form.getState().values.outcomeName ?? '').trim()) form.change('outcomeName', outcome.outcomeName.slice(0, 45));
  }, [outcomeId, outcomes.data, form]);
  const clear = (...fields: string[]) => form.batch(() => fields.forEach((f) => form.change(f, '')));
  return (
    <>
      <LookupField name="eventId" label="Event" required queryKey={sportsbookKeys.events()} load={findEvents} debounceMs={GAME_LOOKUP_DEBOUNCE_MS} onPicked={() => clear('gameId', 'outcomeId')} fallbackLabel={(id) => `Event ${id}`} />
      <LookupField
        name="gameId"
        label="Game"
        required
        disabled={eventId === undefined}
        queryKey={sportsbookKeys.games(eventId ?? 0)}
        load={(search, signal) => findGames(eventId!, search, signal)}
        debounceMs={GAME_LOOKUP_DEBOUNCE_MS}
        onPicked={() => clear('outcomeId')}
        fallbackLabel={(id) => `Game ${id}`}
        helperText={eventId === undefined ? 'Pick the event first' : 'Type to find a game of the event'}
      />
      <SelectInput
        name="outcomeId"
        required
        disabled={gameId === undefined}
        options={(outcomes.data ?? []).map((o) => ({ value: o.outcomeId, label: o.odds ? `${o.outcomeName} (${o.odds.toFixed(2)})` : o.outcomeName }))}
      />
    </>
  );
}
