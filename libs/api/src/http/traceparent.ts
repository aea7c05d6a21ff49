// A W3C `traceparent` for one API call: a new trace id and parent id per call, sampled. The API takes the trace id
// as the request id (sent back as x-request-id) and, with tracing on, as the trace of its spans, so a slow save
// is found from the browser's request to its SQL.
const hex = (bytes: number): string => {
  const values = new Uint8Array(bytes);
  crypto.getRandomValues(values);
  return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
};

export function newTraceparent(): string {
  let traceId = hex(16);
  // The all-zero ids are invalid (a receiver would ignore the header).
  while (/^0+$/.test(traceId)) traceId = hex(16);
  let parentId = hex(8);
  while (/^0+$/.test(parentId)) parentId = hex(8);
  return `00-${traceId}-${parentId}-01`;
}
