import { QueryClient } from '@tanstack/react-query';
import { fileKeys, refreshListings } from './api';

test('a listing still loading when a change lands is dropped, not kept as fresh afterwards', async () => {
  const client = new QueryClient();
  const key = fileKeys.list({ path: 'banners/target' });
  let answer: (entries: string[]) => void = () => undefined;
  // A hover's prefetch, answered by the server before the move (the file not yet there), arriving after it.
  const prefetch = client.prefetchQuery({ queryKey: key, queryFn: () => new Promise<string[]>((resolve) => (answer = resolve)), staleTime: 5_000 });
  await refreshListings(client);
  answer(['old.png']);
  await prefetch;
  expect(client.getQueryData(key)).toBeUndefined();
});
