/**
 * LISTEN on PostgreSQL, where several processes share one database.
 * - Every pooled connection listens to the change feed: PostgreSQL sends a commit's notice to the
 *   committing connection too, before its COMMIT returns, so this process drops what it just changed
 *   before it answers the request that changed it.
 * - One dedicated connection, kept open and reopened when lost, hears the other processes (pooled
 *   connections close when idle) and every other channel (pushes). When it had to reconnect it
 *   cannot know what it missed, so the feed says "anything changed".
 * A change heard on two connections is handled twice: dropping a cache entry twice is harmless.
 */
import pg from 'pg';
import { CHANGES_CHANNEL, parseChange, type ChangeFeed } from './changes.ts';

type Handler = (payload: string) => void;
const CHANNEL_NAME = /^[a-z_]{1,63}$/;
const RECONNECT_MS = 500;

function channelName(channel: string): string {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`not a channel name: ${channel}`);
  return channel;
}

export function listenOnPostgres(url: string, changes: ChangeFeed) {
  const channels = new Map<string, Set<Handler>>([[CHANGES_CHANNEL, new Set([(p) => changes.publish(parseChange(p))])]]);
  /** The pool's onConnect: a new pooled connection listens before it is handed out. */
  const onConnect = async (client: pg.ClientBase): Promise<void> => {
    client.on('notification', (m) => {
      if (m.channel === CHANGES_CHANNEL) changes.publish(parseChange(m.payload ?? ''));
    });
    await client.query(`LISTEN ${CHANGES_CHANNEL}`);
  };

  let client: pg.Client | null = null;
  let closed = false;
  const connect = async () => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (m) => {
      for (const fn of channels.get(m.channel) ?? []) fn(m.payload ?? '');
    });
    c.on('error', () => {
      if (client !== c) return;
      client = null;
      c.end().catch(() => undefined);
      reconnect();
    });
    await c.connect();
    for (const channel of channels.keys()) await c.query(`LISTEN ${channelName(channel)}`);
    if (closed) await c.end();
    else client = c;
  };
  const reconnect = (): void => {
    if (closed) return;
    setTimeout(() => connect().then(() => changes.publish({ kind: 'a' }), reconnect), RECONNECT_MS).unref();
  };

  return {
    onConnect,
    ready: connect(),
    async listen(channel: string, fn: Handler): Promise<void> {
      let set = channels.get(channel);
      if (!set) {
        channels.set(channel, (set = new Set()));
        await client?.query(`LISTEN ${channelName(channel)}`);
      }
      set.add(fn);
    },
    async close(): Promise<void> {
      closed = true;
      await client?.end();
      client = null;
    },
  };
}
