// An update is a PATCH: a field left out keeps its stored value. final-form drops the value of an input the user
// emptied, so without this an emptied optional field (an alt text, an English title) came back after saving.

/** The fields that had a value when the form loaded and have none now, sent as null (the server empties them). */
export function withCleared(sent: Record<string, unknown>, loaded: Record<string, unknown>): Record<string, unknown> {
  const body = { ...sent };
  for (const [field, value] of Object.entries(loaded)) {
    if (value !== undefined && value !== null && value !== '' && body[field] === undefined) body[field] = null;
  }
  return body;
}
