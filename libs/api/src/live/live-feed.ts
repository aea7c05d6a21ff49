import { dispatchLiveEvent, setLiveSelfUserId } from './feed-hub';
import { openSharedFeed } from './shared-feed';

let stopCurrent: (() => void) | null = null;

/**
 * Opens the change feed for the signed-in user (one stream per browser, shared by its tabs); returns stop. The
 * shell calls it after sign-in and stops it at logout:
 *   useEffect(() => startLiveFeed({ userId: user.id }), [user.id]);
 */
export function startLiveFeed(options: { userId: number }): () => void {
  stopCurrent?.();
  setLiveSelfUserId(options.userId);
  const stop = openSharedFeed({ scope: String(options.userId), onEvent: dispatchLiveEvent });
  const current = () => {
    stop();
    if (stopCurrent === current) {
      stopCurrent = null;
      setLiveSelfUserId(undefined);
    }
  };
  stopCurrent = current;
  return current;
}
