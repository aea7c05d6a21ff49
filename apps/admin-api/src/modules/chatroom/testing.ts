// Test kit: a public chat post as the public site sends it, signed with the demo secret a test app checks with.
import { DEMO_PLAYER_TOKEN_SECRET } from '../../core/config';
import { signPlayerToken } from './player-token';

/** The body of a player's post with a valid token (valid for an hour from `now`). */
export function playerPost(player: string, nickname: string, text: string, now = new Date()) {
  const exp = Math.floor(now.getTime() / 1000) + 3600;
  return { player, nickname, text, playerToken: signPlayerToken({ player, nickname, exp }, DEMO_PLAYER_TOKEN_SECRET) };
}

let address = 0;
/** A fresh client address per call, so a test's posts do not share the per-address limit unless it means them to. */
export const nextAddress = () => `10.32.${Math.floor(++address / 250) % 250}.${(address % 250) + 1}`;

export interface OpenStream {
  status: number;
  /** Resolves with Date.now() when the server ends the stream (or the test's time runs out: then rejects). */
  ended: Promise<number>;
  /** Every data line received so far. */
  received: string[];
  abort(): void;
}

/** Opens a room's stream over real HTTP as `token` and watches for its end. */
export async function openStream(base: string, roomId: number, token: string, timeoutMs = 10_000): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/v1/chat/rooms/${roomId}/stream`, { headers: { accept: 'text/event-stream', 'x-access-token': token }, signal: controller.signal });
  const received: string[] = [];
  const ended = (async () => {
    if (!response.body) return Date.now();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return Date.now();
        received.push(...value.split('\n').filter((line) => line.startsWith('data:')));
      }
    } finally {
      clearTimeout(timer);
    }
  })();
  ended.catch(() => undefined);
  return { status: response.status, ended, received, abort: () => controller.abort() };
}
