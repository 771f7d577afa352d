// A TCP relay in front of a server (Redis) that a test cuts and restores on the same port: the
// server goes away under a running shop, as in a network blip or a restart, and comes back; or
// freezes, the connection open and nothing answered, as a server that hangs.
import net from "node:net";

export interface TcpRelay {
  /** The port the relay listens on (it stays the same across cuts). */
  port: number;
  /** The target's URL with the relay's port in it (`redis://127.0.0.1:<port>`). */
  url: string;
  /** Closes every relayed connection and stops listening: connections are refused until restore(). */
  cut(): Promise<void>;
  /** Listens again on the same port. */
  restore(): Promise<void>;
  /** Keeps the connections open but passes nothing on, either way: a server that stopped answering. */
  freeze(): void;
  /** Passes on again what waited, and what comes. */
  thaw(): void;
  close(): Promise<void>;
}

/** A relay to `targetUrl`'s host and port; `listening: false` starts it cut (nobody answers the port). */
export async function startTcpRelay(targetUrl: string, { listening = true } = {}): Promise<TcpRelay> {
  const target = new URL(targetUrl);
  const targetPort = Number(target.port || 6379);
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const created = net.createServer((client) => {
        const upstream = net.connect(targetPort, target.hostname);
        sockets.add(client).add(upstream);
        client.pipe(upstream).pipe(client);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on("error", drop).on("close", drop);
        upstream.on("error", drop).on("close", drop);
      });
      created.once("error", reject);
      created.listen(port, "127.0.0.1", () => {
        server = created;
        resolve((created.address() as net.AddressInfo).port);
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      if (!server) return resolve();
      const closing = server;
      server = undefined;
      closing.close(() => resolve());
    });

  const port = await listen(0);
  if (!listening) await stop();
  const url = new URL(target);
  url.host = `127.0.0.1:${port}`;
  return {
    port,
    url: url.toString(),
    cut: stop,
    restore: async () => {
      if (!server) await listen(port);
    },
    // Paused sockets read nothing more: what is sent waits in the kernel's buffers, as TCP holds it.
    freeze: () => {
      for (const socket of sockets) socket.pause();
    },
    thaw: () => {
      for (const socket of sockets) socket.resume();
    },
    close: stop,
  };
}
