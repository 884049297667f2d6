import { api } from '../api/api';
import type { LiveStream } from '../api/live-stream';

let stream: Promise<LiveStream> | null = null;
/** The stream's code loads on first use, so the first load of the sign-in pages does not carry it. */
const loadStream = () =>
  (stream ??= import('../api/live-stream').then(
    ({ LiveStream: Stream }) => new Stream({ open: (signal) => api.stream('/events', signal) }),
  ));

/** This tab's live-updates stream; the shell starts it while someone is signed in. */
let wanted = false;
export const liveStream: Pick<LiveStream, 'subscribe' | 'reconnectNow' | 'start' | 'stop'> = {
  subscribe(listener) {
    let stop: (() => void) | null = null;
    let stopped = false;
    void loadStream().then((loaded) => {
      if (!stopped) stop = loaded.subscribe(listener);
    });
    return () => {
      stopped = true;
      stop?.();
    };
  },
  reconnectNow() {
    void stream?.then((loaded) => loaded.reconnectNow());
  },
  start() {
    wanted = true;
    void loadStream().then((loaded) => {
      if (wanted) loaded.start();
    });
  },
  stop() {
    wanted = false;
    void stream?.then((loaded) => loaded.stop());
  },
};
